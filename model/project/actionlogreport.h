// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/actionevent.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Errata {

class Project;
class Visibility;

// One entry of the action log, with the item (as the viewer calls it) and the annotator.
struct ActionLogEntry
{
    QString item;
    qint64 annotatorId = 0;
    ActionEvent event;
};

// An assignment handed in faster than the project's threshold allows (seconds per word of the text).
struct FastWork
{
    QString item;
    qint64 annotatorId = 0;
    qsizetype words = 0;
    double secondsPerWord = 0;
};

// The action log as people may read it (issue #44; docs/study.md, "The action log"): a coordinator reads
// everyone's, anyone else only their own, and an annotator of a blind project sees their items' labels.
class ActionLogReport
{
    Q_DECLARE_TR_FUNCTIONS(ActionLogReport)
public:
    // Work done faster than this many seconds per word is flagged unless the project sets its own
    // (fast_seconds_per_word): about twice the pace of skim reading, too fast to have looked for errors.
    static constexpr double DefaultFastSecondsPerWord = 0.1;

    ActionLogReport(Project &project, const Visibility &sees);

    // The entries, by item in corpus order and then by annotator and time; item (its corpus id or the
    // viewer's label) and person filter when set.
    QList<ActionLogEntry> entries(const QString &item = {}, qint64 person = 0);
    // Each submitted assignment the viewer may read whose logged working time per word is below threshold.
    QList<FastWork> fast(double threshold);
    // The project's threshold, or the default.
    static double threshold(Project &project);
    // Sets it (a coordinator's setting); false with *error.
    static bool setThreshold(Project &project, double secondsPerWord, qint64 actorId, QString *error);

private:
    bool mayRead(qint64 annotatorId) const;
    QHash<qint64, QString> shownItems(); // item id -> its corpus id, or the blind annotator's label

    Project &m_project;
    const Visibility &m_sees;
};

} // namespace Errata
