// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/tokenizer.h"

#include <QString>

#include <utility>
#include <vector>

namespace Errata {

// The units of many texts, kept only to measure spans against them: token bounds as 32-bit offsets in two
// flat arrays, and nothing at all for characters. A corpus of a million spans has 12 M tokens, and as a
// QList<TextRange> per text (24 bytes a token) they were most of the corpus table's memory while it was read.
class UnitBounds
{
public:
    explicit UnitBounds(AgreementUnit unit)
        : m_unit(unit)
    {
    }

    // Forgets every text, keeping the memory for the next ones.
    void clear();
    // Appends a text's units; returns how many it has.
    int add(const QString &text);
    // What coveredUnits(unitsOf(text, unit), range) gives for the text added as number `text`.
    std::pair<qsizetype, qsizetype> covered(qsizetype text, const TextRange &range) const;

private:
    AgreementUnit m_unit;
    std::vector<qint32> m_begin; // tokens of every text, in order
    std::vector<qint32> m_end;
    std::vector<qsizetype> m_first{0}; // per text: its first token; one more entry at the end
    std::vector<qint32> m_length;      // per text: its length (the units of AgreementUnit::Character)
};

} // namespace Errata
