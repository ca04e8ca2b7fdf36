// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "layerstatscommands.h"

#include "clicommands.h"
#include "lengthscommand.h"

#include "model/domain/metadatafilter.h"
#include "model/figures/termfigure.h"
#include "model/project/layerspanf1.h"
#include "model/project/project.h"
#include "model/project/rationaleterms.h"
#include "model/project/worktimes.h"

#include <QGuiApplication>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QVariantList fiveNumbers(const LengthRow &row)
{
    if (row.n == 0) return {0, QVariant(), QVariant(), QVariant(), QVariant(), QVariant(), QVariant()};
    return {row.n, row.mean, row.min, row.q1, row.median, row.q3, row.max};
}

} // namespace

int LayerStatsCommands::spanF1(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    const QStringList valued{u"--reference"_s, u"--layer"_s, u"--unit"_s, u"--level"_s, u"--where"_s};
    if (!m_cli.takeOptions(args, valued, &options)) return CliCommands::UserError;
    const QString unit = options.value(u"--unit"_s, u"token"_s), level = options.value(u"--level"_s, u"2"_s);
    if (args.size() != 1 || !options.contains(u"--reference"_s) || !options.contains(u"--layer"_s)
        || (unit != "token"_L1 && unit != "char"_L1) || (level != "1"_L1 && level != "2"_L1)) {
        return m_cli.userError(tr("span-f1 takes one project file, --reference LAYER and --layer LAYER (gold, "
                                  "system:NAME or a person's name), --unit token|char, --level 1|2, --where "
                                  "key=value."));
    }
    QString error;
    auto project = Project::openForReading(args.first(), &error);
    if (!project) return m_cli.userError(error);
    const LayerSpanF1Request request{options.value(u"--reference"_s), options.value(u"--layer"_s),
                                     unit == "char"_L1 ? AgreementUnit::Character : AgreementUnit::Token, level.toInt(),
                                     options.value(u"--where"_s)};
    if (!m_cli.knownMetadataKeys(*project, MetadataFilter(request.where).keys())) return CliCommands::UserError;
    LayerSpanF1Report report;
    if (!LayerSpanF1::compute(*project, request, &report, &error)) return m_cli.userError(error);
    CliTable table({{u"type"_s, tr("Type")},
                    {u"items"_s, tr("Items")},
                    {u"reference_spans"_s, tr("Ref. spans")},
                    {u"spans"_s, tr("Spans")},
                    {u"exact_p"_s, tr("Exact P")},
                    {u"exact_r"_s, tr("Exact R")},
                    {u"exact_f1"_s, tr("Exact F1")},
                    {u"overlap_p"_s, tr("Overlap P")},
                    {u"overlap_r"_s, tr("Overlap R")},
                    {u"overlap_f1"_s, tr("Overlap F1")},
                    {u"soft_p"_s, tr("Soft P")},
                    {u"soft_r"_s, tr("Soft R")},
                    {u"soft_f1"_s, tr("Soft F1")}});
    table.setFullPrecision(true);
    for (const SpanF1Row &row : report.rows) {
        table.addRow(
            {row.key, report.items, row.soft.referenceSpans, row.soft.layerSpans, optionalCell(row.exact.precision()),
             optionalCell(row.exact.recall()), optionalCell(row.exact.f1()), optionalCell(row.overlap.precision()),
             optionalCell(row.overlap.recall()), optionalCell(row.overlap.f1()), optionalCell(row.soft.precision()),
             optionalCell(row.soft.recall()), optionalCell(row.soft.f1())});
    }
    m_cli.nameTypes(table, project->taxonomy());
    table.print(m_cli.m_out, m_cli.m_format);
    if (report.items == 0) {
        m_cli.m_err << tr("Note: no item has both the %1 and the %2 layer, so nothing was compared.")
                           .arg(request.reference, request.layer)
                    << '\n';
    }
    return CliCommands::Ok;
}

int LayerStatsCommands::times(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!m_cli.takeOptions(args, {u"--where"_s, u"--per"_s, u"-o"_s}, &options)) return CliCommands::UserError;
    const QString per = options.value(u"--per"_s, u"item"_s);
    if (args.size() != 1 || (per != "item"_L1 && per != "word"_L1)) {
        return m_cli.userError(tr("times takes one project file and --where key=value, -o BOXES.png|svg with "
                                  "--per item|word."));
    }
    QString error;
    auto project = Project::openForReading(args.first(), &error);
    if (!project) return m_cli.userError(error);
    const QString where = options.value(u"--where"_s);
    if (!m_cli.knownMetadataKeys(*project, MetadataFilter(where).keys())) return CliCommands::UserError;
    const WorkTimeReport report = WorkTimes::compute(*project, where);
    QList<LengthRow> boxes;
    CliTable table({{u"annotator"_s, tr("Annotator")},
                    {u"condition"_s, tr("Condition")},
                    {u"per"_s, tr("Per")},
                    {u"n"_s, tr("n")},
                    {u"mean"_s, tr("Mean (s)")},
                    {u"min"_s, tr("Min")},
                    {u"q1"_s, tr("Q1")},
                    {u"median"_s, tr("Median")},
                    {u"q3"_s, tr("Q3")},
                    {u"max"_s, tr("Max")}});
    table.setFullPrecision(true);
    for (const WorkTimeRow &row : report.rows) {
        const QString who = row.personId != 0 ? m_cli.shownName(*project, row.personId) : tr("(all)");
        const QString condition = row.everyone ? tr("(all)") : row.condition;
        table.addRow(QVariantList{who, condition, u"item"_s} + fiveNumbers(row.perItem));
        table.addRow(QVariantList{who, condition, u"word"_s} + fiveNumbers(row.perWord));
        LengthRow box = per == "word"_L1 ? row.perWord : row.perItem;
        if (row.personId != 0) {
            box.group = condition.isEmpty() ? who : who + u" · "_s + condition;
        } else {
            box.group = row.everyone ? who : tr("condition %1").arg(condition.isEmpty() ? tr("(none)") : condition);
        }
        if (box.n > 0) boxes << box;
    }
    if (report.untimed > 0) {
        m_cli.m_err << tr("Note: %n handed-in item(s) have no time recorded and are left out.", nullptr, report.untimed)
                    << '\n';
    }
    if (!options.contains(u"-o"_s)) {
        table.print(m_cli.m_out, m_cli.m_format);
        return CliCommands::Ok;
    }
    const QString title = per == "word"_L1 ? tr("Seconds per word") : tr("Seconds per item");
    return LengthsCommand::drawBoxes(m_cli, boxes, false, title, tr("Seconds"), options.value(u"-o"_s));
}

int LayerStatsCommands::rationaleWords(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!m_cli.takeOptions(args, {u"--top"_s, u"--level"_s, u"--where"_s, u"-o"_s}, &options))
        return CliCommands::UserError;
    RationaleTermRequest request;
    request.pairs = args.removeAll(u"--pairs"_s) > 0;
    bool topOk = false;
    request.top = options.value(u"--top"_s, u"10"_s).toInt(&topOk);
    const QString level = options.value(u"--level"_s, u"2"_s);
    if (args.size() != 1 || !topOk || request.top < 1 || (level != "1"_L1 && level != "2"_L1)) {
        return m_cli.userError(tr("rationale-words takes one project file, --pairs, --top N (1 or more), --level "
                                  "1|2, --where key=value and -o WORDS.png|svg."));
    }
    request.level = level.toInt();
    request.where = options.value(u"--where"_s);
    QString error;
    auto project = Project::openForReading(args.first(), &error);
    if (!project) return m_cli.userError(error);
    if (!m_cli.knownMetadataKeys(*project, MetadataFilter(request.where).keys())) return CliCommands::UserError;
    const RationaleTermReport report = RationaleTerms::compute(*project, request);
    if (options.contains(u"-o"_s)) {
        QList<TermFigure::Panel> panels;
        for (const RationaleTerm &row : report.rows) {
            if (panels.isEmpty() || panels.last().title != row.type) panels << TermFigure::Panel{row.type, {}};
            panels.last().terms << TermFigure::Term{row.term, row.count};
        }
        QHash<QString, QString> names;
        for (const TypeSelector &selector : TypeSelectors::forTaxonomy(project->taxonomy(), request.level))
            names.insert(selector.key, selector.label);
        for (TermFigure::Panel &panel : panels) {
            panel.title = tr("%1 (%n rationale(s))", nullptr, report.rationalesByType.value(panel.title))
                              .arg(names.value(panel.title, panel.title));
        }
        TermFigure figure(panels, QGuiApplication::font());
        figure.title = request.pairs ? tr("Most frequent word pairs of rationales, by type")
                                     : tr("Most frequent words of rationales, by type");
        if (!figure.save(options.value(u"-o"_s), &error)) return m_cli.userError(error);
        m_cli.m_out << tr("Written: %1").arg(options.value(u"-o"_s)) << '\n';
        return CliCommands::Ok;
    }
    CliTable table({{u"type"_s, tr("Type")},
                    {u"rationales"_s, tr("Rationales")},
                    {u"rank"_s, tr("Rank")},
                    {u"term"_s, request.pairs ? tr("Word pair") : tr("Word")},
                    {u"count"_s, tr("Count")},
                    {u"in_rationales"_s, tr("In rationales")}});
    for (const RationaleTerm &row : report.rows)
        table.addRow(
            {row.type, report.rationalesByType.value(row.type), row.rank, row.term, row.count, row.rationales});
    m_cli.nameTypes(table, project->taxonomy());
    table.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

} // namespace Errata
