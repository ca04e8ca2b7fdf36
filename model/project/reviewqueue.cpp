// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/reviewqueue.h"

#include "model/project/project.h"

namespace Errata {

bool ReviewQueue::matches(const ReviewQueueRow &row, const ReviewQueueFilter &filter)
{
    return (filter.annotator.isEmpty() || row.annotator == filter.annotator)
        && (filter.iteration == 0 || row.iteration == filter.iteration)
        && (filter.metadataKey.isEmpty() || row.metadata.value(filter.metadataKey) == filter.metadataValue);
}

QList<ReviewQueueRow> ReviewQueue::load(Project &project, const ReviewQueueFilter &filter)
{
    QList<ReviewQueueRow> rows = ReviewQueueReader::rows(project.database());
    rows.removeIf([&filter](const ReviewQueueRow &row) { return !matches(row, filter); });
    return rows;
}

} // namespace Errata
