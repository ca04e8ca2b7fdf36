// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/metricrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {

bool MetricRepository::addMany(const QList<MetricScore> &scores)
{
    QList<QVariantList> rows;
    rows.reserve(scores.size());
    for (const MetricScore &score : scores) rows << QVariantList{score.itemId, score.metric, score.score};
    return insertRows(u"metric_score (item_id, metric, score)"_s, rows);
}

bool MetricRepository::remove(const QList<MetricScore> &scores)
{
    for (const MetricScore &score : scores) {
        Statement query;
        if (!run(query, u"DELETE FROM metric_score WHERE item_id = ? AND metric = ?"_s, {score.itemId, score.metric}))
            return false;
    }
    return true;
}

QHash<qint64, double> MetricRepository::scores(const QString &metric)
{
    return scoresOf({metric}).value(metric);
}

QHash<QString, QHash<qint64, double>> MetricRepository::scoresOf(const QStringList &metrics)
{
    QHash<QString, QHash<qint64, double>> result;
    for (const QString &metric : metrics) {
        Statement query;
        if (!run(query, u"SELECT item_id, score FROM metric_score WHERE metric = ?"_s, {metric})) return result;
        QHash<qint64, double> &scores = result[metric];
        while (query->next()) scores.insert(query->value(0).toLongLong(), query->value(1).toDouble());
    }
    return result;
}

QStringList MetricRepository::metrics()
{
    QStringList names;
    Statement query;
    if (run(query, u"SELECT DISTINCT metric FROM metric_score ORDER BY metric"_s)) {
        while (query->next()) names << query->value(0).toString();
    }
    return names;
}

qint64 MetricRepository::count(const QString &metric)
{
    Statement query;
    return run(query, u"SELECT count(*) FROM metric_score WHERE metric = ?"_s, {metric}) && query->next()
        ? query->value(0).toLongLong()
        : 0;
}

} // namespace Errata
