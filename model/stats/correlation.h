// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

#include <utility>
#include <vector>

namespace Errata {

// One coefficient with its two-sided p-value and 95% percentile bootstrap interval over the pairs.
// NaN where undefined (fewer than 3 pairs, or one side constant).
struct CorrelationValue
{
    double value = 0.0;
    double p = 0.0;
    std::pair<double, double> interval;
};

struct Correlation
{
    int n = 0;
    CorrelationValue pearson;
    CorrelationValue spearman;
    CorrelationValue kendall; // τ-b
};

// OpenMEVA's agreement of a metric with people (docs/statistics.md, "Does a metric agree with
// people?"). Pearson's r with the t-test's p (n − 2 degrees of freedom); Spearman's ρ, Pearson's r of
// the ranks (ties get their mean rank), same test; Kendall's τ-b, (concordant − discordant) /
// √((n₀ − x ties)(n₀ − y ties)), with the normal approximation's p that corrects for ties (scipy's
// method="asymptotic"). Intervals: `rounds` resamples of the pairs with replacement, seeded.
Correlation correlate(const std::vector<double> &x, const std::vector<double> &y, int rounds = 1000, quint64 seed = 1);

// One row of errata-cli correlate: a group of items (empty: all of them), its pairs and their numbers.
struct CorrelationRow
{
    QString group;
    Correlation correlation;
    std::vector<double> metric, human; // the pairs, item by item (for the scatter figure)
};

namespace CorrelationMath {
double pearson(const std::vector<double> &x, const std::vector<double> &y);
double spearman(const std::vector<double> &x, const std::vector<double> &y);
double kendallTauB(const std::vector<double> &x, const std::vector<double> &y, double *p = nullptr);
std::vector<double> ranks(const std::vector<double> &values); // 1-based, ties averaged
// Two-sided p of a correlation coefficient r of n pairs under the t-test.
double correlationP(double r, int n);
// The regularized incomplete beta function I_x(a, b) (Boost.Math's ibeta; 0 below x = 0, 1 above x = 1).
double incompleteBeta(double a, double b, double x);
} // namespace CorrelationMath

} // namespace Errata
