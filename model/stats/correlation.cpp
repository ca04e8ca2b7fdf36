// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/correlation.h"

#include "model/stats/bootstrap.h"

#include <boost/math/special_functions/beta.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace Errata {
namespace {

constexpr double NaN = std::numeric_limits<double>::quiet_NaN();

// Σ t(t − 1)/2 over the runs of equal values of a sorted sequence: the pairs tied on it.
template <typename Equal>
double tiedPairs(const std::vector<int> &order, Equal equal)
{
    double pairs = 0.0;
    for (size_t begin = 0; begin < order.size();) {
        size_t end = begin + 1;
        while (end < order.size() && equal(order[begin], order[end])) ++end;
        const double t = double(end - begin);
        pairs += t * (t - 1) / 2;
        begin = end;
    }
    return pairs;
}

// Σ over tie runs of t(t − 1)(t − 2) and t(t − 1)(2t + 5), for the variance under ties.
std::pair<double, double> tieMoments(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    double v0 = 0.0, v1 = 0.0;
    for (size_t begin = 0; begin < values.size();) {
        size_t end = begin + 1;
        while (end < values.size() && values[end] == values[begin]) ++end;
        const double t = double(end - begin);
        v0 += t * (t - 1) * (t - 2);
        v1 += t * (t - 1) * (2 * t + 5);
        begin = end;
    }
    return {v0, v1};
}

// Pairs out of order in `ys` (strictly greater before smaller), by merge sort: Knight's O(n log n).
double inversions(std::vector<double> &ys, std::vector<double> &scratch, size_t begin, size_t end)
{
    if (end - begin < 2) return 0.0;
    const size_t middle = begin + (end - begin) / 2;
    double count = inversions(ys, scratch, begin, middle) + inversions(ys, scratch, middle, end);
    size_t left = begin, right = middle, out = begin;
    while (left < middle && right < end) {
        if (ys[right] < ys[left]) {
            count += double(middle - left);
            scratch[out++] = ys[right++];
        } else {
            scratch[out++] = ys[left++];
        }
    }
    while (left < middle) scratch[out++] = ys[left++];
    while (right < end) scratch[out++] = ys[right++];
    std::copy(scratch.begin() + qsizetype(begin), scratch.begin() + qsizetype(end), ys.begin() + qsizetype(begin));
    return count;
}

CorrelationValue withInterval(double value, double p, const std::vector<double> &x, const std::vector<double> &y,
                              int rounds, quint64 seed,
                              double (*statistic)(const std::vector<double> &, const std::vector<double> &))
{
    CorrelationValue result{value, p, {NaN, NaN}};
    if (std::isnan(value) || rounds <= 0) return result;
    SeededRandom random(seed);
    std::vector<double> draws, xs(x.size()), ys(y.size());
    draws.reserve(size_t(rounds));
    for (int round = 0; round < rounds; ++round) {
        for (size_t i = 0; i < x.size(); ++i) {
            const auto pick = size_t(random.below(qsizetype(x.size())));
            xs[i] = x[pick];
            ys[i] = y[pick];
        }
        const double drawn = statistic(xs, ys);
        if (!std::isnan(drawn)) draws.push_back(drawn); // a resample with one side constant has none
    }
    if (!draws.empty()) result.interval = {quantile(draws, 0.025), quantile(draws, 0.975)};
    return result;
}

double kendallOnly(const std::vector<double> &x, const std::vector<double> &y)
{
    return CorrelationMath::kendallTauB(x, y);
}

} // namespace

namespace CorrelationMath {

double pearson(const std::vector<double> &x, const std::vector<double> &y)
{
    const size_t n = x.size();
    if (n < 3 || y.size() != n) return NaN;
    const double mx = std::accumulate(x.cbegin(), x.cend(), 0.0) / double(n);
    const double my = std::accumulate(y.cbegin(), y.cend(), 0.0) / double(n);
    double sxy = 0.0, sxx = 0.0, syy = 0.0;
    for (size_t i = 0; i < n; ++i) {
        sxy += (x[i] - mx) * (y[i] - my);
        sxx += (x[i] - mx) * (x[i] - mx);
        syy += (y[i] - my) * (y[i] - my);
    }
    if (sxx <= 0.0 || syy <= 0.0) return NaN;
    return std::clamp(sxy / std::sqrt(sxx * syy), -1.0, 1.0);
}

std::vector<double> ranks(const std::vector<double> &values)
{
    std::vector<int> order(values.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return values[size_t(a)] < values[size_t(b)]; });
    std::vector<double> result(values.size());
    for (size_t begin = 0; begin < order.size();) {
        size_t end = begin + 1;
        while (end < order.size() && values[size_t(order[end])] == values[size_t(order[begin])]) ++end;
        const double mean = (double(begin + 1) + double(end)) / 2; // ranks begin+1 … end, averaged
        for (size_t i = begin; i < end; ++i) result[size_t(order[i])] = mean;
        begin = end;
    }
    return result;
}

double spearman(const std::vector<double> &x, const std::vector<double> &y)
{
    return pearson(ranks(x), ranks(y));
}

double kendallTauB(const std::vector<double> &x, const std::vector<double> &y, double *p)
{
    const size_t n = x.size();
    if (p) *p = NaN;
    if (n < 3 || y.size() != n) return NaN;
    std::vector<int> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        return std::pair(x[size_t(a)], y[size_t(a)]) < std::pair(x[size_t(b)], y[size_t(b)]);
    });
    const double xTies = tiedPairs(order, [&](int a, int b) { return x[size_t(a)] == x[size_t(b)]; });
    const double jointTies =
        tiedPairs(order, [&](int a, int b) { return x[size_t(a)] == x[size_t(b)] && y[size_t(a)] == y[size_t(b)]; });
    std::vector<double> ys(n), scratch(n);
    for (size_t i = 0; i < n; ++i) ys[i] = y[size_t(order[i])];
    const double swaps = inversions(ys, scratch, 0, n); // ys is sorted afterwards
    std::vector<int> sortedY(n);
    std::iota(sortedY.begin(), sortedY.end(), 0);
    const double yTies = tiedPairs(sortedY, [&](int a, int b) { return ys[size_t(a)] == ys[size_t(b)]; });
    const double total = double(n) * double(n - 1) / 2;
    if (total == xTies || total == yTies) return NaN; // one side constant
    const double concordantMinusDiscordant = total - xTies - yTies + jointTies - 2 * swaps;
    const double tau = concordantMinusDiscordant / std::sqrt(total - xTies) / std::sqrt(total - yTies);
    if (p) {
        const auto [x0, x1] = tieMoments(x);
        const auto [y0, y1] = tieMoments(y);
        const double m = double(n) * double(n - 1);
        const double variance =
            (m * (2.0 * double(n) + 5) - x1 - y1) / 18 + 2 * xTies * yTies / m + x0 * y0 / (9 * m * (double(n) - 2));
        *p = std::erfc(std::abs(concordantMinusDiscordant) / std::sqrt(variance) / std::sqrt(2.0));
    }
    return std::clamp(tau, -1.0, 1.0);
}

double incompleteBeta(double a, double b, double x)
{
    if (x <= 0.0) return 0.0;
    if (x >= 1.0) return 1.0;
    return boost::math::ibeta(a, b, x);
}

double correlationP(double r, int n)
{
    if (std::isnan(r) || n < 3) return NaN;
    if (std::abs(r) >= 1.0) return 0.0;
    const double df = n - 2;
    const double t2 = r * r * df / (1 - r * r);
    return incompleteBeta(df / 2, 0.5, df / (df + t2)); // P(|T| ≥ |t|) for Student's t with df
}

} // namespace CorrelationMath

Correlation correlate(const std::vector<double> &x, const std::vector<double> &y, int rounds, quint64 seed)
{
    using namespace CorrelationMath;
    Correlation result;
    result.n = int(std::min(x.size(), y.size()));
    const double r = pearson(x, y), rho = spearman(x, y);
    double kendallP = NaN;
    const double tau = kendallTauB(x, y, &kendallP);
    result.pearson = withInterval(r, correlationP(r, result.n), x, y, rounds, seed, &CorrelationMath::pearson);
    result.spearman = withInterval(rho, correlationP(rho, result.n), x, y, rounds, seed, &CorrelationMath::spearman);
    result.kendall = withInterval(tau, kendallP, x, y, rounds, seed, &kendallOnly);
    return result;
}

} // namespace Errata
