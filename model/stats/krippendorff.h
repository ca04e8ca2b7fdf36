// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

#include <optional>

namespace Errata {

enum class AlphaMetric { Nominal, Ordinal, Interval };

// Krippendorff's α for any number of coders with missing values: each unit lists the values it
// received (units with fewer than two are not pairable and skipped). Computed from the
// coincidence matrix as in Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability".
// nullopt when α is undefined: fewer than two pairable values, or no variation (D_e = 0).
std::optional<double> krippendorffAlpha(const QList<QList<double>> &units, AlphaMetric metric);

// The same for binary nominal data in O(1) memory: per unit, m values of which k are 1. This is
// what token-level span agreement feeds, millions of units at a time.
class BinaryAlpha
{
public:
    void addUnit(int values, int ones);
    // The sums addUnit keeps, added up by a caller that has its own loop over units (agreement's, which
    // adds precomputed terms): observed is Σ 2k(m-k)/(m-1), values Σ m, ones Σ k, over pairable units.
    static BinaryAlpha fromSums(double observed, double values, double ones);
    void merge(const BinaryAlpha &other);
    std::optional<double> alpha() const;
    double pairableValues() const { return m_n; }

private:
    double m_observed = 0; // Σ 2k(m-k)/(m-1): off-diagonal coincidences
    double m_n = 0;        // pairable values
    double m_ones = 0;     // n_1
};

} // namespace Errata
