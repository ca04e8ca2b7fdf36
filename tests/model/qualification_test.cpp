// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/qualityrepository.h"
#include "model/storage/spanrepository.h"
#include "model/project/qualification.h"
#include "model/domain/taxonomyloader.h"

#include "qualificationcases.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::QualificationCases;

namespace {

// Questions and task spans sit every 10 characters: [0,5), [10,15), … and [0,10), [20,30), …
QList<Span> questions(int count)
{
    QList<Span> spans;
    for (int i = 0; i < count; ++i) spans << span(10 * i, 10 * i + 5, Types.at(i));
    return spans;
}

} // namespace

class QualificationTest : public QObject
{
    Q_OBJECT

private slots:
    void rangesMatch_data();
    void rangesMatch();
    void spanMatchBreakdownByHand();
    void scarecrowHandScored();
    void scarecrowPassesAtExactlyNinety();
    void taskDeductsFourPerSpanBelowFive_data();
    void taskDeductsFourPerSpanBelowFive();
    void projectRolesAndRecord();
};

void QualificationTest::rangesMatch_data()
{
    QTest::addColumn<int>("aBegin");
    QTest::addColumn<int>("aEnd");
    QTest::addColumn<int>("bBegin");
    QTest::addColumn<int>("bEnd");
    QTest::addColumn<bool>("exact");
    QTest::addColumn<bool>("overlap50");
    QTest::addColumn<bool>("any");
    QTest::newRow("identical") << 0 << 10 << 0 << 10 << true << true << true;
    // shared 6: at least half of 10 and of 6
    QTest::newRow("6 of 10 inside") << 0 << 10 << 0 << 6 << false << true << true;
    // shared 5: exactly half of 10 counts
    QTest::newRow("exactly half") << 0 << 10 << 5 << 10 << false << true << true;
    // shared 4: less than half of 10
    QTest::newRow("4 of 10") << 0 << 10 << 0 << 4 << false << false << true;
    // shared 5 of [5,20): a third of the longer span
    QTest::newRow("half of one, third of other") << 0 << 10 << 5 << 20 << false << false << true;
    QTest::newRow("touching, no shared char") << 0 << 5 << 5 << 10 << false << false << false;
    QTest::newRow("insertion point inside") << 5 << 5 << 0 << 10 << false << false << true;
    QTest::newRow("insertion points together") << 5 << 5 << 5 << 5 << true << true << true;
    QTest::newRow("insertion points apart") << 5 << 5 << 6 << 6 << false << false << false;
}

void QualificationTest::rangesMatch()
{
    QFETCH(int, aBegin);
    QFETCH(int, aEnd);
    QFETCH(int, bBegin);
    QFETCH(int, bEnd);
    const TextRange a{aBegin, aEnd, TextSide::Generation};
    const TextRange b{bBegin, bEnd, TextSide::Generation};
    QTEST(Errata::rangesMatch(a, b, MatchMode::Exact), "exact");
    QTEST(Errata::rangesMatch(a, b, MatchMode::Overlap50), "overlap50");
    QTEST(Errata::rangesMatch(a, b, MatchMode::Any), "any");
    // The relation is symmetric, and never crosses sides.
    QTEST(Errata::rangesMatch(b, a, MatchMode::Overlap50), "overlap50");
    QVERIFY(!Errata::rangesMatch(a, TextRange{aBegin, aEnd, TextSide::Prompt}, MatchMode::Any));
}

void QualificationTest::spanMatchBreakdownByHand()
{
    // Reference: A [0,10) Grammar, B [20,30) Redundant, C [40,50) Grammar.
    // Attempt:   a1 [0,8) Grammar   shares 8 with A: ≥ half of both           -> right, finds A
    //            a2 [22,30) Commonsense: on B, but the wrong type             -> wrong
    //            a3 [40,44) Grammar shares 4 with C: < half of 10 (overlap50)  -> wrong; right with "any"
    //            a4 [70,80) Grammar nothing there                              -> wrong
    //            a5 [0,10) Grammar  exactly A                                  -> right
    // overlap50: Grammar ref 2, found 1 (A); attempts 4, right 2 (a1, a5): P 1/2, R 1/2.
    //            Redundant ref 1, found 0, no attempts: P undefined, R 0.
    //            Commonsense no ref, 1 attempt, 0 right: P 0, R undefined.
    //            Total: P 2/5, R 1/3, F1 = 2·(2/5)(1/3)/(2/5 + 1/3) = (4/15)/(11/15) = 4/11 -> 36.36 points.
    // any:       a3 finds C: Grammar ref found 2, attempts right 3; total P 3/5, R 2/3,
    //            F1 = 2·(3/5)(2/3)/(3/5 + 2/3) = (4/5)/(19/15) = 12/19 -> 63.16 points.
    const TrainingCase training{
        1,
        u"t-1"_s,
        TrainingPart::Task,
        {span(0, 10, u"Grammar_Usage"_s), span(20, 30, u"Redundant"_s), span(40, 50, u"Grammar_Usage"_s)},
        {span(0, 8, u"Grammar_Usage"_s), span(22, 30, u"Commonsense"_s), span(40, 44, u"Grammar_Usage"_s),
         span(70, 80, u"Grammar_Usage"_s), span(0, 10, u"Grammar_Usage"_s)},
        std::nullopt};
    const QualificationResult half =
        scoreAttempt({training}, {QualificationScheme::SpanMatch, MatchMode::Overlap50, {}});
    QCOMPARE(half.types.size(), 3);
    QHash<QString, TypeMatchCounts> byType;
    for (const TypeBreakdown &type : half.types) byType.insert(type.typeKey, type.counts);
    QCOMPARE(byType[u"Grammar_Usage"_s].precision(), std::optional<double>(0.5));
    QCOMPARE(byType[u"Grammar_Usage"_s].recall(), std::optional<double>(0.5));
    QCOMPARE(byType[u"Redundant"_s].precision(), std::nullopt);
    QCOMPARE(byType[u"Redundant"_s].recall(), std::optional<double>(0.0));
    QCOMPARE(byType[u"Commonsense"_s].precision(), std::optional<double>(0.0));
    QCOMPARE(byType[u"Commonsense"_s].recall(), std::nullopt);
    QVERIFY(qAbs(half.score - 400.0 / 11.0) < 1e-9);
    QCOMPARE(half.maxScore, 100.0);
    QCOMPARE(half.passMark, 90.0);
    QVERIFY(!half.passed);
    QVERIFY(half.parts.isEmpty());

    const QualificationResult any = scoreAttempt({training}, {QualificationScheme::SpanMatch, MatchMode::Any, {}});
    QVERIFY(qAbs(any.score - 1200.0 / 19.0) < 1e-9);
    const QualificationResult exact = scoreAttempt({training}, {QualificationScheme::SpanMatch, MatchMode::Exact, {}});
    // exact: only a5 is right and only A found: P 1/5, R 1/3, F1 = (2/15)/(8/15) = 1/4.
    QVERIFY(qAbs(exact.score - 25.0) < 1e-9);
}

void QualificationTest::scarecrowHandScored()
{
    // Scarecrow's own set: 10 exercises (5 points), 2 quizzes of 5 questions (3 points), 1 task (20).
    QList<TrainingCase> cases;
    // Exercises e1..e10, each one reference span [10,20) of one type.
    //   e1: exact                       5
    //   e2: [12,20), 8 of 10 shared     5
    //   e3: [15,20), exactly half       5
    //   e4..e9: exact                   6 × 5 = 30
    //   e10: right place, wrong type    0            exercises: 45 of 50
    for (int i = 0; i < 10; ++i) {
        TrainingCase exercise{100 + i, u"e%1"_s.arg(i + 1), TrainingPart::Exercise, {span(10, 20, Types.at(i))},
                              {},      std::nullopt};
        const qsizetype begin = i == 1 ? 12 : i == 2 ? 15 : 10;
        exercise.attempt << span(begin, 20, i == 9 ? Types.at(0) : Types.at(i));
        cases << exercise;
    }
    // Quiz c1: all five answered with the right type        5 × 3 = 15
    // Quiz c2: q1–q3 right (9); q4 wrong type (0); q5 two answers, the right one and another (0)
    //                                                        quizzes: 24 of 30
    TrainingCase quiz1{200, u"c1"_s, TrainingPart::Choice, questions(5), questions(5), std::nullopt};
    TrainingCase quiz2{201, u"c2"_s, TrainingPart::Choice, questions(5), questions(3), std::nullopt};
    quiz2.attempt << span(30, 35, u"Encyclopedic"_s) << span(40, 45, Types.at(4)) << span(40, 45, u"Bad_Math"_s);
    cases << quiz1 << quiz2;
    // Task: 7 reference spans [0,10), [20,30), …, [120,130). Found with the right type: 1–4; span 5
    // marked with the wrong type; 6 and 7 not marked; one stray span. 4 found, one below the five
    // required: 20 − 4 = 16.
    TrainingCase task{300, u"task"_s, TrainingPart::Task, {}, {}, std::nullopt};
    for (int i = 0; i < 7; ++i) task.reference << span(20 * i, 20 * i + 10, Types.at(i));
    for (int i = 0; i < 4; ++i) task.attempt << span(20 * i, 20 * i + 10, Types.at(i));
    task.attempt << span(80, 90, Types.at(9)) << span(140, 150, Types.at(0));
    cases << task;

    const QualificationResult result = scoreAttempt(cases, {QualificationScheme::Scarecrow, MatchMode::Overlap50, {}});
    // 45 + 24 + 16 = 85 of 100: below 90, failed.
    QCOMPARE(result.maxScore, 100.0);
    QCOMPARE(result.score, 85.0);
    QCOMPARE(result.passMark, 90.0);
    QVERIFY(!result.passed);
    QCOMPARE(result.parts.size(), 10 + 10 + 1);
    double exercises = 0, quizzes = 0, taskPoints = 0;
    for (const PartScore &part : result.parts) {
        (part.key.startsWith(u"exercise:"_s)     ? exercises
             : part.key.startsWith(u"choice:"_s) ? quizzes
                                                 : taskPoints) += part.points;
    }
    QCOMPARE(exercises, 45.0);
    QCOMPARE(quizzes, 24.0);
    QCOMPARE(taskPoints, 16.0);
}

void QualificationTest::scarecrowPassesAtExactlyNinety()
{
    // 8 exercises right (40) + 10 questions right (30) + the task with all 7 found (20) = 90 exactly:
    // passes ("we pass workers if they score 90 points").
    QList<TrainingCase> cases;
    for (int i = 0; i < 10; ++i) {
        TrainingCase exercise{100 + i, u"e%1"_s.arg(i + 1), TrainingPart::Exercise, {span(10, 20, Types.at(i))},
                              {},      std::nullopt};
        if (i < 8) exercise.attempt << span(10, 20, Types.at(i));
        cases << exercise;
    }
    cases << TrainingCase{200, u"c1"_s, TrainingPart::Choice, questions(5), questions(5), std::nullopt};
    cases << TrainingCase{201, u"c2"_s, TrainingPart::Choice, questions(5), questions(5), std::nullopt};
    TrainingCase task{300, u"task"_s, TrainingPart::Task, {}, {}, std::nullopt};
    for (int i = 0; i < 7; ++i) task.reference << span(20 * i, 20 * i + 10, Types.at(i));
    task.attempt = task.reference;
    cases << task;
    const QualificationResult result = scoreAttempt(cases, {QualificationScheme::Scarecrow, MatchMode::Exact, {}});
    QCOMPARE(result.score, 90.0);
    QVERIFY(result.passed);
    cases[7].attempt.clear(); // one more exercise missed: 35 + 30 + 20 = 85
    QVERIFY(!scoreAttempt(cases, {QualificationScheme::Scarecrow, MatchMode::Exact, {}}).passed);
}

void QualificationTest::taskDeductsFourPerSpanBelowFive_data()
{
    QTest::addColumn<int>("found");
    QTest::addColumn<double>("points");
    // "As long as they can mark 5 of 7 error spans, they get a full 20 points. Otherwise, 4 points
    // will be deducted for each missing error span" — read as missing below the five required.
    QTest::newRow("7 of 7") << 7 << 20.0;
    QTest::newRow("5 of 7") << 5 << 20.0;
    QTest::newRow("4 of 7") << 4 << 16.0;
    QTest::newRow("2 of 7") << 2 << 8.0;
    QTest::newRow("0 of 7") << 0 << 0.0;
}

void QualificationTest::taskDeductsFourPerSpanBelowFive()
{
    QFETCH(int, found);
    TrainingCase task{300, u"task"_s, TrainingPart::Task, {}, {}, std::nullopt};
    for (int i = 0; i < 7; ++i) task.reference << span(20 * i, 20 * i + 10, Types.at(i));
    task.attempt = task.reference.mid(0, found);
    const QualificationResult result = scoreAttempt({task}, {QualificationScheme::Scarecrow, MatchMode::Exact, {}});
    QTEST(result.score, "points");
    QCOMPARE(result.maxScore, 20.0);
    QCOMPARE(result.passMark, 18.0); // 90 % of what this set can give
}

void QualificationTest::projectRolesAndRecord()
{
    QTemporaryDir dir;
    QString error;
    const QString file = dir.filePath(u"q.errata"_s);
    {
        auto project = Project::create(file, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"Q"_s, &error);
        QVERIFY2(project, qPrintable(error));
        Person coordinator{0, u"Cora"_s, Role::Coordinator};
        Person reviewer{0, u"Rui"_s, Role::Reviewer};
        Person annotator{0, u"Ann"_s, Role::Annotator};
        QVERIFY(project->people().add(coordinator, 0) && project->people().add(reviewer, coordinator.id)
                && project->people().add(annotator, coordinator.id));
        Item item{0, u"train-1"_s, u"Prompt."_s, u"The the cat sat on the the mat and sang."_s, TextFormat::Plain, {},
                  {}};
        QVERIFY(project->items().add(item, coordinator.id));

        Qualification byReviewer(*project, reviewer.id);
        QVERIFY(!byReviewer.markTraining(item.id, TrainingPart::Task));
        QCOMPARE(byReviewer.lastError(), u"Only coordinators can mark training items; Rui is not a coordinator."_s);
        QVERIFY(project->quality().trainingItems().isEmpty());

        Qualification qualification(*project, coordinator.id);
        QVERIFY(!qualification.markTraining(item.id, TrainingPart::Task, u"nobody"_s));
        QVERIFY2(qualification.lastError().contains(u"no layer named \"nobody\""_s),
                 qPrintable(qualification.lastError()));
        QVERIFY2(qualification.markTraining(item.id, TrainingPart::Task), qPrintable(qualification.lastError()));
        const QList<TrainingItem> training = project->quality().trainingItems();
        QCOMPARE(training.size(), 1);
        QCOMPARE(training.first().markedBy, coordinator.id);

        // The gold layer is empty yet: scoring says so.
        QVERIFY(!qualification.score(annotator.id, {}));
        QVERIFY2(qualification.lastError().contains(u"no reference spans"_s), qPrintable(qualification.lastError()));
        Span gold = span(0, 7, u"Redundant"_s); // "The the"
        gold.layerId = training.first().referenceLayerId;
        gold.links << SpanLink{{0, 3, TextSide::Generation}, LinkKind::Antecedent};
        QVERIFY(project->spans().add(gold));

        Assignment assignment{0, item.id, annotator.id, AssignmentState::New, 0, 0, 0, {}};
        QVERIFY(project->assignments().create(assignment, coordinator.id));
        QVERIFY(!qualification.score(annotator.id, {}));
        QCOMPARE(qualification.lastError(),
                 u"Ann has not handed in the training items train-1 yet; score the attempt once "
                 "every training item is submitted."_s);
        Span mine = span(4, 7, u"Redundant"_s); // "the": 3 of 7 shared, below half; found with "any"
        mine.layerId = *project->spans().annotatorLayer(item.id, annotator.id);
        mine.links = gold.links;
        QVERIFY(project->spans().add(mine));
        QVERIFY(project->assignments().perform(assignment.id, WorkflowAction::Open, annotator.id));
        QVERIFY(project->assignments().perform(assignment.id, WorkflowAction::Submit, annotator.id));

        QVERIFY(!byReviewer.score(annotator.id, {}));
        QVERIFY(byReviewer.lastError().startsWith(u"Only coordinators can record qualification results"_s));
        const auto strict =
            qualification.score(annotator.id, {QualificationScheme::SpanMatch, MatchMode::Overlap50, {}});
        QVERIFY2(strict, qPrintable(qualification.lastError()));
        QCOMPARE(strict->score, 0.0);
        const auto lenient = qualification.score(annotator.id, {QualificationScheme::SpanMatch, MatchMode::Any, {}});
        QVERIFY(lenient);
        QCOMPARE(lenient->score, 100.0);
        QVERIFY(lenient->passed);
    }
    // The person's record survives reopening; the newest result is theirs.
    auto project = Project::open(file, &error);
    QVERIFY2(project, qPrintable(error));
    QCOMPARE(project->quality().results().size(), 2);
    const QHash<qint64, QualificationResult> latest = project->quality().latestResults();
    const qint64 ann = project->people().findByName(u"Ann"_s)->id;
    QCOMPARE(latest.value(ann).match, MatchMode::Any);
    QVERIFY(latest.value(ann).passed);
    QCOMPARE(latest.value(ann).types.size(), 1);
    QCOMPARE(latest.value(ann).types.first().typeKey, u"Redundant"_s);
    QCOMPARE(latest.value(ann).types.first().counts.matchedReference, 1);
    QCOMPARE(latest.value(ann).scoredBy, project->people().findByName(u"Cora"_s)->id);
}

QTEST_GUILESS_MAIN(QualificationTest)
#include "qualification_test.moc"
