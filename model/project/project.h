// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/qualityrecords.h"
#include "model/domain/records.h"
#include "model/domain/reviewevent.h"
#include "model/domain/span.h"
#include "model/domain/taxonomy.h"
#include "model/domain/workflow.h"
#include "model/storage/database.h"

#include <QCoreApplication>
#include <QMap>

#include <memory>

namespace Errata {

// The repositories are declared only: a file that reads or writes through one includes its header,
// so changing a repository rebuilds the files that use it, not every file that knows a Project.
class AssignmentRepository;
class ConflictRepository;
class ItemRepository;
class JudgementRepository;
class PersonRepository;
class QualityRepository;
class ReviewRepository;
class SettingsRepository;
class SpanRepository;
class SuggestionRepository;

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

    // finish false: on a team server the new project stays one uncommitted transaction until
    // finishCreation(), so what the caller adds (settings, the coordinator, the permissions) comes into
    // being with it or not at all; a file is written at once either way.
    static std::unique_ptr<Project> create(const QString &path, const Taxonomy &taxonomy, const QString &title,
                                           QString *error, bool finish = true);
    bool finishCreation(QString *error);
    static std::unique_ptr<Project> open(const QString &path, QString *error,
                                         IntegrityCheck check = IntegrityCheck::OnOpen);
    // For a project another Errata has open (ProjectLock): every write is refused by SQLite.
    // For what only reads (info, statistics, export): opened as usual where the file can be written (an
    // older file is upgraded, as any open does), read-only where it cannot, touching nothing there.
    static std::unique_ptr<Project> openForReading(const QString &path, QString *error,
                                                   IntegrityCheck check = IntegrityCheck::OnOpen);
    static std::unique_ptr<Project> openReadOnly(const QString &path, QString *error,
                                                 IntegrityCheck check = IntegrityCheck::OnOpen);
    bool isReadOnly() const { return m_database.isReadOnly(); }
    // On a team server rather than in a file: no lock file, no file backups, no file integrity check.
    bool isOnServer() const { return m_database.backend() == Backend::Postgres; }
    // Removes a project file and its WAL side files; for undoing a create that failed half-way.
    static void removeFiles(const QString &path);
    // Whether `other` names this project's own file (by device and inode: a symlink, a hard link or
    // another spelling of the path counts). Writing or deleting it as if it were another file would
    // destroy the project, and opening it again would be a second look at the open file.
    bool isFile(const QString &other) const;
    // Whether there is a project to open at `location`: a file that exists, or any team server
    // address (whether it holds a project, opening it says).
    static bool existsAt(const QString &location);
    // A postgresql:// address rather than a file name.
    static bool isServerAddress(const QString &location);
    // On a team server: the person the login is mapped to (server login); 0 in a file, or unmapped.
    qint64 signedInPerson();
    ~Project();

    QString path() const { return m_database.path(); }
    Database &database() { return m_database; }
    const Taxonomy &taxonomy() const { return m_taxonomy; }
    QString title();
    ProjectSummary summary();

    SettingsRepository settings();
    PersonRepository people();
    ItemRepository items();
    AssignmentRepository assignments();
    SpanRepository spans();
    ReviewRepository reviews();
    JudgementRepository judgements();
    ConflictRepository conflicts();
    QualityRepository quality();
    SuggestionRepository suggestions();

private:
    Project() = default;
    bool initialise(const Taxonomy &taxonomy, const QString &title, QString *error);
    static std::unique_ptr<Project> openWith(const QString &path, Database::OpenMode mode, IntegrityCheck check,
                                             QString *error);

    Database m_database;
    Taxonomy m_taxonomy;
};

} // namespace Errata
