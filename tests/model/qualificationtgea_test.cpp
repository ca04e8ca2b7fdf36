// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// TGEA's qualification gate (He et al. 2021, §3: "an accuracy of >90% in every tasks"): the three tasks
// worked by hand, the pass mark's edge, and a correct text as a training item in a project.
#include "model/domain/taxonomyloader.h"
#include "model/project/project.h"
#include "model/project/qualification.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/qualityrepository.h"

#include "qualificationcases.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::QualificationCases;

class QualificationTgeaTest : public QObject
{
    Q_OBJECT

private slots:
    void tgeaGateByHand();
    void tgeaGatePassesAtTheMark();
    void tgeaCorrectTextInProject();
};

// TGEA's gate, worked by hand (overlap50 ranges; types T1 = Grammar_Usage, T2 = Redundant, T3 = Off-prompt):
//   t1 ref [0,10) T1, [20,30) T2 | attempt [0,10) T1, [20,30) T3, says erroneous  -> flag right
//   t2 ref —  (a correct text)   | attempt —, says not erroneous                  -> flag right
//   t3 ref [0,10) T1             | attempt —, no judgement (so: not erroneous)     -> flag wrong
//   t4 ref —                     | attempt [40,50) T1, no judgement (so: erroneous) -> flag wrong
// detect 2/4 = 50; spans: 3 reference, 3 marked, 2 matched each way: P = R = 2/3, F1 = 66.67;
// types: of the 2 references found, 1 with its type = 50. The score is the lowest part: 50, failed.
void QualificationTgeaTest::tgeaGateByHand()
{
    const QString t1 = Types.at(0), t2 = Types.at(1), t3 = Types.at(2);
    QList<TrainingCase> cases{{1,
                               u"t1"_s,
                               TrainingPart::Task,
                               {span(0, 10, t1), span(20, 30, t2)},
                               {span(0, 10, t1), span(20, 30, t3)},
                               true},
                              {2, u"t2"_s, TrainingPart::Task, {}, {}, false},
                              {3, u"t3"_s, TrainingPart::Task, {span(0, 10, t1)}, {}, std::nullopt},
                              {4, u"t4"_s, TrainingPart::Task, {}, {span(40, 50, t1)}, std::nullopt}};
    const QualificationResult result = scoreAttempt(cases, {QualificationScheme::Tgea, MatchMode::Overlap50, {}});
    QCOMPARE(result.parts.size(), 3);
    QCOMPARE(result.parts.at(0).key, u"detect"_s);
    QCOMPARE(result.parts.at(0).points, 50.0);
    QCOMPARE(result.parts.at(1).key, u"spans"_s);
    QVERIFY(qAbs(result.parts.at(1).points - 200.0 / 3.0) < 1e-9);
    QCOMPARE(result.parts.at(2).key, u"types"_s);
    QCOMPARE(result.parts.at(2).points, 50.0);
    QCOMPARE(result.score, 50.0);
    QCOMPARE(result.maxScore, 100.0);
    QCOMPARE(result.passMark, 90.0);
    QVERIFY(!result.passed);
}

// Ten items, nine flags right and every span right: detect is exactly 90, at the mark: passed. With
// a mark of 95 the same attempt fails on detection alone.
void QualificationTgeaTest::tgeaGatePassesAtTheMark()
{
    QList<TrainingCase> cases;
    for (int i = 0; i < 10; ++i) {
        const QList<Span> spans{span(0, 10, Types.at(i))};
        cases << TrainingCase{i, u"t%1"_s.arg(i), TrainingPart::Task, spans, spans, i != 0}; // t0: says "no"
    }
    const QualificationResult result = scoreAttempt(cases, {QualificationScheme::Tgea, MatchMode::Exact, {}});
    QCOMPARE(result.parts.at(0).points, 90.0);
    QCOMPARE(result.parts.at(1).points, 100.0);
    QCOMPARE(result.parts.at(2).points, 100.0);
    QCOMPARE(result.score, 90.0);
    QVERIFY(result.passed);
    QVERIFY(!scoreAttempt(cases, {QualificationScheme::Tgea, MatchMode::Exact, 95.0}).passed);
}

// In a project: a correct text (empty reference) is a training item for TGEA's gate, where the
// annotator's "erroneous = no" is read from their judgements; span match still refuses it.
void QualificationTgeaTest::tgeaCorrectTextInProject()
{
    QTemporaryDir dir;
    QString error;
    auto project =
        Project::create(dir.filePath(u"t.errata"_s), *TaxonomyLoader::builtin(u"tgea"_s).taxonomy, u"T"_s, &error);
    QVERIFY2(project, qPrintable(error));
    Person coordinator{0, u"Cora"_s, Role::Coordinator}, annotator{0, u"Ann"_s, Role::Annotator};
    QVERIFY(project->people().add(coordinator, 0) && project->people().add(annotator, coordinator.id));
    Item item{0, u"correct-1"_s, u"P."_s, u"A sound sentence."_s, TextFormat::Plain, {}, {}};
    QVERIFY(project->items().add(item, coordinator.id));
    Qualification qualification(*project, coordinator.id);
    QVERIFY2(qualification.markTraining(item.id, TrainingPart::Task), qPrintable(qualification.lastError()));
    Assignment assignment{0, item.id, annotator.id, AssignmentState::New, 0, 0, 0, {}};
    QVERIFY(project->assignments().create(assignment, coordinator.id));
    QVERIFY(project->assignments().perform(assignment.id, WorkflowAction::Open, annotator.id));
    QVERIFY(project->judgements().set(assignment.id, u"erroneous"_s, 0));
    QVERIFY(project->assignments().perform(assignment.id, WorkflowAction::Submit, annotator.id));

    QVERIFY(!qualification.score(annotator.id, {}));
    QVERIFY2(qualification.lastError().contains(u"no reference spans"_s), qPrintable(qualification.lastError()));
    const auto gate = qualification.score(annotator.id, {QualificationScheme::Tgea, MatchMode::Overlap50, {}});
    QVERIFY2(gate, qPrintable(qualification.lastError()));
    QCOMPARE(gate->parts.size(), 2); // no reference span: no type to classify
    QCOMPARE(gate->score, 100.0);
    QVERIFY(gate->passed);
    QCOMPARE(project->quality().latestResults().value(annotator.id).scheme, QualificationScheme::Tgea);
}

QTEST_GUILESS_MAIN(QualificationTgeaTest)
#include "qualificationtgea_test.moc"
