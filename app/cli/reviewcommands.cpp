// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli review-status and history: the review loop for scripts and audits.
#include "clicommands.h"

#include "model/project/project.h"
#include "model/project/revieweragreement.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

constexpr std::array States{AssignmentState::New,      AssignmentState::InProgress, AssignmentState::Submitted,
                            AssignmentState::InReview, AssignmentState::Returned,   AssignmentState::Accepted,
                            AssignmentState::Discarded};

} // namespace

// Assignments by state, overall or per annotator, with how often work came back.
int CliCommands::reviewStatus(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!takeOptions(args, {u"--by"_s}, &options)) {
        return UserError;
    }
    const QString by = options.value(u"--by"_s, u"state"_s);
    const bool discards = args.removeAll(u"--discards"_s) > 0, reviewers = args.removeAll(u"--reviewers"_s) > 0;
    if (args.size() != 1 || (by != "state"_L1 && by != "annotator"_L1)) {
        return userError(
            tr("review-status takes the project file and optionally --by annotator|state, --discards or --reviewers."));
    }
    QString error;
    auto project = openToRead(args.first(), &error);
    if (!project) {
        return userError(error);
    }
    if (discards) return discardsByReason(*project);
    if (reviewers) return reviewerAgreement(*project);
    const QHash<qint64, QString> &names = sees(*project).names();
    QMap<QString, QMap<AssignmentState, int>> counts; // group -> state -> assignments
    QMap<QString, int> returns;                       // group -> returns over all iterations
    QHash<qint64, QString> groupOf;                   // assignment -> its group
    for (const Assignment &assignment : project->assignments().all()) {
        const QString group = by == "annotator"_L1 ? names.value(assignment.annotatorId) : tr("all");
        ++counts[group][assignment.state];
        groupOf.insert(assignment.id, group);
    }
    for (const HistoryEntry &entry : project->assignments().allHistory()) {
        if (entry.action == "return"_L1) ++returns[groupOf.value(entry.assignmentId)];
    }
    QList<CliTable::Column> columns{{u"group"_s, by == "annotator"_L1 ? tr("Annotator") : tr("Group")}};
    for (const AssignmentState state : States)
        columns << CliTable::Column{assignmentStateKey(state), WorkflowText::stateName(state)};
    columns << CliTable::Column{u"returns"_s, tr("Returns")};
    CliTable table(columns);
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        QVariantList row{it.key()};
        for (const AssignmentState state : States) row << it.value().value(state);
        row << returns.value(it.key());
        table.addRow(row);
    }
    table.print(m_out, m_format);
    return Ok;
}

// TGEA discarded texts with more than four errors: the discarded assignments, counted by their reason.
int CliCommands::discardsByReason(Project &project)
{
    QMap<QString, int> counts;
    for (const Assignment &assignment : project.assignments().all()) {
        if (assignment.state == AssignmentState::Discarded) ++counts[assignment.discardReason.trimmed()];
    }
    CliTable table({{u"reason"_s, tr("Reason")}, {u"discarded"_s, tr("Discarded")}});
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        table.addRow({it.key().isEmpty() ? tr("(no reason)") : it.key(), it.value()});
    }
    table.print(m_out, m_format);
    return Ok;
}

// TGEA's reviewer-reviewer agreement: per span decision and per item, percent and Cohen's κ.
int CliCommands::reviewerAgreement(Project &project)
{
    const ReviewerAgreement agreement = ReviewerAgreementReport::compute(project);
    CliTable table({{u"unit"_s, tr("Unit")},
                    {u"pairs"_s, tr("Pairs")},
                    {u"agreed"_s, tr("Agreed")},
                    {u"percent"_s, tr("Percent")},
                    {u"kappa"_s, tr("Cohen's κ")}});
    const auto row = [&](const QString &unit, const AgreementCount &count) {
        table.addRow({unit, count.pairs, count.agreed, count.percent ? QVariant(*count.percent) : QVariant(),
                      count.kappa ? QVariant(*count.kappa) : QVariant()});
    };
    row(u"span"_s, agreement.spans);
    row(u"item"_s, agreement.items);
    table.setFullPrecision(true);
    table.print(m_out, m_format);
    return Ok;
}

// Every workflow step on one item's assignments: who, when, from, to, iteration, why.
int CliCommands::history(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!takeOptions(args, {u"--item"_s}, &options)) {
        return UserError;
    }
    if (args.size() != 1 || options.value(u"--item"_s).isEmpty()) {
        return userError(tr("history takes the project file and --item ID (the item's id in its corpus)."));
    }
    QString error;
    auto project = openToRead(args.first(), &error);
    if (!project) {
        return userError(error);
    }
    const QList<Item> items = project->items().all();
    const auto item = std::find_if(items.cbegin(), items.cend(),
                                   [&](const Item &i) { return i.externalId == options.value(u"--item"_s); });
    if (item == items.cend()) {
        return userError(tr("There is no item \"%1\" in %2.").arg(options.value(u"--item"_s), args.first()));
    }
    const QHash<qint64, QString> &names = sees(*project).names();
    CliTable table({{u"annotator"_s, tr("Annotator")},
                    {u"at"_s, tr("When")},
                    {u"actor"_s, tr("Who")},
                    {u"action"_s, tr("Action")},
                    {u"from"_s, tr("From")},
                    {u"to"_s, tr("To")},
                    {u"iteration"_s, tr("Iteration")},
                    {u"reason"_s, tr("Reason")}});
    for (const Assignment &assignment : project->assignments().forItem(item->id)) {
        for (const HistoryEntry &entry : project->assignments().history(assignment.id)) {
            table.addRow({names.value(assignment.annotatorId), entry.at.toString(Qt::ISODateWithMs),
                          names.value(entry.actorId), entry.action, entry.fromState, entry.toState, entry.iteration,
                          entry.reason});
        }
    }
    table.print(m_out, m_format);
    return Ok;
}

} // namespace Errata
