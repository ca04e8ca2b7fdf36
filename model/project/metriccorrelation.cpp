// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/metriccorrelation.h"

#include "model/project/project.h"
#include "model/stats/corpustable.h"
#include "model/storage/corpustablereader.h"
#include "model/storage/metricrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// One row per group of the item values: the "any error" column (or the score's only one), paired
// with the metric item by item.
QList<CorrelationRow> pairUp(const CorpusTable &table, const ItemValues &values, const QHash<qint64, double> &metric,
                             const CorrelationRequest &request)
{
    QList<CorrelationRow> rows;
    const size_t types = size_t(values.types.size());
    for (qsizetype group = 0; group < values.groups.size(); ++group) {
        const size_t slot = size_t(group) * types + types - 1;
        CorrelationRow row;
        row.group = values.groups.at(group).join(u" · "_s);
        for (size_t i = 0; i < values.values[slot].size(); ++i) {
            const auto score = metric.constFind(table.itemIds[size_t(values.items[slot][i])]);
            if (score == metric.cend()) continue;
            row.metric.push_back(*score);
            row.human.push_back(values.values[slot][i]);
        }
        row.correlation = correlate(row.metric, row.human, request.rounds, request.seed);
        rows << row;
    }
    return rows;
}

} // namespace

bool MetricCorrelation::compute(Project &project, const CorrelationRequest &request, QList<CorrelationRow> *rows,
                                QString *error)
{
    const auto scores = MetricCorrelation::scores(project, request.metric, error);
    if (!scores) return false;
    CorpusTable table;
    if (!CorpusTableReader::load(project.database(), &table, error)) return false;
    if (!request.by.isEmpty() && table.metaKeyIndex(request.by) < 0) {
        *error =
            tr("no item has the metadata key \"%1\"; the keys are: %2").arg(request.by, table.metaKeys.join(u", "_s));
        return false;
    }
    MeasureOptions options;
    options.measure = request.human;
    options.where = request.where;
    *rows = pairUp(table, CorpusMeasures::itemValues(table, project.taxonomy(), options), *scores, request);
    if (!request.by.isEmpty()) {
        options.groupBy = {request.by};
        *rows += pairUp(table, CorpusMeasures::itemValues(table, project.taxonomy(), options), *scores, request);
    }
    return true;
}

std::optional<QHash<qint64, double>> MetricCorrelation::scores(Project &project, const QString &metric, QString *error)
{
    MetricRepository metrics(&project.database());
    QHash<qint64, double> scores = metrics.scores(metric);
    if (!scores.isEmpty()) return scores;
    const QStringList known = metrics.metrics();
    *error = tr("%1 has no scores of a metric called \"%2\"; it has: %3")
                 .arg(project.path(), metric, known.isEmpty() ? tr("none") : known.join(u", "_s));
    return std::nullopt;
}

QStringList MetricCorrelation::metrics(Project &project)
{
    return MetricRepository(&project.database()).metrics();
}

} // namespace Errata
