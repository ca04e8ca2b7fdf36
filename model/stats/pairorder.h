// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QtGlobal>

#include <optional>
#include <vector>

namespace Errata {

// OpenMEVA's Figure 2 (docs/statistics.md, "Does a metric order pairs as people do?"): pairs of items
// by how far apart people put them, and how often the metric puts them in the same order.
struct PairWindow
{
    double low = 0, high = 0; // the window of human-score differences, (low, high]
    qint64 pairs = 0;
    qint64 correct = 0;                  // the metric's difference has the human difference's sign
    qint64 metricTies = 0;               // the metric gives both the same score (not correct)
    double meanHuman = 0;                // mean human difference |Δh| of its pairs
    double meanMetric = 0;               // mean metric difference, signed so that positive agrees with people
    std::optional<double> share() const; // correct / pairs
};

// One group's items: the human value and the metric's score, item by item.
struct PairGroup
{
    std::vector<double> human, metric;
};

// Every pair of items within a group whose human values differ, in `windows` windows of equal width
// over (0, the largest |Δh|]; a window's upper bound belongs to it (to 1e-9 of its width). Empty
// when no pair has a human difference.
QList<PairWindow> pairOrderWindows(const QList<PairGroup> &groups, int windows);

} // namespace Errata
