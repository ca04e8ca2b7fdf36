// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/textview/spanvisual.h"

#include <QFont>
#include <QTextLayout>

class QPainter;

namespace Errata::SpanTextMetrics {

// Geometry shared by layout, painting and hit-testing, in pixels.
inline constexpr int Margin = 12;      // around everything
inline constexpr int Padding = 8;      // inside a text block
inline constexpr int BlockGap = 14;    // between prompt and generation
inline constexpr qreal LineGap = 3;    // below each line's lanes
inline constexpr qreal LaneTopGap = 2; // between a line's text and its first lane
inline constexpr qreal LaneStep = 6;   // one lane: bar (≤ 5 px) + gap
inline constexpr qreal EmptySpanWidth = 6;

// Severity shows twice: thicker bars, and the mildest level patterned, so it does not rely on colour.
qreal barThickness(int severityLevel);
Qt::BrushStyle barPattern(int severityLevel);
int titleHeight(const QFont &font);
// High contrast: a hatch per type (repeating after seven types, colour still tells those apart).
Qt::BrushStyle typePattern(int pattern);
void paintHighContrastBar(QPainter &painter, const QRectF &bar, const SpanVisual &span, const QColor &outline);

// The persistent formats of one text: the topmost covering span tints the background; text
// covered by more than one span is dotted-underlined so overlaps show even where lanes scroll by.
QList<QTextLayout::FormatRange> spanFormats(const QList<SpanVisual> &spans, TextSide side, qsizetype textLength);

} // namespace Errata::SpanTextMetrics
