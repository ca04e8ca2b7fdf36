// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "metriccommands.h"

#include "clicommands.h"

#include "model/figures/scatterfigure.h"
#include "model/project/errortypesets.h"
#include "model/project/metriccorrelation.h"
#include "model/project/metricimport.h"
#include "model/project/project.h"
#include "model/stats/pairorder.h"
#include "model/storage/metricrepository.h"

#include <QGuiApplication>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QVariant number(double value)
{
    return std::isnan(value) ? QVariant() : QVariant(value);
}

QVariantList cells(const CorrelationValue &c)
{
    return {number(c.value), number(c.p), number(c.interval.first), number(c.interval.second)};
}

} // namespace

// The items as points, one colour per group when --by splits them, with the overall numbers in the title.
int MetricCommands::writeScatter(const QList<CorrelationRow> &rows, const CorrelationRequest &request,
                                 const QString &path)
{
    const ScatterFigure figure = ScatterFigure::forRows(
        rows, request.metric, CorpusMeasures::measureName(request.human), QGuiApplication::font());
    QString error;
    if (!figure.save(path, &error)) return m_cli.userError(error);
    m_cli.m_out << tr("Written: %1").arg(path) << '\n';
    return CliCommands::Ok;
}

int MetricCommands::metrics(const QStringList &args)
{
    const QString verb = args.value(0);
    if (verb == "import"_L1) return importFiles(args.mid(1));
    if (verb == "list"_L1) return list(args.mid(1));
    return m_cli.userError(tr("metrics takes import or list: errata-cli metrics import PROJECT FILE.csv…"));
}

int MetricCommands::importFiles(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!m_cli.takeOptions(args, {u"--as"_s}, &options)) return CliCommands::UserError;
    const bool replace = args.removeAll(u"--replace"_s) > 0;
    if (args.size() < 2) return m_cli.userError(tr("metrics import takes the project file and one or more CSV files."));
    QString openError;
    auto project = Project::open(args.first(), &openError);
    if (!project) return m_cli.userError(openError);
    QList<MetricFile> files;
    ImportError error;
    if (!MetricImport::readFiles(args.mid(1), &files, &error)) {
        return m_cli.userError(error.message() + u'\n' + tr("%1 is unchanged.").arg(project->path()));
    }
    const auto actor = m_cli.importingActor(*project, options.value(u"--as"_s));
    if (!actor) return CliCommands::UserError;
    MetricImportSummary summary;
    if (!MetricImport::run(*project, *actor, files, replace, &summary, &error)) {
        return m_cli.userError(error.message() + u'\n' + tr("%1 is unchanged.").arg(project->path()));
    }
    CliRecord record;
    record.addList(u"metrics"_s, tr("Metrics"), summary.metrics);
    record.add(u"rows"_s, tr("Scores read"), summary.rows);
    record.add(u"added"_s, tr("Added"), summary.added);
    record.add(u"unchanged"_s, tr("Unchanged"), summary.unchanged);
    record.add(u"replaced"_s, tr("Replaced"), summary.replaced);
    record.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

int MetricCommands::list(const QStringList &args)
{
    if (args.size() != 1) return m_cli.userError(tr("metrics list takes the project file."));
    QString error;
    auto project = Project::openForReading(args.first(), &error);
    if (!project) return m_cli.userError(error);
    MetricRepository repository(&project->database());
    CliTable table({{u"metric"_s, tr("Metric")}, {u"items"_s, tr("Items")}});
    for (const QString &metric : repository.metrics()) table.addRow({metric, repository.count(metric)});
    table.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

// The options both kinds of correlate share; false after saying what is wrong.
bool MetricCommands::readRequest(const QHash<QString, QString> &options, CorrelationRequest *request)
{
    request->metric = options.value(u"--metric"_s);
    request->by = options.value(u"--by"_s);
    request->where = options.value(u"--where"_s);
    const QString human = options.value(u"--human"_s, u"rating"_s);
    const auto measure = corpusMeasureFromKey(human);
    if (!measure || *measure == CorpusMeasure::CoverageSeverity) {
        m_cli.userError(tr("--human must be rating, esa, mqm, coverage or count, not \"%1\".").arg(human));
        return false;
    }
    request->human = *measure;
    bool roundsOk = true, seedOk = true;
    request->rounds = options.value(u"--rounds"_s, u"1000"_s).toInt(&roundsOk);
    request->seed = options.value(u"--seed"_s, u"1"_s).toULongLong(&seedOk);
    if (!roundsOk || !seedOk || request->rounds < 0) {
        m_cli.userError(tr("--rounds and --seed take whole numbers."));
        return false;
    }
    return true;
}

int MetricCommands::correlate(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    const QStringList valued{u"--metric"_s, u"--human"_s,      u"--by"_s,    u"--where"_s, u"--rounds"_s,
                             u"--seed"_s,   u"--min-raters"_s, u"--above"_s, u"-o"_s,      u"--pair-windows"_s};
    if (!m_cli.takeOptions(args, valued, &options)) return CliCommands::UserError;
    const bool errorTypes = args.removeAll(u"--error-types"_s) > 0;
    if (args.size() != 1 || !options.contains(u"--metric"_s)) {
        return m_cli.userError(tr("correlate takes the project file and --metric NAME."));
    }
    CorrelationRequest request;
    if (!readRequest(options, &request)) return CliCommands::UserError;
    QString error;
    auto project = Project::openForReading(args.first(), &error);
    if (!project) return m_cli.userError(error);
    if (errorTypes) return correlateErrorTypes(*project, request, options);
    if (options.contains(u"--pair-windows"_s)) return correlatePairs(*project, request, options);
    QList<CorrelationRow> rows;
    if (!MetricCorrelation::compute(*project, request, &rows, &error)) return m_cli.userError(error);
    if (options.contains(u"-o"_s)) return writeScatter(rows, request, options.value(u"-o"_s));
    CliTable table({{u"group"_s, tr("Group")},
                    {u"n"_s, tr("Items")},
                    {u"pearson"_s, tr("Pearson r")},
                    {u"pearson_p"_s, tr("p")},
                    {u"pearson_low"_s, tr("95% low")},
                    {u"pearson_high"_s, tr("95% high")},
                    {u"spearman"_s, tr("Spearman ρ")},
                    {u"spearman_p"_s, tr("p")},
                    {u"spearman_low"_s, tr("95% low")},
                    {u"spearman_high"_s, tr("95% high")},
                    {u"kendall"_s, tr("Kendall τ-b")},
                    {u"kendall_p"_s, tr("p")},
                    {u"kendall_low"_s, tr("95% low")},
                    {u"kendall_high"_s, tr("95% high")}});
    table.setFullPrecision(true);
    for (const CorrelationRow &row : std::as_const(rows)) {
        const Correlation &c = row.correlation;
        table.addRow(QVariantList{row.group.isEmpty() ? tr("(all)") : row.group, c.n} + cells(c.pearson)
                     + cells(c.spearman) + cells(c.kendall));
    }
    table.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

// OpenMEVA's Figure 2: pairs of items in windows of their human difference, and how often each metric
// (--metric A,B,…) orders them as people do; --by: pairs only within a group (the same prompt).
int MetricCommands::correlatePairs(Project &project, const CorrelationRequest &request,
                                   const QHash<QString, QString> &options)
{
    bool windowsOk = false;
    const int windows = options.value(u"--pair-windows"_s).toInt(&windowsOk);
    if (!windowsOk || windows < 1 || windows > 1000)
        return m_cli.userError(tr("--pair-windows takes a whole number of windows, 1 to 1000."));
    CliTable table({{u"metric"_s, tr("Metric")},
                    {u"window"_s, tr("Window")},
                    {u"low"_s, tr("|Δ human| above")},
                    {u"high"_s, tr("up to")},
                    {u"pairs"_s, tr("Pairs")},
                    {u"correct"_s, tr("Ordered as people")},
                    {u"metric_ties"_s, tr("Metric ties")},
                    {u"share_correct"_s, tr("Share")},
                    {u"mean_human_difference"_s, tr("Mean |Δ human|")},
                    {u"mean_metric_difference"_s, tr("Mean Δ metric")}});
    table.setFullPrecision(true);
    QList<ScatterFigure::Series> series;
    for (const QString &metric : request.metric.split(u',', Qt::SkipEmptyParts)) {
        CorrelationRequest one = request;
        one.metric = metric.trimmed();
        one.rounds = 0;
        QList<CorrelationRow> rows;
        QString error;
        if (!MetricCorrelation::compute(project, one, &rows, &error)) return m_cli.userError(error);
        QList<PairGroup> groups;
        // Without --by the overall row; with it, the groups' rows that follow it.
        const QList<CorrelationRow> pool = request.by.isEmpty() ? rows.mid(0, 1) : rows.mid(1);
        for (const CorrelationRow &row : pool) groups << PairGroup{row.human, row.metric};
        ScatterFigure::Series line{one.metric, {}, {}};
        const QList<PairWindow> found = pairOrderWindows(groups, windows);
        for (qsizetype w = 0; w < found.size(); ++w) {
            const PairWindow &window = found[w];
            const auto share = window.share();
            table.addRow({one.metric, int(w + 1), window.low, window.high, window.pairs, window.correct,
                          window.metricTies, optionalCell(share),
                          window.pairs ? QVariant(window.meanHuman) : QVariant(),
                          window.pairs ? QVariant(window.meanMetric) : QVariant()});
            if (share) {
                line.x.push_back((window.low + window.high) / 2);
                line.y.push_back(*share);
            }
        }
        series << line;
    }
    if (!options.contains(u"-o"_s)) {
        table.print(m_cli.m_out, m_cli.m_format);
        return CliCommands::Ok;
    }
    ScatterFigure figure(series, QGuiApplication::font());
    figure.lines = true;
    figure.title = tr("Pairs a metric orders as people do, by how far apart people put them");
    figure.xTitle = tr("|Δ %1| (window centre)").arg(CorpusMeasures::measureName(request.human));
    figure.yTitle = tr("Share of pairs ordered as people");
    QString error;
    if (!figure.save(options.value(u"-o"_s), &error)) return m_cli.userError(error);
    m_cli.m_out << tr("Written: %1").arg(options.value(u"-o"_s)) << '\n';
    return CliCommands::Ok;
}

// OpenMEVA §4.2: per error type, the reasonable stories against the unreasonable ones of that type.
int MetricCommands::correlateErrorTypes(Project &project, const CorrelationRequest &request,
                                        const QHash<QString, QString> &options)
{
    ErrorTypeRule rule;
    bool ratersOk = true, aboveOk = true;
    rule.minRaters = options.value(u"--min-raters"_s, u"3"_s).toInt(&ratersOk);
    rule.above = options.value(u"--above"_s, u"4"_s).toDouble(&aboveOk);
    if (!ratersOk || !aboveOk || rule.minRaters < 1) {
        return m_cli.userError(tr("--min-raters takes a whole number from 1, --above a number."));
    }
    if (options.contains(u"-o"_s)) return m_cli.userError(tr("--error-types has no figure; leave out -o."));
    QList<ErrorTypeRow> rows;
    QString error;
    if (!ErrorTypeSets::compute(project, request, rule, &rows, &error)) return m_cli.userError(error);
    CliTable table({{u"group"_s, tr("Group")},
                    {u"error_type"_s, tr("Error type")},
                    {u"reasonable"_s, tr("Reasonable")},
                    {u"unreasonable"_s, tr("Of this type")},
                    {u"point_biserial"_s, tr("Point-biserial r")},
                    {u"p"_s, tr("p")},
                    {u"low"_s, tr("95% low")},
                    {u"high"_s, tr("95% high")}});
    table.setFullPrecision(true);
    for (const ErrorTypeRow &row : std::as_const(rows)) {
        table.addRow(
            QVariantList{row.group.isEmpty() ? tr("(all)") : row.group, row.reason, row.reasonable, row.unreasonable}
            + cells(row.pointBiserial));
    }
    table.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

} // namespace Errata
