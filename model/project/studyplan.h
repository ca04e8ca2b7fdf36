// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/assignmentplan.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace Errata {

class Project;

// What a coordinator asks of the planner (docs/study.md, "Assignment design").
struct StudyPlanRequest
{
    int perItem = 2;
    QStringList annotators; // names; empty: every active annotator who is not a coordinator
    QString where;          // key=value[,key!=value…]; empty: every item
    quint32 seed = 1;
};

// A plan read from a project and not yet written: the new assignments, and per person the load
// before and what the plan adds, for a preview (the Study tab, assign --dry-run).
struct StudyPlan
{
    struct Row
    {
        qint64 personId = 0;
        QString name;
        int before = 0;
        int added = 0;
    };
    struct LeftOut
    {
        qint64 personId = 0;
        QString name;
        QString reason; // "no qualification result yet", "failed the qualification: 72 of 100, pass mark 90"
    };
    QList<PlannedAssignment> assignments;
    QList<Row> rows;        // in the project's order of people
    QList<LeftOut> leftOut; // people the plan would have used but the qualification gate keeps out
};

class StudyPlanner
{
    Q_DECLARE_TR_FUNCTIONS(StudyPlanner)
public:
    // Reads people, items and assignments and plans; nothing is written. nullopt and *error when the
    // request cannot be met (an unknown or inactive person, too few people, a condition short of people).
    // When the project requires a passed qualification (StudySettings), people without one are left out
    // of the pool and named in leftOut (or in *error, when too few are left).
    static std::optional<StudyPlan> prepare(Project &project, const StudyPlanRequest &request, QString *error);
    // Writes the plan in one transaction, as actorId (a coordinator).
    static bool apply(Project &project, const StudyPlan &plan, qint64 actorId, QString *error);
    // Whether an item's metadata satisfies a where clause.
    static bool matches(const QMap<QString, QString> &metadata, const QString &where);
};

} // namespace Errata
