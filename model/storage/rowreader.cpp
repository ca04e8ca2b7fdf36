// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/rowreader.h"

#include "model/storage/database.h"

#include <QSqlDriver>

#include <sqlite3.h>

namespace Errata {
namespace {

// Qt's SQLite driver hands out its sqlite3 handle as a QVariant of type "sqlite3*".
sqlite3 *handleOf(const Database &database)
{
    const QVariant handle = database.connection().driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0) {
        return nullptr;
    }
    return *static_cast<sqlite3 *const *>(handle.constData());
}

} // namespace

RowReader::RowReader(const Database &database, QByteArrayView sql)
{
    sqlite3 *handle = handleOf(database);
    if (!handle) {
        m_error = tr("The project is not open.");
        return;
    }
    if (sqlite3_prepare_v2(handle, sql.data(), int(sql.size()), &m_statement, nullptr) != SQLITE_OK) {
        m_error = tr("Could not read the project: %1").arg(QString::fromUtf8(sqlite3_errmsg(handle)));
        sqlite3_finalize(m_statement);
        m_statement = nullptr;
    }
}

RowReader::~RowReader()
{
    sqlite3_finalize(m_statement); // a no-op on nullptr
}

bool RowReader::next()
{
    if (!m_statement) {
        return false;
    }
    const int result = sqlite3_step(m_statement);
    if (result == SQLITE_ROW) {
        return true;
    }
    if (result != SQLITE_DONE) {
        m_error = tr("Could not read the project: %1")
                      .arg(QString::fromUtf8(sqlite3_errmsg(sqlite3_db_handle(m_statement))));
    }
    sqlite3_finalize(m_statement); // done: release the read snapshot at once
    m_statement = nullptr;
    return false;
}

qint64 RowReader::integer(int column) const
{
    return sqlite3_column_int64(m_statement, column);
}

double RowReader::real(int column) const
{
    return sqlite3_column_double(m_statement, column);
}

bool RowReader::isNull(int column) const
{
    return sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}

QByteArrayView RowReader::utf8(int column) const
{
    // text first, then bytes: the order SQLite's documentation asks for.
    const auto *data = reinterpret_cast<const char *>(sqlite3_column_text(m_statement, column));
    return {data, sqlite3_column_bytes(m_statement, column)};
}

QString RowReader::text(int column) const
{
    return QString::fromUtf8(utf8(column));
}

} // namespace Errata
