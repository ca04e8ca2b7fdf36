// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/judgementstats.h"

#include <QCoreApplication>
#include <QString>

class QTableWidget;

namespace Errata {

// The Distributions page's view of deduction reasons per group (docs/statistics.md, "Ratings and
// deductions as data"), and the same rows as CSV: the columns of errata-cli ratings --deductions.
class DeductionTable
{
    Q_DECLARE_TR_FUNCTIONS(DeductionTable)
public:
    static void fill(QTableWidget *table, const QList<DeductionRow> &rows);
    static QString csv(const QList<DeductionRow> &rows);
};

} // namespace Errata
