// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a file is before Database opens it for good, and the integrity checks.
#include "model/storage/databaseprobe.h"

#include "model/storage/database.h"
#include "model/storage/integritycheck.h"
#include "model/storage/schema.h"
#include "model/storage/sqldialect.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFileInfo>
#include <QSqlError>

using namespace Qt::StringLiterals;

namespace Errata {
namespace DatabaseProbe {

QString uniqueConnectionName(const QString &purpose)
{
    static QAtomicInteger<quint64> counter;
    return u"errata-%1-%2"_s.arg(purpose).arg(counter.fetchAndAddRelaxed(1));
}

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

QString refusal(const QString &path, const ProbeResult &probe, bool opened)
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

} // namespace DatabaseProbe

using namespace DatabaseProbe;

bool Database::isWritablePlace(const QString &path)
{
    if (ServerDialect::isServerUrl(path)) return true; // the server decides what this person may write
    const QFileInfo file(path);
    return (!file.exists() || file.isWritable()) && QFileInfo(file.absolutePath()).isWritable();
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

} // namespace Errata
