// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/corpusmeasures.h"
#include "model/stats/predictionscore.h"

#include <QCoreApplication>

namespace Errata {

class Project;

// One scoring run as errata-cli score and the Corpus tab's Systems page ask for it
// (docs/statistics.md, "Scoring a system").
struct SystemScoreRequest
{
    QString system; // empty: the human baseline only
    QString where;  // key=value[,key!=value…] on item metadata; empty: every item
    int level = 2;  // types (2) or groups (1)
    bool baseline = true;
    ScoreOptions options;
};

struct SystemScoreReport
{
    std::optional<ScoreTable> system;
    QList<ScoreTable> people; // the human baseline, by annotator id
    std::optional<ScoreTable> peopleMean;
    int itemsWithoutSystem = 0; // items with a reference that the system has no layer on
};

class SystemScores
{
    Q_DECLARE_TR_FUNCTIONS(SystemScores)
public:
    // False with the reason when the system is unknown or a read fails.
    static bool compute(Project &project, const SystemScoreRequest &request, SystemScoreReport *report, QString *error);
    // One metric (0 precision, 1 recall, 2 F1) of the system and of the human mean as a bar figure's
    // data: a series each, a category per row where some series has a value (the micro and macro
    // averages last), the system's bootstrap intervals as whiskers.
    static MeasureResult figureData(const SystemScoreReport &report, const QString &systemName, int metric);
};

} // namespace Errata
