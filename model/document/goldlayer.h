// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/consensus.h"

#include <QSet>

namespace Errata {

class Project;

// A consensus proposal as the gold editor shows it: still open, already in gold (a gold span with
// the same range and type exists), or turned down by a reviewer.
struct GoldProposal
{
    enum class Status { Open, Confirmed, Rejected };
    ConsensusProposal proposal;
    QString key; // stable across sessions, for remembering rejections
    Status status = Status::Open;
    Span span; // what confirming adds to gold
};

// Building the adjudicated layer from the annotators' layers (product.md §4). Pure functions over
// spans, plus the rejected proposals, which persist per item in the project's settings.
namespace GoldLayer {

QString proposalKey(const ConsensusProposal &proposal);

// One span standing for several: the union of their ranges (all on the first span's side), the
// type and severity most of them chose (ties: the earliest span's), their distinct rationales
// joined, and the first correction given. The reviewer refines it afterwards.
Span merge(const QList<Span> &spans);

// The span a proposal stands for: its range and type, the severity most supporters gave, and
// their distinct rationales joined (a taxonomy that asks for one gets it).
Span fromProposal(const ConsensusProposal &proposal, const QList<AnnotatorSpans> &layers);

QList<GoldProposal> proposals(const QList<AnnotatorSpans> &layers, const QList<Span> &gold,
                              const QSet<QString> &rejected, ConsensusRange mode, int k = 0);

QSet<QString> rejectedKeys(Project &project, qint64 itemId);
bool setRejected(Project &project, qint64 itemId, const QString &key, bool rejected);

} // namespace GoldLayer
} // namespace Errata
