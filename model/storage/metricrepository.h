// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/repository.h"

#include <QHash>
#include <QStringList>

namespace Errata {

struct MetricScore
{
    qint64 itemId = 0;
    QString metric;
    double score = 0.0;
};

// Automatic metrics' scores per item (schema v9).
class MetricRepository final : public Repository
{
public:
    using Repository::Repository;

    // Both inside the caller's Transaction; a replaced score is removed first, then added anew.
    bool addMany(const QList<MetricScore> &scores);
    bool remove(const QList<MetricScore> &scores);                              // by item and metric
    QHash<qint64, double> scores(const QString &metric);                        // item id -> score
    QHash<QString, QHash<qint64, double>> scoresOf(const QStringList &metrics); // metric -> item -> score
    QStringList metrics();                                                      // sorted
    qint64 count(const QString &metric);
};

} // namespace Errata
