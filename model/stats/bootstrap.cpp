// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/bootstrap.h"

#include "model/stats/corpusmeasures.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace Errata {

double mean(const std::vector<double> &values)
{
    if (values.empty()) {
        return 0.0;
    }
    return std::accumulate(values.begin(), values.end(), 0.0) / double(values.size());
}

double sampleSd(const std::vector<double> &values)
{
    if (values.size() < 2) {
        return 0.0;
    }
    const double m = mean(values);
    double squares = 0.0;
    for (const double value : values) {
        squares += (value - m) * (value - m);
    }
    return std::sqrt(squares / double(values.size() - 1));
}

double quantile(std::vector<double> values, double p)
{
    if (values.empty()) {
        return 0.0;
    }
    // The two order statistics around the position, without sorting all of them: nth_element puts the
    // below-th smallest in its place and only larger-or-equal values after it, whose least is the next one.
    // The same two values as a full sort's, so the same quantile to the last bit, in linear time.
    const double position = p * double(values.size() - 1);
    const auto below = size_t(std::floor(position));
    const auto lower = values.begin() + qsizetype(below);
    std::nth_element(values.begin(), lower, values.end());
    const double low = *lower;
    const double high = below + 1 < values.size() ? *std::min_element(lower + 1, values.end()) : low;
    return low + (position - double(below)) * (high - low);
}

std::pair<double, double> normalInterval(const std::vector<double> &values)
{
    const double m = mean(values);
    if (values.size() < 2) {
        return {m, m};
    }
    const double half = 1.959963984540054 * sampleSd(values) / std::sqrt(double(values.size()));
    return {m - half, m + half};
}

namespace {

// x % d for one d and many x without a division each time: a 64-bit division costs tens of cycles,
// and a bootstrap interval at 100k items draws 10^8 indexes per cell. Lemire, Kaser and Kurz,
// "Faster remainder by direct computation" (2019): with c = ceil(2^128 / d), x % d is the high
// 128 bits of (c · x mod 2^128) · d, exactly, for every 64-bit x and d (128 ≥ 64 + log2 d). So the
// draws, and every interval, are the same as SeededRandom::below's.
class Remainder
{
public:
    explicit Remainder(quint64 d)
        : m_d(d)
    {
#ifdef __SIZEOF_INT128__
        m_c = ~Wide(0) / d + 1; // d = 1 gives 0, and x % 1 = 0 as it should
#endif
    }
    quint64 of(quint64 x) const
    {
#ifdef __SIZEOF_INT128__
        const Wide low = m_c * x;
        const Wide lowProduct = Wide(quint64(low)) * m_d;
        const Wide highProduct = Wide(quint64(low >> 64)) * m_d + (lowProduct >> 64);
        return quint64(highProduct >> 64);
#else
        return x % m_d;
#endif
    }

private:
#ifdef __SIZEOF_INT128__
    __extension__ typedef unsigned __int128 Wide; // __extension__: a GCC/Clang type, on purpose
    Wide m_c = 0;
#endif
    quint64 m_d;
};

std::vector<double> resampledMeans(const std::vector<double> &values, size_t sampleSize, int rounds, quint64 seed)
{
    SeededRandom random(seed);
    std::vector<double> means;
    means.reserve(size_t(rounds));
    const Remainder below(values.size()); // random.below(n), without its division
    for (int round = 0; round < rounds; ++round) {
        double sum = 0.0;
        for (size_t i = 0; i < sampleSize; ++i) {
            sum += values[size_t(below.of(random.next()))];
        }
        means.push_back(sum / double(sampleSize));
    }
    return means;
}

// resampledMeans for k lists of n values stored row by row (rows[i * k + list]): one draw reads one item's
// k values, from one or two cache lines, and each list's sum adds the same values in the same order as
// resampledMeans would for that list alone.
std::vector<std::vector<double>> resampledRowMeans(const std::vector<double> &rows, size_t k, int rounds, quint64 seed)
{
    const size_t n = rows.size() / k;
    SeededRandom random(seed);
    const Remainder below(n);
    std::vector<std::vector<double>> means(k);
    for (std::vector<double> &list : means) {
        list.reserve(size_t(rounds));
    }
    std::vector<double> sums(k);
    for (int round = 0; round < rounds; ++round) {
        std::fill(sums.begin(), sums.end(), 0.0);
        for (size_t i = 0; i < n; ++i) {
            const double *row = rows.data() + size_t(below.of(random.next())) * k;
            for (size_t list = 0; list < k; ++list) {
                sums[list] += row[list];
            }
        }
        for (size_t list = 0; list < k; ++list) {
            means[list].push_back(sums[list] / double(n));
        }
    }
    return means;
}

} // namespace

std::vector<std::pair<double, double>> bootstrapIntervals(const std::vector<const std::vector<double> *> &lists,
                                                          int rounds, quint64 seed)
{
    std::vector<std::pair<double, double>> intervals;
    const size_t k = lists.size();
    const size_t n = k == 0 ? 0 : lists.front()->size();
    const bool shared = k > 1 && n > 1 && rounds > 0
        && std::all_of(lists.cbegin(), lists.cend(),
                       [n](const std::vector<double> *list) { return list->size() == n; });
    if (!shared) {
        for (const std::vector<double> *list : lists) {
            intervals.push_back(bootstrapInterval(*list, rounds, seed));
        }
        return intervals;
    }
    std::vector<double> rows(n * k);
    for (size_t list = 0; list < k; ++list) {
        for (size_t i = 0; i < n; ++i) {
            rows[i * k + list] = (*lists[list])[i];
        }
    }
    for (const std::vector<double> &means : resampledRowMeans(rows, k, rounds, seed)) {
        intervals.emplace_back(quantile(means, 0.025), quantile(means, 0.975));
    }
    return intervals;
}

std::pair<double, double> bootstrapInterval(const std::vector<double> &values, int rounds, quint64 seed)
{
    if (values.size() < 2 || rounds < 1) {
        const double m = mean(values);
        return {m, m};
    }
    const std::vector<double> means = resampledMeans(values, values.size(), rounds, seed);
    return {quantile(means, 0.025), quantile(means, 0.975)};
}

std::vector<BootstrapStudyRow> bootstrapStudy(const ItemValues &values, const std::vector<int> &sampleSizes, int rounds,
                                              quint64 seed)
{
    std::vector<BootstrapStudyRow> rows;
    const auto types = int(values.types.size());
    for (int group = 0; group < int(values.groups.size()); ++group) {
        for (int type = 0; type < types; ++type) {
            const std::vector<double> &population = values.values[size_t(group * types + type)];
            for (const int n : sampleSizes) {
                BootstrapStudyRow row{group, type, n, rounds, int(population.size()), 0.0, 0.0, std::nullopt};
                if (!population.empty() && n > 0 && rounds > 0) {
                    const std::vector<double> means = resampledMeans(population, size_t(n), rounds, seed);
                    row.mean = mean(means);
                    row.sd = sampleSd(means);
                    if (row.mean != 0.0) {
                        row.cov = row.sd / row.mean;
                    }
                }
                rows.push_back(row);
            }
        }
    }
    return rows;
}

} // namespace Errata
