// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/interchange/corpus.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace Errata {

struct MetricRow
{
    QString item; // the item's external id
    QString metric;
    double score = 0.0;
    int line = 0;
};

// An automatic metric's scores per item (docs/formats.md, "Metric scores"): CSV with a header naming
// the columns `item`, `metric` and `score` (others are ignored), one row per item and metric. Every
// row is checked: a missing value, a score that is not a finite number, or the same item and
// metric given twice with different scores stops the read with the line and column.
class MetricReader
{
    Q_DECLARE_TR_FUNCTIONS(MetricReader)
public:
    static std::optional<QList<MetricRow>> read(const QByteArray &bytes, const QString &fileName, ImportError *error);
};

} // namespace Errata
