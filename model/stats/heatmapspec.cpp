// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/heatmapspec.h"

#include "model/stats/corpusmeasures.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

HeatmapFigureSpec typesByKey(const MeasureResult &result, const HeatmapRequest &request)
{
    Heatmap map = Heatmap::typesByGroup(result);
    map.rowTitle = request.level == 1 ? HeatmapSpec::tr("Error type group") : HeatmapSpec::tr("Error type");
    map.columnTitle = request.groupBy.isEmpty() ? QString() : HeatmapSpec::keyTitle(request.groupBy.first());
    map.title = !request.title.isEmpty() ? request.title
        : request.groupBy.isEmpty()      ? request.measure
                                         : HeatmapSpec::tr("%1 by %2").arg(request.measure, map.columnTitle);
    return {{map}, map.title};
}

HeatmapFigureSpec grids(const MeasureResult &result, const HeatmapRequest &request)
{
    const bool split = request.groupBy.size() == 3;
    QList<Heatmap> maps = split ? Heatmap::splitGrids(result, request.gridType)
                                : QList<Heatmap>{Heatmap::grid(result, request.gridType).value_or(Heatmap())};
    const QString rows = HeatmapSpec::keyTitle(request.groupBy[0]);
    const QString columns = HeatmapSpec::keyTitle(request.groupBy[1]);
    const QString type = request.gridType >= 0 && request.gridType < result.types.size()
        ? result.types[request.gridType].label
        : QString();
    const QString title = HeatmapSpec::tr("%1 of %2 by %3 and %4").arg(request.measure, type, rows, columns);
    for (Heatmap &map : maps) {
        map.rowTitle = rows;
        map.columnTitle = columns;
        map.title = split             ? u"%1 = %2"_s.arg(HeatmapSpec::keyTitle(request.groupBy[2]), map.splitValue)
            : request.title.isEmpty() ? title
                                      : request.title;
    }
    const QString figure = !request.title.isEmpty() ? request.title
        : split ? HeatmapSpec::tr("%1, one grid per %2").arg(title, HeatmapSpec::keyTitle(request.groupBy[2]))
                : title;
    return {maps, figure};
}

} // namespace

QString HeatmapSpec::keyTitle(const QString &key)
{
    return key == MeasureOptions::AnnotatorKey ? tr("Annotator") : key;
}

HeatmapFigureSpec HeatmapSpec::build(const MeasureResult &result, const HeatmapRequest &request)
{
    HeatmapFigureSpec figure = request.groupBy.size() >= 2 ? grids(result, request) : typesByKey(result, request);
    for (Heatmap &map : figure.maps) {
        map.valueTitle = request.measure;
        map = map.normalized(request.normalize); // which names the share in the legend
        map.sortRows(request.rowOrder);
        map.sortColumns(request.columnOrder);
    }
    if (figure.maps.size() > 1) {
        Heatmap::shareScale(figure.maps); // equal colours mean equal values across the panels
    }
    return figure;
}

void HeatmapSpec::markSubset(HeatmapFigureSpec &figure, const QString &where, const QSet<QString> &leftOut)
{
    QString subset = where.isEmpty() ? QString() : tr(" (items where %1)").arg(where);
    if (!leftOut.isEmpty()) {
        QStringList keys(leftOut.cbegin(), leftOut.cend());
        keys.sort();
        subset += tr(" (without %1)").arg(keys.join(u", "_s));
    }
    if (subset.isEmpty()) return;
    figure.title += subset;
    for (Heatmap &map : figure.maps) map.title += subset;
}

} // namespace Errata
