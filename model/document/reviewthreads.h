// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/reviewrepository.h"

#include <QList>

namespace Errata {

// One conversation of a review: about a span, or (spanId 0) about the whole item. Decisions and
// comments of the reviewer and the annotator's answers, in the order they were made.
struct ReviewThread
{
    qint64 spanId = 0;
    QList<ReviewEvent> events; // without the "resolve" markers
    // The last word was "resolved": the views fold it away. A new comment opens it again.
    bool resolved = false;
};

// The assignment's log as threads: the item's thread first (always present, maybe empty), then
// one per span in the order each was first talked about.
QList<ReviewThread> reviewThreads(const QList<ReviewEvent> &events);

// The thread of one span (or of the item, spanId 0); an empty, open thread when nobody spoke yet.
ReviewThread threadOf(const QList<ReviewThread> &threads, qint64 spanId);

} // namespace Errata
