// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/assignmentrepository.h"
#include "model/storage/bulkrepository.h"
#include "model/domain/storedtime.h"

#include "model/storage/database.h"
#include "model/storage/sqldialect.h"

#include "model/domain/spansnapshot.h"
#include "model/storage/permissions.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {
QVariant nullIfZero(qint64 id)
{
    return id == 0 ? sqlNull() : QVariant(id);
}

// The values of the plan's INSERT: the first new id, the stride (twice) and the plan as one JSON array
// of numbers, each item id × stride + annotator id. For a 300,000-row plan (study_bench) binding three
// values a row took 1.0 s through Qt and still 0.1 s more than this through RowWriter. (json_each is
// SQLite's; the server takes json_array_elements_text.) In item order, so that every
// index on the three tables grows at its end instead of being written all over (4.0 → 2.7 s).
QVariantList planValues(qint64 first, const QList<std::pair<qint64, qint64>> &itemAndAnnotator)
{
    QList<std::pair<qint64, qint64>> ordered = itemAndAnnotator;
    std::sort(ordered.begin(), ordered.end());
    qint64 stride = 1;
    for (const auto &pair : std::as_const(ordered)) stride = std::max(stride, pair.second + 1);
    QByteArray json;
    json.reserve(ordered.size() * 10 + 2);
    json += '[';
    for (const auto &[itemId, annotatorId] : std::as_const(ordered)) {
        if (json.size() > 1) json += ',';
        json += QByteArray::number(itemId * stride + annotatorId);
    }
    json += ']';
    return {first, stride, stride, QString::fromLatin1(json)};
}
} // namespace

bool AssignmentRepository::create(Assignment &assignment, qint64 creatorId)
{
    if (const QString refusal = Permissions::coordinatorRefusal(m_database, creatorId, tr("assign items"));
        !refusal.isEmpty()) {
        return fail(refusal);
    }
    Transaction transaction(m_database);
    Statement query;
    if (!run(query, u"INSERT INTO layer (item_id, kind, person_id) VALUES (?, 'annotator', ?)"_s,
             {assignment.itemId, assignment.annotatorId})
        || !run(query, uR"(INSERT INTO assignment (item_id, annotator_id, state, iteration)
                           VALUES (?, ?, 'new', 0) RETURNING id)"_s,
                {assignment.itemId, assignment.annotatorId})
        || !firstRow(query)) {
        return false;
    }
    const qint64 id = query->value(0).toLongLong();
    query->finish();
    if (!appendHistory({0, id, creatorId, u"create"_s, QString(), assignmentStateKey(AssignmentState::New), 0, {}, {}})
        || !transaction.commit()) {
        return m_lastError.isEmpty() ? failCommit(tr("Could not create the assignment.")) : false;
    }
    assignment.id = id;
    assignment.state = AssignmentState::New;
    return true;
}

bool AssignmentRepository::createMany(const QList<std::pair<qint64, qint64>> &itemAndAnnotator, qint64 creatorId)
{
    if (const QString refusal = Permissions::coordinatorRefusal(m_database, creatorId, tr("assign items"));
        !refusal.isEmpty()) {
        return fail(refusal);
    }
    Transaction transaction(m_database);
    Statement next;
    if (!run(next, SqlDialect::nextIdQuery(m_database->backend(), u"assignment"_s, itemAndAnnotator.size()))
        || !firstRow(next)) {
        return false;
    }
    const qint64 first = next->value(0).toLongLong();
    // Only this plan's rows: on a team server others may be adding assignments at the same time.
    const qint64 last = first + itemAndAnnotator.size() - 1;
    next->finish();
    // Only the plan is bound, as one text; the rows of the three tables are made from it in SQL.
    Statement derive;
    const QString plan = m_database->backend() == Backend::Postgres
        ? u"INSERT INTO assignment (id, item_id, annotator_id) SELECT ?::bigint + n - 1, v::bigint / ?::bigint, "
          u"v::bigint % ?::bigint FROM json_array_elements_text(?::json) WITH ORDINALITY AS plan (v, n)"_s
        : u"INSERT INTO assignment (id, item_id, annotator_id) SELECT ? + key, value / ?, value % ? FROM json_each(?)"_s;
    if (!run(derive, plan, planValues(first, itemAndAnnotator))
        || !run(derive, uR"(INSERT INTO layer (item_id, kind, person_id)
                            SELECT item_id, 'annotator', annotator_id FROM assignment WHERE id BETWEEN ? AND ?
                            ORDER BY id)"_s,
                {first, last})
        || !run(derive,
                uR"(INSERT INTO history (assignment_id, actor_id, action, to_state, iteration, reason, created_at)
                            SELECT id, ?, 'create', 'new', 0, '', ? FROM assignment WHERE id BETWEEN ? AND ?
                            ORDER BY id)"_s,
                {creatorId, now(), first, last})) {
        return false;
    }
    return transaction.commit() || failCommit(tr("Could not save the assignments."));
}

std::optional<Assignment> AssignmentRepository::find(qint64 id)
{
    const QList<Assignment> found = select(u"WHERE id = ?"_s, {id});
    return found.isEmpty() ? std::nullopt : std::optional<Assignment>(found.first());
}

QList<Assignment> AssignmentRepository::all()
{
    return select(QString(), {});
}

QList<Assignment> AssignmentRepository::ofAnnotators(const QList<qint64> &people)
{
    if (people.isEmpty()) return {};
    QVariantList values;
    for (const qint64 person : people) values << person;
    return select(u"WHERE annotator_id IN (%1)"_s.arg(QStringList(people.size(), u"?"_s).join(u", "_s)), values);
}

QSet<qint64> AssignmentRepository::annotatorIds()
{
    QSet<qint64> ids;
    Statement query;
    if (run(query, u"SELECT DISTINCT annotator_id FROM assignment"_s)) {
        while (query->next()) ids.insert(query->value(0).toLongLong());
    }
    return ids;
}

QList<Assignment> AssignmentRepository::forItem(qint64 itemId)
{
    return select(u"WHERE item_id = ?"_s, {itemId});
}

QMap<AssignmentState, qint64> AssignmentRepository::countByState()
{
    QMap<AssignmentState, qint64> counts;
    Statement query;
    if (run(query, u"SELECT state, count(*) FROM assignment GROUP BY state"_s)) {
        while (query->next()) {
            AssignmentState state;
            if (assignmentStateFromKey(query->value(0).toString(), &state)) {
                counts.insert(state, query->value(1).toLongLong());
            }
        }
    }
    return counts;
}

bool AssignmentRepository::perform(qint64 assignmentId, WorkflowAction action, qint64 actorId, const QString &reason)
{
    Transaction transaction(m_database);
    const std::optional<Assignment> assignment = find(assignmentId);
    PersonRepository people(m_database);
    const std::optional<Person> actor = people.find(actorId);
    if (!assignment || !actor) {
        return fail(tr("No such assignment or person."));
    }
    const TransitionCheck check =
        checkTransition(assignment->state, action, actor->roles, assignment->annotatorId == actorId, reason);
    if (!check.to) {
        return fail(check.error);
    }
    const int iteration = assignment->iteration + (action == WorkflowAction::Submit ? 1 : 0);
    if (action == WorkflowAction::Submit && !saveSnapshot(*assignment, iteration)) {
        return false;
    }
    const qint64 reviewer = *check.to == AssignmentState::InReview ? actorId
        : *check.to == AssignmentState::Submitted                  ? 0
                                                                   : assignment->reviewerId;
    const QVariant discardReason = action == WorkflowAction::Discard ? QVariant(reason) : sqlNull();
    Statement query;
    if (!run(query,
             u"UPDATE assignment SET state = ?, iteration = ?, reviewer_id = ?, discard_reason = ? WHERE id = ?"_s,
             {assignmentStateKey(*check.to), iteration, nullIfZero(reviewer), discardReason, assignmentId})
        || !appendHistory({0,
                           assignmentId,
                           actorId,
                           workflowActionKey(action),
                           assignmentStateKey(assignment->state),
                           assignmentStateKey(*check.to),
                           iteration,
                           reason,
                           {}})) {
        return false;
    }
    return transaction.commit() || failCommit(tr("Could not save the state change."));
}

bool AssignmentRepository::saveSnapshot(const Assignment &assignment, int iteration)
{
    SpanRepository spans(m_database);
    const std::optional<qint64> layer = spans.annotatorLayer(assignment.itemId, assignment.annotatorId);
    const QByteArray json = SpanSnapshot::toJson(layer ? spans.spansOfLayer(*layer) : QList<Span>());
    Statement query;
    return run(query, uR"(INSERT INTO layer_snapshot (assignment_id, iteration, spans_json, created_at)
                          VALUES (?, ?, ?, ?)
                          ON CONFLICT (assignment_id, iteration) DO UPDATE SET spans_json = excluded.spans_json)"_s,
               {assignment.id, iteration, QString::fromUtf8(json), now()});
}

std::optional<QList<Span>> AssignmentRepository::snapshot(qint64 assignmentId, int iteration)
{
    Statement query;
    if (!run(query, u"SELECT spans_json FROM layer_snapshot WHERE assignment_id = ? AND iteration = ?"_s,
             {assignmentId, iteration})
        || !query->next()) {
        return std::nullopt;
    }
    return SpanSnapshot::fromJson(query->value(0).toString().toUtf8());
}

bool AssignmentRepository::addTimeSpent(qint64 assignmentId, qint64 seconds)
{
    Statement query;
    return run(query, u"UPDATE assignment SET time_spent_seconds = time_spent_seconds + ? WHERE id = ?"_s,
               {seconds, assignmentId});
}

QList<HistoryEntry> AssignmentRepository::history(qint64 assignmentId)
{
    return selectHistory(u"WHERE assignment_id = ?"_s, {assignmentId});
}

QHash<qint64, QDateTime> AssignmentRepository::lastSubmitted()
{
    QHash<qint64, QDateTime> times;
    Statement query;
    if (run(query,
            u"SELECT assignment_id, max(created_at) FROM history WHERE action = 'submit' GROUP BY assignment_id"_s)) {
        while (query->next()) {
            times.insert(query->value(0).toLongLong(), parseTime(query->value(1).toString()));
        }
    }
    return times;
}

QHash<qint64, QDateTime> AssignmentRepository::lastActivity()
{
    QHash<qint64, QDateTime> times;
    Statement query;
    // Stored times are ISO 8601 in UTC, so the text order is the time order.
    if (run(query,
            uR"(SELECT a.id, max(coalesce((SELECT max(h.created_at) FROM history h WHERE h.assignment_id = a.id), ''),
                                    coalesce((SELECT max(s.modified_at) FROM layer l JOIN span s ON s.layer_id = l.id
                                              WHERE l.item_id = a.item_id AND l.person_id = a.annotator_id
                                                AND l.kind = 'annotator'), ''))
                       FROM assignment a)"_s)) {
        while (query->next()) {
            if (!query->value(1).toString().isEmpty()) {
                times.insert(query->value(0).toLongLong(), parseTime(query->value(1).toString()));
            }
        }
    }
    return times;
}

QList<HistoryEntry> AssignmentRepository::allHistory()
{
    return selectHistory(QString(), {});
}

QList<HistoryEntry> AssignmentRepository::selectHistory(const QString &condition, const QVariantList &values)
{
    QList<HistoryEntry> entries;
    Statement query;
    if (!run(query, uR"(SELECT id, assignment_id, actor_id, action, coalesce(from_state, ''), to_state, iteration,
                               reason, created_at
                        FROM history %1 ORDER BY id)"_s.arg(condition),
             values)) {
        return entries;
    }
    while (query->next()) {
        entries << HistoryEntry{
            query->value(0).toLongLong(), query->value(1).toLongLong(), query->value(2).toLongLong(),
            query->value(3).toString(),   query->value(4).toString(),   query->value(5).toString(),
            query->value(6).toInt(),      query->value(7).toString(),   parseTime(query->value(8).toString())};
    }
    return entries;
}

QList<Assignment> AssignmentRepository::select(const QString &condition, const QVariantList &values)
{
    QList<Assignment> result;
    Statement query;
    if (!run(query, uR"(SELECT id, item_id, annotator_id, state, iteration, time_spent_seconds,
                               coalesce(reviewer_id, 0), coalesce(discard_reason, '')
                        FROM assignment %1 ORDER BY item_id, annotator_id)"_s.arg(condition),
             values)) {
        return result;
    }
    while (query->next()) {
        Assignment assignment;
        assignment.id = query->value(0).toLongLong();
        assignment.itemId = query->value(1).toLongLong();
        assignment.annotatorId = query->value(2).toLongLong();
        assignmentStateFromKey(query->value(3).toString(), &assignment.state);
        assignment.iteration = query->value(4).toInt();
        assignment.timeSpentSeconds = query->value(5).toLongLong();
        assignment.reviewerId = query->value(6).toLongLong();
        assignment.discardReason = query->value(7).toString();
        result << assignment;
    }
    return result;
}

bool AssignmentRepository::appendHistory(const HistoryEntry &entry)
{
    Statement query;
    const QVariant from = entry.fromState.isEmpty() ? sqlNull() : QVariant(entry.fromState);
    const QString at = entry.at.isValid() ? StoredTime::format(entry.at) : now();
    return run(
        query, uR"(INSERT INTO history (assignment_id, actor_id, action, from_state, to_state, iteration,
                              reason, created_at)
                          VALUES (?, ?, ?, ?, ?, ?, ?, ?))"_s,
        {entry.assignmentId, entry.actorId, entry.action, from, entry.toState, entry.iteration, entry.reason, at});
}

bool AssignmentRepository::restoreHistory(const HistoryEntry &entry)
{
    return appendHistory(entry);
}

bool AssignmentRepository::restoreHistory(const QList<HistoryEntry> &entries)
{
    return insertRows(BulkRepository::head(BulkRepository::Table::History), historyRows(entries));
}

QList<QVariantList> AssignmentRepository::historyRows(const QList<HistoryEntry> &entries)
{
    QList<QVariantList> rows;
    rows.reserve(entries.size());
    for (const HistoryEntry &entry : entries) {
        const QVariant from = entry.fromState.isEmpty() ? sqlNull() : QVariant(entry.fromState);
        const QString at = entry.at.isValid() ? StoredTime::format(entry.at) : now();
        rows << QVariantList{entry.assignmentId, entry.actorId,   entry.action, from,
                             entry.toState,      entry.iteration, entry.reason, at};
    }
    return rows;
}

bool AssignmentRepository::restore(Assignment &assignment, qint64 *layerId)
{
    Transaction transaction(m_database);
    Statement query;
    if (!run(query, u"INSERT INTO layer (item_id, kind, person_id) VALUES (?, 'annotator', ?) RETURNING id"_s,
             {assignment.itemId, assignment.annotatorId})
        || !firstRow(query)) {
        return false;
    }
    *layerId = query->value(0).toLongLong();
    query->finish();
    const QVariant discardReason = assignment.discardReason.isEmpty() ? sqlNull() : QVariant(assignment.discardReason);
    if (!run(query, uR"(INSERT INTO assignment (item_id, annotator_id, state, iteration, time_spent_seconds,
                            reviewer_id, discard_reason) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id)"_s,
             {assignment.itemId, assignment.annotatorId, assignmentStateKey(assignment.state), assignment.iteration,
              assignment.timeSpentSeconds, nullIfZero(assignment.reviewerId), discardReason})
        || !firstRow(query)) {
        return false;
    }
    assignment.id = query->value(0).toLongLong();
    query->finish();
    return transaction.commit() || failCommit(tr("Could not restore the assignment."));
}

bool AssignmentRepository::overwrite(const Assignment &assignment)
{
    Statement query;
    const QVariant discardReason = assignment.discardReason.isEmpty() ? sqlNull() : QVariant(assignment.discardReason);
    return run(query, uR"(UPDATE assignment SET state = ?, iteration = ?, time_spent_seconds = ?, reviewer_id = ?,
                              discard_reason = ? WHERE id = ?)"_s,
               {assignmentStateKey(assignment.state), assignment.iteration, assignment.timeSpentSeconds,
                nullIfZero(assignment.reviewerId), discardReason, assignment.id});
}

} // namespace Errata
