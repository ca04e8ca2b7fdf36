// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/unitbounds.h"

#include <algorithm>

namespace Errata {

void UnitBounds::clear()
{
    m_begin.clear();
    m_end.clear();
    m_first.assign(1, 0);
    m_length.clear();
}

int UnitBounds::add(const QString &text)
{
    m_length.push_back(qint32(text.size()));
    if (m_unit == AgreementUnit::Character) {
        return int(text.size());
    }
    const qsizetype tokens = appendTokenBounds(text, m_begin, m_end);
    m_first.push_back(qsizetype(m_begin.size()));
    return int(tokens);
}

std::pair<qsizetype, qsizetype> UnitBounds::covered(qsizetype text, const TextRange &range) const
{
    if (m_unit == AgreementUnit::Character) { // unit i is [i, i + 1)
        const qsizetype length = m_length[size_t(text)];
        const qsizetype first = std::clamp<qsizetype>(range.begin, 0, length);
        if (range.isEmpty()) {
            return {first, first < length && first == range.begin ? first + 1 : first};
        }
        return {first, std::clamp<qsizetype>(range.end, first, length)};
    }
    // As coveredUnits: the first token ending after the range's begin, then every one starting before its end.
    const qsizetype low = m_first[size_t(text)];
    const qsizetype high = m_first[size_t(text) + 1];
    const auto ends = m_end.cbegin();
    const qsizetype first = std::upper_bound(ends + low, ends + high, range.begin) - ends;
    if (range.isEmpty()) {
        const bool inside = first < high && m_begin[size_t(first)] <= range.begin;
        return {first - low, inside ? first - low + 1 : first - low};
    }
    const auto begins = m_begin.cbegin();
    const qsizetype last = std::lower_bound(begins + first, begins + high, range.end) - begins;
    return {first - low, last - low};
}

} // namespace Errata
