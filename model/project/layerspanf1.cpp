// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/layerspanf1.h"

#include "model/domain/metadatafilter.h"
#include "model/project/agreementdata.h"
#include "model/project/project.h"
#include "model/storage/personrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// Every item's spans of one named layer (item id -> spans); items without it are absent.
std::optional<QHash<qint64, QList<Span>>> layerByItem(Project &project, const QList<AgreementItem> &items,
                                                      const QHash<qint64, QList<Span>> &gold, const QString &name,
                                                      QString *error)
{
    if (name == "gold"_L1) return gold;
    if (name.startsWith(u"system:"_s)) {
        const QString system = name.mid(7);
        if (!AgreementData::systems(project).contains(system)) {
            *error = LayerSpanF1::tr("There is no system \"%1\" with predictions in the project.").arg(system);
            return std::nullopt;
        }
        return AgreementData::predictions(project, system, error);
    }
    qint64 personId = 0;
    for (const Person &person : project.people().all()) {
        if (person.name == name) personId = person.id;
    }
    if (personId == 0) {
        *error =
            LayerSpanF1::tr("A layer is gold, system:NAME or a person's name; there is no person \"%1\".").arg(name);
        return std::nullopt;
    }
    QHash<qint64, QList<Span>> result;
    for (const AgreementItem &item : items) {
        for (const AgreementLayer &layer : item.layers) {
            if (layer.annotatorId == personId) result.insert(item.itemId, layer.spans);
        }
    }
    return result;
}

} // namespace

bool LayerSpanF1::compute(Project &project, const LayerSpanF1Request &request, LayerSpanF1Report *report,
                          QString *error)
{
    QHash<qint64, QList<Span>> gold;
    QString readError;
    const QList<AgreementItem> items = AgreementData::finished(project, &gold, &readError);
    if (!readError.isEmpty()) {
        *error = readError;
        return false;
    }
    const auto reference = layerByItem(project, items, gold, request.reference, error);
    if (!reference) return false;
    const auto layer = layerByItem(project, items, gold, request.layer, error);
    if (!layer) return false;
    const MetadataFilter filter(request.where);
    QList<SpanF1Item> pairs;
    for (const AgreementItem &item : items) {
        const auto r = reference->constFind(item.itemId), l = layer->constFind(item.itemId);
        if (r == reference->cend() || l == layer->cend() || !filter.matches(item.metadata)) continue;
        pairs << SpanF1Item{item.text, *r, *l};
    }
    report->items = int(pairs.size());
    report->rows =
        compareSpanLayers(pairs, TypeSelectors::forTaxonomy(project.taxonomy(), request.level), request.unit);
    return true;
}

} // namespace Errata
