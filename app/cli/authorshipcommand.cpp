// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "authorshipcommand.h"

#include "clicommands.h"

#include "model/project/authorshipreport.h"
#include "model/project/project.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QVariant optional(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}

} // namespace

int AuthorshipCommand::run(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!m_cli.takeOptions(args, {u"--truth"_s, u"--by"_s, u"--where"_s}, &options)) return CliCommands::UserError;
    const bool evaluators = args.removeAll(u"--evaluators"_s) > 0;
    if (args.size() != 1) return m_cli.userError(tr("authorship takes the project file."));
    AuthorshipRequest request;
    const QString truth = options.value(u"--truth"_s, u"model=human"_s);
    request.truthKey = truth.section(u'=', 0, 0);
    request.humanValue = truth.contains(u'=') ? truth.section(u'=', 1) : u"human"_s;
    request.by = options.value(u"--by"_s);
    request.where = options.value(u"--where"_s);
    QString error;
    auto project = m_cli.openToRead(args.first(), &error);
    if (!project) return m_cli.userError(error);
    request.names = m_cli.sees(*project).names(); // --by annotator: as the person asking calls them
    AuthorshipReportData report;
    if (!AuthorshipReport::compute(*project, request, &report, &error)) return m_cli.userError(error);
    if (evaluators) {
        CliTable table({{u"correct"_s, tr("Correct answers")}, {u"evaluators"_s, tr("Evaluators")}});
        for (qsizetype k = 0; k < report.correctPerEvaluator.size(); ++k) {
            table.addRow({k, report.correctPerEvaluator.at(k)});
        }
        table.print(m_cli.m_out, m_cli.m_format);
        return CliCommands::Ok;
    }
    CliTable table({{u"group"_s, tr("Group")},
                    {u"answers"_s, tr("Answers")},
                    {u"accuracy"_s, tr("Accuracy")},
                    {u"accuracy_low"_s, tr("95% low")},
                    {u"accuracy_high"_s, tr("95% high")},
                    {u"binomial_p"_s, tr("p (vs chance)")},
                    {u"machine_precision"_s, tr("Machine P")},
                    {u"machine_recall"_s, tr("Machine R")},
                    {u"machine_f1"_s, tr("Machine F1")},
                    {u"judged_human"_s, tr("Judged human")},
                    {u"definitely"_s, tr("\"Definitely\"")},
                    {u"alpha_ordinal"_s, tr("α (4-point)")},
                    {u"alpha_binary"_s, tr("α (human/machine)")}});
    table.setFullPrecision(true);
    for (const AuthorshipGroup &group : std::as_const(report.groups)) {
        const AuthorshipSummary &s = group.summary;
        table.addRow({group.group.isEmpty() ? tr("(all)") : group.group, s.answers, s.accuracy,
                      s.accuracyInterval.first, s.accuracyInterval.second, s.binomialP, optional(s.machinePrecision),
                      optional(s.machineRecall), optional(s.machineF1), s.judgedHuman, s.definitely,
                      optional(s.alphaOrdinal), optional(s.alphaBinary)});
    }
    table.print(m_cli.m_out, m_cli.m_format);
    if (report.textsWithoutTruth > 0) {
        m_cli.m_err << tr("%1 answers on texts without \"%2\" were left out.")
                           .arg(report.textsWithoutTruth)
                           .arg(request.truthKey)
                    << '\n';
    }
    return CliCommands::Ok;
}

} // namespace Errata
