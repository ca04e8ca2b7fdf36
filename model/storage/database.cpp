// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/database.h"
#include "model/storage/repository.h"

#include "model/storage/integritycheck.h"
#include "model/storage/schema.h"
#include "model/storage/serverconnection.h"
#include "model/storage/serversecurity.h"
#include "model/storage/sqldialect.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QString uniqueConnectionName(const QString &purpose)
{
    static QAtomicInteger<quint64> counter;
    return u"errata-%1-%2"_s.arg(purpose).arg(counter.fetchAndAddRelaxed(1));
}

// Read-only inspection of an existing file; the connection is gone when this returns.
struct ProbeResult
{
    bool ok = false;
    qint32 applicationId = 0;
    int userVersion = 0;
    int tableCount = 0;
    QStringList problems;
    QString error;
};

ProbeResult probeReadOnly(const QString &path, bool checkIntegrity)
{
    ProbeResult result;
    const QString name = uniqueConnectionName(u"probe"_s);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        SqlDialect::setReadOnlyTarget(db, path);
        if (!db.open()) {
            result.error = reasonText(db.lastError());
        } else if (SqlDialect::readHeader(db, &result.applicationId, &result.userVersion, &result.tableCount,
                                          &result.error)) {
            // Only check integrity of files that claim to be ours; foreign files are refused anyway.
            // The quick check on every open (damaged pages); errata-cli check runs the full one.
            // Deferred only for an up-to-date file: one that is upgraded now is written to now.
            const bool check = checkIntegrity || result.userVersion < Schema::latestVersion();
            result.ok = result.applicationId != SqlDialect::ApplicationId || !check
                || SqlDialect::checkIntegrity(db, &result.problems, &result.error, true);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

// Why a probed file is refused, or empty. `opened`: the check ran after the file was opened
// (Deferred), so the project is closed rather than not opened.
QString refusal(const QString &path, const ProbeResult &probe, bool opened = false)
{
    // SQLite says "malformed" (SQLITE_CORRUPT) or "not a database" (SQLITE_NOTADB) when pages are damaged.
    if (!probe.ok && (probe.error.contains(u"malformed"_s) || probe.error.contains(u"not a database"_s))) {
        return opened ? Database::tr("%1 is damaged and was closed (SQLite: %2). Restore it from a backup.")
                            .arg(path, probe.error)
                      : Database::tr("%1 is damaged and was not opened (SQLite: %2). Restore it from a backup.")
                            .arg(path, probe.error);
    }
    if (!probe.ok) {
        return Database::tr("%1 cannot be read as an Errata project: %2").arg(path, probe.error);
    }
    if (probe.applicationId != SqlDialect::ApplicationId) {
        return Database::tr("%1 is an SQLite database from another application, not an Errata project.").arg(path);
    }
    if (probe.userVersion > Schema::latestVersion()) {
        return Database::tr("%1 was written by a newer Errata (schema version %2; this version reads up to %3). "
                            "Update Errata to open it.")
            .arg(path)
            .arg(probe.userVersion)
            .arg(Schema::latestVersion());
    }
    if (!probe.problems.isEmpty()) {
        const QString problems = probe.problems.mid(0, 3).join(u"; "_s);
        return opened ? Database::tr("%1 is damaged and was closed (SQLite integrity check: %2). "
                                     "Restore it from a backup.")
                            .arg(path, problems)
                      : Database::tr("%1 is damaged and was not opened (SQLite integrity check: %2). "
                                     "Restore it from a backup.")
                            .arg(path, problems);
    }
    return {};
}

// Why a project cannot be written where it is, or empty. Checked first, because SQLite only finds out
// halfway ("attempt to write a readonly database"); WAL needs the folder too, for its side files.
QString notWritable(const QString &path, bool creating)
{
    const QFileInfo file(path);
    const QFileInfo folder(file.absolutePath());
    if (creating) {
        return folder.isWritable() ? QString()
                                   : Database::tr("Cannot create %1: the folder %2 is read-only for you. Choose a "
                                                  "folder you can write to.")
                                         .arg(file.fileName(), QDir::toNativeSeparators(folder.absoluteFilePath()));
    }
    if (file.isWritable() && folder.isWritable()) {
        return {};
    }
    return Database::tr("%1 cannot be changed where it is: %2 is read-only for you. Open it read-only to look at "
                        "it, export it or compute statistics (errata-cli does so by itself for commands that only "
                        "read), or copy it to a folder you can write to.")
        .arg(path, !file.isWritable() ? Database::tr("the file") : Database::tr("its folder"));
}

} // namespace

Database::Database() = default;

bool Database::isWritablePlace(const QString &path)
{
    if (ServerDialect::isServerUrl(path)) return true; // the server decides what this person may write
    const QFileInfo file(path);
    return (!file.exists() || file.isWritable()) && QFileInfo(file.absolutePath()).isWritable();
}

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

bool Database::probeExisting(const QString &path, IntegrityCheck check)
{
    const QFileInfo info(path);
    if (info.size() == 0 || !SqlDialect::hasSqliteHeader(path)) {
        m_lastError = tr("%1 is not an Errata project (it is not an SQLite database).").arg(path);
        return false;
    }
    const ProbeResult probe = probeReadOnly(path, check == IntegrityCheck::OnOpen);
    m_lastError = refusal(path, probe);
    return m_lastError.isEmpty();
}

QString quickIntegrityCheck(const QString &path)
{
    return refusal(path, probeReadOnly(path, true), true);
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

QStringList Database::integrityProblems()
{
    QSqlDatabase db = connection();
    QStringList problems;
    QString error;
    if (!SqlDialect::checkIntegrity(db, &problems, &error)) {
        problems << error;
    }
    return problems;
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
