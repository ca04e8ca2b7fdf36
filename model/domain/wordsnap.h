// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/textrange.h"

#include <QString>

namespace Errata {

// Word boundaries for selections: the tokens that statistics count (tokenizer.h; docs/statistics.md),
// so what an annotator marks is exactly the tokens coverage and agreement see. Every CJK ideograph
// is a word of its own. Offsets never land inside a grapheme cluster (surrogate pair, combining
// sequence, emoji with modifiers).
namespace WordSnap {

// Trims whitespace at either end, then widens [begin, end) outwards so no word is cut. A range inside
// whitespace only collapses to the empty range at its start.
TextRange snapToWords(const QString &text, TextRange range);

// The next word start/end after offset (Ctrl+Shift+Right), or the previous one (Ctrl+Shift+Left).
qsizetype nextWordBoundary(const QString &text, qsizetype offset);
qsizetype previousWordBoundary(const QString &text, qsizetype offset);

// The nearest grapheme boundary at or before / after offset.
qsizetype graphemeBoundaryBefore(const QString &text, qsizetype offset);
qsizetype graphemeBoundaryAfter(const QString &text, qsizetype offset);

} // namespace WordSnap
} // namespace Errata
