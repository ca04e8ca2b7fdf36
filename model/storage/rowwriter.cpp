// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/rowwriter.h"

#include "model/storage/rowreader.h"
#include "model/storage/storageerror.h"

#include <QSqlError>
#include <QSqlQuery>

#include <sqlite3.h>

namespace Errata {
RowWriter::RowWriter(const Database &database, QByteArrayView sql)
{
    if (sqlite3 *handle = RowReader::fastHandle(database)) {
        if (sqlite3_prepare_v2(handle, sql.data(), int(sql.size()), &m_statement, nullptr) != SQLITE_OK) {
            m_error = tr("Could not write to the project: %1").arg(QString::fromUtf8(sqlite3_errmsg(handle)));
        }
        return;
    }
    m_query = std::make_unique<QSqlQuery>(database.connection());
    if (!m_query->prepare(QString::fromUtf8(sql))) {
        m_error = tr("Could not write to the project: %1").arg(reasonText(m_query->lastError()));
    }
}

RowWriter::~RowWriter()
{
    sqlite3_finalize(m_statement); // a no-op on nullptr
}

void RowWriter::bindInteger(int column, qint64 value)
{
    if (m_statement) {
        sqlite3_bind_int64(m_statement, column + 1, value);
    } else {
        m_values.resize(std::max<qsizetype>(m_values.size(), column + 1));
        m_values[column] = value;
    }
}

void RowWriter::bindReal(int column, double value)
{
    if (m_statement) {
        sqlite3_bind_double(m_statement, column + 1, value);
    } else {
        m_values.resize(std::max<qsizetype>(m_values.size(), column + 1));
        m_values[column] = value;
    }
}

void RowWriter::bindText(int column, const QString &text)
{
    if (m_statement) {
        // UTF-16 as QString holds it; SQLite copies it (SQLITE_TRANSIENT), so the QString may go. A null
        // QString binds as '' as on the Qt SQL path, never as NULL.
        static const char16_t empty[] = u"";
        const void *data = text.isNull() ? static_cast<const void *>(empty) : static_cast<const void *>(text.utf16());
        sqlite3_bind_text16(m_statement, column + 1, data, int(text.size() * 2), SQLITE_TRANSIENT);
    } else {
        m_values.resize(std::max<qsizetype>(m_values.size(), column + 1));
        m_values[column] = text.isNull() ? QString(u""_qs) : text; // a null QString would bind NULL
    }
}

void RowWriter::bindNull(int column)
{
    if (m_statement) {
        sqlite3_bind_null(m_statement, column + 1);
    } else {
        m_values.resize(std::max<qsizetype>(m_values.size(), column + 1));
        m_values[column] = QVariant(QMetaType::fromType<QString>());
    }
}

void RowWriter::bindOptional(int column, const std::optional<QString> &text)
{
    text ? bindText(column, *text) : bindNull(column);
}

void RowWriter::bindOptional(int column, const std::optional<double> &value)
{
    value ? bindReal(column, *value) : bindNull(column);
}

void RowWriter::bindValue(int column, const QVariant &value)
{
    if (value.isNull()) {
        // Qt SQL binds a null QString as NULL too, and Repository::run() has always bound it as ''.
        value.typeId() == QMetaType::QString ? bindText(column, QString()) : bindNull(column);
        return;
    }
    switch (value.typeId()) {
    case QMetaType::Bool:
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Long:
    case QMetaType::LongLong:
    case QMetaType::ULongLong: bindInteger(column, value.toLongLong()); return;
    case QMetaType::Double:
    case QMetaType::Float: bindReal(column, value.toDouble()); return;
    default: bindText(column, value.toString());
    }
}

bool RowWriter::insert()
{
    if (!ok()) {
        return false;
    }
    if (m_statement) {
        const int result = sqlite3_step(m_statement);
        sqlite3_reset(m_statement);
        if (result != SQLITE_DONE) {
            m_error = tr("Could not write to the project: %1")
                          .arg(QString::fromUtf8(sqlite3_errmsg(sqlite3_db_handle(m_statement))));
            return false;
        }
        return true;
    }
    for (qsizetype i = 0; i < m_values.size(); ++i) {
        m_query->bindValue(int(i), m_values.at(i));
    }
    if (!m_query->exec()) {
        m_error = tr("Could not write to the project: %1").arg(reasonText(m_query->lastError()));
        return false;
    }
    return true;
}

} // namespace Errata
