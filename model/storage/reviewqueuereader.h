// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/records.h"

#include <QDateTime>
#include <QList>
#include <QMap>

#include <optional>

namespace Errata {

class Database;

// One handed-in annotation waiting for (or in) review.
struct ReviewQueueRow
{
    qint64 assignmentId = 0;
    qint64 itemId = 0;
    QString item; // external id
    QString annotator;
    AssignmentState state = AssignmentState::Submitted;
    int iteration = 0;   // 2 and more: resubmitted after a return
    QDateTime submitted; // the latest submission
    QString reviewer;    // who has it claimed; empty when nobody
    QMap<QString, QString> metadata;
    qint64 annotatorId = 0;
    qint64 reviewerId = 0; // 0: nobody has it claimed
    // The lowest confidence a system gave to a span the annotator kept from its suggestions: the
    // reviewer looks first where the machine was least sure. None when no span carries one.
    std::optional<double> lowestConfidence;
};

namespace ReviewQueueReader {

// Every submitted and in-review assignment, oldest submission first (ties by item, then annotator).
QList<ReviewQueueRow> rows(const Database &database);

} // namespace ReviewQueueReader
} // namespace Errata
