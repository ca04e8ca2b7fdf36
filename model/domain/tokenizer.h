// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/textrange.h"

#include <QList>
#include <QString>

#include <vector>

namespace Errata {

// The units agreement and coverage are computed on (product.md §6).
enum class AgreementUnit {
    Token,     // words split on whitespace and punctuation; every CJK ideograph is its own token
    Character, // every UTF-16 code unit of the text, whitespace included
};

// Tokens as half-open UTF-16 ranges, in text order. Letters, digits and combining marks make up
// words; whitespace, punctuation and symbols separate them and are not tokens themselves; an
// ideograph (or kana / hangul syllable) is a token on its own. Surrogate pairs stay whole.
QList<TextRange> tokenize(const QString &text);
// The same tokens' bounds appended to two arrays, without a list per text (whole-corpus readers);
// how many were appended.
qsizetype appendTokenBounds(const QString &text, std::vector<qint32> &begins, std::vector<qint32> &ends);

// The units of a text for the given kind: tokens, or one range per code unit.
QList<TextRange> unitsOf(const QString &text, AgreementUnit unit);

// Indexes [first, last) of the units a range overlaps ("a span covers the tokens it overlaps").
// Units must be sorted and disjoint. An empty range covers the unit it sits in, if any.
std::pair<qsizetype, qsizetype> coveredUnits(const QList<TextRange> &units, const TextRange &range);

} // namespace Errata
