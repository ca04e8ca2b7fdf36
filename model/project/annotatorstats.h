// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/suggestionreport.h"

#include "model/project/qualitycontrol.h"

#include <QList>

#include <optional>

namespace Errata {

class Project;

// One annotator's line on the coordinators' dashboard (product.md §4).
struct AnnotatorStats
{
    qint64 personId = 0;
    QString name;
    int assigned = 0;
    int done = 0; // handed in: submitted, in review or accepted
    int accepted = 0;
    int returns = 0;                      // "return" steps in the history, over every round
    std::optional<double> secondsPerItem; // mean time on the items done
    // Of the reviews that ended with a decision (accept or return), the share that accepted.
    std::optional<double> acceptanceRate;
    std::optional<double> returnsPerItem; // returns / items done
    // Cohen's κ, token level, "any error" (model/stats): against the gold layer over the items with
    // a gold span the annotator handed in; against peers, the mean over every other annotator.
    std::optional<double> kappaGold;
    std::optional<double> kappaPeers;
    std::optional<QualificationResult> qualification; // the newest result
    int flags = 0;
};

struct AnnotatorDashboardData
{
    QList<AnnotatorStats> rows; // every annotator, by name
    QList<QcFlag> flags;
    QList<SuggestionTally> suggestions; // what each annotator did with each system's suggestions
};

class AnnotatorStatsCalculator
{
public:
    static AnnotatorDashboardData compute(Project &project);
};

} // namespace Errata
