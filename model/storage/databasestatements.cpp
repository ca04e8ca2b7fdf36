// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Database's connection and its prepared statements: lent out, handed back, and a lost server session.
#include "model/storage/database.h"

#include "model/storage/serverconnection.h"
#include "model/storage/serverdialect.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace Errata {

QSqlDatabase Database::connection() const
{
    Q_ASSERT_X(!m_lentToWriter, "Database::connection", "lent to a BackgroundRowWriter: drain() it first");
    return QSqlDatabase::database(m_connectionName, false);
}

QString Database::ported(const QString &sql) const
{
    return m_backend == Backend::Postgres ? ServerDialect::portQuery(sql) : sql;
}

void Database::finishStatements()
{
    for (QSqlQuery *statement : m_inFlight) {
        statement->finish();
    }
}

bool Database::borrowStatement(const QString &sql, Statement *statement, QSqlError *error)
{
    statement->release();
    const auto prepared = [&](QSqlQuery &query) {
        query.setForwardOnly(streamsRows()); // nothing scrolls back; SQLite need not buffer rows
        if (query.prepare(ported(sql))) return true;
        *error = query.lastError(); // with its native code: a damaged or vanished file shows here
        return false;
    };
    auto it = m_statements.find(sql);
    if (it == m_statements.end()) {
        auto query = std::make_unique<QSqlQuery>(connection());
        if (!prepared(*query)) return false;
        it = m_statements.emplace(sql, CachedStatement{std::move(query), false}).first;
    }
    if (it->second.lent) { // a nested use of the same statement: a private copy, not the outer's
        statement->m_private = std::make_unique<QSqlQuery>(connection());
        if (!prepared(*statement->m_private)) {
            statement->m_private.reset();
            return false;
        }
        statement->m_query = statement->m_private.get();
    } else {
        it->second.lent = true;
        statement->m_lent = &it->second.lent; // map nodes never move
        statement->m_query = it->second.query.get();
    }
    statement->m_database = this;
    m_inFlight.push_back(statement->m_query);
    return true;
}

bool Database::reconnectAfterLoss(Statement *failed)
{
    if (m_backend != Backend::Postgres || m_transactionDepth > 0) return false;
    if (QSqlQuery(connection()).exec(u"SELECT 1"_s)) return false; // alive: the statement failed on its own
    if (failed) failed->release();
    if (!m_inFlight.empty()) return false; // a read in progress would lose its rows
    m_statements.clear();                  // prepared on the dead session
    m_lastError = ServerConnection::reopen(m_connectionName, m_readOnly);
    if (!m_lastError.isEmpty()) return false;
    for (const auto &callback : m_reconnected) callback();
    return true;
}

void Database::giveBack(QSqlQuery *query)
{
    query->finish();
    std::erase(m_inFlight, query);
}

} // namespace Errata
