// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/krippendorff.h"

#include <QMap>

#include <algorithm>

namespace Errata {

std::optional<double> krippendorffAlpha(const QList<QList<double>> &units, AlphaMetric metric)
{
    // Coincidences o_ck: each ordered pair of values within a unit counts 1 / (m_u - 1).
    QMap<double, QMap<double, double>> coincidences;
    for (const QList<double> &unit : units) {
        const qsizetype m = unit.size();
        if (m < 2) {
            continue;
        }
        for (qsizetype i = 0; i < m; ++i) {
            for (qsizetype j = 0; j < m; ++j) {
                if (i != j) {
                    coincidences[unit[i]][unit[j]] += 1.0 / double(m - 1);
                }
            }
        }
    }
    const QList<double> values = coincidences.keys();
    QMap<double, double> marginals;
    double n = 0;
    for (double c : values) {
        for (double count : std::as_const(coincidences[c])) {
            marginals[c] += count;
        }
        n += marginals[c];
    }
    if (n < 2) {
        return std::nullopt;
    }
    const auto delta = [&](double c, double k) {
        switch (metric) {
        case AlphaMetric::Nominal: return c == k ? 0.0 : 1.0;
        case AlphaMetric::Interval: return (c - k) * (c - k);
        case AlphaMetric::Ordinal: {
            // Squared distance in cumulative marginals between the ranks (values are sorted keys).
            const double low = std::min(c, k);
            const double high = std::max(c, k);
            double sum = 0;
            for (double g : values) {
                sum += (g >= low && g <= high) ? marginals[g] : 0.0;
            }
            const double d = sum - (marginals[low] + marginals[high]) / 2.0;
            return d * d;
        }
        }
        return 0.0;
    };
    double observed = 0;
    double expected = 0;
    for (double c : values) {
        for (double k : values) {
            const double d = delta(c, k);
            observed += coincidences[c].value(k) * d;
            expected += marginals[c] * marginals[k] * d;
        }
    }
    expected /= (n - 1);
    if (expected <= 0) {
        return std::nullopt;
    }
    return 1.0 - observed / expected;
}

void BinaryAlpha::addUnit(int values, int ones)
{
    if (values < 2) {
        return;
    }
    m_observed += 2.0 * ones * (values - ones) / double(values - 1);
    m_n += values;
    m_ones += ones;
}

BinaryAlpha BinaryAlpha::fromSums(double observed, double values, double ones)
{
    BinaryAlpha sums;
    sums.m_observed = observed;
    sums.m_n = values;
    sums.m_ones = ones;
    return sums;
}

void BinaryAlpha::merge(const BinaryAlpha &other)
{
    m_observed += other.m_observed;
    m_n += other.m_n;
    m_ones += other.m_ones;
}

std::optional<double> BinaryAlpha::alpha() const
{
    // D_o = observed / n, D_e = 2 n_1 n_0 / (n (n - 1)); α = 1 - D_o / D_e.
    const double zeros = m_n - m_ones;
    if (m_n < 2 || m_ones <= 0 || zeros <= 0) {
        return std::nullopt;
    }
    return 1.0 - m_observed * (m_n - 1) / (2.0 * m_ones * zeros);
}

} // namespace Errata
