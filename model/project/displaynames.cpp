// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/displaynames.h"

#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {

QHash<qint64, QString> DisplayNames::forViewer(Project &project, qint64 viewerId, Role viewerRole)
{
    const QList<Person> people = project.people().all();
    QHash<qint64, QString> names;
    for (const Person &person : people) names.insert(person.id, person.name);
    if (project.settings().value(SettingKey::AnonymousAnnotators, u"0"_s) != "1"_L1) {
        return names;
    }
    const QSet<qint64> annotating = project.assignments().annotatorIds();
    const Roles staff = Role::Reviewer | Role::Coordinator;
    int annotators = 0, reviewers = 0, coordinators = 0;
    for (const Person &person : people) {
        const bool annotates = annotating.contains(person.id) || !(person.roles & staff);
        QString code;
        if (annotates) {
            code = tr("A%1").arg(++annotators); // numbered whoever looks
        } else if (person.roles.testFlag(Role::Reviewer)) {
            code = tr("R%1").arg(++reviewers);
        } else {
            code = tr("C%1").arg(++coordinators);
        }
        const bool hidden = person.id != viewerId && (annotates || viewerRole == Role::Annotator);
        if (hidden) names.insert(person.id, code);
    }
    return names;
}

} // namespace Errata
