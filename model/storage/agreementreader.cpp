// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/agreementreader.h"

#include "model/storage/analysisexclusions.h"

#include "model/storage/rowreader.h"
#include "model/storage/sqldialect.h"

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

// Type and severity keys: a handful of values, one shared QString each.
class Keys
{
public:
    QString of(QByteArrayView key)
    {
        auto it = m_keys.constFind(QByteArray::fromRawData(key.data(), key.size()));
        if (it == m_keys.cend()) {
            it = m_keys.insert(key.toByteArray(), QString::fromUtf8(key));
        }
        return *it;
    }

private:
    QHash<QByteArray, QString> m_keys;
};

// A span with what the measures read, from the columns both span queries start with: layer_id,
// side = 'prompt', begin_offset, end_offset, type_key, id, coalesce(severity_key, '').
Span measuredSpan(const RowReader &row, Keys &keys)
{
    Span span;
    span.id = row.integer(5);
    span.layerId = row.integer(0);
    span.range = {row.integer(2), row.integer(3), row.integer(1) != 0 ? TextSide::Prompt : TextSide::Generation};
    span.typeKey = keys.of(row.utf8(4));
    span.severityKey = keys.of(row.utf8(6));
    return span;
}

} // namespace

QList<AgreementItem> AgreementReader::finished(const Database &db, QHash<qint64, QList<Span>> *gold, QString *error)
{
    QList<AgreementItem> items;
    RowIdIndex itemIndex;
    if (!readItems(db, items, itemIndex, error)) {
        return {};
    }
    // Annotator layers whose assignment is finished (and gold layers when asked for), in id order.
    RowReader layers(db,
                     "SELECT l.id, l.item_id, l.person_id, l.kind = 'gold' FROM layer l WHERE (l.kind = 'annotator' "
                     "AND EXISTS (SELECT 1 FROM assignment a WHERE a.item_id = l.item_id AND a.annotator_id = "
                     "l.person_id AND a.state IN "
                         + SqlDialect::finishedStates() + "))" + (gold ? " OR l.kind = 'gold'" : "")
                         + " ORDER BY l.id");
    RowIdIndex layerIndex;
    std::vector<std::pair<int, qsizetype>> layerSlot; // per layer: its item, its index there (-1: gold)
    const QHash<qint64, QString> excluded = AnalysisExclusions::excluded(db); // as readFinishedLayers leaves out
    while (layers.next()) {
        const int item = itemIndex.value(layers.integer(1));
        if (item < 0 || (layers.integer(3) == 0 && excluded.contains(layers.integer(2)))) {
            continue;
        }
        layerIndex.insert(layers.integer(0), int(layerSlot.size()));
        if (layers.integer(3) != 0) {
            layerSlot.emplace_back(item, -1);
            (*gold)[items[item].itemId];
            continue;
        }
        layerSlot.emplace_back(item, items[item].layers.size());
        items[item].layers << AgreementLayer{layers.integer(2), {}, true};
    }
    if (readFailed(layers, error)) {
        return {};
    }
    RowReader spans(db,
                    "SELECT layer_id, side = 'prompt', begin_offset, end_offset, type_key, id, "
                    "coalesce(severity_key, '') FROM span ORDER BY id"); // SQLite's table order; a server's differs
    Keys keys;
    while (spans.next()) {
        const int layer = layerIndex.value(spans.integer(0));
        if (layer < 0) {
            continue;
        }
        Span span = measuredSpan(spans, keys);
        const auto [item, slot] = layerSlot[size_t(layer)];
        (slot < 0 ? (*gold)[items[item].itemId] : items[item].layers[slot].spans) << std::move(span);
    }
    if (readFailed(spans, error)) {
        if (gold) gold->clear();
        return {};
    }
    return items;
}

QHash<qint64, QList<Span>> AgreementReader::predictions(const Database &db, const QString &system, QString *error)
{
    // Labels are compared here rather than bound: the fast path reads unbound statements, and a
    // project has a handful of systems.
    QHash<qint64, QList<Span>> result;
    RowIdIndex layerItem; // layer id -> index into itemIds
    std::vector<qint64> itemIds;
    RowReader layers(db, "SELECT id, item_id, label FROM layer WHERE kind = 'prediction' ORDER BY id");
    while (layers.next()) {
        if (layers.text(2) == system) {
            layerItem.insert(layers.integer(0), int(itemIds.size()));
            itemIds.push_back(layers.integer(1));
            result[layers.integer(1)];
        }
    }
    if (readFailed(layers, error)) {
        return {};
    }
    RowReader spans(db,
                    "SELECT layer_id, side = 'prompt', begin_offset, end_offset, type_key, id, "
                    "coalesce(severity_key, ''), confidence FROM span WHERE layer_id IN "
                    "(SELECT id FROM layer WHERE kind = 'prediction') ORDER BY id");
    Keys keys;
    while (spans.next()) {
        const int layer = layerItem.value(spans.integer(0));
        if (layer < 0) {
            continue;
        }
        Span span = measuredSpan(spans, keys);
        if (!spans.isNull(7)) {
            span.confidence = spans.real(7);
        }
        result[itemIds[size_t(layer)]] << std::move(span);
    }
    if (readFailed(spans, error)) {
        return {};
    }
    return result;
}

QStringList AgreementReader::systems(const Database &db, QString *error)
{
    QStringList labels;
    RowReader rows(db, "SELECT DISTINCT label FROM layer WHERE kind = 'prediction' ORDER BY label");
    while (rows.next()) {
        labels << rows.text(0);
    }
    return readFailed(rows, error) ? QStringList() : labels;
}

} // namespace Errata
