// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/statement.h"
#include "model/storage/storageerror.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

namespace Errata {

class Database;

// An SQL NULL. A null QString binds as the empty string instead (see Repository::run), so that
// "no text" and "no value" never get confused by accident.
inline QVariant sqlNull()
{
    return QVariant::fromValue(nullptr);
}

// Shared plumbing of the repositories: prepared statements, error capture, transactions.
// Repositories take and return value types; errors surface as bool/optional + lastError().
class Repository
{
    Q_DECLARE_TR_FUNCTIONS(Repository)
public:
    explicit Repository(Database *database)
        : m_database(database)
    {
    }
    Repository(const Repository &) = default;
    Repository &operator=(const Repository &) = default;
    QString lastError() const { return m_lastError; }
    StorageError lastErrorKind() const { return m_lastErrorKind; }

protected:
    QSqlDatabase db() const;
    // Executes the connection's cached prepared statement for sql with positional values in query,
    // which ends it when it goes out of scope (see Statement); on failure records the error and
    // returns false.
    bool run(Statement &query, const QString &sql, const QVariantList &values = {});
    // INSERT INTO <head> VALUES (…), (…): many rows a statement, values bound.
    bool insertRows(const QString &head, const QList<QVariantList> &rows);
    bool fail(const QString &message);
    bool fail(const QSqlError &error); // the driver's words and its kind
    // A commit that failed: the message, with the kind the COMMIT itself reported (a full disk often
    // shows only there, when the write-ahead log grows).
    bool failCommit(const QString &message);
    // The first row of a statement run(): INSERT … RETURNING reports a write that failed (disk
    // full, read-only file) here, at its first step, not in exec(). False with the reason.
    bool firstRow(Statement &query);
    static QString now();
    static QDateTime parseTime(const QString &text);

    Database *m_database;
    QString m_lastError;
    StorageError m_lastErrorKind = StorageError::None;
};

// Commits only when commit() is called; anything else rolls back. Each user edit is one of these,
// so a crash between two edits loses nothing that was finished.
class Transaction final
{
    Q_DISABLE_COPY_MOVE(Transaction)
public:
    explicit Transaction(Database *database);
    ~Transaction();
    bool isActive() const { return m_active; }
    bool commit();

private:
    Database *m_database;
    QSqlDatabase m_db;
    QString m_name;
    bool m_active = false;
    bool m_outermost = true;
};

} // namespace Errata
