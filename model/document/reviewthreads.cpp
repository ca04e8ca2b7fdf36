// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/reviewthreads.h"

#include <QHash>

namespace Errata {

QList<ReviewThread> reviewThreads(const QList<ReviewEvent> &events)
{
    QList<ReviewThread> threads{ReviewThread{}};
    QHash<qint64, qsizetype> index{{0, 0}};
    for (const ReviewEvent &event : events) {
        auto slot = index.constFind(event.spanId);
        if (slot == index.cend()) {
            slot = index.insert(event.spanId, threads.size());
            threads << ReviewThread{event.spanId, {}, false};
        }
        ReviewThread &thread = threads[*slot];
        if (event.kind == ReviewEventKind::ResolveThread) {
            thread.resolved = true;
        } else {
            thread.events << event;
            thread.resolved = false;
        }
    }
    return threads;
}

ReviewThread threadOf(const QList<ReviewThread> &threads, qint64 spanId)
{
    for (const ReviewThread &thread : threads) {
        if (thread.spanId == spanId) {
            return thread;
        }
    }
    return ReviewThread{spanId, {}, false};
}

} // namespace Errata
