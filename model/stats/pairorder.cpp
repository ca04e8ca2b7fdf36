// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/pairorder.h"

#include <algorithm>
#include <cmath>

namespace Errata {

std::optional<double> PairWindow::share() const
{
    return pairs == 0 ? std::nullopt : std::optional<double>(double(correct) / double(pairs));
}

QList<PairWindow> pairOrderWindows(const QList<PairGroup> &groups, int windows)
{
    double widest = 0;
    for (const PairGroup &group : groups) {
        if (group.human.empty()) continue;
        const auto [low, high] = std::minmax_element(group.human.cbegin(), group.human.cend());
        widest = std::max(widest, *high - *low);
    }
    QList<PairWindow> result;
    if (widest <= 0 || windows < 1) return result;
    const double width = widest / windows;
    for (int w = 0; w < windows; ++w) result << PairWindow{w * width, (w + 1) * width, 0, 0, 0, 0, 0};
    for (const PairGroup &group : groups) {
        const size_t n = std::min(group.human.size(), group.metric.size());
        for (size_t i = 0; i < n; ++i) {
            for (size_t j = i + 1; j < n; ++j) {
                const double human = group.human[j] - group.human[i];
                if (human == 0) continue; // people do not order them
                const double metric = (group.metric[j] - group.metric[i]) * (human > 0 ? 1 : -1);
                const int w = std::clamp(int(std::ceil(std::abs(human) / width - 1e-9)) - 1, 0, windows - 1);
                PairWindow &window = result[w];
                ++window.pairs;
                window.correct += metric > 0 ? 1 : 0;
                window.metricTies += metric == 0 ? 1 : 0;
                window.meanHuman += std::abs(human);
                window.meanMetric += metric;
            }
        }
    }
    for (PairWindow &window : result) {
        if (window.pairs == 0) continue;
        window.meanHuman /= double(window.pairs);
        window.meanMetric /= double(window.pairs);
    }
    return result;
}

} // namespace Errata
