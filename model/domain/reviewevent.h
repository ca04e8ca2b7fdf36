// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QString>

namespace Errata {

enum class ReviewEventKind { Comment, AcceptSpan, RejectSpan, NeedsChangeSpan, ResolveThread };

// One entry of the append-only review log: a decision on a span or a comment in a thread.
struct ReviewEvent
{
    qint64 id = 0;
    qint64 assignmentId = 0;
    qint64 spanId = 0; // 0: about the whole item
    qint64 authorId = 0;
    ReviewEventKind kind = ReviewEventKind::Comment;
    QString body;
    QDateTime at;
};

QString reviewEventKindKey(ReviewEventKind kind);
bool reviewEventKindFromKey(QStringView key, ReviewEventKind *kind);

} // namespace Errata
