// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/spanmatch.h"
#include "model/stats/agreement.h"

namespace Errata {

// One item's two layers to compare (docs/statistics.md, "Span F1 between two layers").
struct SpanF1Item
{
    QString text; // the generation
    QList<Span> reference;
    QList<Span> layer;
};

// Overlap-weighted counts: each span's credit is the share of its units the other layer's spans of
// the same category cover, summed over spans.
struct SoftSpanCounts
{
    int referenceSpans = 0;
    int layerSpans = 0;
    double referenceCredit = 0; // Σ over reference spans: recall's numerator
    double layerCredit = 0;     // Σ over the layer's spans: precision's numerator

    std::optional<double> precision() const;
    std::optional<double> recall() const;
    std::optional<double> f1() const;
};

// A category's row: the span-count F1 under exact and any-overlap matching, and the soft F1.
struct SpanF1Row
{
    QString key;
    QString label;
    TypeMatchCounts exact;
    TypeMatchCounts overlap;
    SoftSpanCounts soft;
};

// A row per selector with a span on either side, and always the last ("any error") selector.
// Spans on the prompt side are left out (the units are the generation's).
QList<SpanF1Row> compareSpanLayers(const QList<SpanF1Item> &items, const QList<TypeSelector> &selectors,
                                   AgreementUnit unit);

} // namespace Errata
