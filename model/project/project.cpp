// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/project.h"
#include "model/storage/repository.h"

#include "model/storage/assignmentrepository.h"
#include "model/storage/conflictrepository.h"
#include "model/storage/integritycheck.h"
#include "model/storage/itemrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/qualityrepository.h"
#include "model/storage/reviewrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"
#include "model/storage/suggestionrepository.h"

#include "model/storage/taxonomyrepository.h"

#include <QFile>
#include "model/storage/serversecurity.h"

#include <QFileInfo>

#include <filesystem>

using namespace Qt::StringLiterals;

namespace Errata {

Project::~Project() = default;

std::unique_ptr<Project> Project::create(const QString &path, const Taxonomy &taxonomy, const QString &title,
                                         QString *error, bool finish)
{
    const bool existedEmpty = QFileInfo::exists(path);
    std::unique_ptr<Project> project(new Project);
    if (!project->m_database.open(path, Database::OpenMode::CreateNew)) {
        *error = project->m_database.lastError();
        return nullptr;
    }
    if (!project->initialise(taxonomy, title, error)) {
        project.reset();
        // Leave nothing half-made behind: a failed create removes the file it made.
        if (!existedEmpty) {
            removeFiles(path);
        }
        return nullptr;
    }
    // On a server the project comes into being here, schema, settings and taxonomy in one commit.
    if (finish && !project->finishCreation(error)) return nullptr;
    return project;
}

bool Project::finishCreation(QString *error)
{
    if (m_database.finishCreation()) return true;
    *error = m_database.lastError();
    return false;
}

bool Project::initialise(const Taxonomy &taxonomy, const QString &title, QString *error)
{
    Transaction transaction(&m_database);
    SettingsRepository settings(&m_database);
    TaxonomyRepository taxonomies(&m_database);
    const QString stamp = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    // ESA is a protocol, not only a taxonomy: its spans come with the 0–100 score, asked from the start.
    const QString judgements = taxonomy.id == "esa"_L1 ? QString(JudgementGroup::Esa) : QString();
    const bool ok = settings.setValue(SettingKey::Format, u"errata-project"_s)
        && settings.setValue(SettingKey::Title, title) && settings.setValue(SettingKey::BlindMode, u"1"_s)
        && settings.setValue(SettingKey::Judgements, judgements) && settings.setValue(SettingKey::CreatedAt, stamp);
    if (!ok) {
        *error = settings.lastError();
        return false;
    }
    if (!taxonomies.save(taxonomy)) {
        *error = taxonomies.lastError();
        return false;
    }
    if (!transaction.commit()) {
        *error = withReason(tr("Could not write the new project."), database().lastError());
        return false;
    }
    m_taxonomy = taxonomy;
    return true;
}

void Project::removeFiles(const QString &path)
{
    if (path == ":memory:"_L1) {
        return;
    }
    for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s, u"-journal"_s}) {
        QFile::remove(path + suffix);
    }
}

bool Project::isFile(const QString &other) const
{
    if (isOnServer() || path() == ":memory:"_L1 || other.isEmpty()) return false;
    std::error_code failed; // stat only: no descriptor of the file is opened (and so none closed)
    return std::filesystem::equivalent(QFile::encodeName(path()).toStdString(), QFile::encodeName(other).toStdString(),
                                       failed);
}

bool Project::existsAt(const QString &location)
{
    return ServerDialect::isServerUrl(location) || QFileInfo::exists(location);
}

bool Project::isServerAddress(const QString &location)
{
    return ServerDialect::isServerUrl(location);
}

qint64 Project::signedInPerson()
{
    return isOnServer() ? ServerSecurity::signedInPerson(m_database) : 0;
}

std::unique_ptr<Project> Project::open(const QString &path, QString *error, IntegrityCheck check)
{
    return openWith(path, Database::OpenMode::OpenExisting, check, error);
}

std::unique_ptr<Project> Project::openForReading(const QString &path, QString *error, IntegrityCheck check)
{
    return Database::isWritablePlace(path) ? open(path, error, check) : openReadOnly(path, error, check);
}

std::unique_ptr<Project> Project::openReadOnly(const QString &path, QString *error, IntegrityCheck check)
{
    return openWith(path, Database::OpenMode::ReadOnly, check, error);
}

std::unique_ptr<Project> Project::openWith(const QString &path, Database::OpenMode mode, IntegrityCheck check,
                                           QString *error)
{
    std::unique_ptr<Project> project(new Project);
    if (!project->m_database.open(path, mode, check)) {
        *error = project->m_database.lastError();
        return nullptr;
    }
    TaxonomyRepository taxonomies(&project->m_database);
    std::optional<Taxonomy> taxonomy = taxonomies.load();
    if (!taxonomy) {
        *error = tr("%1: %2").arg(path, taxonomies.lastError());
        // Opened unchecked (Deferred): a taxonomy that does not read may sit on a damaged page, and then
        // the damage is the reason to give, not "no taxonomy".
        if (check != IntegrityCheck::OnOpen && !project->isOnServer() && path != ":memory:"_L1) {
            if (const QString refusal = quickIntegrityCheck(path); !refusal.isEmpty()) {
                *error = refusal;
            }
        }
        return nullptr;
    }
    project->m_taxonomy = *taxonomy;
    return project;
}

QString Project::title()
{
    return settings().value(SettingKey::Title, QFileInfo(path()).completeBaseName());
}

ProjectSummary Project::summary()
{
    ProjectSummary summary;
    summary.title = title();
    summary.taxonomyId = m_taxonomy.id;
    summary.schemaVersion = m_database.schemaVersion();
    summary.items = items().count();
    const QList<Person> everyone = people().all();
    summary.people = everyone.size();
    for (const Person &person : everyone) {
        summary.annotators += person.roles.testFlag(Role::Annotator) ? 1 : 0;
        summary.reviewers += person.roles.testFlag(Role::Reviewer) ? 1 : 0;
    }
    summary.spans = spans().count();
    summary.assignmentsByState = assignments().countByState();
    for (qint64 count : std::as_const(summary.assignmentsByState)) {
        summary.assignments += count;
    }
    summary.reviewEvents = reviews().count();
    return summary;
}

SettingsRepository Project::settings()
{
    return SettingsRepository(&m_database);
}

PersonRepository Project::people()
{
    return PersonRepository(&m_database);
}

ItemRepository Project::items()
{
    return ItemRepository(&m_database);
}

AssignmentRepository Project::assignments()
{
    return AssignmentRepository(&m_database);
}

SpanRepository Project::spans()
{
    return SpanRepository(&m_database);
}

ReviewRepository Project::reviews()
{
    return ReviewRepository(&m_database);
}

JudgementRepository Project::judgements()
{
    return JudgementRepository(&m_database);
}

SuggestionRepository Project::suggestions()
{
    return SuggestionRepository(&m_database);
}

ConflictRepository Project::conflicts()
{
    return ConflictRepository(&m_database);
}

QualityRepository Project::quality()
{
    return QualityRepository(&m_database);
}

} // namespace Errata
