// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/qualityrecords.h"

#include <QCoreApplication>

#include <optional>

namespace Errata {

class Project;

// One training item as scored: its reference answer and the annotator's handed-in layer.
struct TrainingCase
{
    qint64 itemId = 0;
    QString itemLabel; // the item's corpus id, for breakdown keys and messages
    TrainingPart part = TrainingPart::Task;
    QList<Span> reference;
    QList<Span> attempt;
    // The annotator's "erroneous" judgement (TGEA's first task); absent: judged by whether they marked spans.
    std::optional<bool> erroneous;
};

struct QualificationOptions
{
    QualificationScheme scheme = QualificationScheme::SpanMatch;
    MatchMode match = MatchMode::Overlap50;
    // Span match: 90 (of 100). Scarecrow: 90 % of the points the training set can give, which is 90
    // for Scarecrow's own set of 10 exercises, 10 questions and one task.
    std::optional<double> passMark;
};

// Scarecrow Appendix B.2, as modelled here (the paper's words in quotes):
// - Exercise items, "each exercise is worth 5 points": the annotator must "mark the span with that
//   particular error". Interpreted as all or nothing: 5 points when every reference span of the item
//   is matched by a span of its type, else 0 (the paper gives no partial credit rule).
// - Multiple-choice items, "each multiple choice question is worth 3 points": every reference span
//   is one question, "choose the error type of a marked span"; the annotator answers by marking
//   that span with the type they choose. 3 points when the spans they put there (range match) carry
//   exactly the reference's type; no span, a wrong type, or two different types (two answers) is 0.
// - The full task, "worth 20 points": "as long as they can mark 5 of 7 error spans, they get a full
//   20 points. Otherwise, 4 points will be deducted for each missing error span." Interpreted as
//   4 points per span missing below the five required (4 found: 16, 0 found: 0), since 5 × 4 = 20;
//   the literal alternative (4 per span missing of all 7) would drop from 20 to 8 at four found.
//   With fewer than five reference spans, all of them are required.
// - "In total, there are 100 points. We pass workers if they score 90 points."
// Spans match by range (QualificationOptions::match) and type everywhere.
//
// TGEA §3 ("only participants who have reached an accuracy of >90% in every task"), as modelled here
// for its tasks (1), (2) and (4), each as a part of 100 points; the score is the lowest part, so the
// attempt passes when every task reaches the pass mark (90 unless set):
// - detect: the share of training items whose erroneous flag (the judgement, else "marked a span")
//   equals the reference's (erroneous when the reference layer has spans; a correct text is a
//   training item with an empty reference).
// - spans: 100 × F1 of the spans by range alone, over all items; 100 when neither side marked any.
// - types: of the reference spans found by range, the share found with the reference's type; left
//   out when no reference span was found, and then the attempt fails on spans anyway.
QualificationResult scoreAttempt(const QList<TrainingCase> &cases, const QualificationOptions &options);

// The coordinator's side of qualification (product.md §4): mark training items with their
// reference layer, score an annotator's attempt and record the result in their record. Role rules
// are enforced here; a refused step changes nothing and says why in lastError().
class Qualification
{
    Q_DECLARE_TR_FUNCTIONS(Qualification)
public:
    Qualification(Project &project, qint64 actorId)
        : m_project(project)
        , m_actorId(actorId)
    {
    }

    // referenceLayer: empty or "gold" for the item's gold layer (created empty if missing), else
    // the label of a prediction layer or the name of an annotator with a layer on the item.
    bool markTraining(qint64 itemId, TrainingPart part, const QString &referenceLayer = QString());
    // A practice item: its answer (the reference layer) and explanation are shown to annotators who
    // have submitted it; it is not scored.
    bool markPractice(qint64 itemId, const QString &explanation, const QString &referenceLayer = QString());
    bool unmarkTraining(qint64 itemId);

    // Every training item with the person's handed-in layer on it; nullopt (with lastError()) when a
    // training item is not handed in yet or has no reference spans.
    // A correct text (an empty reference) is a training item only for TGEA's gate.
    std::optional<QList<TrainingCase>> attempt(qint64 personId,
                                               QualificationScheme scheme = QualificationScheme::SpanMatch);
    // Scores and records the result (coordinators only).
    std::optional<QualificationResult> score(qint64 personId, const QualificationOptions &options);

    QString lastError() const { return m_error; }

private:
    bool requireCoordinator(const QString &what);
    bool mark(TrainingItem training, const QString &referenceLayer);
    std::optional<qint64> referenceLayerId(qint64 itemId, const QString &name);
    bool fail(const QString &message);

    Project &m_project;
    qint64 m_actorId;
    QString m_error;
};

} // namespace Errata
