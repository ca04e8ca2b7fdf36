// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "suggestioncommands.h"

#include "clicommands.h"

#include "model/project/project.h"
#include "model/project/suggestionreport.h"
#include "model/project/suggestionseed.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QVariant meanSeconds(qint64 seconds, int items)
{
    return items ? QVariant(double(seconds) / items) : QVariant();
}

QString fieldCounts(const QMap<QString, int> &fields)
{
    QStringList parts;
    for (auto it = fields.cbegin(); it != fields.cend(); ++it) parts << u"%1 %2"_s.arg(it.key()).arg(it.value());
    return parts.join(u", "_s);
}

} // namespace

int SuggestionCommands::run(const QStringList &args)
{
    const QString verb = args.value(0);
    if (verb == "seed"_L1) return seed(args.mid(1));
    if (verb == "report"_L1) return report(args.mid(1));
    return m_cli.userError(tr("suggestions takes seed or report: errata-cli suggestions seed PROJECT --system NAME "
                              "[--annotators A,B,…] [--where key=value]"));
}

int SuggestionCommands::seed(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!m_cli.takeOptions(args, {u"--system"_s, u"--annotators"_s, u"--where"_s, u"--as"_s}, &options)) {
        return CliCommands::UserError;
    }
    if (args.size() != 1 || !options.contains(u"--system"_s)) {
        return m_cli.userError(tr("suggestions seed takes the project file and --system NAME."));
    }
    QString error;
    auto project = Project::open(args.first(), &error);
    if (!project) return m_cli.userError(error);
    const auto actor = m_cli.actingCoordinator(*project, options.value(u"--as"_s));
    if (!actor) return CliCommands::UserError;
    const QStringList annotators = options.value(u"--annotators"_s).split(u',', Qt::SkipEmptyParts);
    SeedSummary summary;
    if (!SuggestionSeed::seed(*project, *actor, options.value(u"--system"_s), annotators, options.value(u"--where"_s),
                              &summary, &error)) {
        return m_cli.userError(error + u'\n' + tr("%1 is unchanged.").arg(project->path()));
    }
    CliRecord record;
    record.add(u"system"_s, tr("System"), options.value(u"--system"_s));
    record.add(u"assignments"_s, tr("Assignments seeded"), summary.assignments);
    record.add(u"suggestions"_s, tr("Suggestions written"), summary.suggestions);
    record.add(u"already_offered"_s, tr("Already offered"), summary.alreadyOffered);
    record.add(u"started"_s, tr("Already started (left alone)"), summary.started);
    record.add(u"no_prediction"_s, tr("Items the system did not predict"), summary.noPrediction);
    record.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

int SuggestionCommands::report(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!m_cli.takeOptions(args, {u"--system"_s}, &options)) return CliCommands::UserError;
    if (args.size() != 1) return m_cli.userError(tr("suggestions report takes the project file."));
    QString error;
    auto project = m_cli.openToRead(args.first(), &error);
    if (!project) return m_cli.userError(error);
    CliTable table({{u"annotator"_s, tr("Annotator")},
                    {u"system"_s, tr("System")},
                    {u"offered"_s, tr("Offered")},
                    {u"kept"_s, tr("Kept")},
                    {u"edited"_s, tr("Edited")},
                    {u"rejected"_s, tr("Rejected")},
                    {u"undecided"_s, tr("Undecided")},
                    {u"added"_s, tr("Added")},
                    {u"kept_share"_s, tr("Kept %")},
                    {u"edited_share"_s, tr("Edited %")},
                    {u"rejected_share"_s, tr("Rejected %")},
                    {u"added_share"_s, tr("Added %")},
                    {u"edited_fields"_s, tr("Fields edited")},
                    {u"seconds_with"_s, tr("Seconds per item with")},
                    {u"seconds_without"_s, tr("Seconds per item without")}});
    for (const SuggestionTally &row : SuggestionReport::build(*project, options.value(u"--system"_s))) {
        table.addRow({m_cli.shownName(*project, row.annotator), row.system, row.offered, row.kept, row.edited,
                      row.rejected, row.undecided, row.own, 100 * row.share(row.kept), 100 * row.share(row.edited),
                      100 * row.share(row.rejected), 100 * row.ownShare(), fieldCounts(row.editedFields),
                      meanSeconds(row.secondsWith, row.itemsWith), meanSeconds(row.secondsWithout, row.itemsWithout)});
    }
    table.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

} // namespace Errata
