// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/backgroundrowwriter.h"

#include "model/storage/database.h"
#include "model/storage/rowreader.h"
#include "model/storage/rowwriter.h"
#include "model/storage/storageerror.h"

#include <system_error>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {
// Rows queued before insert() waits: a few flushes of a restore's batch (RestoreBatch's 4,096 items).
constexpr qsizetype MostQueuedRows = 65536;
} // namespace

std::unique_ptr<BackgroundRowWriter> BackgroundRowWriter::start(Database &database)
{
    sqlite3 *handle =
        RowReader::hasFastPath() && database.rowSource() == RowSource::Fastest ? sqliteHandleOf(database) : nullptr;
    if (!handle) return nullptr;
    database.finishStatements(); // nothing of the caller's may be stepping on the connection meanwhile
    std::unique_ptr<BackgroundRowWriter> writer(new BackgroundRowWriter(database, handle));
    try {
        writer->m_thread = std::thread([self = writer.get()] { self->serve(); });
    } catch (const std::system_error &) {
        return nullptr;
    }
    return writer;
}

BackgroundRowWriter::BackgroundRowWriter(Database &database, sqlite3 *handle)
    : m_database(database)
    , m_handle(handle)
{
}

BackgroundRowWriter::~BackgroundRowWriter()
{
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return m_jobs.empty() && !m_writing; });
        m_stopping = true;
    }
    m_database.setLentToWriter(false);
    m_changed.notify_all();
    if (m_thread.joinable()) m_thread.join();
}

void BackgroundRowWriter::insert(BulkRepository::Table table, QList<QVariantList> rows, const QString &context)
{
    if (rows.isEmpty()) return;
    std::vector<QList<QVariantList>> written;
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return m_queuedRows < MostQueuedRows; });
    m_queuedRows += rows.size();
    m_database.setLentToWriter(true); // only the caller's thread reads or changes it
    m_jobs.push_back({table, std::move(rows), context});
    written.swap(m_written);
    m_changed.notify_all();
    lock.unlock(); // and the rows written meanwhile are freed
}

bool BackgroundRowWriter::drain(QString *error)
{
    std::vector<QList<QVariantList>> written;
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return m_jobs.empty() && !m_writing; });
    m_database.setLentToWriter(false);
    written.swap(m_written);
    if (m_error.isEmpty()) return true;
    *error = m_error;
    return false;
}

void BackgroundRowWriter::serve()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_changed.wait(lock, [this] { return m_stopping || !m_jobs.empty(); });
        if (m_jobs.empty()) return;
        Job job = std::move(m_jobs.front());
        m_jobs.pop_front();
        const qsizetype rows = job.rows.size();
        m_writing = true;
        const bool skip = !m_error.isEmpty(); // after a failure nothing more is written
        lock.unlock();
        QSqlError failure;
        const bool written =
            skip || RowWriter::insertInto(m_handle, BulkRepository::head(job.table), job.rows, &failure);
        lock.lock();
        // Freed by the caller, whose core has time to spare (a quarter of this thread's time otherwise).
        m_written.push_back(std::move(job.rows));
        if (!written)
            m_error = job.context.isEmpty() ? reasonText(failure) : job.context + u": "_s + reasonText(failure);
        m_queuedRows -= rows;
        m_writing = false;
        m_changed.notify_all();
    }
}

} // namespace Errata
