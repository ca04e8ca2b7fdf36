// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/archive.h"
#include "model/project/restorebatch.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/storage/suggestionrepository.h"

#include <QCoreApplication>
#include <QHash>

#include <memory>

namespace Errata {

class Project;

struct RestoreSummary
{
    int items = 0; // in the archive
    int newItems = 0;
    int newPeople = 0;
    int newAnnotations = 0;
    int existingAnnotations = 0; // already in the project, left alone
    int newSpans = 0;
    int renumberedSpans = 0; // their id was taken in the project
};

// An item whose marks, scores, conflicts or snapshots wait for its rows to be written.
struct PendingExtras
{
    const ArchiveItem *entry = nullptr;
    qint64 itemId = 0;
};

// Writes an Archive into a project, all or nothing. Items are found by external id (their texts
// must agree), people by name; an annotation (item × annotator) or gold/prediction layer the
// project already has is left as it is, so restoring the same archive twice changes nothing.
// Everything else is written as saved: states, iterations, times, review threads and history, the
// items' marks and scores, the qualification results. Settings are a new project's (createProject):
// restoring into a project that has its own leaves them.
class ArchiveRestorer
{
    Q_DECLARE_TR_FUNCTIONS(ArchiveRestorer)
public:
    // actorId restores: adding people and items is for coordinators (model/storage/permissions.h).
    // Into a project nobody coordinates yet (a new one), the archive's first coordinator, once
    // added, adds the rest.
    ArchiveRestorer(Project &project, qint64 actorId);

    bool restore(const Archive &archive, RestoreSummary *summary, QString *error);
    // A new project file with the archive's taxonomy, title, settings and creation time (nothing
    // else yet: restore() fills it). On failure nothing is left on disk.
    static std::unique_ptr<Project> createProject(const QString &path, const Archive &archive, QString *error);
    static bool applySettings(Project &project, const Archive &archive);

private:
    bool checkTaxonomy(const Archive &archive, QString *error);
    bool reserveIds(const Archive &archive);
    bool restoreItems(const Archive &archive, RestoreSummary *summary, QString *error);
    std::optional<qint64> personId(const QString &name, Roles roles);
    std::optional<qint64> personId(Person person);
    std::optional<Item> findOrAddItem(const Item &item, RestoreSummary *summary, QString *error);
    bool restoreAnnotation(const Item &item, const ArchiveAnnotation &annotation, RestoreSummary *summary);
    bool restoreSpans(qint64 layerId, const QList<Span> &spans, RestoreSummary *summary);
    bool restoreThreads(qint64 assignmentId, const ArchiveAnnotation &annotation);
    bool writeThreads(qsizetype atLeast);
    bool restoreSuggestions(qint64 layerId, const QList<Suggestion> &suggestions);
    bool restoreLayers(const Item &item, const QList<ArchiveLayer> &layers, RestoreSummary *summary);
    // archiverestorerextras.cpp: what an item carries besides its annotations and layers, and the
    // qualification results, written once every item, layer and span is.
    void noteExtras(const ArchiveItem &entry, qint64 itemId);
    bool restoreExtras(const Archive &archive, QString *error);
    bool restoreItemExtras(const PendingExtras &pending, QString *error);
    QString restoreActions(qint64 assignmentId, QList<ActionEvent> actions); // why not, or empty
    bool restoreQualifications(const Archive &archive, QString *error);

    QString lastError() const; // of the repository that failed

    Project &m_project;
    qint64 m_actorId;
    bool m_unmanaged = false;
    PersonRepository m_personRepository;
    SpanRepository m_spanRepository;
    SuggestionRepository m_suggestionRepository;
    RestoreBatch m_batch; // items, annotations, spans and judgements, many rows a statement
    QHash<QString, qint64> m_people;
    QHash<QString, Item> m_items;
    QSet<QPair<qint64, qint64>> m_assignments;  // (item, annotator) pairs already there
    QHash<qint64, qint64> m_spanIds;            // archive span id -> project span id
    std::optional<QSet<qint64>> m_takenSpanIds; // ids in the project, read once when first needed
    // Threads and history to write, many rows a statement: a row each was a third of a package's split.
    QList<ReviewEvent> m_reviews;
    QList<HistoryEntry> m_history;
    QList<PendingExtras> m_extras;
    QHash<QPair<qint64, QString>, qint64> m_newAssignments; // (item, annotator) restored now -> assignment
};

} // namespace Errata
