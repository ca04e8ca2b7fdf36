// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/suggestionreport.h"

#include "model/domain/suggestion.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/storage/suggestionrepository.h"

#include <QHash>
#include <QSet>

namespace Errata {
namespace {

bool finished(const Assignment &assignment)
{
    switch (assignment.state) {
    case AssignmentState::Submitted:
    case AssignmentState::InReview:
    case AssignmentState::Returned:
    case AssignmentState::Accepted: return true;
    case AssignmentState::New:
    case AssignmentState::InProgress:
    case AssignmentState::Discarded: break;
    }
    return false;
}

struct LayerOwner
{
    qint64 itemId = 0;
    qint64 personId = 0;
};

// Decisions and where each span of the layers came from, counted into the rows.
void countDecisions(Project &project, const QList<Suggestion> &suggestions, const QHash<qint64, LayerOwner> &owners,
                    QMap<std::pair<qint64, QString>, SuggestionTally> &rows)
{
    QHash<qint64, QList<Span>> spansOfLayer;
    QSet<qint64> fromSuggestions;
    for (const Suggestion &s : suggestions) {
        if (!spansOfLayer.contains(s.layerId)) spansOfLayer.insert(s.layerId, project.spans().spansOfLayer(s.layerId));
        if (s.spanId) fromSuggestions.insert(s.spanId);
    }
    QSet<std::pair<qint64, QString>> ownCounted; // a layer's own spans count once per system
    for (const Suggestion &s : suggestions) {
        SuggestionTally &row = rows[{owners.value(s.layerId).personId, s.system}];
        const QList<Span> &spans = spansOfLayer.value(s.layerId);
        const auto span = std::find_if(spans.cbegin(), spans.cend(), [&s](const Span &x) { return x.id == s.spanId; });
        const Span *made = s.spanId && span != spans.cend() ? &*span : nullptr;
        ++row.offered;
        switch (provenanceOf(s, made)) {
        case Provenance::Kept: ++row.kept; break;
        case Provenance::Edited:
            ++row.edited;
            for (const QString &field : changedFields(s.suggested, *made)) ++row.editedFields[field];
            break;
        case Provenance::Rejected: ++row.rejected; break;
        case Provenance::Undecided: ++row.undecided; break;
        case Provenance::Own: break;
        }
        if (!ownCounted.contains({s.layerId, s.system})) {
            ownCounted.insert({s.layerId, s.system});
            row.own += int(std::count_if(spans.cbegin(), spans.cend(),
                                         [&](const Span &x) { return !fromSuggestions.contains(x.id); }));
        }
    }
}

} // namespace

QList<SuggestionTally> SuggestionReport::build(Project &project, const QString &system)
{
    QList<Suggestion> suggestions = project.suggestions().all();
    if (!system.isEmpty()) {
        suggestions.removeIf([&system](const Suggestion &s) { return s.system != system; });
    }
    QHash<qint64, LayerOwner> owners; // annotator layers only
    QHash<std::pair<qint64, qint64>, qint64> layerOf;
    for (const Layer &layer : project.spans().allLayers()) {
        if (layer.kind != LayerKind::Annotator) continue;
        owners.insert(layer.id, {layer.itemId, layer.personId});
        layerOf.insert({layer.itemId, layer.personId}, layer.id);
    }
    QMap<std::pair<qint64, QString>, SuggestionTally> rows;
    countDecisions(project, suggestions, owners, rows);
    QHash<qint64, QSet<QString>> systemsOfLayer; // every system's, for "without suggestions"
    for (const Suggestion &s : project.suggestions().all()) systemsOfLayer[s.layerId].insert(s.system);
    for (const Assignment &a : project.assignments().all()) {
        if (!finished(a)) continue;
        const QSet<QString> offeredBy = systemsOfLayer.value(layerOf.value({a.itemId, a.annotatorId}));
        for (auto it = rows.begin(); it != rows.end(); ++it) {
            if (it.key().first != a.annotatorId) continue;
            if (offeredBy.contains(it.key().second)) {
                ++it->itemsWith, it->secondsWith += a.timeSpentSeconds;
            } else if (offeredBy.isEmpty()) {
                ++it->itemsWithout, it->secondsWithout += a.timeSpentSeconds;
            }
        }
    }
    QHash<qint64, QString> names;
    for (const Person &person : project.people().all()) names.insert(person.id, person.name);
    QList<SuggestionTally> result;
    for (auto it = rows.begin(); it != rows.end(); ++it) {
        it->annotator = names.value(it.key().first);
        it->system = it.key().second;
        result << *it;
    }
    std::sort(result.begin(), result.end(), [](const SuggestionTally &a, const SuggestionTally &b) {
        return std::pair(a.annotator, a.system) < std::pair(b.annotator, b.system);
    });
    return result;
}

} // namespace Errata
