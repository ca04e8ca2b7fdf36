// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/rowwriter.h"

#include "model/storage/rowreader.h"
#include "model/storage/statement.h"

#include <QSqlQuery>

#include <sqlite3.h>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// A failure of SQLite's, as Qt's driver would have reported it (the code is what StorageError reads).
QSqlError sqliteError(sqlite3 *handle)
{
    return QSqlError(u"Unable to execute statement"_s, QString::fromUtf8(sqlite3_errmsg(handle)),
                     QSqlError::StatementError, QString::number(sqlite3_extended_errcode(handle)));
}

// One value by its type, as Qt's SQLite driver binds it. Texts and bytes are bound without a copy:
// they live in the caller's rows until the statement has run.
int bindValue(sqlite3_stmt *statement, int index, const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::QString: {
        const QString &text = *static_cast<const QString *>(value.constData());
        static const char16_t empty = 0; // a null QString is stored as '', as Repository::run does
        const void *data = text.isNull() ? static_cast<const void *>(&empty) : text.utf16();
        return sqlite3_bind_text16(statement, index, data, int(text.size() * 2), SQLITE_STATIC);
    }
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Bool:
    case QMetaType::LongLong: return sqlite3_bind_int64(statement, index, value.toLongLong());
    case QMetaType::Double: return sqlite3_bind_double(statement, index, value.toDouble());
    case QMetaType::QByteArray: {
        const QByteArray &bytes = *static_cast<const QByteArray *>(value.constData());
        if (bytes.isNull()) return sqlite3_bind_null(statement, index);
        return sqlite3_bind_blob(statement, index, bytes.constData(), int(bytes.size()), SQLITE_STATIC);
    }
    case QMetaType::UnknownType:
    case QMetaType::Nullptr: return sqlite3_bind_null(statement, index);
    default: {
        if (value.metaType() == QMetaType::fromType<Utf8Text>()) {
            const QByteArray &bytes = static_cast<const Utf8Text *>(value.constData())->bytes;
            return sqlite3_bind_text(statement, index, bytes.isNull() ? "" : bytes.constData(), int(bytes.size()),
                                     SQLITE_STATIC);
        }
        const QString text = value.toString();
        return sqlite3_bind_text16(statement, index, text.utf16(), int(text.size() * 2), SQLITE_TRANSIENT);
    }
    }
}

struct Finalizer
{
    void operator()(sqlite3_stmt *statement) const { sqlite3_finalize(statement); }
};
using StatementHandle = std::unique_ptr<sqlite3_stmt, Finalizer>;

} // namespace

QString RowWriter::statementOf(const QString &head, qsizetype columns, qsizetype rows)
{
    const QString tuple = u"("_s + QStringList(columns, u"?"_s).join(u", "_s) + u")"_s;
    return u"INSERT INTO "_s + head + u" VALUES "_s + QStringList(rows, tuple).join(u", "_s);
}

bool RowWriter::insert(const QString &head, const QList<QVariantList> &rows)
{
    m_error = {};
    if (rows.isEmpty()) return true;
    const bool fast =
        RowReader::hasFastPath() && m_database->rowSource() == RowSource::Fastest && sqliteHandleOf(*m_database);
    m_source = fast ? RowSource::Fastest : RowSource::QtSql;
    return fast ? insertInto(sqliteHandleOf(*m_database), head, rows, &m_error) : insertQtSql(head, rows);
}

bool RowWriter::insertInto(sqlite3 *handle, const QString &head, const QList<QVariantList> &rows, QSqlError *error)
{
    if (rows.isEmpty()) return true;
    const qsizetype columns = rows.first().size();
    StatementHandle full, rest;
    for (qsizetype start = 0; start < rows.size(); start += Batch) {
        const qsizetype count = std::min(Batch, rows.size() - start);
        StatementHandle &statement = count == Batch ? full : rest;
        if (!statement) {
            const QByteArray sql = statementOf(head, columns, count).toUtf8();
            sqlite3_stmt *prepared = nullptr;
            if (sqlite3_prepare_v2(handle, sql.constData(), int(sql.size()), &prepared, nullptr) != SQLITE_OK) {
                *error = sqliteError(handle);
                sqlite3_finalize(prepared);
                return false;
            }
            statement.reset(prepared);
        }
        if (!runFast(statement.get(), rows, start, count)) {
            *error = sqliteError(handle);
            return false;
        }
    }
    return true;
}

bool RowWriter::runFast(sqlite3_stmt *statement, const QList<QVariantList> &rows, qsizetype start, qsizetype count)
{
    sqlite3_reset(statement);
    int index = 1;
    for (qsizetype row = start; row < start + count; ++row) {
        for (const QVariant &value : rows.at(row)) {
            if (bindValue(statement, index++, value) != SQLITE_OK) return false;
        }
    }
    return sqlite3_step(statement) == SQLITE_DONE;
}

bool RowWriter::insertQtSql(const QString &head, const QList<QVariantList> &rows)
{
    const qsizetype columns = rows.first().size();
    for (qsizetype start = 0; start < rows.size(); start += Batch) {
        const qsizetype count = std::min(Batch, rows.size() - start);
        Statement query;
        if (!m_database->borrowStatement(statementOf(head, columns, count), &query, &m_error)) {
            return false;
        }
        for (qsizetype row = start; row < start + count; ++row) {
            for (const QVariant &value : rows.at(row)) {
                const bool nullText = value.typeId() == QMetaType::QString && value.toString().isNull();
                query->addBindValue(nullText ? QVariant(u""_s) : value);
            }
        }
        if (!query->exec()) {
            m_error = query->lastError();
            return false;
        }
    }
    return true;
}

} // namespace Errata
