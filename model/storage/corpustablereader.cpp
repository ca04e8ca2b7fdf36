// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/corpustablereader.h"

#include "model/domain/unitbounds.h"
#include "model/storage/database.h"
#include "model/storage/finishedlayers.h"
#include "model/storage/personrepository.h"
#include "model/storage/rowreader.h"
#include "model/storage/sqldialect.h"
#include "model/stats/agreement.h"

#include <QSqlQuery>

#include <algorithm>
#include <map>
#include <numeric>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// Every table is read straight from SQLite (RowReader): no QVariant per value, texts decoded only
// where they are kept; ids are looked up in RowIdIndex rather than a hash.

// Reports progress every few thousand rows, from `from` to `to` percent of the whole load.
struct Ticker
{
    const CorpusTable::Progress &progress;
    qint64 total = 0;
    int from = 0;
    int to = 100;
    qint64 done = 0;
    QString *error = nullptr;

    bool tick()
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
    bool reach(int percent)
    {
        from = percent;
        done = 0;
        if (!progress || progress(percent)) {
            return true;
        }
        *error = CorpusTable::tr("Reading the project was cancelled.");
        return false;
    }
};

bool failed(const RowReader &reader, QString *error)
{
    if (!reader.ok()) {
        *error = reader.error();
        return true;
    }
    return false;
}

// Ids first; the generations are read last (loadUnits), once the spans to measure against them are known.
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

// Each assignment's rating and ESA score, by assignment id through RowIdIndex: 890,000 judgements at
// million spans, in two hashes, took a fifth of the corpus's read.
struct Ratings
{
    RowIdIndex rating;
    RowIdIndex esa;
    std::vector<double> values;

    double of(const RowIdIndex &index, qint64 assignment) const
    {
        const int at = assignment > 0 ? index.value(assignment) : -1;
        return at >= 0 ? values[size_t(at)] : std::numeric_limits<double>::quiet_NaN();
    }
};

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

bool loadAnnotations(const Database &db, CorpusTable &table, const RowIdIndex &itemIndex, RowIdIndex &layerIndex,
                     QString *error)
{
    Ratings ratings;
    if (!loadRatings(db, ratings, error)) return false;
    // Finished work only, as for agreement: a layer still being written is not a result. A system's
    // prediction layer goes by systemLayerId(its name), as in the layer view, so the measures choose and
    // group it like a person (MeasureOptions::annotators) without a kind of its own.
    std::vector<FinishedLayer> layers;
    if (!readFinishedLayers(db, &layers, error)) return false;
    table.annotationItem.reserve(layers.size());
    table.annotationLayer.reserve(layers.size());
    table.annotationGold.reserve(layers.size());
    table.annotationPerson.reserve(layers.size());
    table.annotationRating.reserve(layers.size());
    table.annotationEsa.reserve(layers.size());
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
        table.annotationRating.push_back(ratings.of(ratings.rating, layer.assignmentId));
        table.annotationEsa.push_back(ratings.of(ratings.esa, layer.assignmentId));
    }
    return true;
}

// A span on the generation, to be measured once its item's text is read.
struct PendingSpan
{
    int item = 0;
    int span = 0;
    qint64 begin = 0;
    qint64 end = 0;
};

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
               const std::vector<PendingSpan> &pending, Ticker &ticker, QString *error)
{
    std::vector<int> first(table.itemIds.size() + 1, 0); // the pending spans by item (a counting sort)
    for (const PendingSpan &span : pending) ++first[size_t(span.item) + 1];
    std::partial_sum(first.begin(), first.end(), first.begin());
    std::vector<int> byItem(pending.size());
    std::vector<int> next(first.cbegin(), first.cend() - 1);
    for (size_t at = 0; at < pending.size(); ++at) byItem[size_t(next[size_t(pending[at].item)]++)] = int(at);
    RowReader query(db, "SELECT id, generation FROM item");
    UnitBounds units(unit);
    while (query.next()) {
        const int item = itemIndex.value(query.integer(0));
        if (!ticker.tick()) return false;
        if (item < 0) continue;
        units.clear();
        table.itemUnits[size_t(item)] = units.add(query.text(1));
        for (int at = first[size_t(item)]; at < first[size_t(item) + 1]; ++at) {
            const PendingSpan &span = pending[size_t(byItem[size_t(at)])];
            const auto [low, high] = units.covered(0, TextRange{span.begin, span.end, TextSide::Generation});
            table.spanUnits[size_t(span.span)] = int(high - low);
        }
    }
    return !failed(query, error);
}

// Counts rows for the progress bar only when someone watches it.
qint64 rowCount(QSqlDatabase db, const QString &table, const CorpusTable::Progress &progress)
{
    QSqlQuery query(db);
    return progress && query.exec(u"SELECT COUNT(*) FROM "_s + table) && query.next() ? query.value(0).toLongLong() : 0;
}

} // namespace

bool CorpusTableReader::load(Database &db, CorpusTable *table, QString *error, AgreementUnit unit,
                             const CorpusTable::Progress &progress)
{
    *table = CorpusTable();
    RowIdIndex itemIndex;
    RowIdIndex layerIndex;
    std::vector<PendingSpan> pending;
    // The bar's parts as the phases took at million spans: layers half, spans and texts a fifth each.
    Ticker spans{progress, rowCount(db.connection(), u"span"_s, progress), 55, 78, 0, error};
    Ticker texts{progress, rowCount(db.connection(), u"item"_s, progress), 78, 100, 0, error};
    const bool loaded = spans.reach(0) && loadItems(db, *table, itemIndex, error) && spans.reach(3)
        && loadMetadata(db, *table, itemIndex, error) && spans.reach(15)
        && loadAnnotations(db, *table, itemIndex, layerIndex, error) && spans.reach(55)
        && loadSpans(db, *table, layerIndex, pending, spans, error) && texts.reach(78)
        && loadUnits(db, *table, itemIndex, unit, pending, texts, error);
    if (!loaded) {
        *table = CorpusTable();
        return false;
    }
    for (const Person &person : PersonRepository(&db).all()) {
        table->personNames.insert(person.id, person.name);
    }
    return true;
}

} // namespace Errata
