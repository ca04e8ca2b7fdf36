// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/textrange.h"

#include <QList>

namespace Errata {

// A maximal run of text covered by exactly the same set of ranges.
struct Segment
{
    qsizetype begin = 0;
    qsizetype end = 0;
    QList<qsizetype> rangeIndexes; // into the input list, in input order (= z-order)

    friend bool operator==(const Segment &, const Segment &) = default;
};

// Cuts [0, textLength) at every range boundary; returns the covered runs only. Ranges are clamped
// to the text; empty ranges cover nothing. O((n + cuts) log n) with an active-set sweep.
QList<Segment> segmentRanges(const QList<TextRange> &ranges, qsizetype textLength);

// Assigns each range a lane (0 = closest to the text) so that overlapping ranges never share one
// and lanes are reused as soon as they are free: interval-graph colouring, which is optimal (the
// number of lanes equals the deepest overlap). Longer ranges come first among equal starts, so a
// span's nested spans sit below it. Empty ranges get a lane like a one-unit range.
QList<int> packLanes(const QList<TextRange> &ranges);

} // namespace Errata
