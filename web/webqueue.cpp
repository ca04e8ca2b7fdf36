// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "webqueue.h"

#include "model/project/project.h"
#include "model/project/visibility.h"
#include "model/storage/itemrowreader.h"

namespace Errata::WebQueue {

QList<Entry> of(Project &project, qint64 personId)
{
    // The page is the annotator's part of Errata: whatever else the person is, they see it as one.
    const Visibility sees(project, personId, Role::Annotator);
    QHash<qint64, QString> labels;
    const QList<ItemRow> rows = sees.rows(ItemRowReader::rows(project.database(), sees.hiddenKeys()), &labels);
    QList<Entry> entries;
    for (const ItemRow &row : rows) {
        for (const Assignment &assignment : row.assignments) {
            if (assignment.annotatorId != personId || assignment.state == AssignmentState::Discarded) continue;
            entries.append({row.item.id, labels.value(row.item.id, row.item.externalId), assignment.state});
        }
    }
    return entries;
}

} // namespace Errata::WebQueue
