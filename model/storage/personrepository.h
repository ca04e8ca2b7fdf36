// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/records.h"
#include "model/storage/repository.h"

#include <QList>
#include <QMap>
#include <optional>

namespace Errata {

class PersonRepository final : public Repository
{
public:
    using Repository::Repository;

    // Sets person.id. Coordinators only (model/storage/permissions.h): actorId is who adds them.
    bool add(Person &person, qint64 actorId);
    QList<Person> all();
    std::optional<Person> find(qint64 id);
    std::optional<Person> findByName(const QString &name);

    // Changes to people, all the coordinator's (actorId acts), each refused with the reason:
    bool rename(qint64 id, const QString &name, qint64 actorId); // names are unique
    // Taking away a role the person still has work in, or the last coordinator's role, is refused.
    bool setRoles(qint64 id, Roles roles, qint64 actorId);
    bool setActive(qint64 id, bool active, qint64 actorId); // inactive: keeps work, gets no new items
    bool setCondition(qint64 id, const QString &condition, qint64 actorId);
    // Only a person with no trace in the project (no assignment, layer, review, history or mark):
    // anyone else is deactivated instead, and the refusal says so.
    bool remove(qint64 id, qint64 actorId);
    // One person recorded as two (an import that named them per file): everything of dropId becomes
    // keepId's (layers, assignments, reviews, history, marks; the roles joined) and dropId goes.
    // Refused, naming the items, where both have work on one item. The append-only history is
    // re-pointed inside the same transaction: it says who acted, and they are one person.
    bool merge(qint64 keepId, qint64 dropId, qint64 actorId);
    // What the project holds of a person, by kind ("assignments" -> 12), for refusals and listings.
    QMap<QString, qint64> workOf(qint64 id);

private:
    std::optional<Person> findWhere(const QString &condition, const QVariant &value);
    std::optional<Person> changeable(qint64 id, qint64 actorId, const QString &action);
    bool update(qint64 id, const QString &column, const QVariant &value);
    QStringList sharedItems(qint64 a, qint64 b);
    bool repoint(qint64 keepId, qint64 dropId);
};

} // namespace Errata
