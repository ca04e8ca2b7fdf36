// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

namespace Errata {

// Five numbers and the mean of one group and type's values (span lengths, rationale lengths, ratings);
// quantiles interpolate linearly between the sorted values (numpy's default, Hyndman and Fan's type 7).
// SpanLengths and JudgementStats fill it; BoxFigure draws it.
struct LengthRow
{
    QString group; // null: no grouping
    QString type;
    qsizetype n = 0;
    double mean = 0, min = 0, q1 = 0, median = 0, q3 = 0, max = 0;
};

} // namespace Errata
