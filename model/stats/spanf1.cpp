// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/spanf1.h"

#include <vector>

namespace Errata {
namespace {

std::optional<double> share(double numerator, int denominator)
{
    return denominator == 0 ? std::nullopt : std::optional<double>(numerator / denominator);
}

QList<Span> inCategory(const QList<Span> &spans, const TypeSelector &selector)
{
    QList<Span> result;
    for (const Span &span : spans) {
        if (span.range.side == TextSide::Generation && selector.typeKeys.contains(span.typeKey)) result << span;
    }
    return result;
}

bool anyMatch(const Span &span, const QList<Span> &others, MatchMode mode)
{
    return std::any_of(others.cbegin(), others.cend(),
                       [&](const Span &other) { return rangesMatch(span.range, other.range, mode); });
}

// Counts spans that find one of the others, both ways, many-to-many (as TypeMatchCounts does).
TypeMatchCounts matchCounts(const QList<Span> &reference, const QList<Span> &layer, MatchMode mode)
{
    TypeMatchCounts counts;
    counts.referenceSpans = int(reference.size());
    counts.attemptSpans = int(layer.size());
    for (const Span &span : reference) counts.matchedReference += anyMatch(span, layer, mode) ? 1 : 0;
    for (const Span &span : layer) counts.matchedAttempt += anyMatch(span, reference, mode) ? 1 : 0;
    return counts;
}

// Σ over `spans` of the share of each one's units that `others` cover. A span that covers no unit
// (an insertion point; with tokens, a span on punctuation or spaces alone) has credit 1 when it
// any-overlaps one of the others, else 0; insertion points among the others cover no unit.
double credit(const QList<Span> &spans, const QList<Span> &others, const QList<TextRange> &units)
{
    std::vector<char> covered(size_t(units.size()), 0);
    for (const Span &other : others) {
        if (other.range.isEmpty()) continue;
        const auto [first, last] = coveredUnits(units, other.range);
        std::fill(covered.begin() + first, covered.begin() + last, char(1));
    }
    double sum = 0;
    for (const Span &span : spans) {
        const auto [first, last] =
            span.range.isEmpty() ? std::pair<qsizetype, qsizetype>{0, 0} : coveredUnits(units, span.range);
        if (first == last) {
            sum += anyMatch(span, others, MatchMode::Any) ? 1.0 : 0.0;
            continue;
        }
        const auto hit = std::count(covered.begin() + first, covered.begin() + last, char(1));
        sum += double(hit) / double(last - first);
    }
    return sum;
}

} // namespace

std::optional<double> SoftSpanCounts::precision() const
{
    return share(layerCredit, layerSpans);
}

std::optional<double> SoftSpanCounts::recall() const
{
    return share(referenceCredit, referenceSpans);
}

std::optional<double> SoftSpanCounts::f1() const
{
    const auto p = precision(), r = recall();
    if (!p || !r) {
        // As TypeMatchCounts: nothing on either side is undefined, one side empty a plain miss.
        return referenceSpans == 0 && layerSpans == 0 ? std::nullopt : std::optional<double>(0.0);
    }
    return *p + *r == 0.0 ? 0.0 : 2.0 * *p * *r / (*p + *r);
}

QList<SpanF1Row> compareSpanLayers(const QList<SpanF1Item> &items, const QList<TypeSelector> &selectors,
                                   AgreementUnit unit)
{
    QList<SpanF1Row> rows;
    for (const TypeSelector &selector : selectors) rows << SpanF1Row{selector.key, selector.label, {}, {}, {}};
    for (const SpanF1Item &item : items) {
        const QList<TextRange> units = unitsOf(item.text, unit);
        for (qsizetype s = 0; s < selectors.size(); ++s) {
            const QList<Span> reference = inCategory(item.reference, selectors.at(s));
            const QList<Span> layer = inCategory(item.layer, selectors.at(s));
            if (reference.isEmpty() && layer.isEmpty()) continue;
            SpanF1Row &row = rows[s];
            row.exact += matchCounts(reference, layer, MatchMode::Exact);
            row.overlap += matchCounts(reference, layer, MatchMode::Any);
            row.soft.referenceSpans += int(reference.size());
            row.soft.layerSpans += int(layer.size());
            row.soft.referenceCredit += credit(reference, layer, units);
            row.soft.layerCredit += credit(layer, reference, units);
        }
    }
    QList<SpanF1Row> kept;
    for (qsizetype s = 0; s < rows.size(); ++s) {
        const SoftSpanCounts &soft = rows.at(s).soft;
        if (soft.referenceSpans + soft.layerSpans > 0 || s == rows.size() - 1) kept << rows.at(s);
    }
    return kept;
}

} // namespace Errata
