// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/span.h"

#include <QList>
#include <QMap>

#include <optional>

namespace Errata {

// When an attempt's span counts as finding a reference span (qualification, attention checks).
enum class MatchMode {
    Exact,     // the same side, begin and end
    Overlap50, // the shared stretch is at least half of each span (so the relation is symmetric)
    Any,       // any shared character; an insertion point matches at or inside the other span
};

QString matchModeKey(MatchMode mode); // exact, overlap50, any
bool matchModeFromKey(QStringView key, MatchMode *mode);

// Ranges only; the type is compared by the callers that need it.
bool rangesMatch(const TextRange &a, const TextRange &b, MatchMode mode);

// Precision and recall counts for one error type. A reference span is found when some attempt span
// of its type matches it; an attempt span is right when it matches some reference span of its type.
// Matching is many-to-many, as in the layer view's compare mode: two attempt spans on one reference
// span are both right, and one wide attempt span may find two reference spans.
struct TypeMatchCounts
{
    int referenceSpans = 0;
    int attemptSpans = 0;
    int matchedReference = 0;
    int matchedAttempt = 0;

    std::optional<double> precision() const;
    std::optional<double> recall() const;
    std::optional<double> f1() const;
    TypeMatchCounts &operator+=(const TypeMatchCounts &other);
};

// Per type key, over one reference layer and one attempt.
QMap<QString, TypeMatchCounts> matchByType(const QList<Span> &reference, const QList<Span> &attempt, MatchMode mode);

// The reference spans (indexes) no attempt span matches; typeMustMatch false counts any type.
QList<qsizetype> unmatchedReference(const QList<Span> &reference, const QList<Span> &attempt, MatchMode mode,
                                    bool typeMustMatch);

} // namespace Errata
