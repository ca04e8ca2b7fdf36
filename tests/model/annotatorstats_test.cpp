// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/annotatortablemodel.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/qualityrepository.h"
#include "model/storage/spanrepository.h"
#include "model/project/annotatorstats.h"
#include "model/domain/taxonomyloader.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

Span span(qint64 layer, qsizetype begin, qsizetype end)
{
    Span result;
    result.layerId = layer;
    result.range = {begin, end, TextSide::Generation};
    result.typeKey = u"Incoherent"_s;
    result.severityKey = u"2"_s;
    result.rationale = u"because"_s;
    return result;
}

} // namespace

class AnnotatorStatsTest : public QObject
{
    Q_OBJECT

private slots:
    void handComputedDashboard();
};

void AnnotatorStatsTest::handComputedDashboard()
{
    QTemporaryDir dir;
    QString error;
    auto project =
        Project::create(dir.filePath(u"s.errata"_s), *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"S"_s, &error);
    QVERIFY2(project, qPrintable(error));
    Person ann{0, u"Ann"_s, Role::Annotator}, bob{0, u"Bob"_s, Role::Annotator}, cyd{0, u"Cyd"_s, Role::Annotator};
    Person rev{0, u"Rev"_s, Role::Reviewer | Role::Coordinator};
    for (Person *p : {&ann, &bob, &cyd, &rev}) QVERIFY(project->people().add(*p, 0));
    // Tokens: The cat sat on the mat today — 7.
    Item item{0, u"i-1"_s, u"P."_s, u"The cat sat on the mat today."_s, TextFormat::Plain, {}, {}};
    Item later{0, u"i-2"_s, u"P."_s, u"Another one."_s, TextFormat::Plain, {}, {}};
    QVERIFY(project->items().add(item, rev.id) && project->items().add(later, rev.id));
    Assignment a{0, item.id, ann.id, AssignmentState::New, 0, 0, 0, {}};
    Assignment a2{0, later.id, ann.id, AssignmentState::New, 0, 0, 0, {}};
    Assignment b{0, item.id, bob.id, AssignmentState::New, 0, 0, 0, {}};
    for (Assignment *x : {&a, &a2, &b}) QVERIFY(project->assignments().create(*x, rev.id));
    SpanRepository spans = project->spans();
    Span anns = span(*spans.annotatorLayer(item.id, ann.id), 4, 7); // "cat"
    QVERIFY(spans.add(anns));
    Span bobs = span(*spans.annotatorLayer(item.id, bob.id), 4, 11); // "cat sat"
    QVERIFY(spans.add(bobs));
    Span gold = span(*spans.ensureGoldLayer(item.id), 4, 7); // "cat"
    QVERIFY(spans.add(gold));
    // Ann: submitted, returned once, resubmitted, accepted; 300 s. Bob: submitted; 120 s.
    using W = WorkflowAction;
    for (W step : {W::Open, W::Submit, W::Claim, W::Return, W::Open, W::Submit, W::Claim, W::Accept}) {
        const qint64 actor = step == W::Open || step == W::Submit ? ann.id : rev.id;
        QVERIFY2(project->assignments().perform(a.id, step, actor, step == W::Return ? u"again"_s : QString()),
                 qPrintable(project->assignments().lastError()));
    }
    QVERIFY(project->assignments().perform(b.id, W::Open, bob.id)
            && project->assignments().perform(b.id, W::Submit, bob.id));
    QVERIFY(project->assignments().addTimeSpent(a.id, 300) && project->assignments().addTimeSpent(b.id, 120));
    // A recorded qualification for Ann, and an attention check Bob fails: i-1 is known good, rated 2.
    QualificationResult result;
    result.personId = ann.id;
    result.scoredBy = rev.id;
    result.score = 95;
    result.passed = true;
    QVERIFY(project->quality().addResult(result));
    AttentionCheck check{item.id, AttentionKind::KnownGood, 0, rev.id, {}};
    QVERIFY(project->quality().setAttentionCheck(check));
    QVERIFY(project->judgements().set(b.id, u"rating"_s, 2));

    const AnnotatorDashboardData data = AnnotatorStatsCalculator::compute(*project);
    QCOMPARE(data.rows.size(), 3); // annotators only, by name
    const AnnotatorStats &A = data.rows.at(0), &B = data.rows.at(1), &C = data.rows.at(2);
    QCOMPARE(A.name, u"Ann"_s);
    QCOMPARE(A.assigned, 2);
    QCOMPARE(A.done, 1);
    QCOMPARE(A.returns, 1);
    QCOMPARE(A.acceptanceRate, std::optional<double>(0.5)); // 1 accept of 2 decisions (1 accept, 1 return)
    QCOMPARE(A.returnsPerItem, std::optional<double>(1.0));
    QCOMPARE(A.secondsPerItem, std::optional<double>(300.0));
    // Token coverage, any error: Ann {cat}, Bob {cat, sat}, gold {cat}, of 7 tokens.
    // κ(Ann, gold) = 1 (identical, and not every token the same).
    // κ(Ann, Bob): both 1, only Bob 1, neither 5: p_o = 6/7, p_e = (1/7)(2/7) + (6/7)(5/7) = 32/49,
    //   κ = (42/49 − 32/49) / (17/49) = 10/17. κ(Bob, gold) is the same table: 10/17.
    QVERIFY(A.kappaGold && qAbs(*A.kappaGold - 1.0) < 1e-12);
    QVERIFY(A.kappaPeers && qAbs(*A.kappaPeers - 10.0 / 17.0) < 1e-12);
    QVERIFY(B.kappaGold && qAbs(*B.kappaGold - 10.0 / 17.0) < 1e-12);
    QVERIFY(B.kappaPeers && qAbs(*B.kappaPeers - 10.0 / 17.0) < 1e-12);
    QCOMPARE(B.acceptanceRate, std::nullopt); // nothing decided yet
    QCOMPARE(B.returnsPerItem, std::optional<double>(0.0));
    QCOMPARE(B.secondsPerItem, std::optional<double>(120.0));
    QCOMPARE(B.flags, 1);
    QCOMPARE(A.flags, 0);
    QVERIFY(A.qualification && A.qualification->passed);
    QVERIFY(!B.qualification);
    QCOMPARE(C.assigned, 0);
    QCOMPARE(C.secondsPerItem, std::nullopt);
    QCOMPARE(C.kappaPeers, std::nullopt);
    QCOMPARE(data.flags.size(), 1);
    QCOMPARE(data.flags.first().given, u"rated 2"_s);

    // The table: readable values, undefined as a dash, and undefined sorting below every number.
    AnnotatorTableModel model;
    model.setRows(data.rows);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.index(0, AnnotatorTableModel::DoneColumn).data().toString(), u"1 of 2"_s);
    QCOMPARE(model.index(0, AnnotatorTableModel::TimeColumn).data().toString(), u"5:00"_s);
    QCOMPARE(model.index(1, AnnotatorTableModel::AcceptanceColumn).data().toString(), u"—"_s);
    QCOMPARE(model.index(0, AnnotatorTableModel::QualificationColumn).data().toString(), u"95 / 100 · passed"_s);
    QVERIFY(model.index(2, AnnotatorTableModel::GoldColumn).data(AnnotatorTableModel::SortRole).toDouble()
            < model.index(1, AnnotatorTableModel::GoldColumn).data(AnnotatorTableModel::SortRole).toDouble());
}

QTEST_GUILESS_MAIN(AnnotatorStatsTest)
#include "annotatorstats_test.moc"
