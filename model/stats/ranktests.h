// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <vector>

namespace Errata {

// The classical tests of docs/statistics.md ("Which system is better"), each as scipy 1.10 computes it;
// distributions from Boost.Math. Two-sided p-values.
struct RankTest
{
    double statistic = 0.0;
    double p = 0.0;
    int n = 0;          // Wilcoxon: the non-zero differences; Mann–Whitney: both samples
    bool exact = false; // the exact null distribution, not the normal approximation
};

// Wilcoxon signed-rank on the pairs (aᵢ, bᵢ): zero differences dropped (Wilcoxon's way), the others ranked
// by |aᵢ − bᵢ| with ties given their mean rank; the statistic is T = min(W⁺, W⁻). Exact (all 2ⁿ signs)
// when n ≤ 50 and no difference is zero or tied; otherwise the normal approximation with the tie
// correction and no continuity correction (scipy.stats.wilcoxon, method "exact" or "approx"). nullopt
// when every difference is zero.
std::optional<RankTest> wilcoxonSignedRank(const std::vector<double> &a, const std::vector<double> &b);

// Mann–Whitney U of two independent samples: U = R₁ − n₁(n₁ + 1)/2 for the first (R₁ its rank sum in the
// pooled, tie-averaged ranks). Exact when either sample has at most 8 values and no value is tied;
// otherwise the normal approximation with the tie correction and the continuity correction
// (scipy.stats.mannwhitneyu's defaults). nullopt when a sample is empty.
std::optional<RankTest> mannWhitneyU(const std::vector<double> &a, const std::vector<double> &b);

// Cohen's d = (mean a − mean b) / s, s the pooled standard deviation
// √(((n_a − 1)s_a² + (n_b − 1)s_b²) / (n_a + n_b − 2)). nullopt when s is 0 or undefined.
std::optional<double> cohensD(const std::vector<double> &a, const std::vector<double> &b);

// One-way ANOVA: F = (SS_between / (k − 1)) / (SS_within / (N − k)), p from the F distribution with
// k − 1 and N − k degrees of freedom (scipy.stats.f_oneway). nullopt with fewer than two non-empty groups,
// N − k < 1 or no variation within the groups.
struct Anova
{
    double f = 0.0;
    double p = 0.0;
    int dfBetween = 0;
    int dfWithin = 0;
};
std::optional<Anova> oneWayAnova(const std::vector<std::vector<double>> &groups);

namespace RankMath {
double normalTwoSidedP(double z); // 2 · P(Z ≥ |z|), Boost.Math
// The number of ways each value k = 0 … n(n+1)/2 arises as a sum of a subset of 1 … n.
std::vector<double> signedRankCounts(int n);
// The number of ways each U = 0 … m·n arises for samples of m and n without ties.
std::vector<double> mannWhitneyCounts(int m, int n);
} // namespace RankMath

} // namespace Errata
