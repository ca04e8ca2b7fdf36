// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/raternormalisation.h"

#include <QHash>

#include <cmath>

namespace Errata {

void standardisePerRater(std::vector<double> &values, size_t types, const std::vector<qint64> &rater,
                         const std::vector<char> &counted)
{
    QHash<qint64, std::vector<size_t>> annotationsOf;
    for (size_t annotation = 0; annotation < rater.size(); ++annotation) {
        if (counted[annotation]) annotationsOf[rater[annotation]].push_back(annotation);
    }
    for (const std::vector<size_t> &annotations : std::as_const(annotationsOf)) {
        for (size_t type = 0; type < types; ++type) {
            double sum = 0.0;
            int n = 0;
            for (const size_t annotation : annotations) {
                const double x = values[annotation * types + type];
                if (!std::isnan(x)) {
                    sum += x;
                    ++n;
                }
            }
            const double m = n > 0 ? sum / n : 0.0;
            double squares = 0.0;
            for (const size_t annotation : annotations) {
                const double x = values[annotation * types + type];
                if (!std::isnan(x)) squares += (x - m) * (x - m);
            }
            const double s = n > 1 ? std::sqrt(squares / (n - 1)) : 0.0;
            for (const size_t annotation : annotations) {
                double &x = values[annotation * types + type];
                if (!std::isnan(x)) x = s > 0.0 ? (x - m) / s : 0.0;
            }
        }
    }
}

} // namespace Errata
