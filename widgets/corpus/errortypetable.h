// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/errortypesets.h"

#include <QCoreApplication>
#include <QString>

class QTableWidget;

namespace Errata {

// The Metrics page's view of OpenMEVA's error-type sets (docs/statistics.md, "Error-type sets"): a row
// per group and deduction reason, and the same rows as CSV, column for column what
// errata-cli correlate --error-types --format csv writes.
class ErrorTypeTable
{
    Q_DECLARE_TR_FUNCTIONS(ErrorTypeTable)
public:
    static void fill(QTableWidget *table, const QList<ErrorTypeRow> &rows);
    static QString csv(const QList<ErrorTypeRow> &rows);
    static QString reasonName(const QString &reason); // "repetitive_plot" → "Repetitive plot"
};

} // namespace Errata
