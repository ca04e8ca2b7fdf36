// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace Errata {

class Database;

// product.md §4: "only coordinators change the taxonomy, assignments and people". The repositories'
// mutators for these take the acting person and ask here first, so no front end (GUI, CLI, a
// script using the model) can skip the rule by forgetting to hide an action.
//
// A project that has no coordinator at all is unmanaged: it is being created (the first person
// added is its creator) or it is a corpus imported for study. Nobody in it could ever be allowed
// to add people or items, so there anyone may, until the first coordinator exists.
class Permissions
{
    Q_DECLARE_TR_FUNCTIONS(Permissions)
public:
    // Empty when actorId may do the coordinator-only action; otherwise the refusal, naming the
    // action (a verb phrase: "add people") and the actor's roles.
    static QString coordinatorRefusal(Database *database, qint64 actorId, const QString &action);
};

} // namespace Errata
