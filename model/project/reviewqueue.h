// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/reviewqueuereader.h"

namespace Errata {

class Project;

struct ReviewQueueFilter
{
    QString annotator;   // empty: everybody
    int iteration = 0;   // 0: any
    QString metadataKey; // with metadataValue: only items whose metadata matches
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
