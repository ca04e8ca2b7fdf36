// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/layercomparison.h"

namespace Errata {

QList<MatchKind> compareLayers(const QList<Span> &from, const QList<Span> &against)
{
    QList<MatchKind> result;
    for (const Span &span : from) {
        MatchKind kind = MatchKind::Miss;
        for (const Span &other : against) {
            if (other.typeKey != span.typeKey) {
                continue;
            }
            if (other.range == span.range) {
                kind = MatchKind::Exact;
                break;
            }
            // Insertion points match an insertion point at the same place, or a span around it.
            const bool touches = span.range.isEmpty()
                ? other.range.begin <= span.range.begin && span.range.begin <= other.range.end
                : span.range.overlaps(other.range);
            if (touches) {
                kind = MatchKind::Partial;
            }
        }
        result << kind;
    }
    return result;
}

} // namespace Errata
