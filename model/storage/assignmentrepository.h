// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/span.h"
#include "model/domain/records.h"
#include "model/storage/repository.h"

#include <QList>
#include <QDateTime>
#include <QHash>
#include <QMap>
#include <QSet>
#include <optional>

namespace Errata {

// Assignments (item × annotator) and their workflow. Every state change goes through perform(),
// which applies the rules of model/review/workflow.h and appends to the history in the same transaction.
class AssignmentRepository final : public Repository
{
public:
    using Repository::Repository;

    // Creates the assignment, the annotator's (empty) layer and a "create" history entry.
    // Coordinators only (model/storage/permissions.h): creatorId is who assigns.
    bool create(Assignment &assignment, qint64 creatorId);
    // Many new assignments at once (a study's plan), each with its empty layer and "create" entry,
    // in one transaction and a few statements per thousand rows. All or nothing.
    bool createMany(const QList<std::pair<qint64, qint64>> &itemAndAnnotator, qint64 creatorId);
    // Finished work brought in from elsewhere (an import): created directly in its final state,
    // submitted once, with an "import" entry in the history.
    // Returns the new layer's id through layerId when given.
    std::optional<Assignment> find(qint64 id);
    QList<Assignment> all();
    QList<Assignment> ofAnnotators(const QList<qint64> &people);
    QSet<qint64> annotatorIds(); // everyone with at least one assignment
    QList<Assignment> forItem(qint64 itemId);
    QMap<AssignmentState, qint64> countByState();

    bool perform(qint64 assignmentId, WorkflowAction action, qint64 actorId, const QString &reason = QString());
    bool addTimeSpent(qint64 assignmentId, qint64 seconds);
    // The layer as it was handed in at submission `iteration` (1, 2, …); nullopt when not kept.
    std::optional<QList<Span>> snapshot(qint64 assignmentId, int iteration);
    QList<HistoryEntry> history(qint64 assignmentId);
    QList<HistoryEntry> allHistory();         // every entry, in order: for export
    QHash<qint64, QDateTime> lastSubmitted(); // assignment id -> its latest submission
    // Assignment id -> the last sign of work on it: its latest workflow step or span edit (idle work).
    QHash<qint64, QDateTime> lastActivity();

    // Restoring saved work (errata-jsonl, work packages): the row is written as given, with its
    // layer, and no history entry; the caller restores the history with restoreHistory().
    bool restore(Assignment &assignment, qint64 *layerId);
    bool restoreHistory(const HistoryEntry &entry); // keeps entry.at
    // Many entries in few statements (an archive's whole history), in their order; each keeps its at.
    bool restoreHistory(const QList<HistoryEntry> &entries);
    static QList<QVariantList> historyRows(const QList<HistoryEntry> &entries); // BulkRepository::Table::History
    bool overwrite(const Assignment &assignment); // state, iteration, time, reviewer, discard reason

private:
    QList<Assignment> select(const QString &condition, const QVariantList &values);
    QList<HistoryEntry> selectHistory(const QString &condition, const QVariantList &values);
    bool appendHistory(const HistoryEntry &entry); // stamps now unless entry.at is set
    bool saveSnapshot(const Assignment &assignment, int iteration);
};

} // namespace Errata
