// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/twinreader.h"

#include "model/storage/database.h"
#include "model/storage/rowreader.h"

#ifdef ERRATA_SQLITE_FAST_PATH
#include <sqlite3.h>
#endif

#include <system_error>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

#ifdef ERRATA_SQLITE_FAST_PATH
bool execute(sqlite3 *handle, const char *sql)
{
    return handle && sqlite3_exec(handle, sql, nullptr, nullptr, nullptr) == SQLITE_OK;
}

// The connection's count of commits seen from others; inside a transaction, as of its state. -1 on error.
qint64 dataVersion(sqlite3 *handle)
{
    sqlite3_stmt *statement = nullptr;
    qint64 version = -1;
    if (sqlite3_prepare_v2(handle, "PRAGMA data_version", -1, &statement, nullptr) == SQLITE_OK
        && sqlite3_step(statement) == SQLITE_ROW) {
        version = sqlite3_column_int64(statement, 0);
    }
    sqlite3_finalize(statement);
    return version;
}

// Whether the connection can start a read of its own now: no transaction open and no statement stepped
// halfway (a RowReader or QSqlQuery still reading keeps an older state open, which the PRAGMAs would
// then report on). Only a file in WAL mode, where readers do not hold writers up for the whole read.
bool canBeginHere(sqlite3 *handle)
{
    if (!handle || !sqlite3_get_autocommit(handle)) return false;
    for (sqlite3_stmt *statement = sqlite3_next_stmt(handle, nullptr); statement;
         statement = sqlite3_next_stmt(handle, statement)) {
        if (sqlite3_stmt_busy(statement)) return false;
    }
    sqlite3_stmt *mode = nullptr;
    const bool wal = sqlite3_prepare_v2(handle, "PRAGMA journal_mode", -1, &mode, nullptr) == SQLITE_OK
        && sqlite3_step(mode) == SQLITE_ROW
        && qstricmp(reinterpret_cast<const char *>(sqlite3_column_text(mode, 0)), "wal") == 0;
    sqlite3_finalize(mode);
    return wal;
}

// A file opened as immutable (read-only, and nobody had it open) is read without locks: two connections
// could read different states.
bool isImmutable(const Database &database)
{
    return database.connection().databaseName().endsWith("immutable=1"_L1);
}

// Ends a read transaction; a COMMIT refused (statements pending) is rolled back, never left open.
void endRead(sqlite3 *handle)
{
    if (!execute(handle, "COMMIT") && handle && !sqlite3_get_autocommit(handle)) execute(handle, "ROLLBACK");
}
#endif

} // namespace

TwinReader::TwinReader(Database &first)
    : m_first(first)
{
}

std::unique_ptr<TwinReader> TwinReader::start(Database &first)
{
#ifdef ERRATA_SQLITE_FAST_PATH
    if (first.backend() != Backend::Sqlite || first.rowSource() != RowSource::Fastest || first.path().isEmpty()
        || first.path() == ":memory:"_L1) {
        return nullptr;
    }
    sqlite3 *handle = sqliteHandleOf(first);
    first.finishStatements(); // the statements it lends out; canBeginHere looks for any other
    if (isImmutable(first) || !canBeginHere(handle)) return nullptr;
    const qint64 before = dataVersion(handle);
    std::unique_ptr<TwinReader> twin(new TwinReader(first));
    std::promise<bool> opened;
    std::future<bool> isOpen = opened.get_future();
    try {
        twin->m_thread = std::thread([self = twin.get(), opened = std::move(opened), path = first.path()]() mutable {
            self->serve(path, opened);
        });
    } catch (const std::system_error &) { // no thread to be had: read on one connection
        return nullptr;
    }
    // The second connection's state is fixed by now; the first's is fixed by the PRAGMA below.
    if (before < 0 || !isOpen.get() || !execute(handle, "BEGIN")) return nullptr;
    twin->m_firstInTransaction = true;
    if (dataVersion(handle) != before) return nullptr; // something was committed in between
    return twin;
#else
    Q_UNUSED(first);
    return nullptr;
#endif
}

TwinReader::~TwinReader()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_all();
    if (m_thread.joinable()) m_thread.join();
#ifdef ERRATA_SQLITE_FAST_PATH
    if (m_firstInTransaction) {
        m_first.finishStatements();
        endRead(sqliteHandleOf(m_first)); // a read: nothing to keep or lose
    }
#endif
}

std::future<bool> TwinReader::run(std::function<bool(const Database &)> work)
{
    std::packaged_task<bool()> task([this, work = std::move(work)] { return work(*m_second); });
    std::future<bool> done = task.get_future();
    {
        std::lock_guard lock(m_mutex);
        m_tasks.push_back(std::move(task));
    }
    m_wake.notify_all();
    return done;
}

void TwinReader::serve(const QString &path, std::promise<bool> &opened)
{
#ifdef ERRATA_SQLITE_FAST_PATH
    m_second = std::make_unique<Database>();
    const bool open = m_second->open(path, Database::OpenMode::ReadOnly, IntegrityCheck::Deferred)
        && !isImmutable(*m_second); // the -wal file gone meanwhile: it would read without locks
    sqlite3 *handle = open ? sqliteHandleOf(*m_second) : nullptr;
    // Reading the schema fixes the state this transaction reads.
    const bool reading = execute(handle, "BEGIN") && execute(handle, "SELECT 1 FROM sqlite_master LIMIT 1");
    opened.set_value(reading);
    for (;;) {
        std::unique_lock lock(m_mutex);
        m_wake.wait(lock, [this] { return m_stopping || !m_tasks.empty(); });
        if (m_tasks.empty()) break;
        std::packaged_task<bool()> task = std::move(m_tasks.front());
        m_tasks.pop_front();
        lock.unlock();
        task();
    }
    if (reading) endRead(handle);
    m_second.reset();
#else
    Q_UNUSED(path);
    opened.set_value(false);
#endif
}

} // namespace Errata
