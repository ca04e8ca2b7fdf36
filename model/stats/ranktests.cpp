// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/ranktests.h"

#include "model/stats/bootstrap.h"
#include "model/stats/correlation.h"

#include <boost/math/distributions/fisher_f.hpp>
#include <boost/math/distributions/normal.hpp>
#include <boost/math/special_functions/binomial.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

namespace Errata {
namespace {

// Σ (t³ − t) over the groups of tied values.
double tieTerm(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    double sum = 0.0;
    for (size_t begin = 0; begin < values.size();) {
        size_t end = begin;
        while (end < values.size() && values[end] == values[begin]) ++end;
        const double t = double(end - begin);
        sum += t * t * t - t;
        begin = end;
    }
    return sum;
}

double sumFrom(const std::vector<double> &counts, size_t from)
{
    return std::accumulate(counts.begin() + qsizetype(std::min(from, counts.size())), counts.end(), 0.0);
}

} // namespace

namespace RankMath {

double normalTwoSidedP(double z)
{
    if (std::isnan(z)) return z;
    if (std::isinf(z)) return 0.0;
    return std::min(1.0, 2.0 * boost::math::cdf(boost::math::complement(boost::math::normal(), std::abs(z))));
}

std::vector<double> signedRankCounts(int n)
{
    std::vector<double> counts(size_t(n * (n + 1) / 2 + 1), 0.0);
    counts[0] = 1.0;
    int top = 0;
    for (int rank = 1; rank <= n; ++rank) {
        top += rank;
        for (int k = top; k >= rank; --k) counts[size_t(k)] += counts[size_t(k - rank)];
    }
    return counts;
}

// The Gaussian binomial [m + n choose m] in q: its coefficient of q^U counts the orderings with that U.
// Built as ∏ᵢ (1 − q^(n+i)) / (1 − q^i), i = 1 … m, multiplying and dividing one factor at a time (each
// partial product is itself a Gaussian binomial, so every division is exact).
std::vector<double> mannWhitneyCounts(int m, int n)
{
    if (m > n) std::swap(m, n);
    std::vector<double> poly(size_t(m * n + 1), 0.0);
    poly[0] = 1.0;
    for (int i = 1; i <= m; ++i) {
        const int up = n + i;
        for (int k = int(poly.size()) - 1; k >= up; --k) poly[size_t(k)] -= poly[size_t(k - up)];
        for (int k = i; k < int(poly.size()); ++k) poly[size_t(k)] += poly[size_t(k - i)];
    }
    return poly;
}

} // namespace RankMath

std::optional<RankTest> wilcoxonSignedRank(const std::vector<double> &a, const std::vector<double> &b)
{
    std::vector<double> d;
    bool zero = false;
    for (size_t i = 0; i < std::min(a.size(), b.size()); ++i) {
        if (a[i] == b[i]) {
            zero = true;
        } else {
            d.push_back(a[i] - b[i]);
        }
    }
    if (d.empty()) return std::nullopt;
    std::vector<double> magnitude(d.size());
    std::transform(d.cbegin(), d.cend(), magnitude.begin(), [](double x) { return std::abs(x); });
    const std::vector<double> rank = CorrelationMath::ranks(magnitude);
    double plus = 0.0, minus = 0.0;
    for (size_t i = 0; i < d.size(); ++i) (d[i] > 0 ? plus : minus) += rank[i];
    const auto n = int(d.size());
    const double ties = tieTerm(magnitude);
    RankTest test{std::min(plus, minus), 0.0, n, !zero && ties == 0.0 && n <= 50};
    if (test.exact) {
        const std::vector<double> counts = RankMath::signedRankCounts(n);
        const auto r = size_t(plus); // whole: no ties
        if (r == (counts.size() - 1) / 2) {
            test.p = 1.0;
        } else {
            const double all = std::ldexp(1.0, n);
            const double below = std::accumulate(counts.begin(), counts.begin() + qsizetype(r) + 1, 0.0) / all;
            test.p = std::min(1.0, 2.0 * std::min(below, sumFrom(counts, r) / all));
        }
        return test;
    }
    const double nn = double(n);
    const double expected = nn * (nn + 1.0) / 4.0;
    const double spread = std::sqrt((nn * (nn + 1.0) * (2.0 * nn + 1.0) - ties / 2.0) / 24.0);
    test.p = RankMath::normalTwoSidedP((test.statistic - expected) / spread);
    return test;
}

std::optional<RankTest> mannWhitneyU(const std::vector<double> &a, const std::vector<double> &b)
{
    if (a.empty() || b.empty()) return std::nullopt;
    std::vector<double> pooled = a;
    pooled.insert(pooled.end(), b.cbegin(), b.cend());
    const std::vector<double> rank = CorrelationMath::ranks(pooled);
    const double n1 = double(a.size()), n2 = double(b.size()), n = n1 + n2;
    const double r1 = std::accumulate(rank.begin(), rank.begin() + qsizetype(a.size()), 0.0);
    const double u1 = r1 - n1 * (n1 + 1.0) / 2.0;
    const double u = std::max(u1, n1 * n2 - u1);
    const double ties = tieTerm(pooled);
    RankTest test{u1, 0.0, int(pooled.size()), (a.size() <= 8 || b.size() <= 8) && ties == 0.0};
    if (test.exact) {
        const std::vector<double> counts = RankMath::mannWhitneyCounts(int(a.size()), int(b.size()));
        const double all = boost::math::binomial_coefficient<double>(unsigned(n), unsigned(a.size()));
        test.p = std::min(1.0, 2.0 * sumFrom(counts, size_t(u)) / all);
        return test;
    }
    const double spread = std::sqrt(n1 * n2 / 12.0 * ((n + 1.0) - ties / (n * (n - 1.0))));
    if (spread == 0.0) {
        test.p = 1.0; // every value the same: nothing tells the samples apart
        return test;
    }
    const double z = (u - n1 * n2 / 2.0 - 0.5) / spread;
    test.p = std::min(1.0, 2.0 * boost::math::cdf(boost::math::complement(boost::math::normal(), z)));
    return test;
}

std::optional<double> cohensD(const std::vector<double> &a, const std::vector<double> &b)
{
    const double na = double(a.size()), nb = double(b.size());
    if (na + nb < 3 || na < 1 || nb < 1) return std::nullopt;
    const double sa = sampleSd(a), sb = sampleSd(b);
    const double pooled = std::sqrt(((na - 1) * sa * sa + (nb - 1) * sb * sb) / (na + nb - 2));
    if (pooled == 0.0 || std::isnan(pooled)) return std::nullopt;
    return (mean(a) - mean(b)) / pooled;
}

std::optional<Anova> oneWayAnova(const std::vector<std::vector<double>> &groups)
{
    double total = 0.0;
    int n = 0, k = 0;
    for (const std::vector<double> &group : groups) {
        if (group.empty()) continue;
        ++k;
        n += int(group.size());
        total += std::accumulate(group.cbegin(), group.cend(), 0.0);
    }
    if (k < 2 || n - k < 1) return std::nullopt;
    const double grand = total / n;
    double between = 0.0, within = 0.0;
    for (const std::vector<double> &group : groups) {
        if (group.empty()) continue;
        const double m = mean(group);
        between += double(group.size()) * (m - grand) * (m - grand);
        for (const double x : group) within += (x - m) * (x - m);
    }
    if (within <= 0.0) return std::nullopt;
    Anova anova{(between / (k - 1)) / (within / (n - k)), 0.0, k - 1, n - k};
    anova.p = boost::math::cdf(
        boost::math::complement(boost::math::fisher_f(double(anova.dfBetween), double(anova.dfWithin)), anova.f));
    return anova;
}

} // namespace Errata
