// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/textrange.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace Errata {

// Scarecrow's antecedent (Redundant, Self-contradiction) and TGEA's associated span.
enum class LinkKind { Antecedent, Associated };

QString linkKindKey(LinkKind kind);
bool linkKindFromKey(const QString &key, LinkKind *kind);

struct SpanLink
{
    TextRange range;
    LinkKind kind = LinkKind::Antecedent;

    friend bool operator==(const SpanLink &, const SpanLink &) = default;
};

// The reviewer's decision on one span (product.md §2, review state).
enum class SpanReviewState { Pending, Accepted, Rejected, NeedsChange, Amended };

QString spanReviewStateKey(SpanReviewState state);
bool spanReviewStateFromKey(const QString &key, SpanReviewState *state);

// One marked problem: everything product.md §2 lists for a span. A span belongs to a layer
// (an annotator's, the gold layer, or an imported prediction layer) of one item.
struct Span
{
    qint64 id = 0; // 0 until stored
    qint64 layerId = 0;
    TextRange range;
    QString typeKey;                   // taxonomy node key
    QString severityKey;               // empty when the taxonomy's scale was not applied
    std::optional<QString> correction; // "" means "delete the span's text"; nullopt means none given
    QString rationale;
    QList<SpanLink> links;
    QDateTime created;
    QDateTime modified;
    SpanReviewState reviewState = SpanReviewState::Pending;
    std::optional<double> confidence; // a system's own confidence in a predicted span, 0–1

    friend bool operator==(const Span &, const Span &) = default;
};

} // namespace Errata
