// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/records.h"
#include "model/storage/repository.h"

#include <QList>
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

private:
    std::optional<Person> findWhere(const QString &condition, const QVariant &value);
};

} // namespace Errata
