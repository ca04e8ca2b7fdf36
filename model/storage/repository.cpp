// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/repository.h"

#include "model/storage/database.h"
#include "model/storage/rowwriter.h"
#include "model/domain/storedtime.h"

#include <QAtomicInteger>
#include <QSqlError>

using namespace Qt::StringLiterals;

namespace Errata {

bool Repository::insertRows(const QString &head, const QList<QVariantList> &rows)
{
    // Many rows a statement, still with bound parameters (never values spliced into SQL).
    RowWriter writer(m_database);
    return writer.insert(head, rows) || fail(writer.lastError());
}

QSqlDatabase Repository::db() const
{
    return m_database->connection();
}

namespace {

// Borrows, binds and runs sql; the error, when it fails.
bool execute(Database *database, Statement &query, const QString &sql, const QVariantList &values, QSqlError *error)
{
    if (!database->borrowStatement(sql, &query, error)) return false;
    for (const QVariant &value : values) {
        const bool nullText = value.typeId() == QMetaType::QString && value.toString().isNull();
        query->addBindValue(nullText ? QVariant(QStringLiteral("")) : value);
    }
    if (query->exec()) return true;
    *error = query->lastError();
    return false;
}

} // namespace

bool Repository::run(Statement &query, const QString &sql, const QVariantList &values)
{
    QSqlError error;
    if (execute(m_database, query, sql, values, &error)) return true;
    // A read outside a transaction is run once more when a dropped server connection is back; a write
    // is not, as it may have landed before the connection went (AnnotationDocument reloads instead).
    const bool read = sql.trimmed().startsWith(u"SELECT"_s, Qt::CaseInsensitive);
    if (read && m_database->reconnectAfterLoss(&query) && execute(m_database, query, sql, values, &error)) return true;
    return fail(error);
}

bool Repository::firstRow(Statement &query)
{
    if (query->next()) {
        return true;
    }
    const QSqlError error = query->lastError();
    if (error.type() == QSqlError::NoError) {
        return fail(tr("The database returned no row."));
    }
    return fail(error);
}

bool Repository::fail(const QString &message)
{
    m_lastError = reasonText(message);
    m_lastErrorKind = StorageError::Other;
    return false;
}

bool Repository::failCommit(const QString &message)
{
    // With SQLite's reason ("database or disk is full"): "Could not save the span." alone left the
    // person guessing why.
    m_lastError = withReason(message, m_database->lastError());
    m_lastErrorKind = m_database->lastErrorKind();
    return false;
}

bool Repository::fail(const QSqlError &error)
{
    m_lastError = reasonText(error);
    m_lastErrorKind = storageErrorOf(error);
    return false;
}

QString Repository::now()
{
    // Bulk writes stamp thousands of rows a second: format the time once per millisecond.
    thread_local qint64 lastMs = -1;
    thread_local QString last;
    const QDateTime current = QDateTime::currentDateTimeUtc();
    if (current.toMSecsSinceEpoch() != lastMs) {
        lastMs = current.toMSecsSinceEpoch();
        last = StoredTime::format(current);
    }
    return last;
}

QDateTime Repository::parseTime(const QString &text)
{
    return StoredTime::parse(text);
}

// The outermost Transaction is BEGIN IMMEDIATE: it takes the write lock up front, waiting up to the
// busy timeout for another process to finish. A deferred transaction (or a savepoint) that reads
// first and then writes fails at once with SQLITE_BUSY when another process wrote in between, so two
// Erratas on one file refused each other's edits (killsafety_test's two writers). Inner ones, made
// by repository calls inside a larger unit of work (an import, creating a project), only count
// depth: a savepoint per span made bulk writes ~10% slower. An inner one that ends without
// commit() poisons the outer one, whose commit() then rolls everything back instead.
Transaction::Transaction(Database *database)
    : m_database(database)
    , m_db(database->connection())
{
    m_outermost = m_database->m_transactionDepth == 0;
    if (m_outermost) {
        m_database->finishStatements(); // SQLite refuses a savepoint while a statement is mid-way
        m_database->m_transactionFailed = false;
        m_database->m_lastErrorKind = StorageError::None;
        QSqlQuery query(m_db);
        // PostgreSQL locks rows, not the database: a plain BEGIN, and conflicting writes wait there.
        const QString begin = m_database->backend() == Backend::Postgres ? u"BEGIN"_s : u"BEGIN IMMEDIATE"_s;
        m_active = query.exec(begin);
        // A server connection that dropped while the window was idle is opened again: BEGIN wrote nothing.
        if (!m_active && m_database->reconnectAfterLoss(nullptr)) {
            m_db = m_database->connection();
            m_active = QSqlQuery(m_db).exec(begin);
        }
        if (!m_active) {
            m_database->m_lastErrorKind = storageErrorOf(query.lastError()); // busy, read-only, …
            m_database->m_lastError = reasonText(query.lastError());
        }
    } else {
        m_active = true;
    }
    if (m_active) {
        ++m_database->m_transactionDepth;
    }
}

Transaction::~Transaction()
{
    if (!m_active) {
        return;
    }
    --m_database->m_transactionDepth;
    if (!m_outermost) {
        m_database->m_transactionFailed = true;
        return;
    }
    m_database->finishStatements();
    // ROLLBACK writes nothing: a failed import leaves the file byte for byte as it was.
    QSqlQuery query(m_db);
    query.exec(u"ROLLBACK"_s);
}

bool Transaction::commit()
{
    if (!m_active) {
        return false;
    }
    if (!m_outermost) {
        m_active = false;
        --m_database->m_transactionDepth;
        return true;
    }
    if (m_database->m_transactionFailed) {
        m_database->m_lastError.clear(); // the part that failed said why; an older reason would mislead
        return false;                    // the destructor rolls back: part of this unit of work failed
    }
    m_active = false;
    --m_database->m_transactionDepth;
    m_database->finishStatements();
    QSqlQuery query(m_db);
    if (!query.exec(u"COMMIT"_s)) {
        // Kept for the caller's message: a full disk often shows only here, when the WAL grows.
        m_database->m_lastError = reasonText(query.lastError());
        m_database->m_lastErrorKind = storageErrorOf(query.lastError());
        query.exec(u"ROLLBACK"_s);
        return false;
    }
    return true;
}

} // namespace Errata
