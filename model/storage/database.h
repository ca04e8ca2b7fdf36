// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/integritycheck.h"
#include "model/storage/serverdialect.h"
#include "model/storage/statement.h"
#include "model/storage/storageerror.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>

#include <functional>
#include <memory>
#include <unordered_map>
#include <vector>

namespace Errata {

class Transaction;

// Where a RowReader takes its rows from. Both give the same rows (readers_parity_test checks every
// reader on both); the fast path exists only where it is safe.
enum class RowSource {
    Fastest, // SQLite's C interface when Qt's driver uses the very SQLite this program links, else Qt SQL
    QtSql,   // plain QSqlQuery: any driver (the PostgreSQL server will need it)
};

// Owns one named SQLite connection to a project file and brings its schema up to date.
// A file that is not an Errata project, comes from a newer Errata, or is damaged is refused
// before anything is written to it: it is inspected through a separate read-only connection first.
class Database final
{
    Q_DECLARE_TR_FUNCTIONS(Database)
    Q_DISABLE_COPY_MOVE(Database)
public:
    enum class OpenMode {
        OpenExisting, // the file must exist and be an Errata project
        CreateNew,    // the file must not exist (or be empty)
        ReadOnly,     // an existing, up-to-date project that this connection can never write to
    };

    Database();
    ~Database();

    // ":memory:" gives a private in-memory project (tests); a postgresql:// URL a project on a team
    // server (ServerDialect::parseUrl), which CreateNew fills only when the database is empty.
    // Whether this user may write the file and its folder (WAL's side files live beside it).
    static bool isWritablePlace(const QString &path);
    bool open(const QString &path, OpenMode mode, IntegrityCheck check = IntegrityCheck::OnOpen);
    bool isOpen() const;
    bool isReadOnly() const { return m_readOnly; }
    Backend backend() const { return m_backend; }
    QString path() const { return m_path; }
    QString lastError() const { return m_lastError; }
    // Where bulk readers (RowReader) take rows from; Fastest unless a test asks for plain Qt SQL.
    void setRowSource(RowSource source) { m_rowSource = source; }
    RowSource rowSource() const { return m_rowSource; }
    StorageError lastErrorKind() const { return m_lastErrorKind; }
    int schemaVersion() const;
    // Fetched by name on each use: the Qt docs advise against keeping a QSqlDatabase member.
    QSqlDatabase connection() const;
    // BackgroundRowWriter's: while it has rows queued, the connection is its thread's, and a debug build
    // stops at any other use of it (connection() asserts) instead of racing SQLite on two threads.
    void setLentToWriter(bool lent) { m_lentToWriter = lent; }

    // Whether a query may stream its rows (QSqlQuery::setForwardOnly). Qt's PostgreSQL driver streams
    // in libpq's single-row mode, which allows one query at a time on a connection, and Errata steps
    // several at once (ArchiveCursor's merge, a statement inside another's loop): there rows are fetched whole.
    bool streamsRows() const { return m_backend == Backend::Sqlite; }
    // sql as this connection's server takes it (ServerDialect::portQuery); unchanged for a file.
    QString ported(const QString &sql) const;

    // Lends *statement the prepared statement for sql, prepared once per connection (SQLite's parser
    // was ~45% of the time of a bulk insert); see Statement for when it is handed back.
    bool borrowStatement(const QString &sql, Statement *statement, QSqlError *error);
    // Finishes every statement in flight (transaction boundaries, VACUUM INTO).
    void finishStatements();

    // A team server's connection that dropped (a restarted server, a network blip) is opened again,
    // with the same address and login, when nothing depends on it: no transaction open, no statement in
    // use but `failed` (handed back here). Returns whether the caller may run its statement again; false
    // for a file, a connection still alive (the statement failed for its own reason), or no server.
    bool reconnectAfterLoss(Statement *failed);
    // Called after each reconnection (ServerChanges listens again: a new session has no subscriptions).
    void whenReconnected(std::function<void()> callback) { m_reconnected.push_back(std::move(callback)); }

    // PRAGMA integrity_check + foreign_key_check on the open connection; empty list when sound.
    QStringList integrityProblems();

    // A project made on a team server (CreateNew) is one transaction from its schema to its last row (and,
    // for server push, its permissions): this commits it. Closed before, or lost with a killed process or
    // a dropped connection, it leaves the database as empty as it was. Nothing to do for a file.
    bool finishCreation();

private:
    bool probeExisting(const QString &path, IntegrityCheck check);
    bool openConnection(const QString &path, bool readOnly);
    bool openServer(const QString &url, OpenMode mode);
    bool migrate();
    void close();

    struct CachedStatement
    {
        std::unique_ptr<QSqlQuery> query;
        bool lent = false;
    };
    friend class Statement;
    void giveBack(QSqlQuery *query);

    std::unordered_map<QString, CachedStatement> m_statements;
    std::vector<QSqlQuery *> m_inFlight; // lent out, cached or private: what finishStatements() ends
    std::vector<std::function<void()>> m_reconnected;
    std::unique_ptr<Transaction> m_creation; // until finishCreation()
    int m_transactionDepth = 0;              // Transaction's bookkeeping (see repository.cpp)
    bool m_transactionFailed = false;
    friend class Transaction;
    QString m_connectionName;
    QString m_path;
    QString m_lastError;
    StorageError m_lastErrorKind = StorageError::None;
    RowSource m_rowSource = RowSource::Fastest;
    Backend m_backend = Backend::Sqlite;
    bool m_readOnly = false;
    bool m_lentToWriter = false;
};

} // namespace Errata
