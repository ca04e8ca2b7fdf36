// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/systemsignificance.h"

#include <QCoreApplication>
#include <QStringList>
#include <QVariant>

namespace Errata {

// A table of results as the CLI prints it and the Significance page shows and exports it, so both have the
// same columns and the same numbers: keys (TSV and CSV headers, JSON names), labels (for people) and rows
// (an invalid QVariant is undefined).
struct StatTable
{
    QStringList keys;
    QStringList labels;
    QList<QVariantList> rows;
};

class SignificanceTables
{
    Q_DECLARE_TR_FUNCTIONS(SignificanceTables)
public:
    static StatTable systems(const SignificanceReport &report, const SignificanceRequest &request);
    static StatTable pairs(const SignificanceReport &report, const SignificanceRequest &request);
    static StatTable raters(const QList<RaterRow> &rows);
    // "Paired approximate randomisation, 10000 trials, seed 1; α = 0.05; …": what goes beside the table.
    // withRule: ends with the cluster rule (the command's text; the page has it as the table's tooltip).
    static QString note(const SignificanceRequest &request, const SignificanceReport &report, bool withRule = true);
    static QString testName(SignificanceTest test);
    // How the systems are grouped (docs/statistics.md, "Clusters").
    static QString clusterRule();
};

} // namespace Errata
