// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/agreementdata.h"

#include "model/project/project.h"
#include "model/storage/rowreader.h"

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
    QHash<qint64, qint64> goldItem;                          // gold layer id -> item id
    for (const Layer &layer : spans.allLayers()) {
        if (gold && layer.kind == LayerKind::Gold) {
            goldItem.insert(layer.id, layer.itemId);
            (*gold)[layer.itemId];
        }
        const auto it = itemIndex.constFind(layer.itemId);
        if (layer.kind != LayerKind::Annotator || it == itemIndex.cend() || !finished.contains({layer.itemId, layer.personId})) {
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

namespace {

bool readFailed(const RowReader &reader, QString *error)
{
    if (!reader.ok() && error) {
        *error = reader.error();
    }
    return !reader.ok();
}

// Items in list order with their generation and metadata.
bool readItems(const Database &db, QList<AgreementItem> &items, RowIdIndex &itemIndex, QString *error)
{
    RowReader rows(db, "SELECT id, generation FROM item ORDER BY position");
    while (rows.next()) {
        itemIndex.insert(rows.integer(0), int(items.size()));
        items << AgreementItem{rows.integer(0), rows.text(1), {}, {}};
    }
    if (readFailed(rows, error)) {
        return false;
    }
    RowReader metadata(db, "SELECT item_id, meta_key, meta_value FROM item_metadata");
    while (metadata.next()) {
        if (const int item = itemIndex.value(metadata.integer(0)); item >= 0) {
            items[item].metadata.insert(metadata.text(1), metadata.text(2));
        }
    }
    return !readFailed(metadata, error);
}

} // namespace

QList<AgreementItem> AgreementData::finishedCoverage(Project &project, QString *error)
{
    QList<AgreementItem> items;
    RowIdIndex itemIndex;
    const Database &db = project.database();
    if (!readItems(db, items, itemIndex, error)) {
        return {};
    }
    // Annotator layers whose assignment is finished, in id order as finishedLayers() lists them.
    RowReader layers(db, R"(SELECT l.id, l.item_id, l.person_id FROM layer l WHERE l.kind = 'annotator'
                            AND EXISTS (SELECT 1 FROM assignment a WHERE a.item_id = l.item_id
                                        AND a.annotator_id = l.person_id
                                        AND a.state IN ('submitted', 'in_review', 'accepted'))
                            ORDER BY l.id)");
    RowIdIndex layerItem;
    std::vector<std::pair<int, qsizetype>> layerSlot; // per finished layer: its item, its index there
    while (layers.next()) {
        const int item = itemIndex.value(layers.integer(1));
        if (item < 0) {
            continue;
        }
        layerItem.insert(layers.integer(0), int(layerSlot.size()));
        layerSlot.emplace_back(item, items[item].layers.size());
        items[item].layers << AgreementLayer{layers.integer(2), {}};
    }
    if (readFailed(layers, error)) {
        return {};
    }
    RowReader spans(db, "SELECT layer_id, side = 'prompt', begin_offset, end_offset, type_key, id FROM span");
    QHash<QByteArray, QString> typeKeys; // a handful of types: one shared QString each
    while (spans.next()) {
        const int layer = layerItem.value(spans.integer(0));
        if (layer < 0) {
            continue;
        }
        const QByteArrayView key = spans.utf8(4);
        auto type = typeKeys.constFind(QByteArray::fromRawData(key.data(), key.size()));
        if (type == typeKeys.cend()) {
            type = typeKeys.insert(key.toByteArray(), QString::fromUtf8(key));
        }
        Span span;
        span.id = spans.integer(5);
        span.layerId = spans.integer(0);
        span.range = {spans.integer(2), spans.integer(3),
                      spans.integer(1) != 0 ? TextSide::Prompt : TextSide::Generation};
        span.typeKey = *type;
        const auto [item, slot] = layerSlot[size_t(layer)];
        items[item].layers[slot].spans << std::move(span);
    }
    return readFailed(spans, error) ? QList<AgreementItem>() : items;
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
