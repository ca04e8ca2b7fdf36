// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/spanlengths.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QVariant>

#include <functional>

namespace Errata {

class Project;

// How often one deduction reason (OpenMEVA's repetitive plot, unrelated events, …) was given in a group.
struct DeductionRow
{
    QString group;
    QString reason;         // the judgement key without "deduction_"
    qsizetype rated = 0;    // handed-in annotations of the group with a rating
    qsizetype deducted = 0; // of those, the ones that deducted for this reason
    double share = 0;       // deducted ÷ rated
    double meanPoints = 0;  // the mean deduction where given (−1 or −2)
};

// errata-cli ratings (docs/statistics.md, "Ratings and deductions"): the item judgements people gave,
// as data. Handed-in annotations only; a row per value of an item metadata key (model, dataset).
class JudgementStats
{
    Q_DECLARE_TR_FUNCTIONS(JudgementStats)
public:
    // The ratings' n, mean, min, quartiles and max per group (type = "rating").
    static QList<LengthRow> ratings(Project &project, const QString &by, const QString &where);
    static QList<DeductionRow> deductions(Project &project, const QString &by, const QString &where);

    // Calls visit for every handed-in annotation with a rating on an item the filter keeps: the item's
    // external id, its value of `by` (empty without one) and the annotation's judgements.
    using RatedVisit =
        std::function<void(const QString &externalId, const QString &group, const QMap<QString, QVariant> &judgements)>;
    static void eachRated(Project &project, const QString &by, const QString &where, const RatedVisit &visit);
};

} // namespace Errata
