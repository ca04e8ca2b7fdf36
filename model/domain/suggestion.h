// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/span.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace Errata {

// What the annotator did with a machine's span (issue #18, ESA^AI-style pre-filling).
enum class SuggestionDecision { Pending, Accepted, Rejected };

QString suggestionDecisionKey(SuggestionDecision decision);
bool suggestionDecisionFromKey(const QString &key, SuggestionDecision *decision);

// A system's span offered to one annotator on one item. It is never the annotator's own until
// accepted: accepting copies it into their layer as a span of theirs (spanId), which they may then
// edit like any other. The record stays for ever, also when that span is later deleted, so where
// each span came from can always be told.
struct Suggestion
{
    qint64 id = 0;
    qint64 layerId = 0; // the annotator's layer it was offered in
    QString system;     // the prediction layer's label; hidden from annotators in blind projects
    Span suggested;     // as the system gave it: range, type, severity, rationale, confidence
    SuggestionDecision decision = SuggestionDecision::Pending;
    qint64 spanId = 0; // the span accepting it made; 0 while pending or rejected
    QDateTime decided;

    friend bool operator==(const Suggestion &, const Suggestion &) = default;
};

// Where a span of an annotator's layer came from, or what became of a suggestion.
enum class Provenance {
    Own,       // drawn by the annotator, no suggestion behind it
    Kept,      // suggested and accepted as it was
    Edited,    // suggested, accepted and then changed (changedFields says what)
    Rejected,  // suggested and rejected, or accepted and deleted again
    Undecided, // suggested, not decided yet
};

QString provenanceKey(Provenance provenance);

// The fields of span that differ from what was suggested: range, type, severity, rationale,
// correction, links (the keys exports write).
QStringList changedFields(const Span &suggested, const Span &span);

// What became of one suggestion, given the span it made (when that span still exists).
Provenance provenanceOf(const Suggestion &suggestion, const Span *span);

// The span an annotator gets by accepting the suggestion: the system's fields, in their layer.
Span acceptedSpan(const Suggestion &suggestion, qint64 layerId);

} // namespace Errata
