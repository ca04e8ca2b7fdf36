// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

namespace Errata {

// Who annotates what: the assignment planner of a study (docs/study.md, "Assignment design").
//
// - Every item gets `perItem` annotators (fewer already assigned are topped up; never one twice).
// - Items of one group (metadata "group", e.g. OpenMEVA's seven stories of a prompt) go to the same
//   annotators, as one unit.
// - When anyone has a condition, items whose "condition" is C go only to people with condition C,
//   and items without one only to people without one (Clark et al.'s disjoint conditions).
// - Loads are balanced: each unit goes to the least-loaded eligible people, so with ungrouped items
//   loads differ by at most one (by at most the largest group otherwise). Among equally loaded
//   people the planner takes those who have shared the fewest items with the ones already chosen;
//   then, while a pair shares nothing, two people swap places between two units of one size when that
//   makes more pairs share (loads stay as they are). So with K >= 2 every pair of annotators shares
//   items once there are as many items as pairs, and pairwise agreement is defined.
// - The seed decides the order units are taken in and breaks the remaining ties: the same seed and
//   input give the same plan.
struct PlanItem
{
    qint64 id = 0;
    QString group;         // empty: a unit of its own
    QString condition;     // empty: no condition
    QSet<qint64> assigned; // people who already have it (any state but discarded)
};

struct PlanPerson
{
    qint64 id = 0;
    QString condition;
    int load = 0; // items they already hold
};

struct PlannedAssignment
{
    qint64 itemId = 0;
    qint64 personId = 0;
    friend bool operator==(const PlannedAssignment &, const PlannedAssignment &) = default;
};

class AssignmentPlanner
{
    Q_DECLARE_TR_FUNCTIONS(AssignmentPlanner)
public:
    // The new assignments, or an empty list and the reason in *error (K below 1, or a pool of items
    // with fewer eligible people than K, naming the condition).
    static QList<PlannedAssignment> plan(const QList<PlanItem> &items, const QList<PlanPerson> &people, int perItem,
                                         quint32 seed, QString *error);
};

} // namespace Errata
