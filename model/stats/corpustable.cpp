// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/corpustable.h"

#include "model/project/project.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

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

bool select(QSqlQuery &query, const QString &sql, QString *error)
{
    query.setForwardOnly(true); // no client-side row cache: the tables can hold millions of rows
    if (!query.exec(sql)) {
        *error = CorpusTable::tr("Could not read the project: %1").arg(query.lastError().text());
        return false;
    }
    return true;
}

bool loadItems(QSqlDatabase db, CorpusTable &table, AgreementUnit unit, std::vector<QList<TextRange>> &units,
               QHash<qint64, int> &itemIndex, Ticker &ticker, QString *error)
{
    QSqlQuery query(db);
    if (!select(query, u"SELECT id, external_id, generation FROM item ORDER BY position, id"_s, error)) {
        return false;
    }
    while (query.next()) {
        if (!ticker.tick()) {
            return false;
        }
        itemIndex.insert(query.value(0).toLongLong(), int(table.itemIds.size()));
        table.itemIds.push_back(query.value(0).toLongLong());
        table.itemExternalIds << query.value(1).toString();
        units.push_back(unitsOf(query.value(2).toString(), unit));
        table.itemUnits.push_back(int(units.back().size()));
    }
    return true;
}

bool loadMetadata(QSqlDatabase db, CorpusTable &table, const QHash<qint64, int> &itemIndex, QString *error)
{
    QSqlQuery query(db);
    if (!select(query, u"SELECT item_id, meta_key, meta_value FROM item_metadata ORDER BY meta_key"_s, error)) {
        return false;
    }
    QHash<QString, int> valueIndex;
    while (query.next()) {
        const QString key = query.value(1).toString();
        if (table.metaKeys.isEmpty() || table.metaKeys.constLast() != key) {
            table.metaKeys << key;
            table.metaValues << QStringList();
            table.itemMeta.emplace_back(table.itemIds.size(), -1);
            valueIndex.clear();
        }
        const QString value = query.value(2).toString();
        auto found = valueIndex.constFind(value);
        if (found == valueIndex.cend()) {
            found = valueIndex.insert(value, int(table.metaValues.last().size()));
            table.metaValues.last() << value;
        }
        if (const auto item = itemIndex.constFind(query.value(0).toLongLong()); item != itemIndex.cend()) {
            table.itemMeta.back()[size_t(*item)] = *found;
        }
    }
    return true;
}

bool loadAnnotations(QSqlDatabase db, CorpusTable &table, const QHash<qint64, int> &itemIndex,
                     QHash<qint64, int> &layerIndex, QString *error)
{
    QSqlQuery ratings(db);
    if (!select(ratings, u"SELECT assignment_id, int_value FROM judgement WHERE judgement_key = 'rating'"_s, error)) {
        return false;
    }
    QHash<qint64, double> ratingOf;
    while (ratings.next()) {
        ratingOf.insert(ratings.value(0).toLongLong(), ratings.value(1).toDouble());
    }
    QSqlQuery query(db);
    // Finished work only, as for agreement: a layer still being written is not a result.
    if (!select(query, uR"(SELECT l.id, l.item_id, l.kind, COALESCE(l.person_id, 0), a.id FROM layer l
                           LEFT JOIN assignment a ON a.item_id = l.item_id AND a.annotator_id = l.person_id
                           WHERE l.kind = 'gold' OR a.state IN ('submitted', 'in_review', 'accepted')
                           ORDER BY l.item_id, l.id)"_s, error)) {
        return false;
    }
    while (query.next()) {
        const auto item = itemIndex.constFind(query.value(1).toLongLong());
        if (item == itemIndex.cend()) {
            continue;
        }
        layerIndex.insert(query.value(0).toLongLong(), int(table.annotationItem.size()));
        table.annotationItem.push_back(*item);
        table.annotationLayer.push_back(query.value(0).toLongLong());
        table.annotationGold.push_back(query.value(2).toString() == "gold"_L1);
        table.annotationPerson.push_back(query.value(3).toLongLong());
        table.annotationRating.push_back(
            ratingOf.value(query.value(4).toLongLong(), std::numeric_limits<double>::quiet_NaN()));
    }
    return true;
}

int keyIndex(const QString &key, QStringList &keys, QHash<QString, int> &index)
{
    auto found = index.constFind(key);
    if (found == index.cend()) {
        found = index.insert(key, int(keys.size()));
        keys << key;
    }
    return *found;
}

bool loadSpans(QSqlDatabase db, CorpusTable &table, const std::vector<QList<TextRange>> &units,
               const QHash<qint64, int> &layerIndex, Ticker &ticker, QString *error)
{
    QSqlQuery query(db);
    if (!select(query, uR"(SELECT layer_id, type_key, COALESCE(severity_key, ''), begin_offset, end_offset,
                                  side = 'prompt', id FROM span)"_s, error)) {
        return false;
    }
    QHash<QString, int> typeIndex;
    QHash<QString, int> severityIndex;
    while (query.next()) {
        if (!ticker.tick()) {
            return false;
        }
        const auto annotation = layerIndex.constFind(query.value(0).toLongLong());
        if (annotation == layerIndex.cend()) {
            continue;
        }
        const QString severity = query.value(2).toString();
        const bool onPrompt = query.value(5).toBool();
        int covered = 0;
        if (!onPrompt) {
            const TextRange range{query.value(3).toInt(), query.value(4).toInt(), TextSide::Generation};
            const auto [first, last] = coveredUnits(units[size_t(table.annotationItem[size_t(*annotation)])], range);
            covered = int(last - first);
        }
        table.spanAnnotation.push_back(*annotation);
        table.spanType.push_back(keyIndex(query.value(1).toString(), table.typeKeys, typeIndex));
        table.spanSeverity.push_back(severity.isEmpty() ? -1 : keyIndex(severity, table.severityKeys, severityIndex));
        table.spanUnits.push_back(covered);
        table.spanOnPrompt.push_back(onPrompt);
        table.spanIds.push_back(query.value(6).toLongLong());
    }
    return true;
}

// Counts rows for the progress bar only when someone watches it.
qint64 rowCount(QSqlDatabase db, const QString &table, const CorpusTable::Progress &progress)
{
    QSqlQuery query(db);
    return progress && query.exec(u"SELECT COUNT(*) FROM "_s + table) && query.next() ? query.value(0).toLongLong() : 0;
}

} // namespace

bool CorpusTable::load(Project &project, CorpusTable *table, QString *error, AgreementUnit unit,
                       const Progress &progress)
{
    *table = CorpusTable();
    const QSqlDatabase db = project.database().connection();
    std::vector<QList<TextRange>> units; // per item, only while spans are measured
    QHash<qint64, int> itemIndex;
    QHash<qint64, int> layerIndex;
    // Tokenising the items and reading the spans are the slow parts: 40% and 45% of the bar.
    Ticker items{progress, rowCount(db, u"item"_s, progress), 0, 40, 0, error};
    Ticker spans{progress, rowCount(db, u"span"_s, progress), 55, 100, 0, error};
    const bool loaded = items.reach(0) && loadItems(db, *table, unit, units, itemIndex, items, error)
                        && items.reach(40) && loadMetadata(db, *table, itemIndex, error) && items.reach(48)
                        && loadAnnotations(db, *table, itemIndex, layerIndex, error) && spans.reach(55)
                        && loadSpans(db, *table, units, layerIndex, spans, error);
    if (!loaded) {
        *table = CorpusTable();
        return false;
    }
    for (const Person &person : project.people().all()) {
        table->personNames.insert(person.id, person.name);
    }
    return true;
}

} // namespace Errata
