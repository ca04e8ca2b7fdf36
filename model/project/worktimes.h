// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/fivenumbers.h"

#include <QList>
#include <QString>

namespace Errata {

class Project;

// errata-cli times (docs/statistics.md, "Time per item and per word"): the time annotators spent on
// the items they handed in, as seconds per item and seconds per word of the generation.
struct WorkTimeRow
{
    qint64 personId = 0; // 0: a condition's row, or everyone's
    QString condition;   // the person's; a condition's row: that condition ("" for people without one)
    bool everyone = false;
    LengthRow perItem;
    LengthRow perWord; // items whose generation has no word are left out
};

struct WorkTimeReport
{
    QList<WorkTimeRow> rows; // each annotator with a timed item (by id); then each condition; then everyone
    int untimed = 0;         // handed-in assignments with no time recorded (0 s), left out
};

class WorkTimes
{
public:
    static WorkTimeReport compute(Project &project, const QString &where = QString());
};

} // namespace Errata
