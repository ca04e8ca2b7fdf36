// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/tablecopy.h"

#include "model/storage/database.h"
#include "model/storage/repository.h"
#include "model/storage/rowwriter.h"
#include "model/storage/sqldialect.h"

#include <QScopeGuard>
#include <QSqlRecord>

using namespace Qt::StringLiterals;

namespace Errata::TableCopy {
namespace {

// Rows in a fixed order, so that a copy is made the same way every time; taxonomy_node refers to
// itself, so its parents (level 1) go first.
QString orderOf(const QString &table)
{
    if (table == "taxonomy_node"_L1) return u"level, node_key"_s;
    return u"1, 2"_s; // every table's first two columns identify its row
}

bool copyTable(Database &from, Database &to, const QString &table, QString *error)
{
    QSqlQuery source(from.connection());
    source.setForwardOnly(true);
    if (!source.exec(u"SELECT * FROM %1 ORDER BY %2"_s.arg(table, orderOf(table)))) {
        *error = u"%1: %2"_s.arg(table, reasonText(source.lastError()));
        return false;
    }
    const QSqlRecord record = source.record();
    QStringList columns;
    for (int i = 0; i < record.count(); ++i) columns << record.fieldName(i);
    const QString head = u"%1 (%2)"_s.arg(table, columns.join(u", "_s));
    RowWriter writer(&to);
    QList<QVariantList> rows;
    const auto flush = [&] {
        const bool ok = rows.isEmpty() || writer.insert(head, rows);
        if (!ok) *error = u"%1: %2"_s.arg(table, reasonText(writer.lastError()));
        rows.clear();
        return ok;
    };
    while (source.next()) {
        QVariantList row;
        row.reserve(columns.size());
        // RowWriter writes a null text as '' (its callers' empty fields); a NULL stays NULL here.
        for (int i = 0; i < columns.size(); ++i) row << (source.isNull(i) ? sqlNull() : source.value(i));
        rows << row;
        if (rows.size() == 4096 && !flush()) return false;
    }
    return flush();
}

// The ids the source would hand out next, so that the target never reuses one the source deleted.
bool continueIds(Database &from, Database &to, const QString &table, QString *error)
{
    QSqlQuery next(from.connection());
    const QString peek =
        from.backend() == Backend::Postgres ? ServerDialect::peekNextIdQuery(table) : SqlDialect::nextIdQuery(table);
    if (!next.exec(peek) || !next.next()) {
        *error = u"%1: %2"_s.arg(table, reasonText(next.lastError()));
        return false;
    }
    const qint64 id = next.value(0).toLongLong();
    QSqlQuery set(to.connection());
    // sqlite_sequence has no key on its name: the row is replaced by hand.
    const bool done = to.backend() == Backend::Postgres
        ? set.exec(ServerDialect::setNextIdQuery(table, id))
        : set.exec(u"DELETE FROM sqlite_sequence WHERE name = '%1'"_s.arg(table))
            && set.exec(u"INSERT INTO sqlite_sequence (name, seq) VALUES ('%1', %2)"_s.arg(table).arg(id - 1));
    if (!done) {
        *error = u"%1: %2"_s.arg(table, reasonText(set.lastError()));
        return false;
    }
    return true;
}

// A server's row triggers (append-only guards, ids that follow explicit ones) are off while a new
// database is filled in one transaction: they would check a million rows one at a time, and the copy
// sets the next ids itself (continueIds). Only the owner may, and only the owner copies.
bool setTriggers(Database &to, const QString &state, QString *error)
{
    if (to.backend() != Backend::Postgres) return true;
    QSqlQuery alter(to.connection());
    for (const QString &table : tables()) {
        if (!alter.exec(u"ALTER TABLE %1 %2 TRIGGER USER"_s.arg(table, state))) {
            *error = u"%1: %2"_s.arg(table, reasonText(alter.lastError()));
            return false;
        }
    }
    return true;
}

} // namespace

const QStringList &tables()
{
    static const QStringList all{
        u"project_setting"_s,
        u"taxonomy_node"_s,
        u"taxonomy_text"_s,
        u"severity"_s,
        u"person"_s,
        u"item"_s,
        u"item_metadata"_s,
        u"layer"_s,
        u"assignment"_s,
        u"span"_s,
        u"span_link"_s,
        u"judgement"_s,
        u"review_event"_s,
        u"history"_s,
        u"merge_conflict"_s,
        u"layer_snapshot"_s,
        u"training_item"_s,
        u"attention_check"_s,
        u"qualification_result"_s,
        u"qualification_breakdown"_s,
        u"suggestion"_s,
        u"metric_score"_s,
        u"action_log"_s,
        u"web_link"_s,
    };
    return all;
}

bool copyAll(Database &from, Database &to, QString *error)
{
    static const QStringList numbered{
        u"person"_s,     u"item"_s,         u"layer"_s,   u"assignment"_s,     u"span"_s,
        u"span_link"_s,  u"review_event"_s, u"history"_s, u"merge_conflict"_s, u"qualification_result"_s,
        u"suggestion"_s, u"action_log"_s,   u"web_link"_s};
    // Every table read from one snapshot: a live server's tables change while they are copied.
    QSqlQuery snapshot(from.connection());
    snapshot.exec(from.backend() == Backend::Postgres ? u"BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"_s
                                                      : u"BEGIN"_s);
    const auto endSnapshot = qScopeGuard([&] { snapshot.exec(u"COMMIT"_s); });
    Transaction transaction(&to);
    if (!setTriggers(to, u"DISABLE"_s, error)) return false;
    for (const QString &table : tables()) {
        if (!copyTable(from, to, table, error)) return false;
    }
    if (!setTriggers(to, u"ENABLE"_s, error)) return false;
    for (const QString &table : numbered) {
        if (!continueIds(from, to, table, error)) return false;
    }
    if (!transaction.commit()) {
        *error = to.lastError();
        return false;
    }
    // A server plans by its statistics, which a freshly filled database lacks until autovacuum comes
    // round: agreement's read of finished layers took 0.71 s on scarecrow before ANALYZE, 0.03 s after.
    // Errata's tables only: a database-wide ANALYZE by a role that is not a superuser warns once for
    // each system catalog it may not analyze (48 lines).
    QSqlQuery analyze(to.connection());
    if (to.backend() == Backend::Postgres && !analyze.exec(u"ANALYZE "_s + tables().join(u", "_s))) {
        *error = u"ANALYZE: "_s + reasonText(analyze.lastError());
        return false;
    }
    return true;
}

} // namespace Errata::TableCopy
