// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli assign, unassign, reassign and progress: who annotates what, and how far they are.
// The plan is AssignmentPlanner's (model/domain/assignmentplan.h); writing it is one transaction.
#include "studycommands.h"

#include "clicommands.h"

#include "model/project/studyplan.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/permissions.h"
#include "model/storage/personrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

} // namespace

std::unique_ptr<Project> AssignCommands::open(const QString &path, bool reading)
{
    QString error;
    auto project = reading ? m_cli.openToRead(path, &error) : Project::open(path, &error);
    if (!project) m_cli.userError(error);
    return project;
}

int AssignCommands::assign(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    const QStringList valued{u"--per-item"_s, u"--annotators"_s, u"--where"_s, u"--seed"_s, u"--as"_s};
    if (!m_cli.takeOptions(args, valued, &options)) return CliCommands::UserError;
    const bool listing = args.removeAll(u"--list"_s) > 0, dryRun = args.removeAll(u"--dry-run"_s) > 0;
    if (args.size() != 1 || (!listing && !options.contains(u"--per-item"_s))) {
        return m_cli.userError(tr("assign takes the project file and --per-item K (or --list)."));
    }
    auto project = open(args.first(), listing);
    if (!project) return CliCommands::UserError;
    if (listing) return list(*project);
    StudyPlanRequest request;
    bool ok = false;
    request.perItem = options.value(u"--per-item"_s).toInt(&ok);
    request.seed = options.value(u"--seed"_s, u"1"_s).toUInt();
    request.annotators = options.value(u"--annotators"_s).split(u',', Qt::SkipEmptyParts);
    request.where = options.value(u"--where"_s);
    if (!ok || request.perItem < 1) return m_cli.userError(tr("--per-item takes a whole number, 1 or more."));
    const auto actor = m_cli.actingCoordinator(*project, options.value(u"--as"_s));
    if (!actor) return CliCommands::UserError;
    // A dry run changes nothing, but prints the plan, everyone's load by name: the coordinator's.
    if (const QString refusal =
            dryRun ? Permissions::coordinatorRefusal(&project->database(), *actor, tr("plan assignments")) : QString();
        !refusal.isEmpty()) {
        return m_cli.userError(refusal);
    }
    QString error;
    const std::optional<StudyPlan> plan = StudyPlanner::prepare(*project, request, &error);
    if (!plan || (!dryRun && !StudyPlanner::apply(*project, *plan, *actor, &error))) {
        return m_cli.userError(error + u'\n' + tr("%1 is unchanged.").arg(project->path()));
    }
    CliTable table({{u"annotator"_s, tr("Annotator")}, {u"new"_s, tr("New items")}, {u"load"_s, tr("Load")}});
    for (const StudyPlan::Row &row : plan->rows) table.addRow({row.name, row.added, row.before + row.added});
    table.print(m_cli.m_out, m_cli.m_format);
    for (const StudyPlan::LeftOut &out : plan->leftOut) {
        m_cli.note(tr("Left out: %1 (%2).").arg(out.name, out.reason));
    }
    return CliCommands::Ok;
}

int AssignCommands::list(Project &project)
{
    const QHash<qint64, QString> &names = m_cli.sees(project).rosterNames();
    QHash<qint64, QString> ids;
    for (const Item &item : project.items().all()) ids.insert(item.id, item.externalId);
    CliTable table({{u"item"_s, tr("Item")}, {u"annotator"_s, tr("Annotator")}, {u"state"_s, tr("State")}});
    for (const Assignment &a : project.assignments().all()) {
        table.addRow({ids.value(a.itemId), names.value(a.annotatorId), assignmentStateKey(a.state)});
    }
    table.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

// unassign PROJECT ITEM --annotator A; reassign PROJECT ITEM --from A --to B. Only work not begun:
// the assignment is discarded with the reason (the history keeps it), and B gets a new one.
int AssignCommands::unassign(const QStringList &arguments, bool reassign)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!m_cli.takeOptions(args, {u"--annotator"_s, u"--from"_s, u"--to"_s, u"--as"_s}, &options)) {
        return CliCommands::UserError;
    }
    const QString from = options.value(reassign ? u"--from"_s : u"--annotator"_s), to = options.value(u"--to"_s);
    if (args.size() != 2 || from.isEmpty() || (reassign && to.isEmpty())) {
        return m_cli.userError(reassign ? tr("reassign takes the project, an item id, --from NAME and --to NAME.")
                                        : tr("unassign takes the project, an item id and --annotator NAME."));
    }
    auto project = open(args.first());
    if (!project) return CliCommands::UserError;
    const auto actor = m_cli.actingCoordinator(*project, options.value(u"--as"_s));
    const auto item = actor ? m_cli.itemByExternalId(*project, args[1]) : std::nullopt;
    if (!item) return CliCommands::UserError;
    const auto person = project->people().findByName(from);
    const auto target = reassign ? project->people().findByName(to) : person;
    if (!person || !target) {
        return m_cli.userError(tr("There is no person \"%1\" in %2.").arg(person ? to : from, project->path()));
    }
    if (reassign && (!target->active || !target->roles.testFlag(Role::Annotator))) {
        return m_cli.userError(tr("%1 is not an active annotator.").arg(to));
    }
    AssignmentRepository assignments = project->assignments();
    std::optional<Assignment> found;
    for (const Assignment &a : assignments.forItem(*item)) {
        if (a.annotatorId == person->id) found = a;
    }
    if (!found || found->state != AssignmentState::New) {
        return m_cli.userError(
            !found ? tr("%1 has no assignment on item %2.").arg(from, args[1])
                   : tr("%1 has already begun item %2 (%3): only work not yet started can be moved; discard it "
                        "in the Review tab if it must go.")
                         .arg(from, args[1], WorkflowText::stateName(found->state)));
    }
    Transaction transaction(&project->database());
    const QString reason =
        reassign ? tr("Reassigned to %1 before work began.").arg(to) : tr("Unassigned before work began.");
    const bool ok = assignments.perform(found->id, WorkflowAction::Discard, *actor, reason)
        && (!reassign || assignments.createMany({{*item, target->id}}, *actor)) && transaction.commit();
    if (!ok) {
        const QString reason =
            assignments.lastError().isEmpty() ? reasonText(project->database().lastError()) : assignments.lastError();
        return m_cli.userError(reason + u'\n' + tr("%1 is unchanged.").arg(project->path()));
    }
    m_cli.m_out << visibleText(reason, true) << '\n';
    return CliCommands::Ok;
}

// Per annotator: assignments by state and idle work; with --matrix, every item × annotator.
int AssignCommands::progress(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!m_cli.takeOptions(args, {u"--idle-days"_s}, &options)) return CliCommands::UserError;
    const bool matrix = args.removeAll(u"--matrix"_s) > 0;
    bool ok = true;
    const int idleAfter = options.value(u"--idle-days"_s, u"7"_s).toInt(&ok);
    if (args.size() != 1 || !ok || idleAfter < 0) {
        return m_cli.userError(tr("progress takes the project file (and --matrix, --idle-days N)."));
    }
    auto project = open(args.first(), true);
    if (!project) return CliCommands::UserError;
    const QHash<qint64, QString> &names = m_cli.sees(*project).rosterNames();
    AssignmentRepository repository = project->assignments();
    const QList<Assignment> all = repository.all();
    const QHash<qint64, QDateTime> last = repository.lastActivity();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const auto idle = [&](const Assignment &a) { return idleDays(a.state, last.value(a.id), now) >= idleAfter; };
    // Rows: everyone with work, and the planner's pool (active annotators who do not coordinate), who may
    // get some; matrix columns: only people with work. A coordinator without work is neither (issue 48).
    QSet<qint64> working;
    for (const Assignment &a : all) working.insert(a.annotatorId);
    QList<Person> annotators, withWork;
    for (const Person &person : project->people().all()) {
        const bool pool =
            person.active && person.roles.testFlag(Role::Annotator) && !person.roles.testFlag(Role::Coordinator);
        if (working.contains(person.id) || pool) annotators << person;
        if (working.contains(person.id)) withWork << person;
    }
    const QList<AssignmentState> states{
        AssignmentState::New,      AssignmentState::InProgress, AssignmentState::Submitted, AssignmentState::InReview,
        AssignmentState::Returned, AssignmentState::Accepted,   AssignmentState::Discarded};
    QList<CliTable::Column> columns{{u"annotator"_s, tr("Annotator")}};
    for (const AssignmentState state : states)
        columns.append({assignmentStateKey(state), WorkflowText::stateName(state)});
    columns.append({u"idle"_s, tr("Idle %1+ days").arg(idleAfter)});
    CliTable table(columns);
    QHash<std::pair<qint64, int>, qint64> byState; // (person, state) -> count, in one pass
    QHash<qint64, qint64> idleOf;
    for (const Assignment &a : all) {
        ++byState[{a.annotatorId, int(a.state)}];
        if (idle(a)) ++idleOf[a.annotatorId];
    }
    for (const Person &person : std::as_const(annotators)) {
        QVariantList row{names.value(person.id)};
        for (const AssignmentState state : states) row << byState.value({person.id, int(state)});
        row << idleOf.value(person.id);
        table.addRow(row);
    }
    table.print(m_cli.m_out, m_cli.m_format);
    if (!matrix) return CliCommands::Ok;
    QHash<std::pair<qint64, qint64>, Assignment> cell;
    for (const Assignment &a : all) cell.insert({a.itemId, a.annotatorId}, a);
    QList<CliTable::Column> itemColumns{{u"item"_s, tr("Item")}};
    for (const Person &person : std::as_const(withWork)) {
        itemColumns.append({names.value(person.id), names.value(person.id)});
    }
    CliTable items(itemColumns);
    for (const Item &item : project->items().all()) {
        QVariantList row{item.externalId};
        for (const Person &person : std::as_const(withWork)) {
            const auto it = cell.constFind({item.id, person.id});
            row << (it == cell.cend() ? u"-"_s
                                      : assignmentStateKey(it->state) + (idle(*it) ? u" (idle)"_s : QString()));
        }
        items.addRow(row);
    }
    m_cli.m_out << '\n';
    items.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

} // namespace Errata
