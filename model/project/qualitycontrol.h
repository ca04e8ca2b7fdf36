// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/qualityrecords.h"

#include <QCoreApplication>

#include <optional>

namespace Errata {

class Project;

enum class QcRule {
    GoodRatedLow,       // OpenMEVA: the human-written story rated below 4
    BadRatedHigh,       // OpenMEVA: the deliberately broken sample rated above 2
    MissedPlantedError, // span level: a planted error of a known-bad item not marked
};

QString qcRuleKey(QcRule rule); // good_rated_low, bad_rated_high, missed_planted_error

// One reason to look at a rater again, with the evidence: the item, what was expected, what they gave.
struct QcFlag
{
    qint64 personId = 0;
    qint64 itemId = 0;
    QString itemLabel;
    qint64 assignmentId = 0;
    QcRule rule = QcRule::GoodRatedLow;
    QString expected;            // translated, e.g. "a rating of 4 or more", "Bad Math on “39 times” (312–320)"
    QString given;               // translated, e.g. "rated 2", "nothing marked there"
    std::optional<int> rating;   // the rating rules: the rating given
    std::optional<Span> planted; // the planted-error rule: the span that was missed
};

struct QcOptions
{
    int goodMinimum = 4; // OpenMEVA: "rates the human-written story lower than four points"
    int badMaximum = 2;  // OpenMEVA: "rates the negative example higher than two points"
    // A planted error counts as noticed when any span touches it, whatever its type: the check is
    // about attention, and type confusions are the qualification's business.
    MatchMode plantedMatch = MatchMode::Any;
    bool plantedTypeMustMatch = false;
};

// One rater's handed-in work on an attention-check item.
struct CheckRater
{
    qint64 personId = 0;
    qint64 assignmentId = 0;
    std::optional<int> rating;
    QList<Span> spans;
};

struct CheckCase
{
    AttentionCheck check;
    QString itemLabel;
    QString generation;
    QString prompt;
    QList<Span> planted; // the reference layer's spans (known-bad only)
    QList<CheckRater> raters;
};

// The rules on loaded cases; flags in item order, then rater, then planted span.
QList<QcFlag> evaluateChecks(const QList<CheckCase> &cases, const QcOptions &options = {});

// Attention checks (product.md §4, OpenMEVA): coordinators flag items as known good or known bad;
// every handed-in (submitted, in review, accepted) assignment on them is checked.
class QualityControl
{
    Q_DECLARE_TR_FUNCTIONS(QualityControl)
public:
    QualityControl(Project &project, qint64 actorId)
        : m_project(project)
        , m_actorId(actorId)
    {
    }

    // referenceLayer (known-bad only): the layer with the planted errors; empty or "gold" for the
    // gold layer, else a prediction layer's label. A known-good item takes none.
    bool markCheck(qint64 itemId, AttentionKind kind, const QString &referenceLayer = QString());
    bool unmarkCheck(qint64 itemId);
    QString lastError() const { return m_error; }

    static QList<CheckCase> load(Project &project);
    static QList<QcFlag> flags(Project &project, const QcOptions &options = {});

private:
    bool fail(const QString &message);

    Project &m_project;
    qint64 m_actorId;
    QString m_error;
};

} // namespace Errata
