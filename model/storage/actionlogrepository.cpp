// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/actionlogrepository.h"

#include "model/domain/storedtime.h"

using namespace Qt::StringLiterals;

namespace Errata {

namespace {
QVariantList rowOf(const ActionEvent &event, const QString &stamp)
{
    return {event.assignmentId, actionKindKey(event.kind), event.spanId == 0 ? sqlNull() : QVariant(event.spanId),
            event.detail, stamp};
}
} // namespace

bool ActionLogRepository::append(ActionEvent &event)
{
    const QString stamp = event.at.isValid() ? StoredTime::format(event.at) : now();
    Statement query;
    if (!run(query, uR"(INSERT INTO action_log (assignment_id, kind, span_id, detail, created_at)
                        VALUES (?, ?, ?, ?, ?) RETURNING id)"_s,
             rowOf(event, stamp))
        || !firstRow(query)) {
        return false;
    }
    event.id = query->value(0).toLongLong();
    query->finish(); // ends the statement, so the insert commits now
    event.at = parseTime(stamp);
    return true;
}

bool ActionLogRepository::restore(const QList<ActionEvent> &events)
{
    QList<QVariantList> rows;
    rows.reserve(events.size());
    for (const ActionEvent &event : events) rows << rowOf(event, StoredTime::format(event.at));
    return insertRows(u"action_log (assignment_id, kind, span_id, detail, created_at)"_s, rows);
}

QList<ActionEvent> ActionLogRepository::forAssignment(qint64 assignmentId)
{
    return select(u"WHERE assignment_id = ?"_s, {assignmentId});
}

QList<ActionEvent> ActionLogRepository::all()
{
    return select(QString(), {});
}

QList<ActionEvent> ActionLogRepository::select(const QString &condition, const QVariantList &values)
{
    QList<ActionEvent> events;
    Statement query;
    if (!run(query, uR"(SELECT id, assignment_id, kind, coalesce(span_id, 0), detail, created_at
                        FROM action_log %1 ORDER BY assignment_id, id)"_s.arg(condition),
             values)) {
        return events;
    }
    while (query->next()) {
        ActionEvent event{query->value(0).toLongLong(), query->value(1).toLongLong(),
                          ActionKind::Opened,           query->value(3).toLongLong(),
                          query->value(4).toString(),   parseTime(query->value(5).toString())};
        actionKindFromKey(query->value(2).toString(), &event.kind);
        events << event;
    }
    return events;
}

qint64 ActionLogRepository::count()
{
    Statement query;
    return run(query, u"SELECT count(*) FROM action_log"_s) && query->next() ? query->value(0).toLongLong() : -1;
}

} // namespace Errata
