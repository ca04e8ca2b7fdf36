// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/agreementdata.h"

#include "model/project/project.h"
#include "model/storage/agreementreader.h"

#include <QHash>

namespace Errata {
namespace {

bool isFinished(AssignmentState state)
{
    return state == AssignmentState::Submitted || state == AssignmentState::InReview
        || state == AssignmentState::Accepted;
}

} // namespace

QList<AgreementItem> AgreementData::finishedLayers(Project &project, QHash<qint64, QList<Span>> *gold)
{
    QList<AgreementItem> items;
    QHash<qint64, qsizetype> itemIndex;
    for (const Item &item : project.items().all()) {
        itemIndex.insert(item.id, items.size());
        items << AgreementItem{item.id, item.generation, item.metadata, {}};
    }
    QSet<std::pair<qint64, qint64>> finished;
    for (const Assignment &assignment : project.assignments().all()) {
        if (isFinished(assignment.state)) {
            finished.insert({assignment.itemId, assignment.annotatorId});
        }
    }
    SpanRepository spans = project.spans();
    QHash<qint64, std::pair<qsizetype, qsizetype>> layerSlot; // layer id -> (item index, layer index)
    QHash<qint64, qint64> goldItem;                           // gold layer id -> item id
    for (const Layer &layer : spans.allLayers()) {
        if (gold && layer.kind == LayerKind::Gold) {
            goldItem.insert(layer.id, layer.itemId);
            (*gold)[layer.itemId];
        }
        const auto it = itemIndex.constFind(layer.itemId);
        if (layer.kind != LayerKind::Annotator || it == itemIndex.cend()
            || !finished.contains({layer.itemId, layer.personId})) {
            continue;
        }
        AgreementItem &item = items[*it];
        layerSlot.insert(layer.id, {*it, item.layers.size()});
        item.layers << AgreementLayer{layer.personId, {}};
    }
    for (Span &span : spans.allSpans()) {
        if (const auto slot = layerSlot.constFind(span.layerId); slot != layerSlot.cend()) {
            items[slot->first].layers[slot->second].spans << std::move(span);
        } else if (const auto item = goldItem.constFind(span.layerId); item != goldItem.cend()) {
            (*gold)[*item] << std::move(span);
        }
    }
    return items;
}

QList<AgreementItem> AgreementData::finishedCoverage(Project &project, QString *error)
{
    return AgreementReader::finishedCoverage(project.database(), error);
}

AgreementItem AgreementData::itemLayers(Project &project, qint64 itemId)
{
    AgreementItem result;
    const auto item = project.items().find(itemId);
    if (!item) {
        return result;
    }
    result = AgreementItem{item->id, item->generation, item->metadata, {}};
    QHash<qint64, qsizetype> slot;
    SpanRepository spans = project.spans();
    qint64 goldLayer = 0;
    for (const Layer &layer : spans.layersOfItem(itemId)) {
        if (layer.kind == LayerKind::Annotator) {
            slot.insert(layer.id, result.layers.size());
            result.layers << AgreementLayer{layer.personId, {}};
        } else if (layer.kind == LayerKind::Gold) {
            goldLayer = layer.id;
        }
    }
    if (goldLayer != 0) {
        slot.insert(goldLayer, result.layers.size());
        result.layers << AgreementLayer{GoldLayerId, {}};
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
    for (const Assignment &assignment : project.assignments().all()) {
        if (!isFinished(assignment.state)) {
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
