// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/suggestionreport.h"

#include "model/domain/suggestion.h"
#include "model/domain/workflow.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/storage/suggestionrepository.h"

#include <QHash>
#include <QSet>

namespace Errata {
namespace {

// Decisions and where each span of the layers came from, counted into the rows (keyed by annotator
// and system). spans: every span of the layers with suggestions.
void countDecisions(const QList<Suggestion> &suggestions, const QHash<qint64, Layer> &layers, const QList<Span> &spans,
                    QMap<std::pair<qint64, QString>, SuggestionTally> &rows)
{
    QHash<qint64, const Span *> spanById;
    QHash<qint64, QList<qint64>> spansOfLayer;
    for (const Span &span : spans) {
        spanById.insert(span.id, &span);
        spansOfLayer[span.layerId] << span.id;
    }
    QSet<qint64> fromSuggestions;
    for (const Suggestion &s : suggestions) {
        if (s.spanId) fromSuggestions.insert(s.spanId);
    }
    QSet<std::pair<qint64, QString>> ownCounted; // a layer's own spans count once per system
    for (const Suggestion &s : suggestions) {
        SuggestionTally &row = rows[{layers.value(s.layerId).personId, s.system}];
        const Span *made = s.spanId ? spanById.value(s.spanId) : nullptr;
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
            const QList<qint64> &ids = spansOfLayer[s.layerId];
            row.own +=
                int(std::count_if(ids.cbegin(), ids.cend(), [&](qint64 id) { return !fromSuggestions.contains(id); }));
        }
    }
}

// Seconds per finished item: on items with the row's system's suggestions, and on items with none.
void countTime(Project &project, const QHash<qint64, Layer> &layers, const QList<Suggestion> &all,
               QMap<std::pair<qint64, QString>, SuggestionTally> &rows)
{
    QHash<std::pair<qint64, qint64>, QSet<QString>> systemsOn; // (item, annotator) -> systems offered there
    for (const Suggestion &s : all) {
        const Layer layer = layers.value(s.layerId);
        systemsOn[{layer.itemId, layer.personId}].insert(s.system);
    }
    QList<qint64> people;
    for (auto it = rows.cbegin(); it != rows.cend(); ++it) {
        if (!people.contains(it.key().first)) people << it.key().first;
    }
    for (const Assignment &a : project.assignments().ofAnnotators(people)) {
        if (!isFinished(a.state)) continue; // the one rule every statistic uses
        const QSet<QString> offeredBy = systemsOn.value({a.itemId, a.annotatorId});
        for (auto it = rows.begin(); it != rows.end(); ++it) {
            if (it.key().first != a.annotatorId) continue;
            if (offeredBy.contains(it.key().second)) {
                ++it->itemsWith, it->secondsWith += a.timeSpentSeconds;
            } else if (offeredBy.isEmpty()) {
                ++it->itemsWithout, it->secondsWithout += a.timeSpentSeconds;
            }
        }
    }
}

} // namespace

QList<SuggestionTally> SuggestionReport::build(Project &project, const QString &system)
{
    const QList<Suggestion> all = project.suggestions().all();
    if (all.isEmpty()) return {}; // most projects: nothing else is read
    QList<Suggestion> suggestions = all;
    if (!system.isEmpty()) {
        suggestions.removeIf([&system](const Suggestion &s) { return s.system != system; });
    }
    SpanRepository spans = project.spans();
    QHash<qint64, Layer> layers;
    for (const Layer &layer : spans.layersWithSuggestions()) layers.insert(layer.id, layer);
    QMap<std::pair<qint64, QString>, SuggestionTally> rows;
    countDecisions(suggestions, layers, spans.spansOfLayersWithSuggestions(), rows);
    countTime(project, layers, all, rows);
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
