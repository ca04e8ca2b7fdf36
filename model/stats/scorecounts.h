// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <optional>

namespace Errata {

// Units counted for one category when one layer is scored against a reference (a system against the
// people, an annotator against gold): marked by both, only by the scored layer, only by the reference.
struct ScoreCounts
{
    qint64 truePositives = 0;
    qint64 falsePositives = 0;
    qint64 falseNegatives = 0;

    // Undefined (nullopt) when the denominator is zero, never 0 or NaN.
    std::optional<double> precision() const;
    std::optional<double> recall() const;
    std::optional<double> f1() const;

    ScoreCounts &operator+=(const ScoreCounts &other)
    {
        truePositives += other.truePositives;
        falsePositives += other.falsePositives;
        falseNegatives += other.falseNegatives;
        return *this;
    }
};

} // namespace Errata
