// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/review/reviewqueue.h"

#include "model/project/project.h"
#include "model/storage/bulkrepository.h"

namespace Errata {

bool ReviewQueue::matches(const ReviewQueueRow &row, const ReviewQueueFilter &filter)
{
    return (filter.annotator.isEmpty() || row.annotator == filter.annotator)
           && (filter.iteration == 0 || row.iteration == filter.iteration)
           && (filter.metadataKey.isEmpty() || row.metadata.value(filter.metadataKey) == filter.metadataValue);
}

QList<ReviewQueueRow> ReviewQueue::load(Project &project, const ReviewQueueFilter &filter)
{
    QHash<qint64, QString> names;
    for (const Person &person : project.people().all()) names.insert(person.id, person.name);
    QHash<qint64, Item> items;
    // External ids and metadata are all a queue row needs; whole texts cost a large project ~200 MB.
    for (const Item &item : BulkRepository(&project.database()).itemListing()) items.insert(item.id, item);
    const QHash<qint64, QDateTime> submitted = project.assignments().lastSubmitted();
    QList<ReviewQueueRow> rows;
    for (const Assignment &assignment : project.assignments().all()) {
        if (assignment.state != AssignmentState::Submitted && assignment.state != AssignmentState::InReview) {
            continue;
        }
        const Item item = items.value(assignment.itemId);
        ReviewQueueRow row{assignment.id, assignment.itemId, item.externalId, names.value(assignment.annotatorId),
                           assignment.state, assignment.iteration, submitted.value(assignment.id),
                           names.value(assignment.reviewerId), item.metadata};
        if (matches(row, filter)) rows << row;
    }
    std::stable_sort(rows.begin(), rows.end(), [](const ReviewQueueRow &a, const ReviewQueueRow &b) {
        return a.submitted < b.submitted;
    });
    return rows;
}

} // namespace Errata
