// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The arithmetic of qualification (model/review/qualification.h), free of storage.
#include "model/project/qualification.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

constexpr double ExercisePoints = 5;
constexpr double QuestionPoints = 3;
constexpr double TaskPoints = 20;
constexpr int TaskRequired = 5;     // "5 of 7 error spans"
constexpr double TaskDeduction = 4; // "4 points will be deducted for each missing error span"
constexpr double PassShare = 0.9;   // "90 points out of 100 points"

bool found(const Span &reference, const QList<Span> &attempt, MatchMode mode)
{
    return std::any_of(attempt.cbegin(), attempt.cend(), [&](const Span &span) {
        return span.typeKey == reference.typeKey && rangesMatch(reference.range, span.range, mode);
    });
}

int foundCount(const TrainingCase &training, MatchMode mode)
{
    return int(std::count_if(training.reference.cbegin(), training.reference.cend(),
                             [&](const Span &reference) { return found(reference, training.attempt, mode); }));
}

// A question's answer: the types of the spans the annotator put on its range. Right only when that
// is exactly the reference's type.
bool answeredRight(const Span &question, const QList<Span> &attempt, MatchMode mode)
{
    QSet<QString> answers;
    for (const Span &span : attempt) {
        if (rangesMatch(question.range, span.range, mode)) {
            answers.insert(span.typeKey);
        }
    }
    return answers == QSet<QString>{question.typeKey};
}

QList<PartScore> scarecrowParts(const TrainingCase &training, MatchMode mode)
{
    const QString label = training.itemLabel;
    switch (training.part) {
    case TrainingPart::Exercise: {
        const bool all = !training.reference.isEmpty() && foundCount(training, mode) == training.reference.size();
        return {{u"exercise:"_s + label, label, all ? ExercisePoints : 0.0, ExercisePoints}};
    }
    case TrainingPart::Choice: {
        QList<PartScore> questions;
        for (qsizetype i = 0; i < training.reference.size(); ++i) {
            const bool right = answeredRight(training.reference.at(i), training.attempt, mode);
            questions << PartScore{u"choice:%1#%2"_s.arg(label).arg(i + 1), u"%1 #%2"_s.arg(label).arg(i + 1),
                                   right ? QuestionPoints : 0.0, QuestionPoints};
        }
        return questions;
    }
    case TrainingPart::Task: {
        const int required = std::min<int>(TaskRequired, int(training.reference.size()));
        const int missing = std::max(0, required - foundCount(training, mode));
        return {{u"task:"_s + label, label, std::max(0.0, TaskPoints - TaskDeduction * missing), TaskPoints}};
    }
    }
    return {};
}

bool rangeFound(const Span &span, const QList<Span> &others, MatchMode mode)
{
    return std::any_of(others.cbegin(), others.cend(),
                       [&](const Span &other) { return rangesMatch(span.range, other.range, mode); });
}

// TGEA's tasks (1), (2) and (4) as parts of 100 points each (see scoreAttempt in the header).
QList<PartScore> tgeaParts(const QList<TrainingCase> &cases, MatchMode mode)
{
    int rightFlags = 0, references = 0, attempts = 0, foundReferences = 0, matchedAttempts = 0, rightTypes = 0;
    for (const TrainingCase &training : cases) {
        const bool saysErroneous = training.erroneous.value_or(!training.attempt.isEmpty());
        rightFlags += saysErroneous == !training.reference.isEmpty() ? 1 : 0;
        references += int(training.reference.size());
        attempts += int(training.attempt.size());
        for (const Span &reference : training.reference) {
            if (!rangeFound(reference, training.attempt, mode)) continue;
            ++foundReferences;
            rightTypes += found(reference, training.attempt, mode) ? 1 : 0;
        }
        for (const Span &span : training.attempt) matchedAttempts += rangeFound(span, training.reference, mode) ? 1 : 0;
    }
    const double precision = attempts ? double(matchedAttempts) / attempts : 0.0;
    const double recall = references ? double(foundReferences) / references : 0.0;
    const double f1 = references + attempts == 0 ? 1.0
        : precision + recall > 0                 ? 2 * precision * recall / (precision + recall)
                                                 : 0.0;
    QList<PartScore> parts{{u"detect"_s, Qualification::tr("Erroneous text detection"),
                            cases.isEmpty() ? 0.0 : 100.0 * rightFlags / double(cases.size()), 100},
                           {u"spans"_s, Qualification::tr("Erroneous span detection"), 100.0 * f1, 100}};
    if (foundReferences > 0) {
        parts << PartScore{u"types"_s, Qualification::tr("Error type classification"),
                           100.0 * rightTypes / foundReferences, 100};
    }
    return parts;
}

} // namespace

QualificationResult scoreAttempt(const QList<TrainingCase> &cases, const QualificationOptions &options)
{
    QualificationResult result;
    result.scheme = options.scheme;
    result.match = options.match;
    QMap<QString, TypeMatchCounts> byType;
    for (const TrainingCase &training : cases) {
        const QMap<QString, TypeMatchCounts> counts = matchByType(training.reference, training.attempt, options.match);
        for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
            byType[it.key()] += it.value();
        }
        if (options.scheme == QualificationScheme::Scarecrow) {
            result.parts += scarecrowParts(training, options.match);
        }
    }
    if (options.scheme == QualificationScheme::Tgea) result.parts = tgeaParts(cases, options.match);
    TypeMatchCounts total;
    for (auto it = byType.cbegin(); it != byType.cend(); ++it) {
        result.types << TypeBreakdown{it.key(), it.value()};
        total += it.value();
    }
    if (options.scheme == QualificationScheme::Scarecrow) {
        result.score = result.maxScore = 0;
        for (const PartScore &part : std::as_const(result.parts)) {
            result.score += part.points;
            result.maxScore += part.maxPoints;
        }
        result.passMark = options.passMark.value_or(PassShare * result.maxScore);
    } else if (options.scheme == QualificationScheme::Tgea) {
        result.maxScore = 100;
        result.score = 100;
        for (const PartScore &part : std::as_const(result.parts)) result.score = std::min(result.score, part.points);
        result.passMark = options.passMark.value_or(PassShare * 100);
    } else {
        result.maxScore = 100;
        result.score = 100.0 * total.f1().value_or(0.0);
        result.passMark = options.passMark.value_or(PassShare * 100);
    }
    // Compared in hundredths: 100 × F1 of 9/10 must pass a mark of 90 whatever the floating point.
    result.passed = std::llround(result.score * 100) >= std::llround(result.passMark * 100);
    return result;
}

} // namespace Errata
