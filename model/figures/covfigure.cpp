// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/figures/covfigure.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace Errata {

ScatterFigure CovFigure::build(const std::vector<BootstrapStudyRow> &rows, const ItemValues &values,
                               const MeasureOptions &options, const QFont &font)
{
    QList<ScatterFigure::Series> series;
    QHash<QString, qsizetype> index;
    for (const BootstrapStudyRow &row : rows) {
        if (!row.cov) continue;
        QStringList name = values.groups[row.group];
        name << values.types[row.type].key;
        const QString label = name.join(u" · "_s);
        if (!index.contains(label)) {
            index.insert(label, series.size());
            series << ScatterFigure::Series{label, {}, {}};
        }
        series[index[label]].x.push_back(row.sampleSize);
        series[index[label]].y.push_back(*row.cov);
    }
    ScatterFigure figure(series, font);
    figure.lines = true;
    figure.title = tr("Coefficient of variation of the mean %1 by items sampled (%2 rounds)")
                       .arg(CorpusMeasures::measureName(options.measure))
                       .arg(rows.empty() ? 0 : rows.front().rounds);
    if (!options.where.isEmpty()) figure.title += u" — "_s + options.where;
    figure.xTitle = tr("Items sampled");
    figure.yTitle = tr("Coefficient of variation");
    return figure;
}

} // namespace Errata
