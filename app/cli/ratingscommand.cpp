// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ratingscommand.h"

#include "clicommands.h"
#include "lengthscommand.h"

#include "model/domain/metadatafilter.h"
#include "model/project/judgementstats.h"
#include "model/project/project.h"

using namespace Qt::StringLiterals;

namespace Errata {

int RatingsCommand::printDeductions(const QList<DeductionRow> &rows)
{
    CliTable table({{u"group"_s, tr("Group")},
                    {u"reason"_s, tr("Deduction")},
                    {u"rated"_s, tr("Rated")},
                    {u"deducted"_s, tr("Deducted")},
                    {u"share"_s, tr("Share")},
                    {u"mean_points"_s, tr("Mean points")}});
    table.setFullPrecision(true);
    for (const DeductionRow &r : rows) table.addRow({r.group, r.reason, r.rated, r.deducted, r.share, r.meanPoints});
    table.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

int RatingsCommand::run(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!m_cli.takeOptions(args, {u"--by"_s, u"--where"_s, u"-o"_s}, &options)) return CliCommands::UserError;
    const bool deductions = args.removeAll(u"--deductions"_s) > 0;
    if (args.size() != 1) return m_cli.userError(tr("ratings takes the project file."));
    QString error;
    auto project = Project::openForReading(args.first(), &error);
    if (!project) return m_cli.userError(error);
    const QString by = options.value(u"--by"_s), where = options.value(u"--where"_s);
    QStringList keys = MetadataFilter(where).keys();
    if (!by.isEmpty()) keys << by;
    if (!m_cli.knownMetadataKeys(*project, keys)) return CliCommands::UserError;
    if (deductions) return printDeductions(JudgementStats::deductions(*project, by, where));
    const QList<LengthRow> rows = JudgementStats::ratings(*project, by, where);
    if (rows.isEmpty()) {
        m_cli.m_err << tr("No handed-in annotation of %1 has a rating (init --judgements rating asks for one).")
                           .arg(project->path())
                    << '\n';
    }
    if (!options.contains(u"-o"_s)) return LengthsCommand::printFiveNumbers(m_cli, rows, nullptr);
    QString title = by.isEmpty() ? tr("Ratings") : tr("Ratings by %1").arg(by);
    if (!where.isEmpty()) title += u" — "_s + where;
    return LengthsCommand::drawBoxes(m_cli, rows, false, title, tr("Rating"), options.value(u"-o"_s));
}

} // namespace Errata
