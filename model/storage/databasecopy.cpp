// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/databasecopy.h"
#include "model/storage/storageerror.h"

#include "model/storage/database.h"
#include "model/storage/sqldialect.h"

#include <QAtomicInteger>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

bool vacuumInto(QSqlDatabase db, const QString &target, QString *reason)
{
    QSqlQuery query(db);
    query.prepare(u"VACUUM INTO ?"_s); // the name is bound, never spliced into the SQL
    query.addBindValue(target);
    if (!query.exec()) {
        *reason = reasonText(query.lastError());
        QFile::remove(target);
        return false;
    }
    return true;
}

} // namespace

bool DatabaseCopy::copyOpen(Database &database, const QString &target, QString *reason)
{
    database.finishStatements(); // VACUUM cannot run beside a statement still reading
    return vacuumInto(database.connection(), target, reason);
}

bool DatabaseCopy::copyFile(const QString &source, const QString &target, QString *reason)
{
    static QAtomicInteger<quint64> counter;
    const QString name = u"errata-backup-%1"_s.arg(counter.fetchAndAddRelaxed(1));
    bool copied = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        SqlDialect::setReadOnlyTarget(db, source);
        if (!db.open()) {
            *reason = reasonText(db.lastError());
        } else {
            copied = vacuumInto(db, target, reason);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return copied;
}

bool DatabaseCopy::checkpoint(Database &database)
{
    return QSqlQuery(database.connection()).exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s);
}

} // namespace Errata
