// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/workflow.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/conflictrepository.h"
#include "model/storage/database.h"
#include "model/storage/itemrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/qualityrepository.h"
#include "model/storage/reviewrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"
#include "model/domain/taxonomy.h"

#include <QCoreApplication>
#include <QMap>

#include <memory>

namespace Errata {

struct ProjectSummary
{
    QString title;
    QString taxonomyId;
    int schemaVersion = 0;
    qint64 items = 0;
    qint64 people = 0;
    qint64 annotators = 0;
    qint64 reviewers = 0;
    qint64 spans = 0;
    qint64 assignments = 0;
    qint64 reviewEvents = 0;
    QMap<AssignmentState, qint64> assignmentsByState;
};

// One open project file: its database, taxonomy and repositories. Front ends (GUI, CLI) go
// through this; it is the only place that knows how a project is created.
class Project final
{
    Q_DECLARE_TR_FUNCTIONS(Project)
    Q_DISABLE_COPY_MOVE(Project)
public:
    static constexpr auto FileSuffix = QLatin1StringView("errata");

    static std::unique_ptr<Project> create(const QString &path, const Taxonomy &taxonomy, const QString &title,
                                           QString *error);
    static std::unique_ptr<Project> open(const QString &path, QString *error,
                                         IntegrityCheck check = IntegrityCheck::OnOpen);
    // For a project another Errata has open (ProjectLock): every write is refused by SQLite.
    static std::unique_ptr<Project> openReadOnly(const QString &path, QString *error,
                                                 IntegrityCheck check = IntegrityCheck::OnOpen);
    bool isReadOnly() const { return m_database.isReadOnly(); }
    // Removes a project file and its WAL side files; for undoing a create that failed half-way.
    static void removeFiles(const QString &path);
    ~Project();

    QString path() const { return m_database.path(); }
    Database &database() { return m_database; }
    const Taxonomy &taxonomy() const { return m_taxonomy; }
    QString title();
    ProjectSummary summary();

    SettingsRepository settings() { return SettingsRepository(&m_database); }
    PersonRepository people() { return PersonRepository(&m_database); }
    ItemRepository items() { return ItemRepository(&m_database); }
    AssignmentRepository assignments() { return AssignmentRepository(&m_database); }
    SpanRepository spans() { return SpanRepository(&m_database); }
    ReviewRepository reviews() { return ReviewRepository(&m_database); }
    JudgementRepository judgements() { return JudgementRepository(&m_database); }
    ConflictRepository conflicts() { return ConflictRepository(&m_database); }
    QualityRepository quality() { return QualityRepository(&m_database); }

private:
    Project() = default;
    bool initialise(const Taxonomy &taxonomy, const QString &title, QString *error);
    static std::unique_ptr<Project> openWith(const QString &path, Database::OpenMode mode, IntegrityCheck check,
                                             QString *error);

    Database m_database;
    Taxonomy m_taxonomy;
};

} // namespace Errata
