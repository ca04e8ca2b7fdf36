// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "significancecommand.h"

#include "clicommands.h"

#include "model/project/project.h"
#include "model/project/significancetables.h"
#include "model/project/systemsignificance.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

CliTable cliTable(const StatTable &table)
{
    QList<CliTable::Column> columns;
    for (qsizetype c = 0; c < table.keys.size(); ++c) columns << CliTable::Column{table.keys[c], table.labels[c]};
    CliTable out(columns);
    out.setFullPrecision(true);
    for (const QVariantList &row : table.rows) out.addRow(row);
    return out;
}

QJsonArray jsonRows(const StatTable &table)
{
    QJsonArray rows;
    for (const QVariantList &row : table.rows) {
        QJsonObject object;
        for (qsizetype c = 0; c < table.keys.size(); ++c) {
            object.insert(table.keys[c], row.value(c).isValid() ? QJsonValue::fromVariant(row.value(c)) : QJsonValue());
        }
        rows << object;
    }
    return rows;
}

const QStringList SignificanceOptions{u"--test"_s,    u"--trials"_s,  u"--alpha"_s,
                                      u"--systems"_s, u"--pair-by"_s, u"--type"_s};

} // namespace

// The options significance and raters share (the measure's are CliCommands::measureOptions').
bool SignificanceCommand::readRequest(const QHash<QString, QString> &given, SignificanceRequest *request)
{
    const QString test = given.value(u"--test"_s, u"ar"_s);
    const auto chosen = significanceTestFromKey(test);
    if (!chosen) {
        m_cli.userError(tr("--test must be ar, bootstrap, wilcoxon or mannwhitney, not \"%1\".").arg(test));
        return false;
    }
    request->test = *chosen;
    bool trialsOk = true, alphaOk = true;
    request->trials = given.value(u"--trials"_s, u"10000"_s).toInt(&trialsOk);
    request->alpha = given.value(u"--alpha"_s, u"0.05"_s).toDouble(&alphaOk);
    if (!trialsOk || request->trials < 1) {
        m_cli.userError(tr("--trials must be a positive whole number, not \"%1\".").arg(given.value(u"--trials"_s)));
        return false;
    }
    if (!alphaOk || request->alpha <= 0.0 || request->alpha >= 1.0) {
        m_cli.userError(tr("--alpha must be a number between 0 and 1, not \"%1\".").arg(given.value(u"--alpha"_s)));
        return false;
    }
    request->systemKey = given.value(u"--systems"_s, u"system"_s);
    request->pairKey = given.value(u"--pair-by"_s, u"segment"_s);
    request->type = given.value(u"--type"_s);
    request->seed = request->measure.seed;
    return true;
}

int SignificanceCommand::significance(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> given;
    if (!m_cli.takeOptions(args, CliCommands::MeasureOptionNames + SignificanceOptions, &given)) {
        return CliCommands::UserError;
    }
    const bool clusters = args.removeAll(u"--clusters"_s) > 0;
    if (given.contains(u"--by"_s)) return m_cli.userError(tr("significance takes --systems KEY, not --by."));
    std::unique_ptr<Project> project;
    CorpusTable table;
    SignificanceRequest request;
    const int opened = m_cli.openForMeasures(u"significance"_s, args, given, &project, &table, &request.measure);
    if (opened != CliCommands::Ok) return opened;
    if (!readRequest(given, &request)) return CliCommands::UserError;
    request.names = m_cli.sees(*project).names(); // raters as the person asking calls them
    SignificanceReport report;
    QString error;
    if (!SystemSignificance::compute(table, project->taxonomy(), request, &report, &error)) {
        return m_cli.userError(error);
    }
    const StatTable systems = SignificanceTables::systems(report, request);
    const StatTable pairs = SignificanceTables::pairs(report, request);
    if (m_cli.m_format == OutputFormat::Json) {
        QJsonObject object{{u"note"_s, SignificanceTables::note(request, report)},
                           {u"systems"_s, jsonRows(systems)},
                           {u"pairs"_s, jsonRows(pairs)}};
        m_cli.m_out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented));
    } else if (m_cli.m_format == OutputFormat::Tsv) {
        cliTable(clusters ? systems : pairs).print(m_cli.m_out, m_cli.m_format);
    } else {
        m_cli.m_out << SignificanceTables::note(request, report) << "\n\n";
        cliTable(systems).print(m_cli.m_out, m_cli.m_format);
        m_cli.m_out << '\n';
        cliTable(pairs).print(m_cli.m_out, m_cli.m_format);
    }
    return CliCommands::Ok;
}

int SignificanceCommand::raters(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> given;
    if (!m_cli.takeOptions(args, CliCommands::MeasureOptionNames + SignificanceOptions, &given)) {
        return CliCommands::UserError;
    }
    std::unique_ptr<Project> project;
    CorpusTable table;
    SignificanceRequest request;
    const int opened = m_cli.openForMeasures(u"raters"_s, args, given, &project, &table, &request.measure);
    if (opened != CliCommands::Ok) return opened;
    if (!readRequest(given, &request)) return CliCommands::UserError;
    request.names = m_cli.sees(*project).names(); // raters as the person asking calls them
    QList<RaterRow> rows;
    QString error;
    if (!SystemSignificance::raters(table, project->taxonomy(), request, &rows, &error)) {
        return m_cli.userError(error);
    }
    cliTable(SignificanceTables::raters(rows)).print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

int SignificanceCommand::anova(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> given;
    if (!m_cli.takeOptions(args, CliCommands::MeasureOptionNames, &given)) return CliCommands::UserError;
    if (!given.contains(u"--by"_s)) return m_cli.userError(tr("anova takes --by KEY: the groups to compare."));
    std::unique_ptr<Project> project;
    CorpusTable table;
    MeasureOptions options;
    const int opened = m_cli.openForMeasures(u"anova"_s, args, given, &project, &table, &options);
    if (opened != CliCommands::Ok) return opened;
    AnovaReport report;
    QString error;
    if (options.groupBy.size() != 1
        || !SystemSignificance::anova(table, project->taxonomy(), options, options.groupBy.first(), &report, &error)) {
        return m_cli.userError(error.isEmpty() ? tr("anova takes one key in --by.") : error);
    }
    CliTable out({{u"by"_s, tr("Groups by")},
                  {u"groups"_s, tr("Groups")},
                  {u"items"_s, tr("Items")},
                  {u"f"_s, tr("F")},
                  {u"df_between"_s, tr("df between")},
                  {u"df_within"_s, tr("df within")},
                  {u"p"_s, tr("p")}});
    out.setFullPrecision(true);
    const auto &a = report.anova;
    out.addRow({report.key, report.groups, report.items, a ? QVariant(a->f) : QVariant(),
                a ? QVariant(a->dfBetween) : QVariant(), a ? QVariant(a->dfWithin) : QVariant(),
                a ? QVariant(a->p) : QVariant()});
    out.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

} // namespace Errata
