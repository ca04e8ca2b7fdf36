// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/authorship.h"

#include <QCoreApplication>
#include <QHash>

namespace Errata {

class Project;

// errata-cli authorship (docs/statistics.md, "Can people tell who wrote it?").
struct AuthorshipRequest
{
    QString truthKey = QStringLiteral("model");   // the item metadata key that says who wrote the text
    QString humanValue = QStringLiteral("human"); // the value of it that means a person
    QString by;                   // "", an item metadata key, "condition" (the evaluator's) or "annotator"
    QString where;                // key=value[,key!=value…]
    QHash<qint64, QString> names; // by "annotator": what the viewer calls each person (Visibility); empty: their names
};

struct AuthorshipGroup
{
    QString group; // empty: every answer
    AuthorshipSummary summary;
};

struct AuthorshipReportData
{
    QList<AuthorshipGroup> groups;
    QList<int> correctPerEvaluator; // over every answer: evaluators with 0, 1, 2, … right
    int textsWithoutTruth = 0;      // answers on items without the truth key: left out
};

class AuthorshipReport
{
    Q_DECLARE_TR_FUNCTIONS(AuthorshipReport)
public:
    // The answers of finished work (isFinished) on items the filter keeps and that carry the truth key.
    static bool compute(Project &project, const AuthorshipRequest &request, AuthorshipReportData *report,
                        QString *error);
};

} // namespace Errata
