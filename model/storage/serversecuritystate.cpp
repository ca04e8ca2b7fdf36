// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Keeping a team server's permissions in step with Errata's (serversecurity.h): whether they are this
// build's, who may set them up, and setting them up again on the owner's open.
#include "model/storage/serversecurity.h"

#include "model/storage/database.h"
#include "model/storage/serverconnection.h"
#include "model/storage/serverdialect.h"
#include "model/storage/storageerror.h"

#include <QSqlError>
#include <QSqlQuery>

#include <atomic>

using namespace Qt::StringLiterals;

namespace Errata::ServerSecurity {

bool isCurrent(Database &db)
{
    QSqlQuery query(db.connection());
    // An earlier build's set-up has no such table: the query fails, and it is not current.
    return query.exec(u"SELECT digest FROM errata_security"_s) && query.next()
        && query.value(0).toString() == setUpDigest();
}

bool isOwner(Database &db)
{
    QSqlQuery query(db.connection());
    return query.exec(u"SELECT pg_has_role(current_user, relowner, 'USAGE') FROM pg_class "
                      u"WHERE oid = to_regclass('errata_header')"_s)
        && query.next() && query.value(0).toBool();
}

namespace {

QString refusalOn(QSqlDatabase connection, const QString &shown)
{
    // The owner question has no answer (NULL) in a database without Errata's tables yet.
    QSqlQuery query(connection);
    if (!query.exec(u"SELECT current_user, rolsuper OR rolcreaterole, (SELECT pg_has_role(current_user, relowner, "
                    u"'USAGE') FROM pg_class WHERE oid = to_regclass('errata_header')) FROM pg_roles WHERE rolname = "
                    u"current_user"_s)
        || !query.next()) {
        return reasonText(query.lastError());
    }
    const QString role = query.value(0).toString();
    if (!query.isNull(2) && !query.value(2).toBool()) {
        return Database::tr("Only the owner of %1's tables can set up who may do what there, and %2 is not; sign in "
                            "as the database's owner (docs/server.md).")
            .arg(shown, role);
    }
    if (!query.value(1).toBool()) {
        return Database::tr("%1 may not create roles, which the team's permissions need (a group role, and a "
                            "login for each person). Let it first: createuser --createrole, or ALTER ROLE %1 "
                            "CREATEROLE (docs/server.md).")
            .arg(role);
    }
    return {};
}

} // namespace

QString setUpRefusal(Database &db)
{
    return refusalOn(db.connection(), db.path());
}

QString setUpRefusal(const QString &url)
{
    static std::atomic<int> checks{0}; // two checks at once (threads) get connections of their own
    const QString name = u"errata-set-up-check-%1"_s.arg(++checks);
    QString refusal = ServerConnection::open(name, url, Database::OpenMode::CreateNew);
    if (refusal.isEmpty()) refusal = refusalOn(QSqlDatabase::database(name, false), ServerDialect::displayName(url));
    QSqlDatabase::removeDatabase(name); // the handles above are gone
    return refusal;
}

bool keepCurrent(Database &db, bool upgraded, QString *error)
{
    if (!isSetUp(db) || (!upgraded && isCurrent(db)) || !isOwner(db)) return true;
    if (upgraded) return apply(db, error); // tables made anew have no permissions until then
    // Only an earlier build's permissions: replaced when they can be, without waiting on the team's open
    // sessions for long; otherwise the project opens under the ones the server has, as a member's does.
    QString why = setUpRefusal(db);
    if (why.isEmpty() && apply(db, &why, LockWait::Briefly)) return true;
    qWarning("errata: the permissions of %s were set up by an earlier Errata and stay so for now: %s "
             "(errata-cli server secure sets them up again)",
             qPrintable(db.path()), qPrintable(why));
    return true;
}

} // namespace Errata::ServerSecurity
