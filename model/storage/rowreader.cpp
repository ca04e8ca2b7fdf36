// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/rowreader.h"
#include "model/storage/storageerror.h"

#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <sqlite3.h>

namespace Errata {
// Qt's SQLite driver hands out its sqlite3 handle as a QVariant of type "sqlite3*".
sqlite3 *sqliteHandleOf(const Database &database)
{
    const QVariant handle = database.connection().driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0) {
        return nullptr;
    }
    return *static_cast<sqlite3 *const *>(handle.constData());
}

bool RowReader::hasFastPath()
{
#ifdef ERRATA_SQLITE_FAST_PATH
    return true;
#else
    return false;
#endif
}

RowReader::RowReader(const Database &database, QByteArrayView sql)
{
    if (!database.isOpen()) {
        m_error = tr("The project is not open.");
        return;
    }
    if (!hasFastPath() || database.rowSource() == RowSource::QtSql || !openFast(database, sql)) {
        if (m_error.isEmpty()) {
            openQtSql(database, sql);
        }
    }
}

bool RowReader::openFast(const Database &database, QByteArrayView sql)
{
    sqlite3 *handle = sqliteHandleOf(database);
    if (!handle) {
        return false; // another driver: plain Qt SQL
    }
    if (sqlite3_prepare_v2(handle, sql.data(), int(sql.size()), &m_statement, nullptr) != SQLITE_OK) {
        m_error = tr("Could not read the project: %1").arg(QString::fromUtf8(sqlite3_errmsg(handle)));
        sqlite3_finalize(m_statement);
        m_statement = nullptr;
        return false;
    }
    m_source = RowSource::Fastest;
    return true;
}

void RowReader::openQtSql(const Database &database, QByteArrayView sql)
{
    m_query = std::make_unique<QSqlQuery>(database.connection());
    m_query->setForwardOnly(database.streamsRows());
    if (!m_query->exec(database.ported(QString::fromUtf8(sql)))) {
        m_error = tr("Could not read the project: %1").arg(reasonText(m_query->lastError()));
        m_query.reset();
    }
}

RowReader::~RowReader()
{
    sqlite3_finalize(m_statement); // a no-op on nullptr
}

bool RowReader::next()
{
    if (m_query) {
        m_utf8.clear();
        if (m_query->next()) {
            return true;
        }
        if (m_query->lastError().type() != QSqlError::NoError) {
            m_error = tr("Could not read the project: %1").arg(reasonText(m_query->lastError()));
        }
        m_query.reset(); // done: release the read snapshot at once
        return false;
    }
    if (!m_statement) {
        return false;
    }
    const int result = sqlite3_step(m_statement);
    if (result == SQLITE_ROW) {
        return true;
    }
    if (result != SQLITE_DONE) {
        m_error =
            tr("Could not read the project: %1").arg(QString::fromUtf8(sqlite3_errmsg(sqlite3_db_handle(m_statement))));
    }
    sqlite3_finalize(m_statement); // done: release the read snapshot at once
    m_statement = nullptr;
    return false;
}

qint64 RowReader::integer(int column) const
{
    return m_query ? m_query->value(column).toLongLong() : sqlite3_column_int64(m_statement, column);
}

double RowReader::real(int column) const
{
    return m_query ? m_query->value(column).toDouble() : sqlite3_column_double(m_statement, column);
}

bool RowReader::isNull(int column) const
{
    return m_query ? m_query->isNull(column) : sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}

QByteArrayView RowReader::utf8(int column) const
{
    if (m_query) {
        if (size_t(column) >= m_utf8.size()) {
            m_utf8.resize(size_t(column) + 1);
        }
        std::optional<QByteArray> &bytes = m_utf8[size_t(column)]; // once a row: earlier views stay valid
        if (!bytes) {
            bytes = m_query->value(column).toString().toUtf8();
        }
        return *bytes;
    }
    // text first, then bytes: the order SQLite's documentation asks for.
    const auto *data = reinterpret_cast<const char *>(sqlite3_column_text(m_statement, column));
    return {data, sqlite3_column_bytes(m_statement, column)};
}

int RowReader::columns() const
{
    if (m_query) return m_query->record().count();
    return m_statement ? sqlite3_column_count(m_statement) : 0;
}

QString RowReader::text(int column) const
{
    return m_query ? m_query->value(column).toString() : QString::fromUtf8(utf8(column));
}

} // namespace Errata
