// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/permissions.h"

#include "model/domain/workflow.h"
#include "model/storage/personrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {

QString Permissions::coordinatorRefusal(Database *database, qint64 actorId, const QString &action)
{
    PersonRepository people(database);
    const QList<Person> everyone = people.all();
    const auto isCoordinator = [](const Person &person) { return person.roles.testFlag(Role::Coordinator); };
    if (std::none_of(everyone.cbegin(), everyone.cend(), isCoordinator)) {
        return {}; // unmanaged: see the header
    }
    const auto actor = std::find_if(everyone.cbegin(), everyone.cend(),
                                    [actorId](const Person &person) { return person.id == actorId; });
    if (actor == everyone.cend()) {
        return tr("Only a coordinator may %1, and no person of the project was named to do it.").arg(action);
    }
    if (isCoordinator(*actor)) {
        return {};
    }
    const bool annotator = actor->roles.testFlag(Role::Annotator), reviewer = actor->roles.testFlag(Role::Reviewer);
    const QString roles = annotator && reviewer ? tr("an annotator and a reviewer")
        : annotator                             ? tr("an annotator")
        : reviewer                              ? tr("a reviewer")
                                                : tr("a person without a role");
    return tr("Only a coordinator may %1; %2 is %3, not a coordinator.").arg(action, actor->name, roles);
}

} // namespace Errata
