// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/database.h"

#include <QList>
#include <QSqlError>
#include <QVariant>

struct sqlite3;
struct sqlite3_stmt;

namespace Errata {

// A text already in UTF-8, bound without SQLite converting it: a background writer's caller converts a
// restore's long texts on its own core (BackgroundRowWriter). Through SQLite's C interface only.
struct Utf8Text
{
    QByteArray bytes;
};

// Writes many rows into one table, many rows a statement, on the project's own connection (inside the
// caller's transaction). The counterpart of RowReader for bulk writes: Qt 6.4 makes a placeholder name
// with QString::arg and a hash entry for every value it binds, which was 40 % of the time of storing
// 100,000 predicted spans (callgrind). Where RowReader may use SQLite's C interface, so does this,
// binding each QVariant by its type as Qt's driver does; elsewhere (another driver, RowSource::QtSql)
// the rows go through QSqlQuery. Both store the same values; a null QString is stored as '', as
// Repository::run stores it, and a null QVariant (sqlNull()) as NULL.
class RowWriter
{
    Q_DISABLE_COPY_MOVE(RowWriter)
public:
    explicit RowWriter(Database *database)
        : m_database(database)
    {
    }

    // "INSERT INTO <head> VALUES (…), (…), …" for every row; all rows have the head's column count.
    bool insert(const QString &head, const QList<QVariantList> &rows);
    // Why the last insert failed, with SQLite's result code where it came from SQLite.
    QSqlError lastError() const { return m_error; }
    // The way the last insert went.
    RowSource source() const { return m_source; }
    // insert() through SQLite's C interface on a connection's handle, from any one thread at a time
    // (BackgroundRowWriter's); false with *error set when a statement failed.
    static bool insertInto(sqlite3 *handle, const QString &head, const QList<QVariantList> &rows, QSqlError *error);

private:
    static constexpr qsizetype Batch = 64; // rows a statement: one full statement is prepared once
    bool insertQtSql(const QString &head, const QList<QVariantList> &rows);
    static bool runFast(sqlite3_stmt *statement, const QList<QVariantList> &rows, qsizetype start, qsizetype count);
    static QString statementOf(const QString &head, qsizetype columns, qsizetype rows);

    Database *m_database;
    QSqlError m_error;
    RowSource m_source = RowSource::QtSql;
};

} // namespace Errata

Q_DECLARE_TYPEINFO(Errata::Utf8Text, Q_RELOCATABLE_TYPE); // kept inside a QVariant, not allocated apart
Q_DECLARE_METATYPE(Errata::Utf8Text)
