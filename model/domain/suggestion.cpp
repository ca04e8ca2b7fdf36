// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/suggestion.h"

#include "model/domain/enumkeys.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

constexpr std::array Decisions{
    EnumKey<SuggestionDecision>{SuggestionDecision::Pending, "pending"_L1},
    EnumKey<SuggestionDecision>{SuggestionDecision::Accepted, "accepted"_L1},
    EnumKey<SuggestionDecision>{SuggestionDecision::Rejected, "rejected"_L1},
};

constexpr std::array Provenances{
    EnumKey<Provenance>{Provenance::Own, "own"_L1},
    EnumKey<Provenance>{Provenance::Kept, "kept"_L1},
    EnumKey<Provenance>{Provenance::Edited, "edited"_L1},
    EnumKey<Provenance>{Provenance::Rejected, "rejected"_L1},
    EnumKey<Provenance>{Provenance::Undecided, "undecided"_L1},
};

} // namespace

QString suggestionDecisionKey(SuggestionDecision decision)
{
    return enumToKey(Decisions, decision);
}

bool suggestionDecisionFromKey(const QString &key, SuggestionDecision *decision)
{
    return enumFromKey(Decisions, key, decision);
}

QString provenanceKey(Provenance provenance)
{
    return enumToKey(Provenances, provenance);
}

QStringList changedFields(const Span &suggested, const Span &span)
{
    QStringList fields;
    if (suggested.range != span.range) fields << u"range"_s;
    if (suggested.typeKey != span.typeKey) fields << u"type"_s;
    if (suggested.severityKey != span.severityKey) fields << u"severity"_s;
    if (suggested.rationale != span.rationale) fields << u"rationale"_s;
    if (suggested.correction != span.correction) fields << u"correction"_s;
    if (suggested.links != span.links) fields << u"links"_s;
    return fields;
}

Provenance provenanceOf(const Suggestion &suggestion, const Span *span)
{
    switch (suggestion.decision) {
    case SuggestionDecision::Pending: return Provenance::Undecided;
    case SuggestionDecision::Rejected: return Provenance::Rejected;
    case SuggestionDecision::Accepted: break;
    }
    if (!span) return Provenance::Rejected; // kept at first, deleted later: in the end not theirs
    return changedFields(suggestion.suggested, *span).isEmpty() ? Provenance::Kept : Provenance::Edited;
}

Span acceptedSpan(const Suggestion &suggestion, qint64 layerId)
{
    Span span = suggestion.suggested;
    span.id = 0;
    span.layerId = layerId;
    span.reviewState = SpanReviewState::Pending;
    return span;
}

} // namespace Errata
