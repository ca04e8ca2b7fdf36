// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/significance.h"

#include "model/stats/bootstrap.h"

#include <cmath>
#include <limits>

namespace Errata {
namespace {

constexpr double Undefined = std::numeric_limits<double>::quiet_NaN();

std::vector<double> differences(const std::vector<double> &a, const std::vector<double> &b)
{
    std::vector<double> d(std::min(a.size(), b.size()));
    for (size_t i = 0; i < d.size(); ++i) d[i] = a[i] - b[i];
    return d;
}

// Sums of the same values in another order differ in the last bits: a trial that equals the observed
// statistic must count as "at least as large" (the exact test counts it), so compare with a margin far
// below any real difference.
double margin(const std::vector<double> &d)
{
    double scale = 0.0;
    for (const double x : d) scale += std::abs(x);
    return scale * 1e-12;
}

} // namespace

double approximateRandomisationP(const std::vector<double> &a, const std::vector<double> &b, int trials, quint64 seed)
{
    const std::vector<double> d = differences(a, b);
    if (d.empty() || trials < 1) return Undefined;
    double observed = 0.0;
    for (const double x : d) observed += x;
    const double threshold = std::abs(observed) - margin(d);
    SeededRandom random(seed);
    int atLeast = 0;
    for (int trial = 0; trial < trials; ++trial) {
        double sum = 0.0;
        quint64 bits = 0;
        // One 64-bit draw gives the signs of 64 pairs: the swaps are the trial's whole cost.
        for (size_t i = 0; i < d.size(); ++i) {
            if (i % 64 == 0) bits = random.next();
            sum += (bits & 1U) ? -d[i] : d[i];
            bits >>= 1U;
        }
        atLeast += std::abs(sum) >= threshold;
    }
    return double(atLeast + 1) / double(trials + 1);
}

double pairedBootstrapP(const std::vector<double> &a, const std::vector<double> &b, int trials, quint64 seed)
{
    const std::vector<double> d = differences(a, b);
    if (d.empty() || trials < 1) return Undefined;
    const double n = double(d.size());
    const double observed = mean(d);
    const double threshold = std::abs(observed) - margin(d) / n;
    SeededRandom random(seed);
    int atLeast = 0;
    for (int trial = 0; trial < trials; ++trial) {
        double sum = 0.0;
        for (size_t i = 0; i < d.size(); ++i) sum += d[size_t(random.below(qsizetype(d.size())))];
        atLeast += std::abs(sum / n - observed) >= threshold;
    }
    return double(atLeast + 1) / double(trials + 1);
}

std::vector<int> significanceClusters(int systems, const std::function<bool(int better, int worse)> &worse)
{
    std::vector<int> cluster(size_t(std::max(systems, 0)), 1);
    int first = 0; // the current cluster's first member
    for (int s = 1; s < systems; ++s) {
        bool worseThanAll = true;
        for (int member = first; member < s && worseThanAll; ++member) worseThanAll = worse(member, s);
        if (worseThanAll) first = s;
        cluster[size_t(s)] = cluster[size_t(s - 1)] + (worseThanAll ? 1 : 0);
    }
    return cluster;
}

} // namespace Errata
