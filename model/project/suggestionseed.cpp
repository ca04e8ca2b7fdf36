// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/suggestionseed.h"

#include "model/domain/metadatafilter.h"
#include "model/domain/suggestion.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/permissions.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/storage/suggestionrepository.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// The people named, by id; an unknown name is an error that names it.
std::optional<QSet<qint64>> chosenPeople(Project &project, const QStringList &names, QString *error)
{
    QSet<qint64> ids;
    for (const QString &name : names) {
        const auto person = project.people().findByName(name);
        if (!person || !person->roles.testFlag(Role::Annotator)) {
            *error = SuggestionSeed::tr("no annotator called \"%1\" is in %2").arg(name, project.path());
            return std::nullopt;
        }
        ids.insert(person->id);
    }
    return ids;
}

// Items the filter keeps (all when it is empty).
QSet<qint64> keptItems(Project &project, const MetadataFilter &filter)
{
    QSet<qint64> kept;
    for (const Item &item : project.items().headers()) {
        if (filter.matches(item.metadata)) kept.insert(item.id);
    }
    return kept;
}

QList<Suggestion> offer(const QString &system, qint64 layerId, const QList<Span> &predicted)
{
    QList<Suggestion> suggestions;
    for (const Span &span : predicted) {
        Suggestion suggestion;
        suggestion.layerId = layerId;
        suggestion.system = system;
        suggestion.suggested = span;
        suggestion.suggested.links.clear(); // a system's links would point into its own layer
        suggestions << suggestion;
    }
    return suggestions;
}

} // namespace

bool SuggestionSeed::seed(Project &project, qint64 actorId, const QString &system, const QStringList &annotators,
                          const QString &where, SeedSummary *summary, QString *error)
{
    *summary = {};
    if (const QString refusal = Permissions::coordinatorRefusal(&project.database(), actorId, tr("offer suggestions"));
        !refusal.isEmpty()) {
        return *error = refusal, false;
    }
    SpanRepository spans = project.spans();
    const QHash<qint64, qint64> predictions = spans.predictionLayers(system); // item -> the system's layer
    if (predictions.isEmpty()) {
        return *error = tr("%1 holds no predictions of a system called \"%2\"").arg(project.path(), system), false;
    }
    const auto people = chosenPeople(project, annotators, error);
    if (!people) return false;
    const QList<qint64> chosen(people->cbegin(), people->cend());
    const MetadataFilter filter(where);
    const QSet<qint64> items = filter.isEmpty() ? QSet<qint64>() : keptItems(project, filter);
    SuggestionRepository repository = project.suggestions();
    const QSet<qint64> offered = repository.layersOffered(system);
    // Read once, not per assignment: at 100,000 items that is two queries instead of 200,000.
    QHash<qint64, QList<Span>> predictedOfLayer;
    for (const Span &span : spans.predictedSpans(system)) predictedOfLayer[span.layerId] << span;
    QHash<std::pair<qint64, qint64>, qint64> layerOf; // (item, annotator) -> layer
    for (const Layer &layer : spans.annotatorLayers(chosen)) layerOf.insert({layer.itemId, layer.personId}, layer.id);
    QList<Suggestion> batch;
    const QList<Assignment> assignments =
        chosen.isEmpty() ? project.assignments().all() : project.assignments().ofAnnotators(chosen);
    for (const Assignment &assignment : assignments) {
        const qint64 layer = layerOf.value({assignment.itemId, assignment.annotatorId});
        if (!layer || (!filter.isEmpty() && !items.contains(assignment.itemId))) continue;
        if (offered.contains(layer)) {
            ++summary->alreadyOffered;
        } else if (assignment.state != AssignmentState::New) {
            ++summary->started;
        } else if (!predictions.contains(assignment.itemId)) {
            ++summary->noPrediction;
        } else {
            const QList<Suggestion> mine =
                offer(system, layer, predictedOfLayer.value(predictions.value(assignment.itemId)));
            batch += mine;
            summary->suggestions += int(mine.size());
            ++summary->assignments;
        }
    }
    Transaction transaction(&project.database());
    if (!repository.addMany(batch) || !transaction.commit()) {
        *summary = {};
        const QString reason =
            repository.lastError().isEmpty() ? reasonText(project.database().lastError()) : repository.lastError();
        return *error = tr("%1 could not be written: %2").arg(project.path(), reason), false;
    }
    return true;
}

} // namespace Errata
