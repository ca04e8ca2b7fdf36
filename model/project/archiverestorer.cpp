// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/archiverestorer.h"

#include "model/project/project.h"
#include "model/storage/repository.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"
#include "model/storage/backgroundrowwriter.h"
#include "model/storage/bulkrepository.h"
#include "model/storage/permissions.h"
#include "model/domain/taxonomyloader.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {
constexpr qsizetype BatchRows = 4096; // rows gathered before they are written: bounded memory
} // namespace

ArchiveRestorer::ArchiveRestorer(Project &project, qint64 actorId)
    : m_project(project)
    , m_actorId(actorId)
    , m_personRepository(&project.database())
    , m_spanRepository(&project.database())
    , m_suggestionRepository(&project.database())
    , m_batch(&project.database())
{
}

QString ArchiveRestorer::lastError() const
{
    if (!m_batch.lastError().isEmpty()) return m_batch.lastError();
    for (const Repository *repository :
         std::initializer_list<const Repository *>{&m_personRepository, &m_spanRepository, &m_suggestionRepository}) {
        if (!repository->lastError().isEmpty()) {
            return repository->lastError();
        }
    }
    return tr("the project file could not be written");
}

std::unique_ptr<Project> ArchiveRestorer::createProject(const QString &path, const Archive &archive, QString *error)
{
    const TaxonomyLoadResult taxonomy = TaxonomyLoader::fromJson(archive.taxonomyJson);
    if (!taxonomy.isValid()) {
        *error = taxonomy.errorText(tr("the archive's taxonomy"));
        return nullptr;
    }
    const QString title = archive.title.isEmpty() ? QFileInfo(path).completeBaseName() : archive.title;
    auto project = Project::create(path, *taxonomy.taxonomy, title, error);
    if (project && !applySettings(*project, archive)) {
        *error = tr("%1: the settings could not be written").arg(path);
        project.reset();
        Project::removeFiles(path);
    }
    return project;
}

bool ArchiveRestorer::applySettings(Project &project, const Archive &archive)
{
    SettingsRepository settings = project.settings();
    for (auto it = archive.settings.cbegin(); it != archive.settings.cend(); ++it) {
        if (!settings.setValue(it.key(), it.value())) {
            return false;
        }
    }
    return archive.createdAt.isEmpty() || settings.setValue(SettingKey::CreatedAt, archive.createdAt);
}

bool ArchiveRestorer::checkTaxonomy(const Archive &archive, QString *error)
{
    const Taxonomy &taxonomy = m_project.taxonomy();
    const auto check = [&](const QList<Span> &spans, const QString &itemId) {
        for (const Span &span : spans) {
            if (!taxonomy.node(span.typeKey) || (!span.severityKey.isEmpty() && !taxonomy.severity(span.severityKey))) {
                *error = tr("item %1: the category \"%2\" or severity \"%3\" is not in the project's taxonomy \"%4\"")
                             .arg(itemId, span.typeKey, span.severityKey, taxonomy.id);
                return false;
            }
        }
        return true;
    };
    for (const ArchiveItem &item : archive.items) {
        for (const ArchiveAnnotation &annotation : item.annotations) {
            QList<Span> offered;
            for (const Suggestion &suggestion : annotation.suggestions) offered << suggestion.suggested;
            if (!check(annotation.spans, item.item.externalId) || !check(offered, item.item.externalId)) return false;
        }
        for (const ArchiveLayer &layer : item.layers) {
            if (!check(layer.spans, item.item.externalId)) return false;
        }
    }
    return true;
}

bool ArchiveRestorer::restore(const Archive &archive, RestoreSummary *summary, QString *error)
{
    *summary = {};
    summary->items = int(archive.items.size());
    if (!checkTaxonomy(archive, error)) {
        return false;
    }
    const QString refusal = Permissions::coordinatorRefusal(&m_project.database(), m_actorId, tr("restore an archive"));
    if (!refusal.isEmpty()) {
        *error = refusal;
        return false;
    }
    Transaction transaction(&m_project.database());
    m_unmanaged = true;
    for (const Person &person : m_project.people().all()) {
        m_people.insert(person.name, person.id);
        m_unmanaged = m_unmanaged && !person.roles.testFlag(Role::Coordinator);
    }
    for (Item &item : m_project.items().all()) m_items.insert(item.externalId, std::move(item));
    for (const Assignment &a : m_project.assignments().all()) m_assignments.insert({a.itemId, a.annotatorId});
    const qsizetype peopleBefore = m_people.size();
    for (const Person &person : archive.people) {
        if (!personId(person)) return false;
    }
    if (!reserveIds(archive)) {
        *error = m_batch.lastError();
        return false;
    }
    // Rows are stored on another core while this one makes the next (half a split's time at `million`).
    // Drained before the commit; on a failure gone before the transaction rolls back (declared after it):
    // its destructor waits for what it is writing.
    const std::unique_ptr<BackgroundRowWriter> background = BackgroundRowWriter::start(m_project.database());
    const struct Detach
    {
        RestoreBatch &batch;
        ~Detach() { batch.setBackground(nullptr); }
    } detach{m_batch};
    m_batch.setBackground(background.get());
    if (!restoreItems(archive, summary, error)) return false;
    if (!m_batch.flush() || !writeThreads(0) || !m_batch.settle()) {
        *error = lastError();
        return false;
    }
    if (!restoreExtras(archive, error)) return false;
    summary->newPeople = int(m_people.size() - peopleBefore);
    return transaction.commit()
        || (*error = withReason(tr("the project file could not be written"), m_project.database().lastError()), false);
}

// Every item of the archive with its annotations and layers; rows are written as batches fill.
bool ArchiveRestorer::restoreItems(const Archive &archive, RestoreSummary *summary, QString *error)
{
    for (const ArchiveItem &entry : archive.items) {
        const std::optional<Item> item = findOrAddItem(entry.item, summary, error);
        if (!item) {
            return false;
        }
        for (const ArchiveAnnotation &annotation : entry.annotations) {
            if (!restoreAnnotation(*item, annotation, summary)) {
                *error = m_batch.failedInBackground()
                    ? lastError()
                    : tr("item %1, annotator %2: %3").arg(item->externalId, annotation.annotator, lastError());
                return false;
            }
        }
        if (!restoreLayers(*item, entry.layers, summary)) {
            *error = m_batch.failedInBackground() ? lastError() : tr("item %1: %2").arg(item->externalId, lastError());
            return false;
        }
        noteExtras(entry, item->id);
        if (m_batch.full()
            && !m_batch.flush(tr("the items up to %1").arg(item->externalId), RestoreBatch::Spans::Keep)) {
            *error = lastError(); // the rows of many items, this one the last
            return false;
        }
    }
    return true;
}

// Ids for every item not in the project yet and every annotation (some may be there already: a gap).
bool ArchiveRestorer::reserveIds(const Archive &archive)
{
    qsizetype items = 0, annotations = 0, layers = 0;
    for (const ArchiveItem &entry : archive.items) {
        items += m_items.contains(entry.item.externalId) ? 0 : 1;
        annotations += entry.annotations.size();
        layers += entry.layers.size();
    }
    return m_batch.reserve(items, annotations, layers);
}

std::optional<qint64> ArchiveRestorer::personId(const QString &name, Roles roles)
{
    return personId(Person{0, name, roles});
}

// A person added as the archive has them: roles, whether active, their condition.
std::optional<qint64> ArchiveRestorer::personId(Person person)
{
    if (const auto found = m_people.constFind(person.name); found != m_people.cend()) {
        return *found;
    }
    if (!m_batch.settle() || !m_personRepository.add(person, m_actorId)) {
        return std::nullopt;
    }
    if (m_unmanaged && person.roles.testFlag(Role::Coordinator)) {
        m_actorId = person.id; // see the constructor's comment
        m_unmanaged = false;
    }
    m_people.insert(person.name, person.id);
    return person.id;
}

std::optional<Item> ArchiveRestorer::findOrAddItem(const Item &item, RestoreSummary *summary, QString *error)
{
    if (const auto found = m_items.constFind(item.externalId); found != m_items.cend()) {
        if (found->generation != item.generation || found->prompt != item.prompt) {
            *error = tr("item %1 is already in the project with a different text").arg(item.externalId);
            return std::nullopt;
        }
        return *found;
    }
    // restore() checked that the actor may add items, once for all of them.
    Item added = item;
    added.id = m_batch.addItem(item);
    ++summary->newItems;
    m_items.insert(added.externalId, added);
    return added;
}

bool ArchiveRestorer::restoreAnnotation(const Item &item, const ArchiveAnnotation &annotation, RestoreSummary *summary)
{
    const auto annotator = personId(annotation.annotator, Role::Annotator);
    const auto reviewer =
        annotation.reviewer.isEmpty() ? std::optional<qint64>(0) : personId(annotation.reviewer, Role::Reviewer);
    if (!annotator || !reviewer) {
        return false;
    }
    if (m_assignments.contains({item.id, *annotator})) {
        ++summary->existingAnnotations;
        return true;
    }
    Assignment assignment = annotation.assignment;
    assignment.itemId = item.id;
    assignment.annotatorId = *annotator;
    assignment.reviewerId = *reviewer;
    const RestoreBatch::Annotation added = m_batch.addAnnotation(assignment);
    assignment.id = added.assignmentId;
    if (!restoreSpans(added.layerId, annotation.spans, summary)
        || !restoreSuggestions(added.layerId, annotation.suggestions)) {
        return false;
    }
    for (auto it = annotation.judgements.cbegin(); it != annotation.judgements.cend(); ++it) {
        m_batch.addJudgement(assignment.id, it.key(), it.value());
    }
    m_assignments.insert({item.id, *annotator});
    m_newAssignments.insert({item.id, annotation.annotator}, assignment.id);
    ++summary->newAnnotations;
    return restoreThreads(assignment.id, annotation);
}

bool ArchiveRestorer::restoreSpans(qint64 layerId, const QList<Span> &spans, RestoreSummary *summary)
{
    SpanRepository &repository = m_spanRepository;
    if (!m_takenSpanIds) {
        // One query for every id in use, instead of an "exists" query per restored span.
        if (!m_batch.settle()) return false;
        m_takenSpanIds = BulkRepository(&m_project.database()).ids(u"span"_s);
    }
    for (Span span : spans) {
        const qint64 archiveId = span.id;
        span.layerId = layerId;
        if (span.id > 0 && !m_takenSpanIds->contains(span.id)) {
            m_batch.addSpan(span); // keeps its id
        } else {
            // Numbered by the project, which needs its layer written first; rare (a restore into a
            // project whose spans took the archive's ids, or an archive without ids), so one at a time.
            span.id = 0;
            summary->renumberedSpans += archiveId > 0 ? 1 : 0;
            if (!m_batch.flush() || !m_batch.settle() || !repository.restore(span)) return false;
        }
        m_takenSpanIds->insert(span.id);
        if (archiveId > 0) m_spanIds.insert(archiveId, span.id); // 0 is "no span" in threads and suggestions
        ++summary->newSpans;
    }
    return true;
}

// A suggestion keeps its id where it is free (a work package's merge finds it by that id) and points
// at its accepted span by the span's id here.
bool ArchiveRestorer::restoreSuggestions(qint64 layerId, const QList<Suggestion> &suggestions)
{
    // Their layer and spans first.
    if (!suggestions.isEmpty() && (!m_batch.flush() || !m_batch.settle())) return false;
    for (Suggestion suggestion : suggestions) {
        suggestion.layerId = layerId;
        suggestion.spanId = m_spanIds.value(suggestion.spanId, suggestion.spanId);
        if (!m_suggestionRepository.restore(suggestion)) return false;
    }
    return true;
}

bool ArchiveRestorer::restoreThreads(qint64 assignmentId, const ArchiveAnnotation &annotation)
{
    for (const ArchiveReview &review : annotation.reviews) {
        const auto author = personId(review.author, Role::Reviewer);
        if (!author) return false;
        ReviewEvent event = review.event;
        event.assignmentId = assignmentId;
        event.authorId = *author;
        // A thread about a span deleted since keeps pointing at no span, as it did.
        event.spanId = m_spanIds.value(event.spanId, event.spanId);
        m_reviews << event;
    }
    for (const ArchiveHistory &saved : annotation.history) {
        const auto actor = personId(saved.actor, {});
        if (!actor) return false;
        HistoryEntry entry = saved.entry;
        entry.assignmentId = assignmentId;
        entry.actorId = *actor;
        m_history << entry;
    }
    return writeThreads(BatchRows);
}

// Writes the history gathered so far once there are atLeast entries; with 0, all of it and the review events.
bool ArchiveRestorer::writeThreads(qsizetype atLeast)
{
    if (atLeast == 0) { // the end: every span, then the review events that may point at them
        const QString context = tr("the spans and review threads");
        const bool ok = m_batch.flush(context) && m_batch.writeThreads(m_reviews, m_history, context);
        m_reviews.clear();
        m_history.clear();
        return ok;
    }
    if (m_history.size() < atLeast) return true;
    // Their assignments first; spans, and so review events, wait for the end (RestoreBatch::Spans).
    if (!m_batch.flush({}, RestoreBatch::Spans::Keep)
        || !m_batch.writeThreads({}, m_history, tr("the workflow history"))) {
        return false;
    }
    m_history.clear();
    return true;
}

bool ArchiveRestorer::restoreLayers(const Item &item, const QList<ArchiveLayer> &layers, RestoreSummary *summary)
{
    if (layers.isEmpty()) return true; // most items: no query
    if (!m_batch.settle()) return false;
    const QList<Layer> existing = m_project.spans().layersOfItem(item.id);
    for (const ArchiveLayer &layer : layers) {
        const bool present = std::any_of(existing.cbegin(), existing.cend(), [&layer](const Layer &other) {
            return other.kind == layer.kind && (layer.kind == LayerKind::Gold || other.label == layer.label);
        });
        if (present || layer.kind == LayerKind::Annotator) {
            continue;
        }
        if (!restoreSpans(m_batch.addLayer(item.id, layer.kind, layer.label), layer.spans, summary)) {
            return false;
        }
    }
    return true;
}

} // namespace Errata
