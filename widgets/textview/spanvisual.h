// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/textrange.h"

#include <QColor>
#include <QList>
#include <QString>

namespace Errata {

// What SpanTextView needs to draw one span; the view knows nothing of taxonomies or storage.
struct SpanVisual
{
    TextRange range;
    QColor color;
    int severityLevel = 0;   // 0: none; 1..3 from the scale's first (mildest) to its last
    QString toolTip;         // rich text for the hover card
    QList<TextRange> links;  // antecedent / associated ranges, drawn when the span is selected
    bool incomplete = false; // lacks a required field (drawn with a dashed outline)
    QString description;     // plain text for screen readers: "Redundant, severity 2"
    int pattern = -1;        // the type's hatch in high-contrast mode (index into a fixed list); -1: none
    bool machine = false;    // a system's prediction: a dashed, hollow bar and no tint, never taken for a person's
};

// One person's fixed band under every line (the layer view's annotator tracks): its spans use the lanes
// [firstLane, firstLane + laneCount), and it keeps its place, labelled in a gutter, on lines where it
// marked nothing (thin there), so the eye can run along one annotator down the text.
struct SpanTrack
{
    QString label; // shown in the gutter: a name, or A1… in an anonymous project
    QColor color;  // the annotator's own colour (not a type's)
    int firstLane = 0;
    int laneCount = 1;
    bool folded = false; // kept as a thin, labelled band; its spans are not drawn
};

} // namespace Errata
