// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/packageaudit.h"

#include "model/domain/spansnapshot.h"
#include "model/domain/storedtime.h"
#include "model/project/project.h"
#include "model/project/submissioncheck.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/reviewrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// The rules a refusal names (the coordinator reads them; the tests look for them).
const QString WorkflowRule = u"workflow"_s;
const QString HistoryRule = u"history"_s;
const QString EditingRule = u"editing"_s;
const QString SpanRule = u"spans"_s;
const QString ReviewRule = u"review"_s;
const QString SuggestionRule = u"suggestions"_s;
const QString TimeRule = u"time"_s;
const QString ItemRule = u"items"_s;
const QString SubmissionRule = u"submission"_s;
const QString ActionRule = u"actions"_s;

PackageRefusal broken(const QString &rule, const QString &reason)
{
    return {QString(), rule, reason};
}

// Inside its text, and not between the two halves of a character outside the BMP: the window's offsets
// never land there (WordSnap), so such a range was typed in by hand.
bool fits(const TextRange &range, const Item &item)
{
    const QString &text = range.side == TextSide::Prompt ? item.prompt : item.generation;
    const auto splits = [&text](qsizetype at) {
        return at > 0 && at < text.size() && text.at(at - 1).isHighSurrogate() && text.at(at).isLowSurrogate();
    };
    return range.isValid() && range.end <= text.size() && !splits(range.begin) && !splits(range.end);
}

const Span *findSpan(const QList<Span> &spans, qint64 id)
{
    const auto it = std::find_if(spans.cbegin(), spans.cend(), [id](const Span &s) { return s.id == id; });
    return it == spans.cend() ? nullptr : &*it;
}

const Suggestion *findSuggestion(const QList<Suggestion> &suggestions, qint64 id)
{
    const auto it =
        std::find_if(suggestions.cbegin(), suggestions.cend(), [id](const Suggestion &s) { return s.id == id; });
    return it == suggestions.cend() ? nullptr : &*it;
}

QString stateName(AssignmentState state)
{
    return WorkflowText::stateName(state).toLower();
}

} // namespace

bool sameSpanContent(const Span &a, const Span &b)
{
    return a.range == b.range && a.typeKey == b.typeKey && a.severityKey == b.severityKey
        && a.correction == b.correction && a.rationale == b.rationale && a.links == b.links
        && a.reviewState == b.reviewState;
}

QHash<QString, const ArchiveAnnotation *> ownAnnotations(const Archive &archive, const QString &owner)
{
    QHash<QString, const ArchiveAnnotation *> result;
    for (const ArchiveItem &item : archive.items) {
        for (const ArchiveAnnotation &annotation : item.annotations) {
            if (annotation.annotator == owner) result.insert(item.item.externalId, &annotation);
        }
    }
    return result;
}

PackageAudit::PackageAudit(Project &home, const QString &owner, Roles ownerRoles, const QHash<qint64, qint64> &ids)
    : m_home(home)
    , m_owner(owner)
    , m_roles(ownerRoles)
    , m_ids(ids)
{
}

std::optional<PackageRefusal> PackageAudit::check(const Item &item, const BaselineAnnotation &base,
                                                  const ArchiveAnnotation &theirs, const ArchiveAnnotation &ours,
                                                  OfflineWork *work)
{
    *work = {};
    bool editable = false;
    Verdict verdict = checkSteps(base, theirs, work, &editable);
    // Time only grows in the window; how much it may grow is checked over the whole package (merge).
    work->seconds = theirs.assignment.timeSpentSeconds - base.assignment.timeSpentSeconds;
    if (!verdict && work->seconds < 0) {
        verdict = broken(TimeRule,
                         tr("the time spent went down from %1 s to %2 s")
                             .arg(base.assignment.timeSpentSeconds)
                             .arg(theirs.assignment.timeSpentSeconds));
    }
    if (!verdict) verdict = checkSpans(item, base, theirs, editable, work);
    if (!verdict) verdict = checkDecisions(base, theirs, editable, work);
    if (!verdict) verdict = checkReplies(base, theirs, ours, work);
    if (!verdict) verdict = checkActions(base, theirs, ours, work);
    if (!verdict) verdict = checkSubmission(item, theirs, *work);
    if (verdict) verdict->item = item.externalId;
    return verdict;
}

// The workflow steps taken offline, replayed from the state at the split through the window's rule table
// (checkTransition) with the owner's roles at home: each must be the owner's, allowed, and recorded as
// the rules would record it, and together they must lead to the state the package claims. *editable:
// whether the item was in a state where its owner may change their annotation, at any point.
PackageAudit::Verdict PackageAudit::checkSteps(const BaselineAnnotation &base, const ArchiveAnnotation &theirs,
                                               OfflineWork *work, bool *editable)
{
    const Assignment &start = base.assignment;
    if (theirs.history.size() < base.history) {
        return broken(HistoryRule,
                      tr("the package holds %1 of the %2 workflow steps it was made with")
                          .arg(theirs.history.size())
                          .arg(base.history));
    }
    AssignmentState state = start.state;
    int iteration = start.iteration;
    QString discardReason = start.discardReason;
    *editable = isEditableByAnnotator(state);
    for (const ArchiveHistory &step : theirs.history.mid(base.history)) {
        const HistoryEntry &entry = step.entry;
        WorkflowAction action;
        if (step.actor != m_owner) {
            return broken(HistoryRule,
                          tr("a step \"%1\" in the name of %2: only %3's own steps can come home")
                              .arg(entry.action, step.actor, m_owner));
        }
        if (!workflowActionFromKey(entry.action, &action)) {
            return broken(WorkflowRule, tr("a step \"%1\" that the workflow does not have").arg(entry.action));
        }
        const TransitionCheck allowed = checkTransition(state, action, m_roles, true, entry.reason);
        if (!allowed.to) return broken(WorkflowRule, allowed.error);
        iteration += action == WorkflowAction::Submit ? 1 : 0;
        if (entry.fromState != assignmentStateKey(state) || entry.toState != assignmentStateKey(*allowed.to)
            || entry.iteration != iteration) {
            return broken(HistoryRule,
                          tr("a step \"%1\" recorded from %2 to %3, where the rules lead from %4 to %5")
                              .arg(entry.action, entry.fromState, entry.toState, assignmentStateKey(state),
                                   assignmentStateKey(*allowed.to)));
        }
        if (action == WorkflowAction::Discard) discardReason = entry.reason;
        state = *allowed.to;
        *editable = *editable || isEditableByAnnotator(state);
        work->steps.append(std::pair{action, entry.reason});
    }
    const Assignment &claimed = theirs.assignment;
    if (claimed.state != state || claimed.iteration != iteration || claimed.discardReason != discardReason) {
        return broken(WorkflowRule,
                      tr("the package has the item %1 (round %2), but the steps it records lead "
                         "from %3 (round %4) to %5 (round %6)")
                          .arg(stateName(claimed.state))
                          .arg(claimed.iteration)
                          .arg(stateName(start.state))
                          .arg(start.iteration)
                          .arg(stateName(state))
                          .arg(iteration));
    }
    return std::nullopt;
}

PackageAudit::Verdict PackageAudit::checkSpans(const Item &item, const BaselineAnnotation &base,
                                               const ArchiveAnnotation &theirs, bool editable, OfflineWork *work)
{
    QList<std::pair<const Span *, const Span *>> changed; // (theirs, base or null)
    for (const Span &span : theirs.spans) {
        if (m_seenSpans.contains(span.id)) {
            return broken(SpanRule, tr("span %1 is in the package twice").arg(span.id));
        }
        m_seenSpans.insert(span.id);
        const Span *before = findSpan(base.spans, span.id);
        if (!before || !sameSpanContent(span, *before)) changed.append(std::pair{&span, before});
    }
    const bool removed = std::any_of(base.spans.cbegin(), base.spans.cend(),
                                     [&theirs](const Span &s) { return !findSpan(theirs.spans, s.id); });
    if (changed.isEmpty() && !removed) return std::nullopt;
    if (!editable) {
        return broken(EditingRule,
                      tr("spans changed while the item was %1: its annotator changes spans only "
                         "while it is in progress or returned")
                          .arg(stateName(base.assignment.state)));
    }
    work->annotationChanged = true;
    // The texts are not read with the sides (half of a merge's reading at scale): only items with new spans.
    const std::optional<Item> text = changed.isEmpty() ? std::nullopt : m_home.items().find(item.id);
    if (!changed.isEmpty() && !text) return broken(SpanRule, tr("the item's text could not be read at home"));
    for (const auto &[span, before] : std::as_const(changed)) {
        if (Verdict verdict = checkSpan(*text, *span, before)) return verdict;
    }
    return std::nullopt;
}

// A span as the window makes it: in its text, of a type and severity of the home taxonomy, and with a
// review state only a reviewer's decision or the owner's amendment (reviewStateAfterEdit) gives.
PackageAudit::Verdict PackageAudit::checkSpan(const Item &item, const Span &span, const Span *before)
{
    const QString &text = span.range.side == TextSide::Prompt ? item.prompt : item.generation;
    if (!fits(span.range, item)) {
        return broken(SpanRule,
                      tr("span %1 [%2, %3) does not lie inside the item's text of %4 characters")
                          .arg(span.id)
                          .arg(span.range.begin)
                          .arg(span.range.end)
                          .arg(text.size()));
    }
    for (const SpanLink &link : span.links) {
        if (!fits(link.range, item))
            return broken(SpanRule, tr("a link of span %1 lies outside its text").arg(span.id));
    }
    const Taxonomy &taxonomy = m_home.taxonomy();
    if (!taxonomy.node(span.typeKey)) {
        return broken(SpanRule,
                      tr("span %1 has the type \"%2\", which the taxonomy \"%3\" does not have")
                          .arg(span.id)
                          .arg(span.typeKey, taxonomy.id));
    }
    if (!span.severityKey.isEmpty() && !taxonomy.severity(span.severityKey)) {
        return broken(SpanRule,
                      tr("span %1 has the severity \"%2\", which the taxonomy \"%3\" does not have")
                          .arg(span.id)
                          .arg(span.severityKey, taxonomy.id));
    }
    const SpanReviewState was = before ? before->reviewState : SpanReviewState::Pending;
    if (span.reviewState != was && span.reviewState != reviewStateAfterEdit(was)) {
        return broken(ReviewRule,
                      tr("span %1 is marked \"%2\" (it was \"%3\"): only a reviewer decides on a span")
                          .arg(span.id)
                          .arg(spanReviewStateKey(span.reviewState), spanReviewStateKey(was)));
    }
    return std::nullopt;
}

// Judgements and the decisions on suggestions: the owner's, while the item was theirs to change; an accepted
// suggestion names a span of the owner's layer of this item.
PackageAudit::Verdict PackageAudit::checkDecisions(const BaselineAnnotation &base, const ArchiveAnnotation &theirs,
                                                   bool editable, OfflineWork *work)
{
    bool changed = theirs.judgements != base.judgements;
    for (const Suggestion &suggestion : theirs.suggestions) {
        const Suggestion *before = findSuggestion(base.suggestions, suggestion.id);
        if (!before) {
            return broken(SuggestionRule, tr("suggestion %1 was never offered to %2").arg(suggestion.id).arg(m_owner));
        }
        if (suggestion.decision == before->decision && suggestion.spanId == before->spanId) continue;
        changed = true;
        // Accepted: the span it made is the owner's on this item, or was and was deleted since (the record
        // keeps its number, as at home). Home never takes that number as given: the merge numbers it anew.
        const bool accepted = suggestion.decision == SuggestionDecision::Accepted;
        if (accepted ? suggestion.spanId <= 0 : suggestion.spanId != 0) {
            return broken(SuggestionRule,
                          tr("suggestion %1 is %2 as span %3, which is not %4's on this item")
                              .arg(suggestion.id)
                              .arg(suggestionDecisionKey(suggestion.decision))
                              .arg(suggestion.spanId)
                              .arg(m_owner));
        }
    }
    if (changed && !editable) {
        return broken(EditingRule,
                      tr("judgements or suggestions changed while the item was %1: its annotator "
                         "changes them only while it is in progress or returned")
                          .arg(stateName(base.assignment.state)));
    }
    work->annotationChanged = work->annotationChanged || changed;
    return std::nullopt;
}

// A submission made offline passed the window's own check before Submit (SubmissionCheck::beforeSubmit):
// the spans and judgements it handed in are the package's, unless the owner reopened the item after it.
PackageAudit::Verdict PackageAudit::checkSubmission(const Item &item, const ArchiveAnnotation &theirs,
                                                    const OfflineWork &work)
{
    const bool submitted = std::any_of(work.steps.cbegin(), work.steps.cend(),
                                       [](const auto &step) { return step.first == WorkflowAction::Submit; });
    if (!submitted || theirs.assignment.state != AssignmentState::Submitted) return std::nullopt;
    const std::optional<Item> text = m_home.items().find(item.id);
    if (!text) return broken(SpanRule, tr("the item's text could not be read at home"));
    const QStringList problems = SubmissionCheck::beforeSubmit(m_home, theirs.spans, theirs.judgements, *text);
    if (problems.isEmpty()) return std::nullopt;
    return broken(SubmissionRule, tr("submitted offline without what Submit asks for: %1").arg(problems.join(u' ')));
}

// Review threads: the owner may reply (a comment in their own name, as AnnotationDocument::reply); the
// decisions, and anything in another person's name, are not theirs to add.
PackageAudit::Verdict PackageAudit::checkReplies(const BaselineAnnotation &base, const ArchiveAnnotation &theirs,
                                                 const ArchiveAnnotation &ours, OfflineWork *work)
{
    if (theirs.reviews.size() < base.reviews) {
        return broken(HistoryRule,
                      tr("the package holds %1 of the %2 review events it was made with")
                          .arg(theirs.reviews.size())
                          .arg(base.reviews));
    }
    for (const ArchiveReview &review : theirs.reviews.mid(base.reviews)) {
        const ReviewEvent &event = review.event;
        const QString kind = reviewEventKindKey(event.kind);
        if (review.author != m_owner) {
            return broken(ReviewRule,
                          tr("a review event (%1) in the name of %2: only %3's own replies can come home")
                              .arg(kind, review.author, m_owner));
        }
        if (event.kind != ReviewEventKind::Comment) {
            return broken(ReviewRule, tr("a review decision (%1) by %2: only a reviewer decides").arg(kind, m_owner));
        }
        if (event.body.trimmed().isEmpty()) return broken(ReviewRule, tr("an empty reply"));
        // About a span the package no longer shows: one the owner made offline and deleted after replying
        // (the window allows both). Its number means nothing at home, so the reply is about the item.
        const qint64 spanId = spanOfThisItem(event.spanId, base, theirs, ours) ? event.spanId : 0;
        work->replies.append(ReviewEvent{0, 0, spanId, 0, ReviewEventKind::Comment, event.body.trimmed(), {}});
    }
    return std::nullopt;
}

// A span a reply may be about: the owner's on this item in the package or at the split, or one home's
// thread of this item is about (also a span deleted since).
bool PackageAudit::spanOfThisItem(qint64 packageId, const BaselineAnnotation &base, const ArchiveAnnotation &theirs,
                                  const ArchiveAnnotation &ours)
{
    if (packageId == 0) return false;
    if (findSpan(theirs.spans, packageId) || findSpan(base.spans, packageId)) return true;
    const qint64 homeId = m_ids.value(packageId, packageId);
    if (findSpan(ours.spans, homeId)) return true;
    const QList<ReviewEvent> thread = m_home.reviews().forAssignment(ours.assignment.id);
    return std::any_of(thread.cbegin(), thread.cend(), [homeId](const ReviewEvent &e) { return e.spanId == homeId; });
}

QString PackageAudit::checkAll(Project &home, const QString &packagePath, const PackageMergeBasis::MergeBasis &basis,
                               const PackageMergeBasis::Sides &sides, const QHash<QString, Item> &homeItems,
                               QHash<QString, OfflineWork> *work)
{
    const std::optional<Person> owner = home.people().find(basis.ownerId);
    PackageAudit audit(home, basis.owner, owner ? owner->roles : Roles(), basis.record.ids);
    audit.m_splitAt = StoredTime::parse(basis.record.at);
    if (const QString other = othersActions(sides.theirs, basis.owner); !other.isEmpty()) {
        return message({other, ActionRule,
                        tr("an action log of someone else's work: only %1's own can come home").arg(basis.owner)},
                       packagePath);
    }
    const PackageBaseline &base = basis.record.baseline;
    const auto mine = ownAnnotations(sides.theirs, basis.owner), here = ownAnnotations(sides.ours, basis.owner);
    qint64 seconds = 0;
    QString busiest; // the item with the most time added, named if the total is refused
    for (const ArchiveItem &item : sides.theirs.items) {
        const QString id = item.item.externalId;
        if (!base.contains(id) || !mine.contains(id)) {
            return message({id, ItemRule, tr("the package holds an item that is not %1's on record").arg(basis.owner)},
                           packagePath);
        }
        if (!here.contains(id)) { // not a forgery: home took the item away since
            return tr("item %1 of the package is no longer assigned to %2 in %3").arg(id, basis.owner, home.path());
        }
        OfflineWork &done = (*work)[id];
        const std::optional<PackageRefusal> refusal =
            audit.check(homeItems.value(id), base.value(id), *mine.value(id), *here.value(id), &done);
        if (refusal) return message(*refusal, packagePath);
        if (busiest.isEmpty() || done.seconds > work->value(busiest).seconds) busiest = id;
        seconds += done.seconds;
    }
    for (auto it = base.cbegin(); it != base.cend(); ++it) {
        if (!mine.contains(it.key())) {
            return message({it.key(), ItemRule, tr("the item was taken out of the package")}, packagePath);
        }
    }
    const QDateTime split = StoredTime::parse(basis.record.at);
    const qint64 elapsed = split.isValid() ? split.secsTo(QDateTime::currentDateTimeUtc()) : -1;
    if (elapsed >= 0 && basis.record.offlineSeconds + seconds > elapsed) {
        return message({busiest, TimeRule,
                        tr("%1 s of work offline, %2 s of it new, in the %3 s since the package was made")
                            .arg(basis.record.offlineSeconds + seconds)
                            .arg(seconds)
                            .arg(elapsed)},
                       packagePath);
    }
    return {};
}

// The action log as it was at the split is kept as it was (append-only: nothing rewritten or dropped),
// and each entry written since is dated between the split and now, in order. Span ids are not compared:
// an earlier merge may have numbered the owner's spans anew at home.
PackageAudit::Verdict PackageAudit::checkActions(const BaselineAnnotation &base, const ArchiveAnnotation &theirs,
                                                 const ArchiveAnnotation &ours, OfflineWork *work)
{
    if (theirs.actions.size() < base.actions || ours.actions.size() < base.actions) {
        return broken(ActionRule,
                      tr("the package holds %1 of the %2 action log entries it was made with")
                          .arg(theirs.actions.size())
                          .arg(base.actions));
    }
    for (qsizetype i = 0; i < base.actions; ++i) {
        const ActionEvent &t = theirs.actions.at(i), &o = ours.actions.at(i);
        if (t.kind != o.kind || t.detail != o.detail || t.at != o.at) {
            return broken(ActionRule,
                          tr("action log entry %1 (%2 at %3) was rewritten")
                              .arg(i + 1)
                              .arg(actionKindKey(o.kind), StoredTime::format(o.at)));
        }
    }
    QDateTime after = m_splitAt;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (qsizetype i = base.actions; i < theirs.actions.size(); ++i) {
        const ActionEvent &event = theirs.actions.at(i);
        if (!event.at.isValid() || (after.isValid() && event.at < after) || event.at > now) {
            return broken(
                ActionRule,
                tr("action log entry %1 (%2) is dated %3, outside the time from %4 to now "
                   "or before the entry ahead of it")
                    .arg(i + 1)
                    .arg(actionKindKey(event.kind), StoredTime::format(event.at), StoredTime::format(m_splitAt)));
        }
        after = event.at;
        work->actions << event;
    }
    return std::nullopt;
}

// The first item whose package holds an action log of another person's annotation (the merge reads only
// the owner's), or empty.
QString PackageAudit::othersActions(const Archive &theirs, const QString &owner)
{
    for (const ArchiveItem &item : theirs.items) {
        for (const ArchiveAnnotation &annotation : item.annotations) {
            if (annotation.annotator != owner && !annotation.actions.isEmpty()) return item.item.externalId;
        }
    }
    return {};
}

QString PackageAudit::message(const PackageRefusal &refusal, const QString &packagePath)
{
    QString reason = refusal.reason;
    if (reason.endsWith(u'.')) reason.chop(1); // checkTransition's sentences end with one
    return tr("%1 was tampered with: it claims what its owner could not have done in Errata, so nothing was "
              "merged. Item %2, rule \"%3\": %4.")
        .arg(packagePath, refusal.item, refusal.rule, reason);
}

} // namespace Errata
