// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/sqldialect.h"

#include "model/storage/database.h"
#include "model/storage/storageerror.h"

#include "model/domain/workflow.h"

#include <QFile>
#include <QFileInfo>
#include <QUrl>
#include <QSqlError>
#include <QSqlQuery>

#ifdef ERRATA_SQLITE_FAST_PATH
#include <sqlite3.h>

#include <vector>
#endif

using namespace Qt::StringLiterals;

namespace Errata::SqlDialect {

bool hasSqliteHeader(const QString &path)
{
#ifdef ERRATA_SQLITE_FAST_PATH
    // Read through SQLite's own file layer, never a descriptor of ours: POSIX drops every lock a process
    // holds on a file when any of its descriptors of that file is closed, so a QFile closed here while
    // this process has the project open (a package job, a backup, a second look at the same file) would
    // silently release the window's locks, and the next errata-cli would delete the -wal under it.
    // SQLite's unix layer keeps such a descriptor open until the file's last lock is gone.
    sqlite3_vfs *vfs = sqlite3_vfs_find(nullptr);
    const QByteArray name = QFile::encodeName(QFileInfo(path).absoluteFilePath());
    sqlite3_filename filename = sqlite3_create_filename(name.constData(), "", "", 0, nullptr);
    std::vector<char> storage(size_t(vfs->szOsFile));
    auto *file = reinterpret_cast<sqlite3_file *>(storage.data());
    int flags = 0;
    bool matches = false;
    if (vfs->xOpen(vfs, filename, file, SQLITE_OPEN_READONLY | SQLITE_OPEN_MAIN_DB, &flags) == SQLITE_OK) {
        char header[16] = {};
        matches = file->pMethods->xRead(file, header, sizeof header, 0) == SQLITE_OK
            && QByteArrayView(header, sizeof header) == QByteArrayView("SQLite format 3\0", 16);
    }
    if (file->pMethods) file->pMethods->xClose(file);
    sqlite3_free_filename(filename);
    return matches;
#else
    // Qt's driver has an SQLite of its own, whose lock bookkeeping this program cannot reach: say yes and
    // let the read-only probe, on Qt's SQLite, refuse a file that is not a database.
    Q_UNUSED(path);
    return true;
#endif
}

QString expand(QString sql)
{
    // AUTOINCREMENT: an id is never handed out twice, so a comment that names a deleted span can
    // never attach itself to a newer one.
    return sql.replace(u"%ID%"_s, u"INTEGER PRIMARY KEY AUTOINCREMENT"_s);
}

QStringList appendOnlyGuards(const QString &table)
{
    const QString guard = uR"(CREATE TRIGGER %1_no_%2 BEFORE %3 ON %1
        BEGIN SELECT RAISE(ABORT, '%1 is append-only'); END)"_s;
    return {guard.arg(table, u"update"_s, u"UPDATE"_s), guard.arg(table, u"delete"_s, u"DELETE"_s)};
}

ReadOnlyTarget readOnlyTarget(const QString &path)
{
    if (path == ":memory:"_L1 || QFileInfo::exists(path + u"-wal"_s)) {
        return {path, u"QSQLITE_OPEN_READONLY"_s};
    }
    // An URI, so the path is percent-encoded: '?', '#' and '%' in a file name stay part of it.
    const QString uri = QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded);
    return {uri + u"?immutable=1"_s, u"QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"_s};
}

void setReadOnlyTarget(QSqlDatabase &db, const QString &path)
{
    const ReadOnlyTarget target = readOnlyTarget(path);
    db.setDatabaseName(target.databaseName);
    db.setConnectOptions(target.connectOptions);
}

bool configureConnection(QSqlDatabase &db, QString *error, bool readOnly)
{
    QSqlQuery query(db);
    // journal_mode answers with a row; the others are silent.
    QStringList pragmas{u"PRAGMA foreign_keys = ON"_s, u"PRAGMA busy_timeout = 5000"_s,
                        // 32 MiB of page cache: a large import stays in memory until its one
                        // commit instead of spilling pages to the WAL and reading them back.
                        u"PRAGMA cache_size = -32768"_s, u"PRAGMA temp_store = MEMORY"_s};
    if (!readOnly) { // these change the file (its journal mode) or only matter to writers
        pragmas << u"PRAGMA journal_mode = WAL"_s << u"PRAGMA synchronous = NORMAL"_s;
    }
    for (const QString &pragma : pragmas) {
        if (!query.exec(pragma)) {
            *error = reasonText(query.lastError());
            return false;
        }
    }
    return true;
}

bool readHeader(QSqlDatabase &db, qint32 *applicationId, int *userVersion, int *tableCount, QString *error)
{
    QSqlQuery query(db);
    const auto scalar = [&](const QString &sql, qint64 *value) {
        if (!query.exec(sql) || !query.next()) {
            *error = reasonText(query.lastError());
            return false;
        }
        *value = query.value(0).toLongLong();
        return true;
    };
    qint64 id = 0;
    qint64 version = 0;
    qint64 tables = 0;
    if (!scalar(u"PRAGMA application_id"_s, &id) || !scalar(u"PRAGMA user_version"_s, &version)
        || !scalar(u"SELECT count(*) FROM sqlite_master"_s, &tables)) {
        return false;
    }
    *applicationId = qint32(id);
    *userVersion = int(version);
    *tableCount = int(tables);
    return true;
}

bool writeHeader(QSqlDatabase &db, qint32 applicationId, int userVersion, QString *error)
{
    QSqlQuery query(db);
    if (!query.exec(u"PRAGMA application_id = %1"_s.arg(applicationId))
        || !query.exec(u"PRAGMA user_version = %1"_s.arg(userVersion))) {
        *error = reasonText(query.lastError());
        return false;
    }
    return true;
}

bool checkIntegrity(QSqlDatabase &db, QStringList *problems, QString *error, bool quick)
{
    QSqlQuery query(db);
    if (!query.exec(quick ? u"PRAGMA quick_check"_s : u"PRAGMA integrity_check"_s)) {
        *error = reasonText(query.lastError());
        return false;
    }
    while (query.next()) {
        const QString row = query.value(0).toString();
        if (row != "ok"_L1) {
            *problems << row;
        }
    }
    if (!query.exec(u"PRAGMA foreign_key_check"_s)) {
        *error = reasonText(query.lastError());
        return false;
    }
    while (query.next()) {
        *problems << u"foreign key violation: row %1 of %2 points to a missing row of %3"_s.arg(
            query.value(1).toString(), query.value(0).toString(), query.value(2).toString());
    }
    return true;
}

QString nextIdQuery(const QString &table)
{
    return u"SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = '%1'), 0), "
           u"coalesce((SELECT max(id) FROM %1), 0)) + 1"_s.arg(table);
}

QString nextIdQuery(Backend backend, const QString &table, qint64 count)
{
    return backend == Backend::Postgres ? ServerDialect::nextIdQuery(table, count) : nextIdQuery(table);
}

QLatin1StringView peopleTable(const Database &database)
{
    if (database.backend() != Backend::Postgres) return "person"_L1;
    QSqlQuery query(database.connection());
    const bool view =
        query.exec(u"SELECT to_regclass('errata_people') IS NOT NULL"_s) && query.next() && query.value(0).toBool();
    return view ? "errata_people"_L1 : "person"_L1;
}

QByteArray finishedStates()
{
    QByteArrayList keys;
    for (const AssignmentState state : Errata::finishedStates()) {
        keys << "'" + assignmentStateKey(state).toLatin1() + "'";
    }
    return "(" + keys.join(", ") + ")";
}

} // namespace Errata::SqlDialect
