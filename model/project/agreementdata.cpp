// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/agreementdata.h"

#include "model/domain/workflow.h"
#include "model/project/project.h"
#include "model/storage/analysisexclusions.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/spanrepository.h"
#include "model/storage/agreementreader.h"

#include <QHash>
#include <QSet>

namespace Errata {
QList<AgreementItem> AgreementData::finished(Project &project, QHash<qint64, QList<Span>> *gold, QString *error)
{
    return AgreementReader::finished(project.database(), gold, error);
}

QHash<qint64, QList<Span>> AgreementData::predictions(Project &project, const QString &system, QString *error)
{
    return AgreementReader::predictions(project.database(), system, error);
}

QStringList AgreementData::systems(Project &project, QString *error)
{
    return AgreementReader::systems(project.database(), error);
}

AgreementItem AgreementData::itemLayers(Project &project, qint64 itemId, QHash<qint64, QString> *systems)
{
    AgreementItem result;
    const auto item = project.items().find(itemId);
    if (!item) {
        return result;
    }
    result = AgreementItem{item->id, item->generation, item->metadata, {}};
    QHash<qint64, qsizetype> slot;
    QSet<qint64> handedIn; // annotators whose work on the item counts as a result
    for (const Assignment &assignment : project.assignments().forItem(itemId)) {
        if (isFinished(assignment.state)) handedIn.insert(assignment.annotatorId);
    }
    SpanRepository spans = project.spans();
    qint64 goldLayer = 0;
    const QList<Layer> layers = spans.layersOfItem(itemId);
    for (const Layer &layer : layers) {
        if (layer.kind == LayerKind::Annotator) {
            slot.insert(layer.id, result.layers.size());
            result.layers << AgreementLayer{layer.personId, {}, handedIn.contains(layer.personId)};
        } else if (layer.kind == LayerKind::Gold) {
            goldLayer = layer.id;
        }
    }
    if (goldLayer != 0) {
        slot.insert(goldLayer, result.layers.size());
        result.layers << AgreementLayer{GoldLayerId, {}, true};
    }
    for (const Layer &layer : layers) {
        if (systems && layer.kind == LayerKind::Prediction) {
            slot.insert(layer.id, result.layers.size());
            result.layers << AgreementLayer{systemLayerId(layer.label), {}, true};
            systems->insert(systemLayerId(layer.label), layer.label);
        }
    }
    for (Span &span : spans.spansOfItem(itemId)) {
        if (const auto it = slot.constFind(span.layerId); it != slot.cend()) {
            result.layers[*it].spans << std::move(span);
        }
    }
    return result;
}

QMap<QString, QList<QList<double>>> AgreementData::ratings(Project &project, const QString &byKey)
{
    QHash<qint64, QString> groupOf;
    for (const Item &item : project.items().all()) {
        groupOf.insert(item.id, byKey.isEmpty() ? QString() : item.metadata.value(byKey));
    }
    QHash<qint64, QList<double>> byItem;
    const QHash<qint64, QVariant> ratings = project.judgements().allOfKey(QStringLiteral("rating"));
    const AnalysedWork analysed(project.database());
    for (const Assignment &assignment : project.assignments().all()) {
        if (!analysed.counts(assignment)) {
            continue;
        }
        const QVariant rating = ratings.value(assignment.id);
        if (rating.isValid()) {
            byItem[assignment.itemId] << rating.toDouble();
        }
    }
    QMap<QString, QList<QList<double>>> groups;
    for (auto it = byItem.cbegin(); it != byItem.cend(); ++it) {
        groups[groupOf.value(it.key())] << it.value();
    }
    return groups;
}

} // namespace Errata
