// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/metriccorrelation.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Errata {

class Project;

// OpenMEVA §4.2's rule for its error-type evaluation sets. A story is reasonable when its mean rating
// is above `above`; an unreasonable one (mean at most `above`) is of type T when T is the only reason
// that at least `minRaters` of its raters deducted for.
struct ErrorTypeRule
{
    int minRaters = 3;
    double above = 4.0;
};

// One evaluation set: the reasonable stories (label 1) and the unreasonable ones of one type (label 0),
// with the point-biserial correlation between the metric and the label (Pearson's r on 0/1).
struct ErrorTypeRow
{
    QString group;  // a value of --by; empty: all stories
    QString reason; // the deduction key without "deduction_"
    qsizetype reasonable = 0;
    qsizetype unreasonable = 0;
    CorrelationValue pointBiserial; // NaN when either side is empty
};

// errata-cli correlate --error-types (docs/statistics.md, "Error-type sets").
class ErrorTypeSets
{
    Q_DECLARE_TR_FUNCTIONS(ErrorTypeSets)
public:
    static const QStringList &reasons(); // OpenMEVA's four, in its Table 3's order

    // A row per reason, for all stories and then per value of request.by. Stories without a score of
    // the metric, or without a rating, are left out. False with the reason when the metric is unknown.
    static bool compute(Project &project, const CorrelationRequest &request, const ErrorTypeRule &rule,
                        QList<ErrorTypeRow> *rows, QString *error);
};

} // namespace Errata
