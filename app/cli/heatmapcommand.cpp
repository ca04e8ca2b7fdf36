// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli heatmap: a measure as error type × group (or a two-key grid such as top-p ×
// temperature for one type, split into one grid per frequency penalty with --split), written as
// CSV, PNG or SVG.
#include "clicommands.h"

#include "model/project/project.h"
#include "model/stats/corpusmeasures.h"
#include "model/stats/heatmapspec.h"
#include "model/figures/heatmapfigure.h"
#include "model/figures/heatmappanels.h"

#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

std::optional<HeatmapOrder> orderFromKey(const QString &key)
{
    if (key == "none"_L1) {
        return HeatmapOrder::Original;
    }
    if (key == "name"_L1) {
        return HeatmapOrder::Name;
    }
    if (key == "value"_L1) {
        return HeatmapOrder::Value;
    }
    return std::nullopt;
}

std::optional<HeatmapNormalize> normalizeFromKey(const QString &key)
{
    if (key == "none"_L1) {
        return HeatmapNormalize::None;
    }
    if (key == "row"_L1) {
        return HeatmapNormalize::Row;
    }
    if (key == "col"_L1 || key == "column"_L1) {
        return HeatmapNormalize::Column;
    }
    return std::nullopt;
}

// The figure's heatmaps with their titles (HeatmapSpec, as the Corpus tab draws them): type × group, a
// KEY × KEY grid for one type, or (with --split) one such grid per value of the third key. Empty with a
// message when the type is unknown or a grid lacks its keys.
HeatmapFigureSpec heatmaps(const MeasureResult &result, const MeasureOptions &options, HeatmapRequest request,
                           const QHash<QString, QString> &given, QString *error)
{
    const QString rows = given.value(u"--rows"_s, u"type"_s);
    request.measure = CorpusMeasures::measureName(options.measure);
    request.level = options.level;
    request.title = given.value(u"--title"_s);
    if (rows == "type"_L1) {
        request.groupBy = {given.value(u"--cols"_s)};
        return HeatmapSpec::build(result, request);
    }
    const QString type = given.value(u"--type"_s, QString(TypeSelectors::AnyKey));
    const auto found = std::find_if(result.types.cbegin(), result.types.cend(),
                                    [&](const TypeSelector &selector) { return selector.key == type; });
    if (found == result.types.cend()) {
        *error = CliCommands::tr("--type: no error type \"%1\" at level %2.").arg(type).arg(options.level);
        return {};
    }
    request.gridType = int(found - result.types.cbegin());
    request.groupBy = options.groupBy;
    const HeatmapFigureSpec figure =
        request.groupBy.size() < 2 ? HeatmapFigureSpec() : HeatmapSpec::build(result, request);
    if (figure.maps.isEmpty() || figure.maps.first().rows.isEmpty()) {
        *error = CliCommands::tr("A grid needs --rows KEY and --cols KEY (two metadata keys).");
        return {};
    }
    return figure;
}

} // namespace

int CliCommands::heatmap(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> given;
    const QStringList own{u"--rows"_s,  u"--cols"_s,      u"--normalize"_s, u"--type"_s, u"-o"_s,
                          u"--title"_s, u"--sort-rows"_s, u"--sort-cols"_s, u"--split"_s};
    if (!takeOptions(args, MeasureOptionNames + own, &given)) {
        return UserError;
    }
    const QString rows = given.value(u"--rows"_s, u"type"_s);
    const QString columns = given.value(u"--cols"_s);
    const QString split = given.value(u"--split"_s);
    const QString output = given.value(u"-o"_s);
    const QString suffix = QFileInfo(output).suffix().toLower();
    const auto normalize = normalizeFromKey(given.value(u"--normalize"_s, u"none"_s));
    const auto rowOrder = orderFromKey(given.value(u"--sort-rows"_s, u"none"_s));
    const auto columnOrder = orderFromKey(given.value(u"--sort-cols"_s, u"none"_s));
    if (columns.isEmpty() || output.isEmpty()) {
        return userError(tr("heatmap needs --cols KEY and -o OUT.csv|png|svg."));
    }
    if (suffix != "csv"_L1 && suffix != "png"_L1 && suffix != "svg"_L1) {
        return userError(tr("-o %1: the file must end in .csv, .png or .svg.").arg(output));
    }
    if (!normalize || !rowOrder || !columnOrder) {
        return userError(tr("--normalize must be none, row or col; --sort-rows and --sort-cols none, name or value."));
    }
    if (!split.isEmpty() && (rows == "type"_L1 || split == rows || split == columns || rows == columns)) {
        return userError(tr("--split KEY needs --rows KEY and --cols KEY: three different metadata keys."));
    }
    if (suffix != "csv"_L1 && !qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        return userError(tr("PNG and SVG output need the graphical libraries; write .csv instead."));
    }
    // The grouping is the figure's keys, always: a --by of its own would group by other keys than the
    // panels and titles say (HeatmapSpec reads the grouping to decide between one grid and a split).
    const QStringList keys = split.isEmpty() ? QStringList{rows, columns} : QStringList{rows, columns, split};
    given.insert(u"--by"_s, rows == "type"_L1 ? columns : keys.join(u','));
    std::unique_ptr<Project> project;
    CorpusTable table;
    MeasureOptions options;
    if (const int code = openForMeasures(u"heatmap"_s, args, given, &project, &table, &options); code != Ok) {
        return code;
    }
    QString error;
    const HeatmapRequest request{{}, 0, 0, {}, *normalize, *rowOrder, *columnOrder, {}};
    HeatmapFigureSpec figure =
        heatmaps(CorpusMeasures::compute(table, project->taxonomy(), options), options, request, given, &error);
    if (figure.maps.isEmpty()) {
        return userError(error);
    }
    HeatmapSpec::markSubset(figure, options.where, options.leftOut);
    if (split.isEmpty()) {
        return writeHeatmap(figure.maps.first(), output, suffix);
    }
    return writeHeatmapPanels(figure.maps, figure.title, split, output, suffix);
}

int CliCommands::writeHeatmap(const Heatmap &map, const QString &output, const QString &suffix)
{
    if (refusedByCheck()) return UserError;
    QString error;
    if (suffix == "csv"_L1) {
        QFile file(output);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(map.toCsv().toUtf8()) < 0) {
            return userError(tr("Could not write %1: %2").arg(output, file.errorString()));
        }
        return Ok;
    }
    const HeatmapFigure figure(map, QGuiApplication::font());
    if (!(suffix == "png"_L1 ? figure.savePng(output, &error) : figure.saveSvg(output, &error))) {
        return userError(error);
    }
    return Ok;
}

} // namespace Errata

namespace Errata {

// Scarecrow's decoding figures: one grid per value of the split key, side by side in one figure
// (one colour scale), or one CSV whose first column names the panel.
int CliCommands::writeHeatmapPanels(const QList<Heatmap> &maps, const QString &title, const QString &split,
                                    const QString &output, const QString &suffix)
{
    if (refusedByCheck()) return UserError;
    if (suffix == "csv"_L1) {
        QFile file(output);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
            || file.write(HeatmapPanels::toCsv(maps, split).toUtf8()) < 0) {
            return userError(tr("Could not write %1: %2").arg(output, file.errorString()));
        }
        return Ok;
    }
    QString error;
    if (!HeatmapPanels(maps, title, QGuiApplication::font()).save(output, &error)) {
        return userError(error);
    }
    return Ok;
}

} // namespace Errata
