// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/repository.h"

#include <QDateTime>
#include <QList>

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

class ReviewRepository final : public Repository
{
public:
    using Repository::Repository;

    bool add(ReviewEvent &event); // sets id, and the time unless event.at is set (restoring saved work)
    QList<ReviewEvent> all();      // every event, in order: for export
    QList<ReviewEvent> forAssignment(qint64 assignmentId);
    qint64 count();

private:
    QList<ReviewEvent> select(const QString &condition, const QVariantList &values);
};

} // namespace Errata
