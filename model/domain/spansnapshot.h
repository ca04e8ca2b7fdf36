// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/span.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

namespace Errata {

// A layer's spans as they were handed in, kept per submission (table layer_snapshot), so a
// reviewer sees what changed since the last review. UTF-16 offsets, as stored.
namespace SpanSnapshot {
QByteArray toJson(const QList<Span> &spans);
QList<Span> fromJson(const QByteArray &json);
} // namespace SpanSnapshot

// One difference between two versions of a layer, spans matched by id (an edit keeps the id).
struct SpanChange
{
    enum class Kind { Added, Removed, Edited };
    Kind kind = Kind::Added;
    Span before;        // Removed, Edited
    Span after;         // Added, Edited
    QStringList fields; // Edited: range, type, severity, correction, rationale, links
};

// What changed from `before` to `after`, in the order of `after` (removed spans last).
QList<SpanChange> diffSpans(const QList<Span> &before, const QList<Span> &after);

// The review state a span takes when its annotator changes it: a span sent back (rejected or
// needing change) becomes "amended", so the reviewer knows to look again; others keep theirs.
SpanReviewState reviewStateAfterEdit(SpanReviewState before);

} // namespace Errata
