// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/textrange.h"

namespace Errata {

// Carries ranges marked on one variant of a text onto another variant that differs from it in one
// stretch, found as the longest common prefix and suffix (UTF-16 units, never splitting a surrogate
// pair). Offsets in the prefix stay, offsets in the suffix shift by the length difference, and
// offsets inside the differing stretch are clamped to that stretch's edges on the other text, so
// there they are approximate. Used where raters annotated slightly different copies of one text.
class TextVariantMap
{
public:
    TextVariantMap(const QString &from, const QString &to);

    // The range on `to`. *clamped is set when an end of it lay inside the differing stretch.
    TextRange map(const TextRange &range, bool *clamped) const;

    qsizetype prefixLength() const { return m_prefix; }
    qsizetype suffixLength() const { return m_fromSize - m_fromSuffix; }

private:
    qsizetype mapBegin(qsizetype offset, bool *clamped) const;
    qsizetype mapEnd(qsizetype offset, bool *clamped) const;
    qsizetype clampInside(qsizetype offset, bool *clamped) const;

    qsizetype m_prefix = 0;     // same in both texts
    qsizetype m_fromSuffix = 0; // where the common suffix starts in `from`
    qsizetype m_toSuffix = 0;   // ... and in `to`
    qsizetype m_fromSize = 0;
};

} // namespace Errata
