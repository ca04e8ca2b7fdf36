// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/reviewitem.h"
#include "model/storage/suggestionrepository.h"

#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/reviewrepository.h"
#include "model/storage/spanrepository.h"
#include "model/document/reviewsession.h"

namespace Errata {

std::optional<ReviewItem> loadReviewItem(Project &project, qint64 assignmentId, qint64 reviewerId)
{
    const auto assignment = project.assignments().find(assignmentId);
    const auto item = assignment ? project.items().find(assignment->itemId) : std::nullopt;
    if (!item) {
        return std::nullopt;
    }
    ReviewItem result;
    result.item = *item;
    result.assignment = *assignment;
    result.reviewerId = reviewerId;
    ReviewSession session(project, reviewerId, assignmentId);
    result.spans = session.spans();
    const auto changes = session.changesSinceLastReview();
    result.changes = changes.value_or(QList<SpanChange>());
    result.changesKnown = changes.has_value();
    result.threads = reviewThreads(project.reviews().forAssignment(assignmentId));
    for (const Person &person : project.people().all()) {
        result.names.insert(person.id, person.name);
    }
    if (const auto layer = project.spans().annotatorLayer(item->id, assignment->annotatorId)) {
        for (const Suggestion &suggestion : project.suggestions().forLayer(*layer)) {
            if (suggestion.decision == SuggestionDecision::Accepted)
                result.suggestionOf.insert(suggestion.spanId, suggestion);
        }
    }
    return result;
}

} // namespace Errata
