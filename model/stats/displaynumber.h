// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cmath>

namespace Errata {

// A value about to be shown with `decimals` digits: one that rounds to zero is shown as 0, not as
// "-0.00" (a slightly negative α reads as a sign that means something).
inline double withoutNegativeZero(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) == 0.0 ? 0.0 : value;
}

} // namespace Errata
