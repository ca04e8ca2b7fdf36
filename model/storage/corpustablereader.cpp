// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/corpustablereader.h"

#include "model/storage/database.h"
#include "model/storage/corpustableloads.h"
#include "model/storage/personrepository.h"
#include "model/storage/rowreader.h"
#include "model/storage/twinreader.h"

#include <QSqlQuery>

#include <algorithm>
#include <atomic>
#include <functional>
#include <future>
#include <optional>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

using namespace CorpusTableLoads;

// Counts rows for the progress bar only when someone watches it.
qint64 rowCount(QSqlDatabase db, const QString &table, const CorpusTable::Progress &progress)
{
    QSqlQuery query(db);
    return progress && query.exec(u"SELECT COUNT(*) FROM "_s + table) && query.next() ? query.value(0).toLongLong() : 0;
}

// Read on the reader's twin when there is one, else right here.
std::future<bool> elsewhere(TwinReader *twin, const Database &db, std::function<bool(const Database &)> work)
{
    if (twin) return twin->run(std::move(work));
    std::promise<bool> done;
    done.set_value(work(db));
    return done.get_future();
}

// The median item id: the two connections measure the texts on either side of it.
qint64 middleId(std::vector<qint64> ids)
{
    if (ids.empty()) return 0;
    std::nth_element(ids.begin(), ids.begin() + qsizetype(ids.size() / 2), ids.end());
    return ids[ids.size() / 2];
}

// What both connections read into or from while they work. The twin's work is waited for before any
// of it goes, whatever ends the read: an error, a cancel or an exception.
struct SharedRead
{
    RowIdIndex itemIndex;
    Ratings ratings;
    QString twinError;
    std::vector<PendingSpan> pending;
    std::optional<SpansByItem> byItem;
    QByteArray middle;
    std::future<bool> aside;

    ~SharedRead()
    {
        if (aside.valid()) aside.wait();
    }
    // The twin's result, its error in *error unless there is one already.
    bool twinDone(bool read, QString *error)
    {
        if (!aside.get() && read) {
            *error = twinError;
            return false;
        }
        return read;
    }
};

// With a twin, this connection reads items, layers and spans while the twin reads metadata and
// ratings (half the time of the rest at million spans), and each then measures half of the texts.
bool readTables(const Database &db, CorpusTable &table, AgreementUnit unit, TwinReader *twin, Ticker &spans,
                Ticker &texts, QString *error)
{
    SharedRead shared;
    if (!(spans.reach(0) && loadItems(db, table, shared.itemIndex, error) && spans.reach(3))) return false;
    shared.aside = elsewhere(twin, db, [&](const Database &other) {
        return loadMetadata(other, table, shared.itemIndex, &shared.twinError)
            && loadRatings(other, shared.ratings, &shared.twinError);
    });
    RowIdIndex layerIndex;
    std::vector<qint64> assignments;
    bool read = spans.reach(15) && loadAnnotations(db, table, shared.itemIndex, layerIndex, assignments, error)
        && spans.reach(55) && loadSpans(db, table, layerIndex, shared.pending, spans, error);
    if (!shared.twinDone(read, error) || !texts.reach(78)) return false;
    addRatings(table, shared.ratings, assignments);
    shared.byItem.emplace(table.itemIds.size(), shared.pending);
    shared.middle = twin ? QByteArray::number(middleId(table.itemIds)) : QByteArray();
    if (twin) texts.total = (texts.total + 1) / 2;
    shared.aside = elsewhere(twin, db, [&](const Database &other) {
        static const CorpusTable::Progress unwatched;
        Ticker quiet{unwatched, 0, 0, 100, 0, &shared.twinError};
        return !twin
            || loadUnits(other, table, shared.itemIndex, unit, shared.pending, *shared.byItem,
                         "WHERE id > " + shared.middle, quiet, &shared.twinError);
    });
    const QByteArray mine = twin ? "WHERE id <= " + shared.middle : QByteArray();
    read = loadUnits(db, table, shared.itemIndex, unit, shared.pending, *shared.byItem, mine, texts, error);
    return shared.twinDone(read, error);
}

// Two connections pay for their thread and second open (a few milliseconds) only on a large project.
std::atomic<qint64> twinFromSpans{50000};

bool worthTwoConnections(const Database &db)
{
    RowReader query(db, "SELECT COALESCE(MAX(id), 0) FROM span"); // the rowid's end: no scan
    return query.next() && query.integer(0) >= twinFromSpans.load();
}

} // namespace

bool CorpusTableReader::load(Database &db, CorpusTable *table, QString *error, AgreementUnit unit,
                             const CorpusTable::Progress &progress)
{
    *table = CorpusTable();
    // The bar's parts as the phases took at million spans: layers half, spans and texts a fifth each.
    Ticker spans{progress, rowCount(db.connection(), u"span"_s, progress), 55, 78, 0, error};
    Ticker texts{progress, rowCount(db.connection(), u"item"_s, progress), 78, 100, 0, error};
    const std::unique_ptr<TwinReader> twin = worthTwoConnections(db) ? TwinReader::start(db) : nullptr;
    if (!readTables(db, *table, unit, twin.get(), spans, texts, error)) {
        *table = CorpusTable();
        return false;
    }
    for (const Person &person : PersonRepository(&db).all()) {
        table->personNames.insert(person.id, person.name);
    }
    return true;
}

void CorpusTableReader::setTwoConnectionsFrom(qint64 spans)
{
    twinFromSpans = spans;
}

} // namespace Errata
