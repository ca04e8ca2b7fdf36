// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/corpustablereader.h"

#include "model/domain/unitbounds.h"
#include "model/storage/database.h"
#include "model/storage/personrepository.h"
#include "model/storage/rowreader.h"
#include "model/storage/sqldialect.h"
#include "model/stats/agreement.h"

#include <QSqlQuery>

#include <algorithm>
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

bool loadItems(const Database &db, CorpusTable &table, UnitBounds &units, RowIdIndex &itemIndex, Ticker &ticker,
               QString *error)
{
    RowReader query(db, "SELECT id, external_id, generation FROM item ORDER BY position, id");
    while (query.next()) {
        if (!ticker.tick()) {
            return false;
        }
        itemIndex.insert(query.integer(0), int(table.itemIds.size()));
        table.itemIds.push_back(query.integer(0));
        table.itemExternalIds << query.text(1);
        table.itemUnits.push_back(units.add(query.text(2)));
    }
    return !failed(query, error);
}

// A small set of keys (types, severities, metadata values) numbered as they first occur, looked up
// by their UTF-8 bytes so that a row's key is decoded only the first time it is seen.
int keyIndex(QByteArrayView key, QStringList &keys, QHash<QByteArray, int> &index)
{
    // fromRawData: the lookup borrows SQLite's bytes; only a new key is copied.
    auto found = index.constFind(QByteArray::fromRawData(key.data(), key.size()));
    if (found == index.cend()) {
        found = index.insert(key.toByteArray(), int(keys.size()));
        keys << QString::fromUtf8(key);
    }
    return *found;
}

bool loadMetadata(const Database &db, CorpusTable &table, const RowIdIndex &itemIndex, QString *error)
{
    // Each key's values are numbered in the order they come: by value, as SQLite's index on (key, value)
    // reads them anyway. ORDER BY meta_key alone left a server free to choose (after ANALYZE, it did).
    RowReader query(db, "SELECT item_id, meta_key, meta_value FROM item_metadata ORDER BY meta_key, meta_value");
    QHash<QByteArray, int> valueIndex;
    QByteArray lastKey;
    while (query.next()) {
        const QByteArrayView key = query.utf8(1);
        if (table.metaKeys.isEmpty() || lastKey != key) {
            lastKey = key.toByteArray();
            table.metaKeys << QString::fromUtf8(key);
            table.metaValues << QStringList();
            table.itemMeta.emplace_back(table.itemIds.size(), -1);
            valueIndex.clear();
        }
        const int value = keyIndex(query.utf8(2), table.metaValues.last(), valueIndex);
        if (const int item = itemIndex.value(query.integer(0)); item >= 0) {
            table.itemMeta.back()[size_t(item)] = value;
        }
    }
    return !failed(query, error);
}

bool loadAnnotations(const Database &db, CorpusTable &table, const RowIdIndex &itemIndex, RowIdIndex &layerIndex,
                     QString *error)
{
    QHash<qint64, double> ratingOf;
    QHash<qint64, double> esaOf;
    {
        RowReader ratings(db,
                          "SELECT assignment_id, judgement_key = 'rating', int_value FROM judgement "
                          "WHERE judgement_key IN ('rating', 'esa_score')");
        while (ratings.next()) {
            (ratings.integer(1) != 0 ? ratingOf : esaOf).insert(ratings.integer(0), ratings.real(2));
        }
        if (failed(ratings, error)) {
            return false;
        }
    }
    // Finished work only, as for agreement: a layer still being written is not a result. A system's
    // prediction layer goes by systemLayerId(its name), as in the layer view, so the measures choose and
    // group it like a person (MeasureOptions::annotators) without a kind of its own.
    RowReader query(db,
                    "SELECT l.id, l.item_id, l.kind = 'gold', COALESCE(l.person_id, 0), a.id, l.kind = 'prediction', "
                    "l.label FROM layer l "
                    "LEFT JOIN assignment a ON a.item_id = l.item_id AND a.annotator_id = l.person_id "
                    "WHERE l.kind IN ('gold', 'prediction') OR a.state IN "
                        + SqlDialect::finishedStates() + " ORDER BY l.item_id, l.id");
    while (query.next()) {
        const int item = itemIndex.value(query.integer(1));
        if (item < 0) {
            continue;
        }
        layerIndex.insert(query.integer(0), int(table.annotationItem.size()));
        table.annotationItem.push_back(item);
        table.annotationLayer.push_back(query.integer(0));
        table.annotationGold.push_back(char(query.integer(2) != 0));
        const bool prediction = query.integer(5) != 0;
        const qint64 system = prediction ? systemLayerId(query.text(6)) : 0;
        if (prediction && !table.personNames.contains(system)) {
            table.personNames.insert(system, CorpusTable::tr("%1 (system)").arg(query.text(6)));
        }
        table.annotationPerson.push_back(prediction ? system : query.integer(3));
        const double none = std::numeric_limits<double>::quiet_NaN();
        table.annotationRating.push_back(ratingOf.value(query.integer(4), none));
        table.annotationEsa.push_back(esaOf.value(query.integer(4), none));
    }
    return !failed(query, error);
}

bool loadSpans(const Database &db, CorpusTable &table, const UnitBounds &units, const RowIdIndex &layerIndex,
               Ticker &ticker, QString *error)
{
    RowReader query(db, R"(SELECT layer_id, type_key, COALESCE(severity_key, ''), begin_offset, end_offset,
                                  side = 'prompt', id FROM span ORDER BY id)");
    QHash<QByteArray, int> typeIndex;
    QHash<QByteArray, int> severityIndex;
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
        int covered = 0;
        if (!onPrompt) {
            const TextRange range{query.integer(3), query.integer(4), TextSide::Generation};
            const auto [first, last] = units.covered(table.annotationItem[size_t(annotation)], range);
            covered = int(last - first);
        }
        table.spanAnnotation.push_back(annotation);
        table.spanType.push_back(keyIndex(query.utf8(1), table.typeKeys, typeIndex));
        table.spanSeverity.push_back(severity.isEmpty() ? -1 : keyIndex(severity, table.severityKeys, severityIndex));
        table.spanUnits.push_back(covered);
        table.spanOnPrompt.push_back(char(onPrompt));
        table.spanIds.push_back(query.integer(6));
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
    UnitBounds units(unit); // only while spans are measured
    RowIdIndex itemIndex;
    RowIdIndex layerIndex;
    // Tokenising the items and reading the spans are the slow parts: 40% and 45% of the bar.
    Ticker items{progress, rowCount(db.connection(), u"item"_s, progress), 0, 40, 0, error};
    Ticker spans{progress, rowCount(db.connection(), u"span"_s, progress), 55, 100, 0, error};
    const bool loaded = items.reach(0) && loadItems(db, *table, units, itemIndex, items, error) && items.reach(40)
        && loadMetadata(db, *table, itemIndex, error) && items.reach(48)
        && loadAnnotations(db, *table, itemIndex, layerIndex, error) && spans.reach(55)
        && loadSpans(db, *table, units, layerIndex, spans, error);
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
