// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/reviewsession.h"

#include "model/project/project.h"
#include "model/storage/repository.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/reviewrepository.h"
#include "model/storage/spanrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {

ReviewSession::ReviewSession(Project &project, qint64 reviewerId, qint64 assignmentId)
    : m_project(project)
    , m_reviewerId(reviewerId)
    , m_assignmentId(assignmentId)
{
}

bool ReviewSession::fail(const QString &message)
{
    m_error = message;
    return false;
}

bool ReviewSession::claim()
{
    AssignmentRepository assignments = m_project.assignments();
    return assignments.perform(m_assignmentId, WorkflowAction::Claim, m_reviewerId) || fail(assignments.lastError());
}

bool ReviewSession::unclaim()
{
    if (!requireClaim()) return false;
    AssignmentRepository assignments = m_project.assignments();
    return assignments.perform(m_assignmentId, WorkflowAction::Unclaim, m_reviewerId) || fail(assignments.lastError());
}

// Decisions and the item verdict belong to the reviewer who has the item claimed.
bool ReviewSession::requireClaim()
{
    const auto assignment = m_project.assignments().find(m_assignmentId);
    if (!assignment) {
        return fail(tr("No such assignment."));
    }
    if (assignment->state != AssignmentState::InReview) {
        return fail(tr("The item is %1; claim it for review first.").arg(WorkflowText::stateName(assignment->state)));
    }
    if (assignment->reviewerId != m_reviewerId) {
        const auto other = m_project.people().find(assignment->reviewerId);
        return fail(tr("%1 is reviewing this item.").arg(other ? other->name : tr("Another reviewer")));
    }
    return true;
}

// Threads are the reviewers' (annotators answer through AnnotationDocument::reply): anyone else
// writing here would speak with a reviewer's voice.
bool ReviewSession::requireReviewer()
{
    const auto person = m_project.people().find(m_reviewerId);
    const auto assignment = m_project.assignments().find(m_assignmentId);
    if (!person || !assignment) {
        return fail(tr("No such assignment or person."));
    }
    if (!person->roles.testFlag(Role::Reviewer)) {
        return fail(tr("Only a reviewer may comment on an item or resolve a thread."));
    }
    if (assignment->annotatorId == m_reviewerId) {
        return fail(tr("Reviewers do not review their own annotations."));
    }
    return true;
}

std::optional<qint64> ReviewSession::layerId()
{
    const auto assignment = m_project.assignments().find(m_assignmentId);
    return assignment ? m_project.spans().annotatorLayer(assignment->itemId, assignment->annotatorId) : std::nullopt;
}

QList<Span> ReviewSession::spans()
{
    const auto layer = layerId();
    return layer ? m_project.spans().spansOfLayer(*layer) : QList<Span>();
}

bool ReviewSession::decide(qint64 spanId, SpanDecision decision, const QString &comment)
{
    if (decision != SpanDecision::Accept && comment.trimmed().isEmpty()) {
        return fail(tr("Say why: rejecting a span or asking for a change needs a comment."));
    }
    if (!requireClaim()) return false;
    QList<Span> layer = spans();
    const auto span = std::find_if(layer.begin(), layer.end(), [spanId](const Span &s) { return s.id == spanId; });
    if (span == layer.end()) {
        return fail(tr("That span is not in this annotator's layer."));
    }
    static constexpr std::array states{SpanReviewState::Accepted, SpanReviewState::Rejected,
                                       SpanReviewState::NeedsChange};
    static constexpr std::array kinds{ReviewEventKind::AcceptSpan, ReviewEventKind::RejectSpan,
                                      ReviewEventKind::NeedsChangeSpan};
    span->reviewState = states[std::size_t(decision)];
    Transaction transaction(&m_project.database());
    SpanRepository repository = m_project.spans();
    ReviewRepository reviews = m_project.reviews();
    ReviewEvent event{0, m_assignmentId, spanId, m_reviewerId, kinds[std::size_t(decision)], comment.trimmed(), {}};
    if (!repository.setReviewState(spanId, span->reviewState) || !reviews.add(event) || !transaction.commit()) {
        const QString reason = repository.lastError() + reviews.lastError(); // empty when the commit failed
        return fail(tr("The decision could not be saved: %1")
                        .arg(reason.isEmpty() ? reasonText(m_project.database().lastError()) : reason));
    }
    return true;
}

bool ReviewSession::comment(qint64 spanId, const QString &body)
{
    if (body.trimmed().isEmpty()) {
        return fail(tr("A comment needs some text."));
    }
    if (!requireReviewer()) return false;
    ReviewRepository reviews = m_project.reviews();
    ReviewEvent event{0, m_assignmentId, spanId, m_reviewerId, ReviewEventKind::Comment, body.trimmed(), {}};
    return reviews.add(event) || fail(reviews.lastError());
}

bool ReviewSession::resolveThread(qint64 spanId)
{
    if (!requireReviewer()) return false;
    ReviewRepository reviews = m_project.reviews();
    ReviewEvent event{0, m_assignmentId, spanId, m_reviewerId, ReviewEventKind::ResolveThread, QString(), {}};
    return reviews.add(event) || fail(reviews.lastError());
}

QList<qint64> ReviewSession::undecided()
{
    QList<qint64> ids;
    for (const Span &span : spans()) {
        if (span.reviewState == SpanReviewState::Pending || span.reviewState == SpanReviewState::Amended) {
            ids << span.id;
        }
    }
    return ids;
}

bool ReviewSession::accept()
{
    if (!requireClaim()) return false;
    const qsizetype open = undecided().size();
    if (open > 0) {
        return fail(tr("%n span(s) still need a decision.", nullptr, int(open)));
    }
    const QList<Span> all = spans();
    const auto needChange = std::count_if(
        all.cbegin(), all.cend(), [](const Span &span) { return span.reviewState == SpanReviewState::NeedsChange; });
    if (needChange > 0) {
        return fail(tr("%n span(s) need a change: return the item instead.", nullptr, int(needChange)));
    }
    AssignmentRepository assignments = m_project.assignments();
    return assignments.perform(m_assignmentId, WorkflowAction::Accept, m_reviewerId) || fail(assignments.lastError());
}

bool ReviewSession::returnForAmendment(const QString &comment)
{
    if (comment.trimmed().isEmpty()) {
        return fail(tr("Say what to amend: returning an item needs a comment."));
    }
    if (!requireClaim()) return false;
    Transaction transaction(&m_project.database());
    AssignmentRepository assignments = m_project.assignments();
    ReviewRepository reviews = m_project.reviews();
    ReviewEvent event{0, m_assignmentId, 0, m_reviewerId, ReviewEventKind::Comment, comment.trimmed(), {}};
    if (!reviews.add(event)
        || !assignments.perform(m_assignmentId, WorkflowAction::Return, m_reviewerId, comment.trimmed())
        || !transaction.commit()) {
        const QString reason = assignments.lastError().isEmpty() ? reviews.lastError() : assignments.lastError();
        return fail(reason.isEmpty() ? reasonText(m_project.database().lastError()) : reason); // the commit's
    }
    return true;
}

std::optional<QList<SpanChange>> ReviewSession::changesSinceLastReview()
{
    AssignmentRepository assignments = m_project.assignments();
    const auto assignment = assignments.find(m_assignmentId);
    if (!assignment || assignment->iteration < 2) {
        return QList<SpanChange>();
    }
    const auto reviewed = assignments.snapshot(m_assignmentId, assignment->iteration - 1);
    return reviewed ? std::optional(diffSpans(*reviewed, spans())) : std::nullopt;
}

} // namespace Errata
