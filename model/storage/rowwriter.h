// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/database.h"

#include <QCoreApplication>
#include <QString>
#include <QVariantList>

#include <memory>
#include <optional>

struct sqlite3_stmt;
class QSqlQuery;

namespace Errata {

// Writes the rows of one INSERT statement with one row of parameters, prepared once and run per
// row, on the project's own connection and inside the caller's transaction. The bulk writes' half of
// RowReader: where Qt's SQLite driver uses the system SQLite (ERRATA_SQLITE_FAST_PATH) values are
// bound straight through SQLite's C interface, without a QVariant per value or a statement text per
// batch (100,000 spans took 1.6 s through Qt SQL's batches); elsewhere through Qt SQL.
// Values are bound by column index (0-based) and kept until the next insert().
class RowWriter
{
    Q_DECLARE_TR_FUNCTIONS(RowWriter)
    Q_DISABLE_COPY_MOVE(RowWriter)
public:
    RowWriter(const Database &database, QByteArrayView sql);
    ~RowWriter();

    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }

    void bindInteger(int column, qint64 value);
    void bindReal(int column, double value);
    void bindText(int column, const QString &text);
    void bindNull(int column);
    void bindOptional(int column, const std::optional<QString> &text);
    void bindOptional(int column, const std::optional<double> &value);
    // A value as Qt SQL would bind it: null, whole numbers, reals, else its text.
    void bindValue(int column, const QVariant &value);
    // Runs the statement with the values bound since the last insert; false (error() says why) on failure.
    bool insert();

private:
    sqlite3_stmt *m_statement = nullptr;
    std::unique_ptr<QSqlQuery> m_query; // the Qt SQL path
    QVariantList m_values;              // its values, by column
    QString m_error;
};

} // namespace Errata
