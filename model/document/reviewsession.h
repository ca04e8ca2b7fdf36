// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/spansnapshot.h"

#include <QCoreApplication>

namespace Errata {

class Project;

enum class SpanDecision { Accept, Reject, NeedsChange };

// A reviewer adjudicating one annotator's work on one item (product.md §4): claim it, decide every
// span (accept, reject or needs change; the last two with a comment), talk in threads on spans and
// on the item, then accept the item or return it for amendment with a comment. Every step goes
// through the workflow rules and leaves review events and history behind; a failed step changes
// nothing and says why in lastError().
class ReviewSession
{
    Q_DECLARE_TR_FUNCTIONS(ReviewSession)
public:
    ReviewSession(Project &project, qint64 reviewerId, qint64 assignmentId);

    bool claim();
    bool unclaim();
    bool decide(qint64 spanId, SpanDecision decision, const QString &comment = QString());
    bool comment(qint64 spanId, const QString &body); // spanId 0: about the whole item
    bool resolveThread(qint64 spanId);
    bool accept();
    bool returnForAmendment(const QString &comment);

    QList<Span> spans();       // the annotator's layer as it is now
    QList<qint64> undecided(); // spans still pending, or amended since the last decision
    // What the annotator changed since the submission reviewed before this one; empty on the
    // first submission. nullopt when that submission's spans are not on record (errata-jsonl keeps
    // none): the changes are unknown then, which is not the same as none.
    std::optional<QList<SpanChange>> changesSinceLastReview();
    QString lastError() const { return m_error; }

private:
    bool fail(const QString &message);
    bool requireClaim();
    bool requireReviewer();
    std::optional<qint64> layerId();

    Project &m_project;
    qint64 m_reviewerId;
    qint64 m_assignmentId;
    QString m_error;
};

} // namespace Errata
