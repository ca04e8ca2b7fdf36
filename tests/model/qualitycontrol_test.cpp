// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/qualityrepository.h"
#include "model/storage/spanrepository.h"
#include "model/project/qualitycontrol.h"
#include "model/domain/taxonomyloader.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

Span span(qsizetype begin, qsizetype end, const QString &type)
{
    Span result;
    result.range = {begin, end, TextSide::Generation};
    result.typeKey = type;
    result.severityKey = u"2"_s;
    result.rationale = u"because"_s;
    return result;
}

// "The the cat ate 2 + 2 = 5 apples." : "The the" [0,7), "2 + 2 = 5" [16,25)
const QString BrokenText = u"The the cat ate 2 + 2 = 5 apples."_s;

CheckCase knownBad()
{
    CheckCase check;
    check.check = AttentionCheck{2, AttentionKind::KnownBad, 20, 1, {}};
    check.itemLabel = u"bad-1"_s;
    check.generation = BrokenText;
    check.planted = {span(0, 7, u"Redundant"_s), span(16, 25, u"Bad_Math"_s)};
    return check;
}

QStringList describe(const QList<QcFlag> &flags)
{
    QStringList out;
    for (const QcFlag &flag : flags) {
        out << u"%1 %2 %3 | %4 | %5"_s.arg(flag.personId)
                   .arg(flag.itemLabel, qcRuleKey(flag.rule), flag.expected, flag.given);
    }
    return out;
}

} // namespace

class QualityControlTest : public QObject
{
    Q_OBJECT

private slots:
    void openMevaRatingRule();
    void missedPlantedErrors();
    void typeMustMatchIsOptional();
    void projectChecksOnlyHandedInWork();
};

void QualityControlTest::openMevaRatingRule()
{
    CheckCase good;
    good.check = AttentionCheck{1, AttentionKind::KnownGood, 0, 1, {}};
    good.itemLabel = u"human-1"_s;
    // person 10 rates the human text 3 (< 4: flagged); 11 rates it 4 (the boundary: not flagged);
    // 12 gave no rating (nothing to judge: not flagged).
    good.raters = {{10, 100, 3, {}}, {11, 101, 4, {}}, {12, 102, std::nullopt, {}}};
    CheckCase bad = knownBad();
    // 10 rates the broken text 3 (> 2: flagged), 11 rates it 2 (the boundary: not flagged). Both found
    // every planted error, so only the rating rule can fire here.
    bad.raters = {{10, 200, 3, bad.planted}, {11, 201, 2, bad.planted}};
    const QList<QcFlag> flags = evaluateChecks({good, bad});
    QCOMPARE(describe(flags),
             (QStringList{u"10 human-1 good_rated_low | a rating of 4 or more (human-written text) | rated 3"_s,
                          u"10 bad-1 bad_rated_high | a rating of 2 or less (deliberately broken text) | rated 3"_s}));
    QCOMPARE(flags.first().assignmentId, 100);
    QCOMPARE(flags.first().rating, std::optional<int>(3));
}

void QualityControlTest::missedPlantedErrors()
{
    CheckCase bad = knownBad();
    // 20 marked "The the" as Incoherent and nothing at the sum: the sum is missed (the type does not
    // matter by default). 21 marked only "cat ate 2" [8,17), which touches the sum at one character:
    // noticed; but "The the" missed. 22 found both: must NOT be flagged.
    bad.raters = {{20, 300, std::nullopt, {span(0, 7, u"Incoherent"_s)}},
                  {21, 301, std::nullopt, {span(8, 17, u"Commonsense"_s)}},
                  {22, 302, std::nullopt, {span(4, 7, u"Redundant"_s), span(16, 25, u"Bad_Math"_s)}}};
    const QList<QcFlag> flags = evaluateChecks({bad});
    QCOMPARE(describe(flags),
             (QStringList{u"20 bad-1 missed_planted_error | Bad_Math on “2 + 2 = 5” (16–25) | nothing marked there"_s,
                          u"21 bad-1 missed_planted_error | Redundant on “The the” (0–7) | nothing marked there"_s}));
    QCOMPARE(flags.first().planted->range, (TextRange{16, 25, TextSide::Generation}));
}

void QualityControlTest::typeMustMatchIsOptional()
{
    CheckCase bad = knownBad();
    bad.raters = {{20, 300, std::nullopt, {span(0, 7, u"Incoherent"_s), span(16, 25, u"Bad_Math"_s)}}};
    QVERIFY(evaluateChecks({bad}).isEmpty());
    QcOptions strict;
    strict.plantedTypeMustMatch = true;
    QCOMPARE(describe(evaluateChecks({bad}, strict)),
             (QStringList{
                 u"20 bad-1 missed_planted_error | Redundant on “The the” (0–7) | Incoherent on “The the” (0–7)"_s}));
}

void QualityControlTest::projectChecksOnlyHandedInWork()
{
    QTemporaryDir dir;
    QString error;
    auto project = Project::create(dir.filePath(u"qc.errata"_s), *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy,
                                   u"QC"_s, &error);
    QVERIFY2(project, qPrintable(error));
    Person coordinator{0, u"Cora"_s, Role::Coordinator};
    Person annotator{0, u"Ann"_s, Role::Annotator};
    Person late{0, u"Lee"_s, Role::Annotator};
    QVERIFY(project->people().add(coordinator, 0) && project->people().add(annotator, coordinator.id)
            && project->people().add(late, coordinator.id));
    Item bad{0, u"bad-1"_s, u"Prompt."_s, BrokenText, TextFormat::Plain, {}, {}};
    QVERIFY(project->items().add(bad, coordinator.id));

    QualityControl byAnnotator(*project, annotator.id);
    QVERIFY(!byAnnotator.markCheck(bad.id, AttentionKind::KnownBad));
    QCOMPARE(byAnnotator.lastError(), u"Only coordinators can mark attention checks; Ann is not a coordinator."_s);
    QualityControl control(*project, coordinator.id);
    QVERIFY(!control.markCheck(bad.id, AttentionKind::KnownGood, u"gold"_s));
    QVERIFY2(control.markCheck(bad.id, AttentionKind::KnownBad), qPrintable(control.lastError()));
    const QList<AttentionCheck> checks = project->quality().attentionChecks();
    QCOMPARE(checks.size(), 1);
    Span planted = span(16, 25, u"Bad_Math"_s);
    planted.layerId = checks.first().referenceLayerId; // the gold layer holds the planted errors
    QVERIFY(project->spans().add(planted));

    for (Person *person : {&annotator, &late}) {
        Assignment assignment{0, bad.id, person->id, AssignmentState::New, 0, 0, 0, {}};
        QVERIFY(project->assignments().create(assignment, coordinator.id));
        QVERIFY(project->assignments().perform(assignment.id, WorkflowAction::Open, person->id));
        QVERIFY(project->judgements().set(assignment.id, u"rating"_s, 5));
        if (person == &annotator) {
            QVERIFY(project->assignments().perform(assignment.id, WorkflowAction::Submit, person->id));
        }
    }
    // Ann handed in a 5 and no spans: two flags. Lee is still working: no flags for work in progress.
    const QList<QcFlag> flags = QualityControl::flags(*project);
    QCOMPARE(flags.size(), 2);
    for (const QcFlag &flag : flags) QCOMPARE(flag.personId, annotator.id);
    QCOMPARE(flags.at(0).rule, QcRule::BadRatedHigh);
    QCOMPARE(flags.at(1).rule, QcRule::MissedPlantedError);
    QCOMPARE(flags.at(1).expected, u"Bad_Math on “2 + 2 = 5” (16–25)"_s);
}

QTEST_GUILESS_MAIN(QualityControlTest)
#include "qualitycontrol_test.moc"
