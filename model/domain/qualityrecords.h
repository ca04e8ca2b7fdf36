// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/spanmatch.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace Errata {

// Which part of a qualification an item is (Scarecrow Appendix B.2): an annotation exercise for one
// error type, a multiple-choice item (each reference span is a question: "which type is this?"),
// or the full task. Plain span-match scoring treats all parts alike.
enum class TrainingPart { Exercise, Choice, Task };

// Attention checks (OpenMEVA): a human-written text that should be rated well, or a deliberately
// broken one that should be rated badly and whose planted errors should be found.
enum class AttentionKind { KnownGood, KnownBad };

enum class QualificationScheme {
    SpanMatch, // 100 × F1 of the attempt against the references, over every training item
    Scarecrow, // exercises 5 points, questions 3, the full task 20 (5 of 7 errors found: full marks)
    Tgea,      // TGEA's gate: each task (erroneous flag, spans, types) at or above the pass mark
};

QString trainingPartKey(TrainingPart part); // exercise, choice, task
bool trainingPartFromKey(QStringView key, TrainingPart *part);
QString attentionKindKey(AttentionKind kind); // known_good, known_bad
bool attentionKindFromKey(QStringView key, AttentionKind *kind);
QString qualificationSchemeKey(QualificationScheme scheme); // span_match, scarecrow, tgea
bool qualificationSchemeFromKey(QStringView key, QualificationScheme *scheme);

class QualityText
{
    Q_DECLARE_TR_FUNCTIONS(QualityText)
public:
    static QString partName(TrainingPart part);
    static QString attentionName(AttentionKind kind);
    static QString schemeName(QualificationScheme scheme);
};

struct TrainingItem
{
    qint64 itemId = 0;
    TrainingPart part = TrainingPart::Task;
    qint64 referenceLayerId = 0; // the layer holding the reference answer (usually gold)
    qint64 markedBy = 0;
    QDateTime at;
    // A practice item (Clark et al.'s "Examples" training) teaches rather than tests: once the
    // annotator has submitted it they see the reference answer and this explanation beside their
    // own spans, and it is left out of qualification scores.
    bool practice = false;
    QString explanation;
};

struct AttentionCheck
{
    qint64 itemId = 0;
    AttentionKind kind = AttentionKind::KnownGood;
    qint64 referenceLayerId = 0; // known-bad: the layer with the planted errors; 0 when none
    qint64 markedBy = 0;
    QDateTime at;
};

// One line of a result's breakdown: an error type's counts, or a part's points.
struct TypeBreakdown
{
    QString typeKey;
    TypeMatchCounts counts;
};

struct PartScore
{
    QString key; // "exercise:<item>", "choice:<item>", "task:<item>"
    QString label;
    double points = 0;
    double maxPoints = 0;
};

struct QualificationResult
{
    qint64 id = 0;
    qint64 personId = 0;
    QualificationScheme scheme = QualificationScheme::SpanMatch;
    MatchMode match = MatchMode::Overlap50;
    double score = 0;
    double maxScore = 100;
    double passMark = 90;
    bool passed = false;
    QList<TypeBreakdown> types;
    QList<PartScore> parts;
    qint64 scoredBy = 0;
    QDateTime at;
};

} // namespace Errata
