// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/archivecollector.h"

#include "model/project/project.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// Everything read from the project once, keyed for the per-item assembly below.
struct Tables
{
    QHash<qint64, QString> names;
    QHash<qint64, QList<Layer>> layersByItem;
    QHash<qint64, QList<Span>> spansByLayer;
    QHash<qint64, QList<Assignment>> assignmentsByItem;
    QHash<qint64, QMap<QString, QVariant>> judgements;
    QHash<qint64, QList<ReviewEvent>> reviews;
    QHash<qint64, QList<HistoryEntry>> history;
};

Tables readTables(Project &project)
{
    Tables tables;
    for (const Person &person : project.people().all()) {
        tables.names.insert(person.id, person.name);
    }
    for (const Layer &layer : project.spans().allLayers()) {
        tables.layersByItem[layer.itemId] << layer;
    }
    for (const Span &span : project.spans().allSpans()) {
        tables.spansByLayer[span.layerId] << span;
    }
    for (const Assignment &assignment : project.assignments().all()) {
        tables.assignmentsByItem[assignment.itemId] << assignment;
    }
    tables.judgements = project.judgements().all();
    for (const ReviewEvent &event : project.reviews().all()) {
        tables.reviews[event.assignmentId] << event;
    }
    for (const HistoryEntry &entry : project.assignments().allHistory()) {
        tables.history[entry.assignmentId] << entry;
    }
    return tables;
}

ArchiveAnnotation annotationOf(const Assignment &assignment, const QList<Layer> &layers, const Tables &tables)
{
    ArchiveAnnotation annotation;
    annotation.annotator = tables.names.value(assignment.annotatorId);
    annotation.assignment = assignment;
    annotation.reviewer = tables.names.value(assignment.reviewerId);
    annotation.judgements = tables.judgements.value(assignment.id);
    for (const Layer &layer : layers) {
        if (layer.kind == LayerKind::Annotator && layer.personId == assignment.annotatorId) {
            annotation.spans = tables.spansByLayer.value(layer.id);
        }
    }
    for (const ReviewEvent &event : tables.reviews.value(assignment.id)) {
        annotation.reviews << ArchiveReview{event, tables.names.value(event.authorId)};
    }
    for (const HistoryEntry &entry : tables.history.value(assignment.id)) {
        annotation.history << ArchiveHistory{entry, tables.names.value(entry.actorId)};
    }
    return annotation;
}

// The item with its annotations, or nothing when the filter's annotator has no assignment on it.
std::optional<ArchiveItem> itemOf(const Item &item, const Tables &tables, const ArchiveFilter &filter)
{
    ArchiveItem entry{item, {}, {}};
    const QList<Layer> layers = tables.layersByItem.value(item.id);
    bool owned = filter.annotator.isEmpty();
    for (const Assignment &assignment : tables.assignmentsByItem.value(item.id)) {
        const bool own = tables.names.value(assignment.annotatorId) == filter.annotator;
        owned = owned || own;
        if (own || filter.annotator.isEmpty() || filter.otherLayers) {
            entry.annotations << annotationOf(assignment, layers, tables);
        }
    }
    if (!owned) {
        return std::nullopt;
    }
    if (filter.annotator.isEmpty() || filter.otherLayers) {
        for (const Layer &layer : layers) {
            if (layer.kind != LayerKind::Annotator) {
                entry.layers << ArchiveLayer{layer.kind, layer.label, tables.spansByLayer.value(layer.id)};
            }
        }
    }
    return entry;
}

// People the archive mentions, in the project's order; all of them for a whole export.
QList<Person> peopleOf(Project &project, const Archive &archive, const ArchiveFilter &filter)
{
    QSet<QString> named{filter.annotator};
    for (const ArchiveItem &item : archive.items) {
        for (const ArchiveAnnotation &annotation : item.annotations) {
            named << annotation.annotator << annotation.reviewer;
            for (const ArchiveReview &review : annotation.reviews) named << review.author;
            for (const ArchiveHistory &entry : annotation.history) named << entry.actor;
        }
    }
    QList<Person> people;
    for (const Person &person : project.people().all()) {
        if (filter.annotator.isEmpty() || named.contains(person.name)) {
            people << person;
        }
    }
    return people;
}

} // namespace

Archive ArchiveCollector::collect(Project &project, const ArchiveFilter &filter)
{
    Archive archive;
    SettingsRepository settings = project.settings();
    archive.title = settings.value(SettingKey::Title, QString());
    archive.createdAt = settings.value(SettingKey::CreatedAt, QString());
    archive.taxonomyJson = settings.value(SettingKey::TaxonomyJson, QString()).toUtf8();
    for (const QLatin1StringView key :
         {SettingKey::BlindMode, SettingKey::AnonymousAnnotators, SettingKey::Judgements}) {
        if (const auto value = settings.value(key)) {
            archive.settings.insert(key, *value);
        }
    }
    const Tables tables = readTables(project);
    for (const Item &item : project.items().all()) {
        if (auto entry = itemOf(item, tables, filter)) {
            archive.items << std::move(*entry);
        }
    }
    archive.people = peopleOf(project, archive, filter);
    return archive;
}

} // namespace Errata
