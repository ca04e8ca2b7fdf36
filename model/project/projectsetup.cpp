// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/projectsetup.h"

#include "model/project/project.h"
#include "model/project/serveradmin.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/serversecurity.h"
#include "model/storage/settingsrepository.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Errata {

QStringList ProjectSetup::judgementGroups()
{
    return {QString(JudgementGroup::Erroneous), QString(JudgementGroup::Rating), QString(JudgementGroup::Authorship),
            QString(JudgementGroup::Esa)};
}

QString ProjectSetup::effectiveTitle() const
{
    return title.trimmed().isEmpty() ? QFileInfo(path).completeBaseName() : title.trimmed();
}

std::unique_ptr<Project> ProjectSetup::create(QString *error) const
{
    if (judgements) {
        for (const QString &group : *judgements) {
            if (!judgementGroups().contains(group)) {
                *error = tr("Judgements are a list of %1, not \"%2\".").arg(judgementGroups().join(u", "_s), group);
                return nullptr;
            }
        }
    }
    // On a team server everything below is one transaction with the schema (Project::create's finish):
    // stopped anywhere, the database is left as empty as it was, and a second run starts over.
    auto project = Project::create(path, taxonomy, effectiveTitle(), error, false);
    if (!project) {
        return nullptr;
    }
    SettingsRepository settings = project->settings();
    bool ok = (!judgements || settings.setValue(SettingKey::Judgements, judgements->join(u',')))
        && settings.setValue(SettingKey::BlindMode, blind ? u"1"_s : u"0"_s)
        && settings.setValue(SettingKey::AnonymousAnnotators, anonymous ? u"1"_s : u"0"_s);
    QString why = ok ? QString() : settings.lastError();
    // The person who runs the study has every role, so they can also try the annotate view. The first
    // person of a new project: nobody coordinates it yet, so anyone may add them.
    Person creator{0, coordinator.trimmed(), Role::Annotator | Role::Reviewer | Role::Coordinator};
    if (ok && !creator.name.isEmpty() && !project->people().add(creator, 0)) {
        ok = false;
        why = project->people().lastError();
    }
    // A project on a server is of no use, and open to every login, without its permissions.
    if (ok && project->isOnServer() && !ServerSecurity::apply(project->database(), &why)) {
        ok = false;
        why = ServerAdmin::tr("Could not set up the permissions on %1: %2").arg(project->path(), why);
    }
    if (!ok || !project->finishCreation(&why)) {
        project.reset();            // on a server its one transaction rolls back
        Project::removeFiles(path); // no half-made file left behind
        *error = why;
        return nullptr;
    }
    return project;
}

} // namespace Errata
