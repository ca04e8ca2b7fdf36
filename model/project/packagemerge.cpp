// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Merging a work package is a three-way merge per item: the remembered state (base), the package
// (theirs) and the home project (ours). Whatever only the package changed comes home; whatever
// only home changed stays; both changed the same way is no change; both changed differently is a
// conflict, and then both versions are kept and the pair listed for the coordinator.
#include "model/project/workpackage.h"

#include "model/project/archivecollector.h"
#include "model/project/packagemergebasis.h"
#include "model/interchange/packagebaseline.h"
#include "model/interchange/packagerecord.h"
#include "model/project/project.h"
#include "model/storage/repository.h"
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
    return a->range == b->range && a->typeKey == b->typeKey && a->severityKey == b->severityKey
        && a->correction == b->correction && a->rationale == b->rationale && a->links == b->links
        && a->reviewState == b->reviewState;
}

QHash<qint64, Span> byId(const QList<Span> &spans)
{
    QHash<qint64, Span> result;
    for (const Span &span : spans) result.insert(span.id, span);
    return result;
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
    {
        // One query for the owner's layers, not one an item.
        for (const Layer &layer : m_spans.annotatorLayers({ownerId})) m_layers.insert(layer.itemId, layer.id);
    }

    bool mergeItem(const Item &item, const BaselineAnnotation &base, const ArchiveAnnotation &theirs,
                   const ArchiveAnnotation &ours);

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
    bool mergeWorkflow(const Item &item, const BaselineAnnotation &base, const ArchiveAnnotation &theirs,
                       const ArchiveAnnotation &ours);
    bool flag(const Item &item, const QString &field, qint64 homeSpan, qint64 packageSpan, const QString &note);
    std::optional<qint64> personId(const QString &name);

    Project &m_home;
    qint64 m_ownerId;
    PackageRecord &m_record;
    MergeSummary *m_summary;
    SpanRepository m_spans;
    ConflictRepository m_conflicts;
    QHash<QString, std::optional<qint64>> m_people; // name -> id, looked up once per name
    QHash<qint64, qint64> m_layers;                 // item id -> the owner's layer
};

bool Merger::mergeItem(const Item &item, const BaselineAnnotation &base, const ArchiveAnnotation &theirs,
                       const ArchiveAnnotation &ours)
{
    const qint64 layerId = m_layers.value(item.id);
    return layerId && mergeSpans(item, layerId, base.spans, theirs.spans, ours.spans)
        && mergeSuggestions(item, base, theirs, ours) && mergeJudgements(item, base, theirs, ours)
        && mergeWorkflow(item, base, theirs, ours);
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
    Span span = *theirs;
    span.layerId = layerId;
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
        Span span = *theirs;
        span.id = 0;
        span.layerId = layerId;
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
    const auto find = [](const QList<Suggestion> &list, qint64 id) {
        const auto it = std::find_if(list.cbegin(), list.cend(), [id](const Suggestion &s) { return s.id == id; });
        return it == list.cend() ? nullptr : &*it;
    };
    SuggestionRepository repository(&m_home.database());
    for (const Suggestion &t : theirs.suggestions) {
        const Suggestion *b = find(base.suggestions, t.id), *o = find(ours.suggestions, t.id);
        if (!b || !o) continue; // not offered at the split, or gone at home: nothing to merge into
        const qint64 spanHere = m_record.ids.value(t.spanId, t.spanId);
        const auto same = [](const Suggestion &x, SuggestionDecision decision, qint64 spanId) {
            return x.decision == decision && x.spanId == spanId;
        };
        if (same(*b, t.decision, t.spanId) || same(*o, t.decision, spanHere)) continue;
        if (!same(*o, b->decision, b->spanId)) {
            if (!flag(item, u"span"_s, o->spanId, spanHere,
                      tr("a suggestion %1 offline, %2 here; kept %2")
                          .arg(suggestionDecisionKey(t.decision), suggestionDecisionKey(o->decision))))
                return false;
            continue;
        }
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

bool Merger::mergeWorkflow(const Item &item, const BaselineAnnotation &base, const ArchiveAnnotation &theirs,
                           const ArchiveAnnotation &ours)
{
    const auto same = [](const Assignment &a, const Assignment &b) {
        return a.state == b.state && a.iteration == b.iteration && a.discardReason == b.discardReason;
    };
    Assignment merged = ours.assignment;
    const qint64 offline = std::max<qint64>(0, theirs.assignment.timeSpentSeconds - base.assignment.timeSpentSeconds);
    merged.timeSpentSeconds += offline;
    m_summary->secondsAdded += offline; // a change too: the baseline moves on, or the next merge adds it again
    const bool stateOffline = !same(theirs.assignment, base.assignment) && !same(theirs.assignment, ours.assignment);
    const bool stateHere = !same(ours.assignment, base.assignment);
    const bool conflict = stateOffline && stateHere;
    if (conflict
        && !flag(item, u"state"_s, 0, 0,
                 tr("%1 offline, %2 here; kept %2")
                     .arg(assignmentStateKey(theirs.assignment.state), assignmentStateKey(ours.assignment.state)))) {
        return false;
    }
    if (stateOffline && !conflict) {
        merged.state = theirs.assignment.state;
        merged.iteration = theirs.assignment.iteration;
        merged.discardReason = theirs.assignment.discardReason;
        merged.reviewerId = 0; // an annotator offline cannot be in review
        ++m_summary->statesChanged;
    }
    if (merged != ours.assignment && !m_home.assignments().overwrite(merged)) return false;
    // Offline workflow steps come home after what home already has, unless home's state won;
    // replies in review threads always do.
    for (const ArchiveHistory &entry : conflict ? QList<ArchiveHistory>() : theirs.history.mid(base.history)) {
        HistoryEntry step = entry.entry;
        const auto actor = personId(entry.actor);
        step.assignmentId = ours.assignment.id;
        if (!actor || !m_home.assignments().restoreHistory((step.actorId = *actor, step))) return false;
        ++m_summary->historyEntries;
    }
    for (const ArchiveReview &review : theirs.reviews.mid(base.reviews)) {
        ReviewEvent event = review.event;
        const auto author = personId(review.author);
        event.assignmentId = ours.assignment.id;
        event.spanId = m_record.ids.value(event.spanId, event.spanId);
        if (!author || !m_home.reviews().add((event.authorId = *author, event))) return false;
        ++m_summary->reviewEvents;
    }
    return true;
}

bool Merger::flag(const Item &item, const QString &field, qint64 homeSpan, qint64 packageSpan, const QString &note)
{
    MergeConflict conflict{0, item.id, m_ownerId, homeSpan, packageSpan, field, note, {}};
    ++m_summary->conflicts;
    return m_conflicts.add(conflict);
}

std::optional<qint64> Merger::personId(const QString &name)
{
    // Every history entry and review event names its person: one query per name, not per row.
    if (const auto known = m_people.constFind(name); known != m_people.cend()) {
        return *known;
    }
    const auto person = m_home.people().findByName(name);
    return *m_people.insert(name, person ? std::optional<qint64>(person->id) : std::nullopt);
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
    const auto [theirs, ours] = readSides(home, package, *basis);
    if (!goOn(30)) return false;
    const PackageBaseline &base = basis->record.baseline;
    const auto here = ownAnnotations(ours, owner);
    QHash<QString, Item> homeItems;
    for (const ArchiveItem &item : ours.items) homeItems.insert(item.item.externalId, item.item);
    Transaction transaction(&home.database());
    Merger merger(home, basis->ownerId, basis->record, summary);
    for (qsizetype i = 0; i < theirs.items.size(); ++i) {
        const ArchiveItem &item = theirs.items.at(i);
        const QString id = item.item.externalId;
        if (!goOn(30 + int(69 * i / theirs.items.size()))) return false; // the transaction rolls back
        const auto mine = std::find_if(item.annotations.cbegin(), item.annotations.cend(),
                                       [&owner](const ArchiveAnnotation &a) { return a.annotator == owner; });
        if (!base.contains(id) || !here.contains(id)) {
            return *error = tr("item %1 of the package is not assigned to %2 in %3").arg(id, owner, home.path()), false;
        }
        if (mine == item.annotations.cend()
            || !merger.mergeItem(homeItems.value(id), base.value(id), *mine, *here.value(id))) {
            return *error = tr("item %1 could not be merged into %2").arg(id, home.path()), false;
        }
    }
    if (summary->changedNothing()) {
        // Nothing written, so committing writes nothing either (the file stays exactly as it was); it must
        // still end cleanly, or a merge of a whole folder (PackageBatch, one outer transaction) would roll back.
        return transaction.commit();
    }
    basis->record.baseline = Baseline::of(theirs, owner);
    if (!basis->record.save(home, owner, basis->newest) || !goOn(99) || !transaction.commit()) {
        if (error->isEmpty()) *error = tr("%1 could not be written").arg(home.path());
        return false;
    }
    return true;
}

} // namespace Errata
