// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <functional>
#include <optional>
#include <vector>

namespace Errata {

// Is system A better than system B, and is it significant? (docs/statistics.md, "Which system is better").
// Every p-value here is two-sided. NaN where a test is undefined (no pairs, fewer than two values).

// Paired approximate randomisation (Noreen 1989; Riezler and Maxwell 2005; what Marot reports): the
// statistic is |Σ (aᵢ − bᵢ)|; each trial swaps each pair's two values with probability ½ (a random sign
// on the difference, SplitMix64 seeded with `seed`); p = (c + 1) / (trials + 1), c the trials whose
// statistic is at least the observed one. As trials grow it tends to the exact permutation p over all
// 2ⁿ sign flips.
double approximateRandomisationP(const std::vector<double> &a, const std::vector<double> &b, int trials, quint64 seed);

// Paired bootstrap (Koehn 2004), two-sided by shifting: Δ = mean(a − b); each trial resamples the n pairs
// with replacement and takes its mean difference Δ*; p = (c + 1) / (trials + 1), c the trials with
// |Δ* − Δ| ≥ |Δ| (the resampled differences, moved to mean 0, as far from 0 as the one seen).
double pairedBootstrapP(const std::vector<double> &a, const std::vector<double> &b, int trials, quint64 seed);

// WMT's clusters. `order` lists the systems best first; worse(i, j) says that system j (later in the order)
// is significantly worse than system i. Walking down the order, a system opens a new cluster when it is
// significantly worse than every member of the current cluster; otherwise it joins that cluster. Returns
// each position's cluster, from 1.
std::vector<int> significanceClusters(int systems, const std::function<bool(int better, int worse)> &worse);

} // namespace Errata
