// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace Errata {

// Where a project lives: a file (SQLite, the default) or a team server (PostgreSQL, issue #21).
enum class Backend {
    Sqlite,
    Postgres,
};

// Everything PostgreSQL-specific, beside SqlDialect's SQLite: the schema's migrations are written
// once, in the SQLite form every existing file was made with, and ported here statement by statement.
namespace ServerDialect {

// "postgresql://" or "postgres://": a project on a server rather than a file name.
bool isServerUrl(const QString &location);

// A libpq URI, postgresql://[user[:password]@][host][:port]/database[?host=/socket/dir&port=N&…]:
// what Qt's QPSQL driver is given. Query parameters other than host, port, user, password and dbname
// (sslmode, connect_timeout, …) are passed on as connect options.
struct ServerTarget
{
    QString host;
    int port = -1;
    QString user;
    QString password;
    QString database;
    QString options;
};
bool parseUrl(const QString &url, ServerTarget *target, QString *error);
void applyTarget(QSqlDatabase &db, const ServerTarget &target);

// The URL as shown to people and kept in the recent list: the password is never written out.
QString displayName(const QString &url);

// An address as someone types or pastes it into the Connect dialog, with any password taken out: from
// user:password@ once the "@" is there, from a password= parameter (of a URL, or of libpq's keyword form
// "host=… user=… password=…"), and, while "user:" is still being typed, from anything after the colon
// that cannot be a port (a port is digits). `partial`: a password still being typed. `undecided`: digits
// after "name:" with nothing after them yet, a port or a password's start until "/" or "@" says which
// (the dialog masks the address meanwhile). The address keeps everything else as it was typed.
struct TypedAddress
{
    QString address;
    QString password;
    bool partial = false;
    bool undecided = false;
};
TypedAddress takePassword(const QString &typed);

// Version `version` (1-based) of the schema, for PostgreSQL: 64-bit ids from an identity column (and
// every INTEGER 64 bits, as in SQLite), REAL as double precision (SQLite's REAL is 8 bytes;
// PostgreSQL's is 4), the append-only guards as
// row triggers, and each numbered table's sequence kept above ids inserted explicitly. Version 1 first creates the header table and the guard function; version 10
// only rewrote SQLite's stored CHECK texts for speed, so it is empty here.
QStringList portMigration(const QStringList &sqlite, int version);

// A query written for SQLite, as PostgreSQL takes it: SQLite's planner hints go (CROSS JOIN … ON
// fixes SQLite's join order and is a plain JOIN elsewhere; INDEXED BY names SQLite's index).
QString portQuery(const QString &sql);

// The schema version the server's header holds: 0 for a database without Errata's tables (a fresh
// one, which init may fill), -1 with *error for one that holds other tables.
int readVersion(QSqlDatabase &db, QString *error);
bool writeVersion(QSqlDatabase &db, int version, QString *error);

// Hands out `count` consecutive ids of `table` that no other connection will be given, and answers
// the first: the sequence is advanced past them in one statement, so two team members inserting at
// once never collide, and rows inserted with the sequence's default later do not either.
// A caller that does not know how many rows it will number gets one id, and the sequence follows the
// ids it then inserts (errata_follow_ids), as SQLite's AUTOINCREMENT does.
QString nextIdQuery(const QString &table, qint64 count);

// The id the table would hand out next, without taking it (a read-only session may ask).
QString peekNextIdQuery(const QString &table);

// After rows were copied in with their own ids (server push), the table's sequence continues at
// `nextId`: the file's own next id, so an id the file once used and deleted is not handed out again.
QString setNextIdQuery(const QString &table, qint64 nextId);

} // namespace ServerDialect
} // namespace Errata
