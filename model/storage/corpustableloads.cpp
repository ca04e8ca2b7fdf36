// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/corpustableloads.h"

#include "model/domain/unitbounds.h"
#include "model/storage/finishedlayers.h"

#include <algorithm>
#include <map>
#include <numeric>

namespace Errata::CorpusTableLoads {
namespace {

bool failed(const RowReader &reader, QString *error)
{
    if (!reader.ok()) {
        *error = reader.error();
        return true;
    }
    return false;
}

// A small set of keys (types, severities) numbered as they first occur, looked up by their UTF-8
// bytes so that a row's key is decoded only the first time it is seen. A taxonomy has a few dozen:
// comparing bytes in a short list beats hashing them, a million times over; a long list is hashed.
class KeyNumbers
{
public:
    explicit KeyNumbers(QStringList &keys)
        : m_keys(keys)
    {
    }
    int of(QByteArrayView key)
    {
        if (m_bytes.size() <= Linear) {
            for (size_t at = 0; at < m_bytes.size(); ++at) {
                if (m_bytes[at] == key) return int(at);
            }
        } else if (const auto found = m_index.constFind(QByteArray::fromRawData(key.data(), key.size()));
                   found != m_index.cend()) {
            return *found;
        }
        const int number = int(m_bytes.size());
        m_bytes.push_back(key.toByteArray());
        m_keys << QString::fromUtf8(key);
        if (m_bytes.size() > Linear) {
            for (size_t at = m_index.size(); at < m_bytes.size(); ++at) m_index.insert(m_bytes[at], int(at));
        }
        return number;
    }

private:
    static constexpr size_t Linear = 32;
    QStringList &m_keys;
    std::vector<QByteArray> m_bytes;
    QHash<QByteArray, int> m_index;
};

// One metadata key's values as they are read: numbered as first seen, per item.
struct KeyValues
{
    QHash<QByteArray, int> number;
    std::vector<QByteArray> values;
    std::vector<int> itemValue;
};

// The key's values numbered in the order of their bytes, as SQLite's (key, value) index ordered them,
// and the same on a server whatever its collation.
void addKey(CorpusTable &table, const QByteArray &key, KeyValues &read)
{
    std::vector<int> order(read.values.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(),
              [&](int a, int b) { return read.values[size_t(a)] < read.values[size_t(b)]; });
    std::vector<int> renumbered(order.size());
    QStringList values;
    for (size_t rank = 0; rank < order.size(); ++rank) {
        renumbered[size_t(order[rank])] = int(rank);
        values << QString::fromUtf8(read.values[size_t(order[rank])]);
    }
    for (int &value : read.itemValue) {
        if (value >= 0) value = renumbered[size_t(value)];
    }
    table.metaKeys << QString::fromUtf8(key);
    table.metaValues << values;
    table.itemMeta.push_back(std::move(read.itemValue));
}

} // namespace

bool Ticker::tick()
{
    if (!progress || (++done & 4095) != 0) {
        return true;
    }
    const qint64 part = std::min(done, total) * (to - from) / std::max<qint64>(total, 1);
    if (progress(from + int(part))) {
        return true;
    }
    *error = CorpusTable::tr("Reading the project was cancelled.");
    return false;
}

bool Ticker::reach(int percent)
{
    from = percent;
    done = 0;
    if (!progress || progress(percent)) {
        return true;
    }
    *error = CorpusTable::tr("Reading the project was cancelled.");
    return false;
}

SpansByItem::SpansByItem(size_t items, const std::vector<PendingSpan> &pending)
    : first(items + 1, 0)
    , byItem(pending.size())
{
    for (const PendingSpan &span : pending) ++first[size_t(span.item) + 1];
    std::partial_sum(first.begin(), first.end(), first.begin());
    std::vector<int> next(first.cbegin(), first.cend() - 1);
    for (size_t at = 0; at < pending.size(); ++at) byItem[size_t(next[size_t(pending[at].item)]++)] = int(at);
}

bool loadItems(const Database &db, CorpusTable &table, RowIdIndex &itemIndex, QString *error)
{
    RowReader query(db, "SELECT id, external_id FROM item ORDER BY position, id");
    while (query.next()) {
        itemIndex.insert(query.integer(0), int(table.itemIds.size()));
        table.itemIds.push_back(query.integer(0));
        table.itemExternalIds << query.text(1);
    }
    table.itemUnits.assign(table.itemIds.size(), 0);
    return !failed(query, error);
}

// In the table's own order: through the (key, value) index SQLite looked up each row's item, 600,000
// lookups at million spans, the larger part of reading the metadata.
bool loadMetadata(const Database &db, CorpusTable &table, const RowIdIndex &itemIndex, QString *error)
{
    RowReader query(db, "SELECT item_id, meta_key, meta_value FROM item_metadata");
    std::map<QByteArray, KeyValues> keys;                   // by their bytes, as the index ordered them
    std::vector<std::pair<QByteArray, KeyValues *>> recent; // the few keys, found without a tree
    while (query.next()) {
        const QByteArrayView key = query.utf8(1);
        auto known = std::find_if(recent.begin(), recent.end(), [&](const auto &entry) { return entry.first == key; });
        if (known == recent.end()) {
            KeyValues &read = keys[key.toByteArray()];
            read.itemValue.assign(table.itemIds.size(), -1);
            known = recent.insert(recent.end(), {key.toByteArray(), &read});
        }
        KeyValues &read = *known->second;
        const QByteArrayView bytes = query.utf8(2);
        auto found = read.number.constFind(QByteArray::fromRawData(bytes.data(), bytes.size()));
        if (found == read.number.cend()) {
            found = read.number.insert(bytes.toByteArray(), int(read.values.size()));
            read.values.push_back(bytes.toByteArray());
        }
        if (const int item = itemIndex.value(query.integer(0)); item >= 0) read.itemValue[size_t(item)] = *found;
    }
    for (auto &[key, read] : keys) addKey(table, key, read);
    return !failed(query, error);
}

bool loadRatings(const Database &db, Ratings &ratings, QString *error)
{
    // The key is compared here rather than by SQL (a second string comparison on each row).
    RowReader query(db,
                    "SELECT assignment_id, judgement_key, int_value FROM judgement "
                    "WHERE judgement_key IN ('rating', 'esa_score')");
    while (query.next()) {
        (query.utf8(1) == "rating" ? ratings.rating : ratings.esa).insert(query.integer(0), int(ratings.values.size()));
        ratings.values.push_back(query.real(2));
    }
    return !failed(query, error);
}

// Finished work only, as for agreement: a layer still being written is not a result. A system's
// prediction layer goes by systemLayerId(its name), as in the layer view, so the measures choose and
// group it like a person (MeasureOptions::annotators) without a kind of its own. Each annotation's
// assignment goes to `assignments`, for its ratings (addRatings), which may be read meanwhile.
bool loadAnnotations(const Database &db, CorpusTable &table, const RowIdIndex &itemIndex, RowIdIndex &layerIndex,
                     std::vector<qint64> &assignments, QString *error)
{
    std::vector<FinishedLayer> layers;
    if (!readFinishedLayers(db, &layers, error)) return false;
    table.annotationItem.reserve(layers.size());
    table.annotationLayer.reserve(layers.size());
    table.annotationGold.reserve(layers.size());
    table.annotationPerson.reserve(layers.size());
    assignments.reserve(layers.size());
    for (const FinishedLayer &layer : layers) {
        const int item = itemIndex.value(layer.itemId);
        if (item < 0) continue;
        layerIndex.insert(layer.id, int(table.annotationItem.size()));
        table.annotationItem.push_back(item);
        table.annotationLayer.push_back(layer.id);
        table.annotationGold.push_back(char(layer.gold));
        const qint64 system = layer.prediction ? systemLayerId(layer.label) : 0;
        if (layer.prediction && !table.personNames.contains(system)) {
            table.personNames.insert(system, CorpusTable::tr("%1 (system)").arg(layer.label));
        }
        table.annotationPerson.push_back(layer.prediction ? system : layer.personId);
        assignments.push_back(layer.assignmentId);
    }
    return true;
}

void addRatings(CorpusTable &table, const Ratings &ratings, const std::vector<qint64> &assignments)
{
    table.annotationRating.reserve(assignments.size());
    table.annotationEsa.reserve(assignments.size());
    for (const qint64 assignment : assignments) {
        table.annotationRating.push_back(ratings.of(ratings.rating, assignment));
        table.annotationEsa.push_back(ratings.of(ratings.esa, assignment));
    }
}

bool loadSpans(const Database &db, CorpusTable &table, const RowIdIndex &layerIndex, std::vector<PendingSpan> &pending,
               Ticker &ticker, QString *error)
{
    RowReader query(db, R"(SELECT layer_id, type_key, COALESCE(severity_key, ''), begin_offset, end_offset,
                                  side = 'prompt', id FROM span ORDER BY id)");
    KeyNumbers types(table.typeKeys);
    KeyNumbers severities(table.severityKeys);
    while (query.next()) {
        if (!ticker.tick()) {
            return false;
        }
        const int annotation = layerIndex.value(query.integer(0));
        if (annotation < 0) {
            continue;
        }
        const QByteArrayView severity = query.utf8(2);
        const bool onPrompt = query.integer(5) != 0;
        if (!onPrompt) {
            pending.push_back({table.annotationItem[size_t(annotation)], int(table.spanIds.size()), query.integer(3),
                               query.integer(4)});
        }
        table.spanAnnotation.push_back(annotation);
        table.spanType.push_back(types.of(query.utf8(1)));
        table.spanSeverity.push_back(severity.isEmpty() ? -1 : severities.of(severity));
        table.spanUnits.push_back(0);
        table.spanOnPrompt.push_back(char(onPrompt));
        table.spanIds.push_back(query.integer(6));
    }
    return !failed(query, error);
}

// Each generation is tokenized once, and its spans measured against its tokens there and then. The
// tokens of a whole corpus were kept until its spans were read: 12 M at million spans, 100-200 MB.
bool loadUnits(const Database &db, CorpusTable &table, const RowIdIndex &itemIndex, AgreementUnit unit,
               const std::vector<PendingSpan> &pending, const SpansByItem &spans, const QByteArray &where,
               Ticker &ticker, QString *error)
{
    RowReader query(db, "SELECT id, generation FROM item " + where);
    UnitBounds units(unit);
    while (query.next()) {
        const int item = itemIndex.value(query.integer(0));
        if (!ticker.tick()) return false;
        if (item < 0) continue;
        units.clear();
        table.itemUnits[size_t(item)] = units.add(query.text(1));
        for (int at = spans.first[size_t(item)]; at < spans.first[size_t(item) + 1]; ++at) {
            const PendingSpan &span = pending[size_t(spans.byItem[size_t(at)])];
            const auto [low, high] = units.covered(0, TextRange{span.begin, span.end, TextSide::Generation});
            table.spanUnits[size_t(span.span)] = int(high - low);
        }
    }
    return !failed(query, error);
}

} // namespace Errata::CorpusTableLoads
