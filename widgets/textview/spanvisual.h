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
};

} // namespace Errata
