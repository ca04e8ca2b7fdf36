// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/personrepository.h"

#include "model/storage/permissions.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {
const QString SelectPerson = u"SELECT id, name, is_annotator, is_reviewer, is_coordinator FROM person"_s;

Person personFrom(const QSqlQuery &query)
{
    Person person{query.value(0).toLongLong(), query.value(1).toString(), {}};
    person.roles.setFlag(Role::Annotator, query.value(2).toBool());
    person.roles.setFlag(Role::Reviewer, query.value(3).toBool());
    person.roles.setFlag(Role::Coordinator, query.value(4).toBool());
    return person;
}
} // namespace

bool PersonRepository::add(Person &person, qint64 actorId)
{
    if (const QString refusal = Permissions::coordinatorRefusal(m_database, actorId, tr("add people"));
        !refusal.isEmpty()) {
        return fail(refusal);
    }
    Statement query;
    if (!run(query, uR"(INSERT INTO person (name, is_annotator, is_reviewer, is_coordinator, created_at)
                        VALUES (?, ?, ?, ?, ?) RETURNING id)"_s,
             {person.name, int(person.roles.testFlag(Role::Annotator)), int(person.roles.testFlag(Role::Reviewer)),
              int(person.roles.testFlag(Role::Coordinator)), now()})
        || !firstRow(query)) {
        return false;
    }
    person.id = query->value(0).toLongLong();
    query->finish(); // ends the statement, so the insert commits now
    return true;
}

QList<Person> PersonRepository::all()
{
    QList<Person> people;
    Statement query;
    if (run(query, SelectPerson + u" ORDER BY id"_s)) {
        while (query->next()) {
            people << personFrom(*query);
        }
    }
    return people;
}

std::optional<Person> PersonRepository::find(qint64 id)
{
    return findWhere(u"id = ?"_s, id);
}

std::optional<Person> PersonRepository::findByName(const QString &name)
{
    return findWhere(u"name = ?"_s, name);
}

std::optional<Person> PersonRepository::findWhere(const QString &condition, const QVariant &value)
{
    Statement query;
    if (!run(query, SelectPerson + u" WHERE "_s + condition, {value}) || !query->next()) {
        return std::nullopt;
    }
    return personFrom(*query);
}

} // namespace Errata
