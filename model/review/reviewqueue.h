// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/records.h"

#include <QDateTime>
#include <QList>
#include <QMap>

namespace Errata {

class Project;

// One handed-in annotation waiting for (or in) review.
struct ReviewQueueRow
{
    qint64 assignmentId = 0;
    qint64 itemId = 0;
    QString item;            // external id
    QString annotator;
    AssignmentState state = AssignmentState::Submitted;
    int iteration = 0;       // 2 and more: resubmitted after a return
    QDateTime submitted;     // the latest submission
    QString reviewer;        // who has it claimed; empty when nobody
    QMap<QString, QString> metadata;
};

struct ReviewQueueFilter
{
    QString annotator;       // empty: everybody
    int iteration = 0;       // 0: any
    QString metadataKey;     // with metadataValue: only items whose metadata matches
    QString metadataValue;
};

// The review queue (product.md §4): submitted and in-review work, oldest submission first, so
// nothing waits forever; claimed rows show who has them, so two reviewers do not adjudicate the
// same item by accident.
class ReviewQueue
{
public:
    static QList<ReviewQueueRow> load(Project &project, const ReviewQueueFilter &filter = {});
    static bool matches(const ReviewQueueRow &row, const ReviewQueueFilter &filter);
};

} // namespace Errata
