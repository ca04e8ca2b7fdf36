// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/personrepository.h"

#include "model/storage/database.h"
#include "model/storage/permissions.h"
#include "model/storage/sqldialect.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {
// The people with the names this session may see (SqlDialect::peopleTable).
QString selectPerson(const Database *database)
{
    return u"SELECT id, name, is_annotator, is_reviewer, is_coordinator, active, coalesce(condition, '') FROM "_s
        + SqlDialect::peopleTable(*database);
}

Person personFrom(const QSqlQuery &query)
{
    Person person{query.value(0).toLongLong(), query.value(1).toString(), {}};
    person.roles.setFlag(Role::Annotator, query.value(2).toBool());
    person.roles.setFlag(Role::Reviewer, query.value(3).toBool());
    person.roles.setFlag(Role::Coordinator, query.value(4).toBool());
    person.active = query.value(5).toBool();
    person.condition = query.value(6).toString();
    return person;
}

// Where a person can appear, by the kind of work a refusal names.
const QList<std::pair<QString, QString>> &workTables()
{
    static const QList<std::pair<QString, QString>> tables{
        {u"assignments"_s, u"SELECT count(*) FROM assignment WHERE annotator_id = ?"_s},
        {u"reviews claimed"_s, u"SELECT count(*) FROM assignment WHERE reviewer_id = ?"_s},
        {u"layers"_s, u"SELECT count(*) FROM layer WHERE person_id = ?"_s},
        {u"review events"_s, u"SELECT count(*) FROM review_event WHERE author_id = ?"_s},
        {u"history entries"_s, u"SELECT count(*) FROM history WHERE actor_id = ?"_s},
    };
    return tables;
}
} // namespace

bool PersonRepository::add(Person &person, qint64 actorId)
{
    if (const QString refusal = Permissions::coordinatorRefusal(m_database, actorId, tr("add people"));
        !refusal.isEmpty()) {
        return fail(refusal);
    }
    Statement query;
    if (!run(query, uR"(INSERT INTO person (name, is_annotator, is_reviewer, is_coordinator, active, condition,
                                            created_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id)"_s,
             {person.name, int(person.roles.testFlag(Role::Annotator)), int(person.roles.testFlag(Role::Reviewer)),
              int(person.roles.testFlag(Role::Coordinator)), int(person.active),
              person.condition.isEmpty() ? sqlNull() : QVariant(person.condition), now()})
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
    if (run(query, selectPerson(m_database) + u" ORDER BY id"_s)) {
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
    if (!run(query, selectPerson(m_database) + u" WHERE "_s + condition, {value}) || !query->next()) {
        return std::nullopt;
    }
    return personFrom(*query);
}

std::optional<Person> PersonRepository::changeable(qint64 id, qint64 actorId, const QString &action)
{
    if (const QString refusal = Permissions::coordinatorRefusal(m_database, actorId, action); !refusal.isEmpty()) {
        fail(refusal);
        return std::nullopt;
    }
    const std::optional<Person> person = find(id);
    if (!person) {
        fail(tr("There is no person %1 in the project.").arg(id));
    }
    return person;
}

bool PersonRepository::update(qint64 id, const QString &column, const QVariant &value)
{
    Statement query;
    return run(query, u"UPDATE person SET %1 = ? WHERE id = ?"_s.arg(column), {value, id});
}

bool PersonRepository::rename(qint64 id, const QString &name, qint64 actorId)
{
    const auto person = changeable(id, actorId, tr("rename people"));
    if (!person) return false;
    if (name.trimmed().isEmpty()) return fail(tr("A person's name cannot be empty."));
    if (const auto other = findByName(name.trimmed()); other && other->id != id) {
        return fail(tr("There is already a person called \"%1\".").arg(name.trimmed()));
    }
    return update(id, u"name"_s, name.trimmed());
}

bool PersonRepository::setRoles(qint64 id, Roles roles, qint64 actorId)
{
    const auto person = changeable(id, actorId, tr("change roles"));
    if (!person) return false;
    const QMap<QString, qint64> work = workOf(id);
    if (!roles.testFlag(Role::Annotator) && work.value(u"assignments"_s) > 0) {
        return fail(tr("%1 has %n assignment(s) as an annotator; deactivate them instead of taking the role away.",
                       nullptr, int(work.value(u"assignments"_s)))
                        .arg(person->name));
    }
    if (!roles.testFlag(Role::Reviewer) && work.value(u"reviews claimed"_s) > 0) {
        return fail(tr("%1 has %n item(s) claimed for review; unclaim them first.", nullptr,
                       int(work.value(u"reviews claimed"_s)))
                        .arg(person->name));
    }
    if (person->roles.testFlag(Role::Coordinator) && !roles.testFlag(Role::Coordinator)) {
        const QList<Person> everyone = all();
        const auto coordinators = std::count_if(everyone.cbegin(), everyone.cend(),
                                                [](const Person &p) { return p.roles.testFlag(Role::Coordinator); });
        if (coordinators == 1) {
            return fail(
                tr("%1 is the project's only coordinator; make someone else coordinator first.").arg(person->name));
        }
    }
    Transaction transaction(m_database);
    return update(id, u"is_annotator"_s, int(roles.testFlag(Role::Annotator)))
        && update(id, u"is_reviewer"_s, int(roles.testFlag(Role::Reviewer)))
        && update(id, u"is_coordinator"_s, int(roles.testFlag(Role::Coordinator)))
        && (transaction.commit() || failCommit(tr("Could not change the roles of %1.").arg(person->name)));
}

bool PersonRepository::setActive(qint64 id, bool active, qint64 actorId)
{
    return changeable(id, actorId, active ? tr("reactivate people") : tr("deactivate people"))
        && update(id, u"active"_s, int(active));
}

bool PersonRepository::setCondition(qint64 id, const QString &condition, qint64 actorId)
{
    return changeable(id, actorId, tr("set conditions"))
        && update(id, u"condition"_s, condition.trimmed().isEmpty() ? sqlNull() : QVariant(condition.trimmed()));
}

QMap<QString, qint64> PersonRepository::workOf(qint64 id)
{
    QMap<QString, qint64> work;
    for (const auto &[kind, sql] : workTables()) {
        Statement query;
        if (run(query, sql, {id}) && query->next() && query->value(0).toLongLong() > 0) {
            work.insert(kind, query->value(0).toLongLong());
        }
    }
    return work;
}

bool PersonRepository::remove(qint64 id, qint64 actorId)
{
    const auto person = changeable(id, actorId, tr("remove people"));
    if (!person) return false;
    const QMap<QString, qint64> work = workOf(id);
    if (!work.isEmpty()) {
        QStringList parts;
        for (auto it = work.cbegin(); it != work.cend(); ++it) parts << u"%1 %2"_s.arg(it.value()).arg(it.key());
        return fail(tr("%1 cannot be removed: the project holds their work (%2). Deactivate them instead: their "
                       "work stays and they get no new items.")
                        .arg(person->name, parts.join(u", "_s)));
    }
    Statement query;
    if (!run(query, u"DELETE FROM person WHERE id = ?"_s, {id})) {
        // Marks of training or quality control still name them: the database says which.
        return fail(tr("%1 cannot be removed: %2. Deactivate them instead.").arg(person->name, lastError()));
    }
    return true;
}

QStringList PersonRepository::sharedItems(qint64 a, qint64 b)
{
    QStringList items;
    Statement query;
    if (run(query, uR"(SELECT DISTINCT i.external_id FROM item i
                       WHERE EXISTS (SELECT 1 FROM assignment x WHERE x.item_id = i.id AND x.annotator_id = ?)
                         AND EXISTS (SELECT 1 FROM assignment y WHERE y.item_id = i.id AND y.annotator_id = ?)
                       UNION SELECT DISTINCT i.external_id FROM item i
                       WHERE EXISTS (SELECT 1 FROM layer x WHERE x.item_id = i.id AND x.person_id = ?)
                         AND EXISTS (SELECT 1 FROM layer y WHERE y.item_id = i.id AND y.person_id = ?)
                       ORDER BY 1)"_s,
            {a, b, a, b})) {
        while (query->next()) items << query->value(0).toString();
    }
    return items;
}

bool PersonRepository::repoint(qint64 keepId, qint64 dropId)
{
    static const QList<std::pair<QString, QString>> columns{{u"layer"_s, u"person_id"_s},
                                                            {u"assignment"_s, u"annotator_id"_s},
                                                            {u"assignment"_s, u"reviewer_id"_s},
                                                            {u"merge_conflict"_s, u"annotator_id"_s},
                                                            {u"training_item"_s, u"marked_by"_s},
                                                            {u"attention_check"_s, u"marked_by"_s},
                                                            {u"history"_s, u"actor_id"_s},
                                                            {u"review_event"_s, u"author_id"_s},
                                                            {u"qualification_result"_s, u"person_id"_s},
                                                            {u"qualification_result"_s, u"scored_by"_s}};
    static const QStringList appendOnly{u"history"_s, u"review_event"_s, u"qualification_result"_s};
    Statement query;
    for (const QString &table : appendOnly) {
        if (!run(query, u"DROP TRIGGER %1_no_update"_s.arg(table))) return false;
    }
    for (const auto &[table, column] : columns) {
        if (!run(query, u"UPDATE %1 SET %2 = ? WHERE %2 = ?"_s.arg(table, column), {keepId, dropId})) return false;
    }
    for (const QString &table : appendOnly) { // the guards again, exactly as the schema made them
        if (!run(query, SqlDialect::appendOnlyGuards(table).first())) return false;
    }
    return true;
}

bool PersonRepository::merge(qint64 keepId, qint64 dropId, qint64 actorId)
{
    const auto keep = changeable(keepId, actorId, tr("merge people"));
    const auto drop = keep ? find(dropId) : std::nullopt;
    if (!keep || !drop || keepId == dropId) {
        return keep && !drop ? fail(tr("There is no person %1 in the project.").arg(dropId))
                             : (keep ? fail(tr("A person cannot be merged with themselves.")) : false);
    }
    if (const QStringList shared = sharedItems(keepId, dropId); !shared.isEmpty()) {
        return fail(
            tr("%1 and %2 both have work on %n item(s), so they are not one person: %3.", nullptr, int(shared.size()))
                .arg(keep->name, drop->name, shared.mid(0, 10).join(u", "_s)));
    }
    Transaction transaction(m_database);
    if (!repoint(keepId, dropId)) return false;
    const Roles roles = keep->roles | drop->roles;
    Statement query;
    const bool ok = update(keepId, u"is_annotator"_s, int(roles.testFlag(Role::Annotator)))
        && update(keepId, u"is_reviewer"_s, int(roles.testFlag(Role::Reviewer)))
        && update(keepId, u"is_coordinator"_s, int(roles.testFlag(Role::Coordinator)))
        && run(query, u"DELETE FROM person WHERE id = ?"_s, {dropId});
    return ok && (transaction.commit() || failCommit(tr("Could not merge %1 into %2.").arg(drop->name, keep->name)));
}

} // namespace Errata
