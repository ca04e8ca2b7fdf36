// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>

#include <algorithm>
#include <cmath>

namespace Errata {

// How α, κ, correlations and the other measures are shown, in the window, the CLI's tables and the
// figures alike: with `decimals` digits, except that a value which would read as zero but is not
// gets more digits (up to MaxDisplayDecimals) until two significant ones show, sign kept: α −0.0045
// reads "-0.0045" beside a "0.00" that is zero. A value closer to zero than that is rounding noise
// and reads as zero, never as "-0.00" (a sign that would mean something). docs/statistics.md.
constexpr int MaxDisplayDecimals = 6;

inline QString displayNumber(double value, int decimals, const QLocale &locale = QLocale::c())
{
    const auto roundsToZero = [value](int digits) { return std::round(value * std::pow(10.0, digits)) == 0.0; };
    int shown = decimals;
    if (value != 0.0 && std::isfinite(value) && roundsToZero(decimals)) {
        // The first significant digit is decimal number floor(-log10|v|) + 1; one more shows two.
        const int first = int(std::floor(-std::log10(std::abs(value)))) + 1;
        shown = std::clamp(first + 1, decimals, std::max(decimals, MaxDisplayDecimals));
        if (roundsToZero(shown)) shown = decimals;
    }
    return locale.toString(std::isfinite(value) && roundsToZero(shown) ? 0.0 : value, 'f', shown);
}

} // namespace Errata
