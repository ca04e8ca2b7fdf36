// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/bulkrepository.h"

#include <QList>
#include <QString>
#include <QVariant>

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

struct sqlite3;

namespace Errata {

class Database;

// Bulk inserts (RowWriter's) run on a thread of their own, on the caller's project file connection, in
// the order they were given, while the caller builds the next rows: a restore (a work package's split)
// spends as long making rows of its records (values, texts, times) as SQLite spends storing them. The
// inserts belong to whatever transaction the caller has open.
//
// Qt opens SQLite connections for one thread at a time: from the first insert() until drain() returns,
// the caller must not use the connection in any way. drain() before every other statement and before
// the commit; the destructor drains too.
class BackgroundRowWriter
{
public:
    // Nothing where rows do not go through SQLite's C interface (a team server, RowSource::QtSql), or
    // no thread could be had: the caller writes them itself.
    static std::unique_ptr<BackgroundRowWriter> start(Database &database);
    ~BackgroundRowWriter();
    BackgroundRowWriter(const BackgroundRowWriter &) = delete;
    BackgroundRowWriter &operator=(const BackgroundRowWriter &) = delete;

    // Queues rows for the table; waits while many rows are queued already (memory stays bounded). What
    // follows a failed insert is not written. `context` names the rows in the error (an item, a batch).
    void insert(BulkRepository::Table table, QList<QVariantList> rows, const QString &context);
    // Waits until every queued row is written; false when an insert failed, *error naming its rows and why.
    bool drain(QString *error);

private:
    struct Job
    {
        BulkRepository::Table table;
        QList<QVariantList> rows;
        QString context;
    };
    BackgroundRowWriter(Database &database, sqlite3 *handle);
    void serve();

    Database &m_database;
    sqlite3 *m_handle;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Job> m_jobs;
    std::vector<QList<QVariantList>> m_written; // rows stored, for the caller's thread to free
    qsizetype m_queuedRows = 0;
    bool m_writing = false;
    bool m_stopping = false;
    QString m_error; // the first failure's
    std::thread m_thread;
};

} // namespace Errata
