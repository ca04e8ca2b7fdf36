// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/span.h"

#include <QList>

namespace Errata {

// Spans of one annotator, for consensus.
struct AnnotatorSpans
{
    qint64 annotatorId = 0;
    QList<Span> spans;
};

struct ConsensusProposal
{
    QString typeKey;
    TextRange range;
    QList<qint64> supporters; // annotators behind it, ascending
    QList<qint64> spanIds;    // their spans that make it up
    bool competing = false;   // overlaps a proposal of another type: the reviewer must choose
};

enum class ConsensusRange {
    Union,       // one proposal per group of overlapping spans: from the first begin to the last end
    Intersection // one per stretch that at least k annotators cover entirely
};

// Pre-proposals for the gold layer (product.md §4): spans of the same type and side that overlap,
// directly or through a chain, form a group; a group marked by at least k different annotators is
// proposed. k defaults to a majority of the annotators given. Sorted by side, begin, type.
QList<ConsensusProposal> proposeConsensus(const QList<AnnotatorSpans> &layers, ConsensusRange mode, int k = 0);

} // namespace Errata
