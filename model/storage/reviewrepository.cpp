// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/reviewrepository.h"
#include "model/storage/bulkrepository.h"
#include "model/domain/storedtime.h"

using namespace Qt::StringLiterals;

namespace Errata {

bool ReviewRepository::add(ReviewEvent &event)
{
    const QString stamp = event.at.isValid() ? StoredTime::format(event.at) : now();
    Statement query;
    const QVariant span = event.spanId == 0 ? sqlNull() : QVariant(event.spanId);
    if (!run(query, uR"(INSERT INTO review_event (assignment_id, span_id, author_id, kind, body, created_at)
                        VALUES (?, ?, ?, ?, ?, ?) RETURNING id)"_s,
             {event.assignmentId, span, event.authorId, reviewEventKindKey(event.kind), event.body, stamp})
        || !firstRow(query)) {
        return false;
    }
    event.id = query->value(0).toLongLong();
    query->finish(); // ends the statement, so the insert commits now
    event.at = parseTime(stamp);
    return true;
}

bool ReviewRepository::restore(const QList<ReviewEvent> &events)
{
    return insertRows(BulkRepository::head(BulkRepository::Table::ReviewEvent), rowsOf(events));
}

QList<QVariantList> ReviewRepository::rowsOf(const QList<ReviewEvent> &events)
{
    QList<QVariantList> rows;
    rows.reserve(events.size());
    for (const ReviewEvent &event : events) {
        const QString stamp = event.at.isValid() ? StoredTime::format(event.at) : now();
        rows << QVariantList{event.assignmentId, event.spanId == 0 ? sqlNull() : QVariant(event.spanId),
                             event.authorId,     reviewEventKindKey(event.kind),
                             event.body,         stamp};
    }
    return rows;
}

QList<ReviewEvent> ReviewRepository::forAssignment(qint64 assignmentId)
{
    return select(u"WHERE assignment_id = ?"_s, {assignmentId});
}

QList<ReviewEvent> ReviewRepository::all()
{
    return select(QString(), {});
}

QList<ReviewEvent> ReviewRepository::select(const QString &condition, const QVariantList &values)
{
    QList<ReviewEvent> events;
    Statement query;
    if (!run(query, uR"(SELECT id, coalesce(span_id, 0), author_id, kind, body, created_at, assignment_id
                        FROM review_event %1 ORDER BY id)"_s.arg(condition),
             values)) {
        return events;
    }
    while (query->next()) {
        ReviewEvent event{
            query->value(0).toLongLong(),         query->value(6).toLongLong(), query->value(1).toLongLong(),
            query->value(2).toLongLong(),         ReviewEventKind::Comment,     query->value(4).toString(),
            parseTime(query->value(5).toString())};
        reviewEventKindFromKey(query->value(3).toString(), &event.kind);
        events << event;
    }
    return events;
}

qint64 ReviewRepository::count()
{
    Statement query;
    return run(query, u"SELECT count(*) FROM review_event"_s) && query->next() ? query->value(0).toLongLong() : -1;
}

} // namespace Errata
