// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <optional>
#include <utility>
#include <vector>

namespace Errata {

struct ItemValues;

// A small seeded generator (SplitMix64) so that a seed gives the same resamples on every platform
// and standard library (std::uniform_int_distribution is implementation-defined).
class SeededRandom
{
public:
    explicit SeededRandom(quint64 seed)
        : m_state(seed)
    {
    }
    // SplitMix64. Inline: the bootstrap draws tens of millions of these, and a call per draw was a third
    // of `stats`' instructions (issue #22).
    quint64 next()
    {
        quint64 z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    // Uniform in [0, n); the modulo bias is below 2^-40 for any n a corpus has.
    qsizetype below(qsizetype n) { return qsizetype(next() % quint64(n)); }

private:
    quint64 m_state;
};

double mean(const std::vector<double> &values);
double sampleSd(const std::vector<double> &values); // n − 1 in the denominator; 0 when n < 2
// Linear interpolation between order statistics (type 7, R's and NumPy's default).
double quantile(std::vector<double> values, double p);

// 95% interval for the mean: mean ± 1.96 · sd / √n.
std::pair<double, double> normalInterval(const std::vector<double> &values);
// 95% percentile bootstrap: resample the values with replacement `rounds` times, take the 2.5% and
// 97.5% quantiles of the resampled means.
std::pair<double, double> bootstrapInterval(const std::vector<double> &values, int rounds, quint64 seed);
// bootstrapInterval of several lists at once, each interval exactly the one it gives alone. One seed draws the
// same indexes for every list of one size, so lists of a size share one pass of draws: a heatmap's types share
// their group's items, and drawing was most of the intervals' cost.
std::vector<std::pair<double, double>> bootstrapIntervals(const std::vector<const std::vector<double> *> &lists,
                                                          int rounds, quint64 seed);

// Scarecrow Table 5 / Figure 9: how stable a per-type mean is when only n items are annotated.
struct BootstrapStudyRow
{
    int group = 0;
    int type = 0;
    int sampleSize = 0;
    int rounds = 0;
    int population = 0;        // items the samples are drawn from
    double mean = 0.0;         // of the sample means
    double sd = 0.0;           // of the sample means
    std::optional<double> cov; // sd / mean; undefined when the mean is 0
};

// For every group × type and sample size n: draw n items with replacement, `rounds` times.
std::vector<BootstrapStudyRow> bootstrapStudy(const ItemValues &values, const std::vector<int> &sampleSizes, int rounds,
                                              quint64 seed);

} // namespace Errata
