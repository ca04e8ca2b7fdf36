// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/correlation.h"
#include "model/stats/corpusmeasures.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <optional>

namespace Errata {

class Project;

// errata-cli correlate (docs/statistics.md, "Does a metric agree with people?").
struct CorrelationRequest
{
    QString metric;
    CorpusMeasure human = CorpusMeasure::Rating; // per item: the mean over its annotations
    QString by;    // an item metadata key: one row per value besides the overall one; empty: overall only
    QString where; // key=value[,key!=value…]
    int rounds = 1000;
    quint64 seed = 1;
};

class MetricCorrelation
{
    Q_DECLARE_TR_FUNCTIONS(MetricCorrelation)
public:
    // The pairs are the items that have both a score of the metric and a human value (an item nobody
    // rated, or the metric did not score, is left out). False with the reason when the metric is unknown.
    static bool compute(Project &project, const CorrelationRequest &request, QList<CorrelationRow> *rows,
                        QString *error);
    static QStringList metrics(Project &project); // the metrics with scores, sorted
    // The metric's scores by item id; nullopt with the reason (naming the metrics there are) when it has none.
    static std::optional<QHash<qint64, double>> scores(Project &project, const QString &metric, QString *error);
};

} // namespace Errata
