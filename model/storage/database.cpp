// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/database.h"

#include "model/storage/databaseprobe.h"
#include "model/storage/repository.h"

#include "model/storage/integritycheck.h"
#include "model/storage/schema.h"
#include "model/storage/serverconnection.h"
#include "model/storage/serversecurity.h"
#include "model/storage/sqldialect.h"

#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;
using namespace Errata::DatabaseProbe;

namespace Errata {

Database::Database() = default;

Database::~Database()
{
    close();
}

bool Database::open(const QString &path, OpenMode mode, IntegrityCheck check)
{
    close();
    m_lastError.clear();
    if (ServerDialect::isServerUrl(path)) {
        return openServer(path, mode);
    }
    const bool inMemory = path == ":memory:"_L1;
    const QFileInfo info(path);
    const bool exists = !inMemory && info.exists() && info.size() > 0;
    if (mode == OpenMode::CreateNew && exists) {
        m_lastError = tr("%1 already exists; choose another name or open it instead.").arg(path);
        return false;
    }
    if (!inMemory && info.isDir()) {
        m_lastError = tr("%1 is a directory, not a project file.").arg(path);
        return false;
    }
    if (!inMemory && (mode == OpenMode::CreateNew || (mode == OpenMode::OpenExisting && info.exists()))) {
        m_lastError = notWritable(path, mode == OpenMode::CreateNew);
        if (!m_lastError.isEmpty()) return false;
    }
    if (mode != OpenMode::CreateNew && !inMemory) {
        if (!info.exists()) {
            m_lastError = tr("%1 does not exist.").arg(path);
            return false;
        }
        if (!probeExisting(path, check)) {
            return false;
        }
    }
    m_readOnly = mode == OpenMode::ReadOnly;
    if (m_readOnly) {
        // Another Errata has it open: look, never write, not even a schema upgrade.
        if (!openConnection(path, true)) {
            close();
            return false;
        }
        if (schemaVersion() < Schema::latestVersion()) {
            m_lastError = tr("%1 was written by an older Errata and must be upgraded before it can be opened "
                             "read-only; open it normally once.")
                              .arg(path);
            close();
            return false;
        }
    } else if (!openConnection(path, false) || !migrate()) {
        close();
        return false;
    }
    m_path = path;
    return true;
}

bool Database::openConnection(const QString &path, bool readOnly)
{
    m_connectionName = uniqueConnectionName(u"project"_s);
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connectionName);
    if (readOnly) {
        SqlDialect::setReadOnlyTarget(db, path);
    } else {
        db.setDatabaseName(path);
    }
    if (!db.open()) {
        m_lastError = tr("Cannot open %1: %2").arg(path, reasonText(db.lastError()));
        return false;
    }
    QString error;
    if (!SqlDialect::configureConnection(db, &error, readOnly)) {
        m_lastError = tr("Cannot configure %1: %2").arg(path, error);
        return false;
    }
    return true;
}

bool Database::openServer(const QString &url, OpenMode mode)
{
    m_backend = Backend::Postgres;
    m_connectionName = uniqueConnectionName(u"server"_s);
    m_readOnly = mode == OpenMode::ReadOnly;
    m_lastError = ServerConnection::open(m_connectionName, url, mode);
    const int before = m_lastError.isEmpty() ? schemaVersion() : -1;
    if (m_lastError.isEmpty() && mode == OpenMode::CreateNew) m_creation = std::make_unique<Transaction>(this);
    if (!m_lastError.isEmpty() || (!m_readOnly && !migrate())) {
        close();
        return false;
    }
    // An upgrade may have made tables anew, or an earlier build set up other permissions: this one's go on.
    QString error;
    if (!m_readOnly && !ServerSecurity::keepCurrent(*this, before > 0 && before < Schema::latestVersion(), &error)) {
        m_lastError = tr("%1 was upgraded, but its permissions could not be set up again: %2")
                          .arg(ServerDialect::displayName(url), error);
        close();
        return false;
    }
    m_path = ServerDialect::displayName(url); // shown in messages: never the password
    return true;
}

bool Database::migrate()
{
    QSqlDatabase db = connection();
    const QList<QStringList> &migrations = Schema::migrations();
    const bool creating = m_transactionDepth > 0; // a server's new project: all in its one transaction
    for (int version = schemaVersion(); version >= 0 && version < migrations.size(); ++version) {
        if (!creating && !db.transaction()) {
            m_lastError = reasonText(db.lastError());
            return false;
        }
        QSqlQuery query(db);
        QString error;
        const QStringList statements = m_backend == Backend::Postgres
            ? ServerDialect::portMigration(migrations.at(version), version + 1)
            : migrations.at(version);
        for (const QString &statement : statements) {
            if (!query.exec(statement)) {
                error =
                    tr("schema upgrade to version %1 failed: %2").arg(version + 1).arg(reasonText(query.lastError()));
                break;
            }
        }
        const auto writeHeader = [&] {
            return m_backend == Backend::Postgres
                ? ServerDialect::writeVersion(db, version + 1, &error)
                : SqlDialect::writeHeader(db, SqlDialect::ApplicationId, version + 1, &error);
        };
        if (error.isEmpty() && !writeHeader()) {
            error = tr("schema upgrade to version %1 failed: %2").arg(version + 1).arg(error);
        }
        if (!error.isEmpty() || (!creating && !db.commit())) {
            m_lastError = error.isEmpty() ? reasonText(db.lastError()) : error;
            if (!creating) db.rollback(); // else the creation's, when the database closes
            return false;
        }
    }
    return true;
}

bool Database::isOpen() const
{
    return !m_connectionName.isEmpty() && connection().isOpen();
}

int Database::schemaVersion() const
{
    if (m_backend == Backend::Postgres) {
        QSqlDatabase db = connection();
        QString error;
        return ServerDialect::readVersion(db, &error);
    }
    QSqlQuery query(connection());
    if (!query.exec(u"PRAGMA user_version"_s) || !query.next()) {
        return -1;
    }
    return query.value(0).toInt();
}

bool Database::finishCreation()
{
    if (!m_creation) return true;
    const bool committed = m_creation->commit();
    m_creation.reset(); // rolls back what did not commit
    if (!committed && m_lastError.isEmpty()) m_lastError = tr("The new project on %1 could not be saved.").arg(m_path);
    return committed;
}

void Database::close()
{
    if (m_connectionName.isEmpty()) {
        return;
    }
    m_creation.reset(); // a creation never finished leaves nothing behind
    m_statements.clear();
    m_inFlight.clear();
    connection().close(); // the temporary handle dies before removeDatabase()
    QSqlDatabase::removeDatabase(m_connectionName);
    m_connectionName.clear();
    m_path.clear();
    m_backend = Backend::Sqlite;
}

} // namespace Errata
