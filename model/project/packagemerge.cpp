// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Merging a work package is a three-way merge per item: the remembered state (base), the package
// (theirs) and the home project (ours). Whatever only the package changed comes home; whatever
// only home changed stays; both changed the same way is no change; both changed differently is a
// conflict, and then both versions are kept and the pair listed for the coordinator.
#include "model/project/workpackage.h"

#include "model/domain/storedtime.h"
#include "model/project/archivecollector.h"
#include "model/project/packageaudit.h"
#include "model/project/packagemergebasis.h"
#include "model/interchange/packagebaseline.h"
#include "model/interchange/packagerecord.h"
#include "model/project/project.h"
#include "model/storage/repository.h"
#include "model/storage/actionlogrepository.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/conflictrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/reviewrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"
#include "model/storage/suggestionrepository.h"
#include "model/storage/permissions.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

bool sameContent(const std::optional<Span> &a, const std::optional<Span> &b)
{
    if (!a || !b) {
        return !a && !b;
    }
    return sameSpanContent(*a, *b);
}

const Suggestion *findSuggestion(const QList<Suggestion> &list, qint64 id)
{
    const auto it = std::find_if(list.cbegin(), list.cend(), [id](const Suggestion &s) { return s.id == id; });
    return it == list.cend() ? nullptr : &*it;
}

bool sameDecision(const Suggestion &x, SuggestionDecision decision, qint64 spanId)
{
    return x.decision == decision && x.spanId == spanId;
}

bool hasSpan(const QList<Span> &spans, qint64 id)
{
    return std::any_of(spans.cbegin(), spans.cend(), [id](const Span &s) { return s.id == id; });
}

QHash<qint64, Span> byId(const QList<Span> &spans)
{
    QHash<qint64, Span> result;
    for (const Span &span : spans) result.insert(span.id, span);
    return result;
}

class Merger
{
    Q_DECLARE_TR_FUNCTIONS(WorkPackage)
public:
    Merger(Project &home, qint64 ownerId, PackageRecord &record, MergeSummary *summary)
        : m_home(home)
        , m_ownerId(ownerId)
        , m_record(record)
        , m_summary(summary)
        , m_spans(&home.database())
        , m_conflicts(&home.database())
        , m_splitAt(StoredTime::parse(record.at))
        , m_mergedAt(QDateTime::currentDateTimeUtc())
    {
        // One query for the owner's layers, not one an item.
        for (const Layer &layer : m_spans.annotatorLayers({ownerId})) m_layers.insert(layer.itemId, layer.id);
    }

    bool mergeItem(const Item &item, const BaselineAnnotation &base, const ArchiveAnnotation &theirs,
                   const ArchiveAnnotation &ours, const OfflineWork &work);

private:
    bool mergeSpans(const Item &item, qint64 layerId, const QList<Span> &base, const QList<Span> &theirs,
                    const QList<Span> &ours);
    bool takeSpan(const std::optional<Span> &theirs, const std::optional<Span> &ours, qint64 packageId, qint64 layerId);
    bool keepBoth(const Item &item, const std::optional<Span> &theirs, const std::optional<Span> &ours,
                  qint64 packageId, qint64 layerId);
    bool mergeSuggestions(const Item &item, const BaselineAnnotation &base, const ArchiveAnnotation &theirs,
                          const ArchiveAnnotation &ours);
    bool mergeJudgements(const Item &item, const BaselineAnnotation &base, const ArchiveAnnotation &theirs,
                         const ArchiveAnnotation &ours);
    bool replaySteps(const Item &item, const OfflineWork &work, const ArchiveAnnotation &theirs,
                     const ArchiveAnnotation &ours, bool homeMoved);
    bool bringHome(const BaselineAnnotation &base, const ArchiveAnnotation &theirs, const ArchiveAnnotation &ours,
                   const OfflineWork &work);
    qint64 homeSpan(qint64 packageId, const BaselineAnnotation &base, const ArchiveAnnotation &theirs) const;
    bool flag(const Item &item, const QString &field, qint64 homeSpan, qint64 packageSpan, const QString &note);
    Span madeOffline(const Span &theirs, qint64 layerId) const;
    qint64 retiredSpan(const Suggestion &accepted, qint64 layerId);

    Project &m_home;
    qint64 m_ownerId;
    PackageRecord &m_record;
    MergeSummary *m_summary;
    SpanRepository m_spans;
    ConflictRepository m_conflicts;
    QHash<qint64, qint64> m_layers; // item id -> the owner's layer
    QDateTime m_splitAt;            // invalid for a record that does not say
    QDateTime m_mergedAt;
};

// work is what PackageAudit let through: the owner's own, from the state at the split.
bool Merger::mergeItem(const Item &item, const BaselineAnnotation &base, const ArchiveAnnotation &theirs,
                       const ArchiveAnnotation &ours, const OfflineWork &work)
{
    const qint64 layerId = m_layers.value(item.id);
    if (!layerId) return false;
    const Assignment &now = ours.assignment, &then = base.assignment;
    const bool homeMoved = now.state != then.state || now.iteration != then.iteration;
    if (homeMoved && isOutOfAnnotatorsHands(now.state)) {
        // Claimed, accepted or discarded here since the split: nothing offline is merged into it, and the
        // coordinator is told (the work is still in the package).
        if ((work.annotationChanged || !work.steps.isEmpty())
            && !flag(item, u"state"_s, 0, 0,
                     tr("%1 offline, %2 here; kept %2, and the changes made offline were not merged")
                         .arg(assignmentStateKey(theirs.assignment.state), assignmentStateKey(now.state)))) {
            return false;
        }
    } else if (!mergeSpans(item, layerId, base.spans, theirs.spans, ours.spans)
               || !mergeSuggestions(item, base, theirs, ours) || !mergeJudgements(item, base, theirs, ours)
               || !replaySteps(item, work, theirs, ours, homeMoved)) {
        return false;
    }
    return bringHome(base, theirs, ours, work);
}

bool Merger::mergeSpans(const Item &item, qint64 layerId, const QList<Span> &base, const QList<Span> &theirs,
                        const QList<Span> &ours)
{
    const QHash<qint64, Span> b = byId(base), t = byId(theirs), o = byId(ours);
    QList<qint64> ids = b.keys() + t.keys();
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    for (const qint64 id : std::as_const(ids)) {
        const auto opt = [](const QHash<qint64, Span> &spans, qint64 key) {
            return spans.contains(key) ? std::optional<Span>(spans.value(key)) : std::nullopt;
        };
        const std::optional<Span> baseSpan = opt(b, id), theirSpan = opt(t, id);
        // A span new in the package has no home number yet, unless an earlier merge gave it one.
        const qint64 homeId = m_record.ids.value(id, baseSpan ? id : 0);
        const std::optional<Span> ourSpan = homeId ? opt(o, homeId) : std::nullopt;
        if (sameContent(theirSpan, baseSpan) || sameContent(theirSpan, ourSpan)) {
            continue; // nothing new offline, or home already has it
        }
        const bool ok = sameContent(ourSpan, baseSpan) ? takeSpan(theirSpan, ourSpan, id, layerId)
                                                       : keepBoth(item, theirSpan, ourSpan, id, layerId);
        if (!ok) return false;
    }
    return true;
}

bool Merger::takeSpan(const std::optional<Span> &theirs, const std::optional<Span> &ours, qint64 packageId,
                      qint64 layerId)
{
    if (!theirs) {
        ++m_summary->spansRemoved;
        return m_spans.remove(ours->id);
    }
    Span span = madeOffline(*theirs, layerId);
    if (ours) {
        span.id = ours->id;
        ++m_summary->spansChanged;
        return m_spans.update(span);
    }
    span.id = 0;
    ++m_summary->spansAdded;
    if (!m_spans.restore(span)) return false;
    m_record.ids.insert(packageId, span.id);
    return true;
}

bool Merger::keepBoth(const Item &item, const std::optional<Span> &theirs, const std::optional<Span> &ours,
                      qint64 packageId, qint64 layerId)
{
    qint64 added = 0;
    if (theirs) {
        Span span = madeOffline(*theirs, layerId);
        span.id = 0;
        if (!m_spans.restore(span)) return false;
        added = span.id;
        m_record.ids.insert(packageId, span.id);
    }
    const QString note = !theirs ? tr("deleted offline, changed here")
        : !ours                  ? tr("changed offline, deleted here")
                                 : tr("changed offline and here; both versions kept");
    return flag(item, u"span"_s, ours ? ours->id : 0, added, note);
}

// Suggestions are made at home only, so one has the same id in the package, the base and home. A
// decision taken offline comes home, pointing at the span as home numbers it (after mergeSpans).
bool Merger::mergeSuggestions(const Item &item, const BaselineAnnotation &base, const ArchiveAnnotation &theirs,
                              const ArchiveAnnotation &ours)
{
    SuggestionRepository repository(&m_home.database());
    for (const Suggestion &t : theirs.suggestions) {
        const Suggestion *b = findSuggestion(base.suggestions, t.id), *o = findSuggestion(ours.suggestions, t.id);
        if (!b || !o) continue; // not offered at the split, or gone at home: nothing to merge into
        if (sameDecision(*b, t.decision, t.spanId)) continue;
        // Accepted offline and its span deleted since: the package's number of that span means nothing here.
        const bool spanGone = t.decision == SuggestionDecision::Accepted && !m_record.ids.contains(t.spanId)
            && !hasSpan(theirs.spans, t.spanId) && !hasSpan(base.spans, t.spanId);
        qint64 spanHere = spanGone ? 0 : m_record.ids.value(t.spanId, t.spanId);
        if (!spanGone && sameDecision(*o, t.decision, spanHere)) continue; // home has it already
        if (!sameDecision(*o, b->decision, b->spanId)) {
            if (!flag(item, u"span"_s, o->spanId, spanHere,
                      tr("a suggestion %1 offline, %2 here; kept %2")
                          .arg(suggestionDecisionKey(t.decision), suggestionDecisionKey(o->decision))))
                return false;
            continue;
        }
        if (spanGone && !(spanHere = retiredSpan(t, m_layers.value(item.id)))) return false;
        if (!repository.decide(t.id, t.decision, spanHere)) return false;
        ++m_summary->suggestionsDecided;
    }
    return true;
}

bool Merger::mergeJudgements(const Item &item, const BaselineAnnotation &base, const ArchiveAnnotation &theirs,
                             const ArchiveAnnotation &ours)
{
    QStringList keys = base.judgements.keys() + theirs.judgements.keys();
    keys.removeDuplicates();
    for (const QString &key : std::as_const(keys)) {
        const QVariant b = base.judgements.value(key), t = theirs.judgements.value(key), o = ours.judgements.value(key);
        if (t == b || t == o) continue;
        if (o != b) {
            if (!flag(item, u"judgement"_s, 0, 0,
                      tr("%1: \"%2\" offline, \"%3\" here; kept \"%3\"").arg(key, t.toString(), o.toString())))
                return false;
            continue;
        }
        if (!m_home.judgements().set(ours.assignment.id, key, t)) return false;
        ++m_summary->judgementsChanged;
    }
    return true;
}

// The owner's workflow steps, taken again at home in their name and now, through the window's own
// entry point (the rules, the history entry, the snapshot of a submission); unless home moved the
// item on meanwhile, which is a conflict: home's state stays.
bool Merger::replaySteps(const Item &item, const OfflineWork &work, const ArchiveAnnotation &theirs,
                         const ArchiveAnnotation &ours, bool homeMoved)
{
    const Assignment &there = theirs.assignment, &here = ours.assignment;
    if (work.steps.isEmpty() || (there.state == here.state && there.iteration == here.iteration)) return true;
    if (homeMoved) {
        return flag(
            item, u"state"_s, 0, 0,
            tr("%1 offline, %2 here; kept %2").arg(assignmentStateKey(there.state), assignmentStateKey(here.state)));
    }
    AssignmentRepository assignments = m_home.assignments();
    for (const auto &[action, reason] : work.steps) {
        if (!assignments.perform(here.id, action, m_ownerId, reason)) return false;
        ++m_summary->historyEntries;
    }
    ++m_summary->statesChanged;
    return true;
}

// Time spent and replies in review threads come home whatever became of the item: the owner may add
// both in any state.
bool Merger::bringHome(const BaselineAnnotation &base, const ArchiveAnnotation &theirs, const ArchiveAnnotation &ours,
                       const OfflineWork &work)
{
    if (work.seconds > 0 && !m_home.assignments().addTimeSpent(ours.assignment.id, work.seconds)) return false;
    m_summary->secondsAdded += work.seconds; // a change too: the baseline moves on, or the next merge adds it again
    ReviewRepository reviews = m_home.reviews();
    for (ReviewEvent reply : work.replies) {
        reply.assignmentId = ours.assignment.id;
        reply.authorId = m_ownerId;
        reply.spanId = homeSpan(reply.spanId, base, theirs);
        if (!reviews.add(reply)) return false;
        ++m_summary->reviewEvents;
    }
    QList<ActionEvent> actions = work.actions;
    for (ActionEvent &event : actions) {
        event.assignmentId = ours.assignment.id;
        // As home numbers the span: one that came home, one home had at the split, or none (made and
        // removed offline, or kept out by a conflict).
        const auto known = m_record.ids.constFind(event.spanId);
        event.spanId = known != m_record.ids.cend() ? *known : hasSpan(base.spans, event.spanId) ? event.spanId : 0;
    }
    if (!actions.isEmpty() && !ActionLogRepository(&m_home.database()).restore(actions)) return false;
    m_summary->actionEntries += int(actions.size());
    return true;
}

// A span of the package as home numbers it: one that came home, or one home had at the split. A span
// made offline that did not come home (its item was claimed meanwhile) has no number here: the reply is
// then about the item, never about whatever span home has under the package's number.
qint64 Merger::homeSpan(qint64 packageId, const BaselineAnnotation &base, const ArchiveAnnotation &theirs) const
{
    if (const auto known = m_record.ids.constFind(packageId); known != m_record.ids.cend()) return *known;
    return hasSpan(theirs.spans, packageId) && !hasSpan(base.spans, packageId) ? 0 : packageId;
}

// A span as made offline, in the owner's layer here, with times the owner could have made: between the
// split and this merge. The package's clock is the owner's word, kept where it fits that window (a
// reviewer sees when a span was marked); a time before the split or after now is moved to the nearer end.
Span Merger::madeOffline(const Span &theirs, qint64 layerId) const
{
    Span span = theirs;
    span.layerId = layerId;
    const auto clamp = [this](const QDateTime &at) {
        if (!at.isValid() || at > m_mergedAt) return m_mergedAt;
        return m_splitAt.isValid() && at < m_splitAt ? m_splitAt : at;
    };
    span.created = clamp(span.created);
    span.modified = std::max(span.created, clamp(span.modified));
    return span;
}

// The number a suggestion accepted offline keeps after its span was deleted offline too: the window
// leaves the record pointing at the span that is gone. Home makes that span and deletes it, as the
// owner did, so the number is one no span here has or will have (ids are never handed out twice).
qint64 Merger::retiredSpan(const Suggestion &accepted, qint64 layerId)
{
    Span span = madeOffline(acceptedSpan(accepted, layerId), layerId);
    if (!layerId || !m_spans.restore(span) || !m_spans.remove(span.id)) return 0;
    m_record.ids.insert(accepted.spanId, span.id);
    return span.id;
}

bool Merger::flag(const Item &item, const QString &field, qint64 homeSpan, qint64 packageSpan, const QString &note)
{
    MergeConflict conflict{0, item.id, m_ownerId, homeSpan, packageSpan, field, note, {}};
    ++m_summary->conflicts;
    return m_conflicts.add(conflict);
}

} // namespace

using namespace PackageMergeBasis;

bool WorkPackage::merge(Project &home, qint64 actorId, Project &package, MergeSummary *summary, QString *error,
                        const Progress &progress)
{
    const auto goOn = [&](int percent) {
        if (!progress || progress(percent)) return true;
        *error = tr("The merge was cancelled; %1 is unchanged.").arg(home.path());
        return false;
    };
    *summary = {};
    if (const QString refusal = Permissions::coordinatorRefusal(&home.database(), actorId, tr("merge work packages"));
        !refusal.isEmpty()) {
        return *error = refusal, false;
    }
    std::optional<MergeBasis> basis = mergeBasis(home, package, error);
    if (!basis) return false;
    const QString &owner = basis->owner;
    const Sides sides = readSides(home, package, *basis);
    const Archive &theirs = sides.theirs, &ours = sides.ours;
    if (!goOn(30)) return false;
    const PackageBaseline &base = basis->record.baseline;
    const auto here = ownAnnotations(ours, owner), mine = ownAnnotations(theirs, owner);
    QHash<QString, Item> homeItems;
    for (const ArchiveItem &item : ours.items) homeItems.insert(item.item.externalId, item.item);
    // Everything is checked before anything is written: a refused package leaves home byte for byte as it was.
    QHash<QString, OfflineWork> work;
    *error = PackageAudit::checkAll(home, package.path(), *basis, sides, homeItems, &work);
    if (!error->isEmpty()) return false;
    Transaction transaction(&home.database());
    Merger merger(home, basis->ownerId, basis->record, summary);
    for (qsizetype i = 0; i < theirs.items.size(); ++i) {
        const QString id = theirs.items.at(i).item.externalId;
        if (!goOn(30 + int(69 * i / theirs.items.size()))) return false; // the transaction rolls back
        if (!merger.mergeItem(homeItems.value(id), base.value(id), *mine.value(id), *here.value(id), work.value(id))) {
            return *error = tr("item %1 could not be merged into %2").arg(id, home.path()), false;
        }
    }
    if (summary->changedNothing()) {
        // Nothing written, so committing writes nothing either (the file stays exactly as it was); it must
        // still end cleanly, or a merge of a whole folder (PackageBatch, one outer transaction) would roll back.
        return transaction.commit();
    }
    basis->record.baseline = Baseline::of(theirs, owner);
    basis->record.offlineSeconds += summary->secondsAdded;
    if (!basis->record.save(home, owner, basis->newest) || !goOn(99) || !transaction.commit()) {
        if (error->isEmpty()) *error = tr("%1 could not be written").arg(home.path());
        return false;
    }
    return true;
}

} // namespace Errata
