// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/serverconnection.h"

#include "model/storage/schema.h"
#include "model/storage/storageerror.h"

#include <QCoreApplication>
#include <QHash>
#include <QMutex>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace Errata::ServerConnection {
namespace {

// Why the server's database cannot be this project, or empty.
QString versionRefusal(const QString &shown, int version, Database::OpenMode mode, const QString &error)
{
    if (version < 0) return Database::tr("%1 cannot be used as an Errata project: %2").arg(shown, error);
    if (mode == Database::OpenMode::CreateNew && version > 0) {
        return Database::tr("%1 already holds an Errata project; open it instead.").arg(shown);
    }
    if (mode != Database::OpenMode::CreateNew && version == 0) {
        return Database::tr("%1 holds no Errata project yet; make one there with errata-cli server init.").arg(shown);
    }
    if (version > Schema::latestVersion()) {
        return Database::tr("%1 was written by a newer Errata (schema version %2; this version reads up to %3). "
                            "Update Errata to open it.")
            .arg(shown)
            .arg(version)
            .arg(Schema::latestVersion());
    }
    return {};
}

// Notices (an IF EXISTS that found nothing) would go to the terminal; warnings and errors still come.
// A read-only project's session is made read-only by the server itself, not only by Errata.
void setUpSession(QSqlDatabase &db, bool readOnly)
{
    QSqlQuery(db).exec(u"SET client_min_messages TO warning"_s);
    if (readOnly) QSqlQuery(db).exec(u"SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY"_s);
}

// Background jobs open their own connections on their threads, hence the lock.
struct Passwords
{
    QMutex mutex;
    QHash<QString, QString> byAddress;
};

Passwords &passwords()
{
    static Passwords kept;
    return kept;
}

QString rememberedPassword(const QString &url)
{
    Passwords &kept = passwords();
    const QMutexLocker locker(&kept.mutex);
    return kept.byAddress.value(ServerDialect::displayName(url));
}

} // namespace

void rememberPassword(const QString &url, const QString &password)
{
    Passwords &kept = passwords();
    const QMutexLocker locker(&kept.mutex);
    if (password.isEmpty())
        kept.byAddress.remove(ServerDialect::displayName(url));
    else
        kept.byAddress.insert(ServerDialect::displayName(url), password);
}

bool hasRememberedPassword(const QString &url)
{
    return !rememberedPassword(url).isEmpty();
}

bool refusedForPassword(const QString &reason)
{
    // libpq's own "fe_sendauth: no password supplied" keeps its prefix in every translation.
    return reason.contains("password"_L1, Qt::CaseInsensitive) || reason.contains("Passwort"_L1, Qt::CaseInsensitive)
        || reason.contains("fe_sendauth"_L1);
}

QString open(const QString &name, const QString &url, Database::OpenMode mode)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, name);
    const QString shown = ServerDialect::displayName(url);
    if (!db.isValid()) {
        return Database::tr("Cannot open %1: Qt's PostgreSQL driver (QPSQL) is not installed; on Debian it is the "
                            "package libqt6sql6-psql.")
            .arg(shown);
    }
    ServerDialect::ServerTarget target;
    QString error;
    if (!ServerDialect::parseUrl(url, &target, &error)) return error;
    // One the person typed wins over one written in the address: it is how a wrong one there is corrected.
    if (const QString remembered = rememberedPassword(url); !remembered.isEmpty()) target.password = remembered;
    ServerDialect::applyTarget(db, target);
    if (!db.open()) return Database::tr("Cannot connect to %1: %2").arg(shown, reasonText(db.lastError()).trimmed());
    const int version = ServerDialect::readVersion(db, &error);
    if (const QString refusal = versionRefusal(shown, version, mode, error); !refusal.isEmpty()) return refusal;
    setUpSession(db, mode == Database::OpenMode::ReadOnly);
    return {};
}

QString reopen(const QString &name, bool readOnly)
{
    QSqlDatabase db = QSqlDatabase::database(name, false);
    db.close();
    if (!db.open()) {
        return Database::tr("Cannot connect to %1 again: %2")
            .arg(db.hostName().isEmpty() ? db.databaseName() : db.hostName() + u'/' + db.databaseName(),
                 reasonText(db.lastError()));
    }
    setUpSession(db, readOnly);
    return {};
}

} // namespace Errata::ServerConnection
