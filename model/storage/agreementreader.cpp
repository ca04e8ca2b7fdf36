// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/agreementreader.h"

#include "model/storage/rowreader.h"

#include <QHash>

namespace Errata {
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

QList<AgreementItem> AgreementReader::finishedCoverage(const Database &db, QString *error)
{
    QList<AgreementItem> items;
    RowIdIndex itemIndex;
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

} // namespace Errata
