// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/database.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <algorithm>
#include <memory>
#include <optional>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;
class QSqlQuery;

namespace Errata {

// Reads the rows of one SELECT on the project's own connection. For the bulk reads of statistics over
// a whole corpus (a million spans): QSqlQuery turns every value into a QVariant and every text into a
// QString, which was most of the time of those reads, so where Qt's SQLite driver is linked to the
// system SQLite (ERRATA_SQLITE_FAST_PATH, decided at configure time from the driver plugin's own
// dependencies) the rows come straight from SQLite's C interface. Calling that interface on a Qt
// that bundles a SQLite of its own would be undefined, so there the rows come through Qt SQL.
// Values are read by column index; a text is a view of UTF-8 bytes until next(), or a QString copy.
// Read-only use: it prepares, steps and finalizes, never writes.
class RowReader
{
    Q_DECLARE_TR_FUNCTIONS(RowReader)
    Q_DISABLE_COPY_MOVE(RowReader)
public:
    RowReader(const Database &database, QByteArrayView sql);
    ~RowReader();

    // False when the statement could not be prepared or a step failed; error() says why.
    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    RowSource source() const { return m_source; }

    // The next row; false at the end or on an error.
    bool next();
    qint64 integer(int column) const;
    double real(int column) const;
    bool isNull(int column) const;
    QByteArrayView utf8(int column) const; // valid until the next call of next()
    QString text(int column) const;
    int columns() const; // of the statement; 0 when it could not be prepared

    // Whether this build may read through SQLite's C interface at all.
    static bool hasFastPath();

private:
    bool openFast(const Database &database, QByteArrayView sql);
    void openQtSql(const Database &database, QByteArrayView sql);

    RowSource m_source = RowSource::QtSql;
    sqlite3_stmt *m_statement = nullptr;
    std::unique_ptr<QSqlQuery> m_query;                    // the Qt SQL source
    mutable std::vector<std::optional<QByteArray>> m_utf8; // Qt SQL: each column's text, kept until next()
    QString m_error;
};

// The sqlite3 handle behind the project's Qt connection, or nullptr when its driver is another (the
// server's). Only for RowReader and RowWriter, and only where hasFastPath() says it is safe.
sqlite3 *sqliteHandleOf(const Database &database);

// Row id -> position in the arrays a bulk read fills, -1 when absent. Row ids are SQLite's, dense
// from 1, so a vector indexed by id is the cheapest lookup for a million rows; ids too large for
// that go to a hash.
class RowIdIndex
{
public:
    void insert(qint64 id, int index)
    {
        if (id < 0 || id > (qint64(1) << 26)) {
            m_sparse.insert(id, index);
            return;
        }
        if (size_t(id) >= m_dense.size()) {
            m_dense.resize(std::max(size_t(id) + 1, m_dense.size() * 2), -1);
        }
        m_dense[size_t(id)] = index;
    }
    int value(qint64 id) const
    {
        if (id >= 0 && size_t(id) < m_dense.size()) {
            return m_dense[size_t(id)];
        }
        return m_sparse.value(id, -1);
    }

private:
    std::vector<int> m_dense;
    QHash<qint64, int> m_sparse;
};

} // namespace Errata
