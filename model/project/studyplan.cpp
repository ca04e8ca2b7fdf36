// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/studyplan.h"

#include "model/domain/metadatafilter.h"

#include "model/project/project.h"
#include "model/project/studysettings.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// The people a plan may use, with their current loads; nullopt and *error for a bad name.
std::optional<QList<PlanPerson>> poolOf(Project &project, const StudyPlanRequest &request, QList<Person> *everyone,
                                        QList<StudyPlan::LeftOut> *leftOut, QString *error)
{
    *everyone = project.people().all();
    QList<PlanPerson> pool;
    for (const QString &name : request.annotators) {
        const auto it =
            std::find_if(everyone->cbegin(), everyone->cend(), [&](const Person &p) { return p.name == name; });
        if (it == everyone->cend()) {
            *error = StudyPlanner::tr("There is no person \"%1\" in %2.").arg(name, project.path());
            return std::nullopt;
        }
        if (!it->active || !it->roles.testFlag(Role::Annotator)) {
            *error = StudyPlanner::tr("%1 is not an active annotator.").arg(name);
            return std::nullopt;
        }
    }
    const QualificationGate gate(project);
    for (const Person &person : std::as_const(*everyone)) {
        // By default every active annotator but the coordinators, who run the study (name them to include them).
        const bool wanted = request.annotators.isEmpty()
            ? person.active && person.roles.testFlag(Role::Annotator) && !person.roles.testFlag(Role::Coordinator)
            : request.annotators.contains(person.name);
        if (!wanted) continue;
        if (const QString refusal = gate.refusal(person.id); !refusal.isEmpty()) {
            *leftOut << StudyPlan::LeftOut{person.id, person.name, refusal};
        } else {
            pool << PlanPerson{person.id, person.condition, 0};
        }
    }
    if (pool.size() < request.perItem) {
        *error = StudyPlanner::tr("Each item needs %1 annotators, but there are only %2.")
                     .arg(request.perItem)
                     .arg(pool.size());
        for (const StudyPlan::LeftOut &out : std::as_const(*leftOut)) {
            *error += u'\n' + StudyPlanner::tr("Left out: %1 (%2).").arg(out.name, out.reason);
        }
        return std::nullopt;
    }
    return pool;
}

} // namespace

bool StudyPlanner::matches(const QMap<QString, QString> &metadata, const QString &where)
{
    return MetadataFilter(where).matches(metadata);
}

std::optional<StudyPlan> StudyPlanner::prepare(Project &project, const StudyPlanRequest &request, QString *error)
{
    if (request.perItem < 1) {
        *error = tr("Each item needs at least one annotator.");
        return std::nullopt;
    }
    QList<Person> everyone;
    StudyPlan plan;
    std::optional<QList<PlanPerson>> pool = poolOf(project, request, &everyone, &plan.leftOut, error);
    if (!pool) return std::nullopt;
    QHash<qint64, QSet<qint64>> holders;
    QHash<qint64, int> load;
    for (const Assignment &a : project.assignments().all()) {
        if (a.state == AssignmentState::Discarded) continue; // a discarded assignment is nobody's work
        holders[a.itemId].insert(a.annotatorId);
        ++load[a.annotatorId];
    }
    for (PlanPerson &person : *pool) person.load = load.value(person.id);
    QList<PlanItem> items;
    for (const Item &item : project.items().headers()) {
        if (!matches(item.metadata, request.where)) continue;
        items << PlanItem{item.id, item.metadata.value(u"group"_s), item.metadata.value(u"condition"_s),
                          holders.value(item.id)};
    }
    plan.assignments = AssignmentPlanner::plan(items, *pool, request.perItem, request.seed, error);
    if (!error->isEmpty()) return std::nullopt;
    QHash<qint64, int> added;
    for (const PlannedAssignment &p : std::as_const(plan.assignments)) ++added[p.personId];
    for (const Person &person : std::as_const(everyone)) {
        const bool inPool =
            std::any_of(pool->cbegin(), pool->cend(), [&](const PlanPerson &p) { return p.id == person.id; });
        if (inPool) plan.rows << StudyPlan::Row{person.id, person.name, load.value(person.id), added.value(person.id)};
    }
    return plan;
}

bool StudyPlanner::apply(Project &project, const StudyPlan &plan, qint64 actorId, QString *error)
{
    QList<std::pair<qint64, qint64>> rows;
    rows.reserve(plan.assignments.size());
    for (const PlannedAssignment &p : plan.assignments) rows.append({p.itemId, p.personId});
    AssignmentRepository repository = project.assignments();
    if (rows.isEmpty()) return true; // nothing to add: the file stays as it is
    if (!repository.createMany(rows, actorId)) {
        *error = repository.lastError();
        return false;
    }
    return true;
}

} // namespace Errata
