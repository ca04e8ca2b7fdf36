// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/serverdialect.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace Errata {

class Database;

// Everything SQLite-specific lives here so the schema and the repositories stay portable SQL
// (a PostgreSQL dialect can be added beside it without touching them).
namespace SqlDialect {

// "SQLite format 3" file header check, on raw bytes before any connection reads the file, through
// SQLite's own file layer (so it never closes a descriptor beside a connection of this process).
bool hasSqliteHeader(const QString &path);

// Our marker in the SQLite header ("ERRA"), so a foreign database is recognised before any write.
constexpr qint32 ApplicationId = 0x45525241;

// Replaces dialect placeholders in schema SQL: %ID% is an auto-increment integer primary key whose
// values are never reused.
QString expand(QString sql);

// Statements that make `table` append-only (no UPDATE, no DELETE).
QStringList appendOnlyGuards(const QString &table);

// How to open a project file to read it without writing anything beside it: a WAL-mode file opened
// plainly read-only still creates its -shm (and -wal) files, which fails in a folder one cannot write
// to ("attempt to write a readonly database") and leaves side files in one one can. Without a -wal
// file nobody has changes pending, so the file is opened immutable (no locks, no side files); with
// one, another Errata is writing it and the reader shares its -shm.
struct ReadOnlyTarget
{
    QString databaseName;
    QString connectOptions;
};
ReadOnlyTarget readOnlyTarget(const QString &path);
void setReadOnlyTarget(QSqlDatabase &db, const QString &path);

// Per-connection settings: foreign keys, WAL journal, synchronous=NORMAL, busy timeout; a read-only
// connection only gets those that write nothing.
bool configureConnection(QSqlDatabase &db, QString *error, bool readOnly = false);

bool readHeader(QSqlDatabase &db, qint32 *applicationId, int *userVersion, int *tableCount, QString *error);
bool writeHeader(QSqlDatabase &db, qint32 applicationId, int userVersion, QString *error);

// Full integrity check plus foreign-key check; problems are SQLite's own messages. `quick` runs
// quick_check instead: every page and record is still read and checked, but index entries are not
// looked up against their rows, which was half of opening a Scarecrow-sized project.
bool checkIntegrity(QSqlDatabase &db, QStringList *problems, QString *error, bool quick = false);

// SELECT of the next id an AUTOINCREMENT table hands out: above every id it ever had.
QString nextIdQuery(const QString &table);
// SELECT of the first of `count` consecutive ids the caller inserts explicitly: the file's next id
// (SQLite moves its sequence past explicit ids by itself), or ids reserved from the server's sequence.
QString nextIdQuery(Backend backend, const QString &table, qint64 count = 1);

// Where people are read from, with the names this session may see: the person table in a file; on a
// team server the view errata_people, which gives the people whose names the server keeps from this
// member (an anonymous project) by their code (docs/server.md, "What each role sees"), or the table
// where the server's permissions are not set up or are an earlier build's, which has no such view.
QLatin1StringView peopleTable(const Database &database);

// The finished assignment states (isFinished()) as an SQL list: "('submitted', 'in_review', 'accepted')".
QByteArray finishedStates();

} // namespace SqlDialect
} // namespace Errata
