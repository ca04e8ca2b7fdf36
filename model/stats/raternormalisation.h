// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <vector>

namespace Errata {

// WMT's per-rater normalisation of direct assessments (--normalise z): every counted annotation's value
// of a type becomes z = (x − m) / s, m and s the mean and sample standard deviation (n − 1) of that rater's
// counted values of that type. A rater whose values of the type are all the same (or who gave one) gets 0
// there: no spread, so nothing above or below their own average. NaN values (no rating) stay NaN.
// values: per annotation × type, row-major; rater: per annotation; counted: per annotation.
void standardisePerRater(std::vector<double> &values, size_t types, const std::vector<qint64> &rater,
                         const std::vector<char> &counted);

} // namespace Errata
