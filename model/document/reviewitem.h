// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/suggestion.h"

#include "model/domain/records.h"
#include "model/document/reviewthreads.h"
#include "model/domain/spansnapshot.h"

#include <QHash>

#include <optional>

namespace Errata {

class Project;

// Everything the review view shows of one annotator's work on one item, read in one go so the
// view itself needs no project access: the texts, the layer as it is now, what changed since the
// last review, the conversation, and who everyone is.
struct ReviewItem
{
    Item item;
    Assignment assignment;
    QList<Span> spans;
    QList<SpanChange> changes; // since the submission reviewed before; empty on the first
    bool changesKnown = true;  // false when that submission's spans are not on record
    QList<ReviewThread> threads;
    QHash<qint64, QString> names;           // person id -> name
    qint64 reviewerId = 0;                  // who is looking
    QHash<qint64, Suggestion> suggestionOf; // span id -> the system's suggestion it was accepted from
    // The reviewer holds the claim, so decisions and the verdict are theirs to make.
    bool decidable() const
    {
        return assignment.state == AssignmentState::InReview && assignment.reviewerId == reviewerId;
    }
};

std::optional<ReviewItem> loadReviewItem(Project &project, qint64 assignmentId, qint64 reviewerId);

} // namespace Errata
