// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The corpus table's loaders, one per table, for CorpusTableReader (which decides their order and
// which connection runs which). Internal to model/storage.

#include "model/stats/agreement.h"
#include "model/stats/corpustable.h"
#include "model/storage/rowreader.h"

#include <QByteArray>

#include <limits>
#include <vector>

namespace Errata::CorpusTableLoads {

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

    bool tick();
    bool reach(int percent);
};

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

// A span on the generation, to be measured once its item's text is read.
struct PendingSpan
{
    int item = 0;
    int span = 0;
    qint64 begin = 0;
    qint64 end = 0;
};

// The spans waiting for each item's text, by item (a counting sort): those of item i are
// pending[byItem[first[i]]] … pending[byItem[first[i + 1] - 1]].
struct SpansByItem
{
    std::vector<int> first;
    std::vector<int> byItem;

    SpansByItem(size_t items, const std::vector<PendingSpan> &pending);
};

// Ids first; the generations are read last (loadUnits), once the spans to measure against them are known.
bool loadItems(const Database &db, CorpusTable &table, RowIdIndex &itemIndex, QString *error);
// Fills metaKeys, metaValues and itemMeta only.
bool loadMetadata(const Database &db, CorpusTable &table, const RowIdIndex &itemIndex, QString *error);
bool loadRatings(const Database &db, Ratings &ratings, QString *error);
// Fills the annotation columns but the ratings, which addRatings adds from each one's assignment.
bool loadAnnotations(const Database &db, CorpusTable &table, const RowIdIndex &itemIndex, RowIdIndex &layerIndex,
                     std::vector<qint64> &assignments, QString *error);
void addRatings(CorpusTable &table, const Ratings &ratings, const std::vector<qint64> &assignments);
bool loadSpans(const Database &db, CorpusTable &table, const RowIdIndex &layerIndex, std::vector<PendingSpan> &pending,
               Ticker &ticker, QString *error);
// Measures the generations `where` picks (a WHERE clause on item, or nothing for all) and their spans;
// writes only those items' and spans' units.
bool loadUnits(const Database &db, CorpusTable &table, const RowIdIndex &itemIndex, AgreementUnit unit,
               const std::vector<PendingSpan> &pending, const SpansByItem &spans, const QByteArray &where,
               Ticker &ticker, QString *error);

} // namespace Errata::CorpusTableLoads
