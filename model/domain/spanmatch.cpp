// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/spanmatch.h"

#include "model/domain/enumkeys.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

constexpr std::array MatchModes{
    EnumKey<MatchMode>{MatchMode::Exact, "exact"_L1},
    EnumKey<MatchMode>{MatchMode::Overlap50, "overlap50"_L1},
    EnumKey<MatchMode>{MatchMode::Any, "any"_L1},
};

// An insertion point (TGEA "Missing") has no length to overlap: it matches another insertion point
// at the same offset, and in "any" mode a span it sits in or at the edge of.
bool insertionMatches(const TextRange &point, const TextRange &other, MatchMode mode)
{
    if (other.isEmpty()) {
        return point.begin == other.begin;
    }
    return mode == MatchMode::Any && other.begin <= point.begin && point.begin <= other.end;
}

bool matchesAny(const Span &span, const QList<Span> &others, MatchMode mode, bool typeMustMatch)
{
    return std::any_of(others.cbegin(), others.cend(), [&](const Span &other) {
        return (!typeMustMatch || other.typeKey == span.typeKey) && rangesMatch(span.range, other.range, mode);
    });
}

std::optional<double> ratio(int numerator, int denominator)
{
    return denominator == 0 ? std::nullopt : std::optional<double>(double(numerator) / denominator);
}

} // namespace

QString matchModeKey(MatchMode mode)
{
    return enumToKey(MatchModes, mode);
}
bool matchModeFromKey(QStringView key, MatchMode *mode)
{
    return enumFromKey(MatchModes, key, mode);
}

bool rangesMatch(const TextRange &a, const TextRange &b, MatchMode mode)
{
    if (a.side != b.side) {
        return false;
    }
    if (mode == MatchMode::Exact) {
        return a.begin == b.begin && a.end == b.end;
    }
    if (a.isEmpty()) {
        return insertionMatches(a, b, mode);
    }
    if (b.isEmpty()) {
        return insertionMatches(b, a, mode);
    }
    const qsizetype shared = std::min(a.end, b.end) - std::max(a.begin, b.begin);
    if (shared <= 0) {
        return false;
    }
    // 2 × shared ≥ length, in integers: "at least half" without rounding questions.
    return mode == MatchMode::Any || (2 * shared >= a.length() && 2 * shared >= b.length());
}

std::optional<double> TypeMatchCounts::precision() const
{
    return ratio(matchedAttempt, attemptSpans);
}
std::optional<double> TypeMatchCounts::recall() const
{
    return ratio(matchedReference, referenceSpans);
}

std::optional<double> TypeMatchCounts::f1() const
{
    const auto p = precision();
    const auto r = recall();
    if (!p || !r) {
        // Nothing expected and nothing marked is perfect; one side empty is a plain miss.
        return referenceSpans == 0 && attemptSpans == 0 ? std::nullopt : std::optional<double>(0.0);
    }
    return *p + *r == 0.0 ? 0.0 : 2.0 * *p * *r / (*p + *r);
}

TypeMatchCounts &TypeMatchCounts::operator+=(const TypeMatchCounts &other)
{
    referenceSpans += other.referenceSpans;
    attemptSpans += other.attemptSpans;
    matchedReference += other.matchedReference;
    matchedAttempt += other.matchedAttempt;
    return *this;
}

QMap<QString, TypeMatchCounts> matchByType(const QList<Span> &reference, const QList<Span> &attempt, MatchMode mode)
{
    QMap<QString, TypeMatchCounts> counts;
    for (const Span &span : reference) {
        TypeMatchCounts &type = counts[span.typeKey];
        ++type.referenceSpans;
        type.matchedReference += matchesAny(span, attempt, mode, true) ? 1 : 0;
    }
    for (const Span &span : attempt) {
        TypeMatchCounts &type = counts[span.typeKey];
        ++type.attemptSpans;
        type.matchedAttempt += matchesAny(span, reference, mode, true) ? 1 : 0;
    }
    return counts;
}

QList<qsizetype> unmatchedReference(const QList<Span> &reference, const QList<Span> &attempt, MatchMode mode,
                                    bool typeMustMatch)
{
    QList<qsizetype> missed;
    for (qsizetype i = 0; i < reference.size(); ++i) {
        if (!matchesAny(reference.at(i), attempt, mode, typeMustMatch)) {
            missed << i;
        }
    }
    return missed;
}

} // namespace Errata
