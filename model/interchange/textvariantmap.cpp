// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/textvariantmap.h"

#include <algorithm>

namespace Errata {

TextVariantMap::TextVariantMap(const QString &from, const QString &to)
    : m_fromSize(from.size())
{
    const qsizetype shorter = std::min(from.size(), to.size());
    while (m_prefix < shorter && from.at(m_prefix) == to.at(m_prefix)) {
        ++m_prefix;
    }
    if (m_prefix > 0 && m_prefix < shorter && from.at(m_prefix - 1).isHighSurrogate()) {
        --m_prefix; // the pairs differ in their low half: the whole character differs
    }
    // The suffix may not reach into the prefix, or "aa" vs "aaa" would count one 'a' twice.
    qsizetype suffix = 0;
    while (suffix < shorter - m_prefix && from.at(from.size() - 1 - suffix) == to.at(to.size() - 1 - suffix)) {
        ++suffix;
    }
    if (suffix > 0 && suffix < shorter - m_prefix && from.at(from.size() - suffix).isLowSurrogate()) {
        --suffix;
    }
    m_fromSuffix = from.size() - suffix;
    m_toSuffix = to.size() - suffix;
}

TextRange TextVariantMap::map(const TextRange &range, bool *clamped) const
{
    bool inside = false;
    const qsizetype begin = mapBegin(range.begin, &inside);
    // An empty range right at an insertion point maps its begin past the inserted text and its end
    // before it; keep it an insertion point.
    const qsizetype end = std::max(begin, mapEnd(range.end, &inside));
    if (clamped) {
        *clamped = inside;
    }
    return {begin, end, range.side};
}

// Where the differing stretch of `from` is empty, its one position is both the end of the prefix
// and the start of the suffix: a begin there belongs to the suffix, an end to the prefix.
qsizetype TextVariantMap::mapBegin(qsizetype offset, bool *clamped) const
{
    if (offset >= m_fromSuffix) {
        return offset + (m_toSuffix - m_fromSuffix);
    }
    return offset <= m_prefix ? offset : clampInside(offset, clamped);
}

qsizetype TextVariantMap::mapEnd(qsizetype offset, bool *clamped) const
{
    if (offset <= m_prefix) {
        return offset;
    }
    return offset >= m_fromSuffix ? offset + (m_toSuffix - m_fromSuffix) : clampInside(offset, clamped);
}

qsizetype TextVariantMap::clampInside(qsizetype offset, bool *clamped) const
{
    *clamped = true;
    return std::clamp(offset, m_prefix, m_toSuffix);
}

} // namespace Errata
