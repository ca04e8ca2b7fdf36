// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/consensus.h"

#include <QMap>
#include <QSet>

#include <algorithm>

namespace Errata {
namespace {

struct Marked
{
    Span span;
    qint64 annotator;
};

// Groups of spans connected by overlap, each sorted by begin. Spans are sorted by begin, so a
// span joins the current group when it starts before the group's end.
QList<QList<Marked>> overlapGroups(QList<Marked> spans)
{
    std::sort(spans.begin(), spans.end(),
              [](const Marked &a, const Marked &b) { return a.span.range.begin < b.span.range.begin; });
    QList<QList<Marked>> groups;
    qsizetype end = -1;
    for (const Marked &marked : spans) {
        if (groups.isEmpty() || marked.span.range.begin >= end) {
            groups.append(QList<Marked>());
            end = marked.span.range.end;
        }
        groups.last() << marked;
        end = std::max(end, marked.span.range.end);
    }
    return groups;
}

ConsensusProposal proposalOf(const QList<Marked> &members, const TextRange &range)
{
    ConsensusProposal proposal{members.first().span.typeKey, range, {}, {}, false};
    QSet<qint64> supporters;
    for (const Marked &marked : members) {
        if (marked.span.range.begin < range.end && range.begin < marked.span.range.end) {
            supporters.insert(marked.annotator);
            proposal.spanIds << marked.span.id;
        }
    }
    proposal.supporters = QList<qint64>(supporters.cbegin(), supporters.cend());
    std::sort(proposal.supporters.begin(), proposal.supporters.end());
    return proposal;
}

// The stretches of a group that at least k distinct annotators cover at every character.
QList<TextRange> coveredStretches(const QList<Marked> &group, int k)
{
    QMap<qsizetype, int> bounds; // boundary positions, in order
    for (const Marked &marked : group) {
        bounds[marked.span.range.begin];
        bounds[marked.span.range.end];
    }
    QList<TextRange> stretches;
    const QList<qsizetype> points = bounds.keys();
    for (qsizetype i = 0; i + 1 < points.size(); ++i) {
        QSet<qint64> covering;
        for (const Marked &marked : group) {
            if (marked.span.range.begin <= points[i] && points[i + 1] <= marked.span.range.end) {
                covering.insert(marked.annotator);
            }
        }
        if (covering.size() < k) continue;
        if (!stretches.isEmpty() && stretches.last().end == points[i]) {
            stretches.last().end = points[i + 1];
        } else {
            stretches << TextRange{points[i], points[i + 1], group.first().span.range.side};
        }
    }
    return stretches;
}

void markCompeting(QList<ConsensusProposal> &proposals)
{
    for (ConsensusProposal &a : proposals) {
        for (const ConsensusProposal &b : std::as_const(proposals)) {
            if (a.typeKey != b.typeKey && a.range.side == b.range.side && a.range.begin < b.range.end
                && b.range.begin < a.range.end) {
                a.competing = true;
            }
        }
    }
}

} // namespace

QList<ConsensusProposal> proposeConsensus(const QList<AnnotatorSpans> &layers, ConsensusRange mode, int k)
{
    if (k <= 0) {
        k = int(layers.size()) / 2 + 1;
    }
    QMap<std::pair<int, QString>, QList<Marked>> byTypeAndSide;
    for (const AnnotatorSpans &layer : layers) {
        for (const Span &span : layer.spans) {
            if (!span.range.isEmpty())
                byTypeAndSide[{int(span.range.side), span.typeKey}] << Marked{span, layer.annotatorId};
        }
    }
    QList<ConsensusProposal> proposals;
    for (const QList<Marked> &spans : std::as_const(byTypeAndSide)) {
        for (const QList<Marked> &group : overlapGroups(spans)) {
            if (mode == ConsensusRange::Union) {
                TextRange range = group.first().span.range;
                for (const Marked &marked : group) range.end = std::max(range.end, marked.span.range.end);
                ConsensusProposal proposal = proposalOf(group, range);
                if (proposal.supporters.size() >= k) proposals << proposal;
            } else {
                for (const TextRange &stretch : coveredStretches(group, k)) proposals << proposalOf(group, stretch);
            }
        }
    }
    std::sort(proposals.begin(), proposals.end(), [](const ConsensusProposal &a, const ConsensusProposal &b) {
        return std::tuple(int(a.range.side), a.range.begin, a.typeKey)
            < std::tuple(int(b.range.side), b.range.begin, b.typeKey);
    });
    markCompeting(proposals);
    return proposals;
}

} // namespace Errata
