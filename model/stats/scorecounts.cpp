// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/scorecounts.h"

namespace Errata {
namespace {

std::optional<double> ratio(qint64 numerator, qint64 denominator)
{
    return denominator > 0 ? std::optional<double>(double(numerator) / double(denominator)) : std::nullopt;
}

} // namespace

std::optional<double> ScoreCounts::precision() const
{
    return ratio(truePositives, truePositives + falsePositives);
}

std::optional<double> ScoreCounts::recall() const
{
    return ratio(truePositives, truePositives + falseNegatives);
}

std::optional<double> ScoreCounts::f1() const
{
    return ratio(2 * truePositives, 2 * truePositives + falsePositives + falseNegatives);
}

} // namespace Errata
