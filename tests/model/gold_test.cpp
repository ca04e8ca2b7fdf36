// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/annotationdocument.h"
#include "model/document/commands/addspancommand.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/document/goldlayer.h"
#include "model/document/reviewthreads.h"
#include "model/project/agreementdata.h"
#include "model/stats/goldcomparison.h"
#include "model/domain/taxonomyloader.h"
#include "tests/testsupport.h"

#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {
Span span(qsizetype begin, qsizetype end, const QString &type, const QString &severity = u"2"_s,
          const QString &rationale = QString())
{
    Span s;
    s.range = {begin, end, TextSide::Generation};
    s.typeKey = type;
    s.severityKey = severity;
    s.rationale = rationale;
    return s;
}
} // namespace

// The gold (adjudicated) layer: merging and proposals, remembered rejections, who may edit it,
// how annotators score against it (hand-counted tokens), and the threads a review folds.
class GoldTest : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void mergeTakesTheUnionAndWhatMostChose();
    void proposalsKnowWhatGoldHasAndWhatWasRejected();
    void rejectionsPersistPerItem();
    void onlyReviewersAndCoordinatorsEditGold();
    void scoresAgainstGoldByHand();
    void agreementCliReportsGoldScores();
    void threadsFoldWhenResolvedAndReopenOnANewComment();

private:
    void submitLayer(const Person &annotator, const QList<Span> &spans);
    QTemporaryDir m_dir;
    std::unique_ptr<Project> m_project;
    Person m_ann{0, u"Ann"_s, Role::Annotator};
    Person m_bo{0, u"Bo"_s, Role::Annotator};
    Person m_rev{0, u"Rev"_s, Role::Reviewer};
    // Tokens: The[0,3) cat[4,7) sat[8,11) on[12,14) the[15,18) mat[19,22)
    Item m_item{0, u"s1"_s, u"P."_s, u"The cat sat on the mat"_s, TextFormat::Plain, {}, {}};
};

void GoldTest::init()
{
    QString error;
    m_project = Project::create(m_dir.filePath(u"%1.errata"_s.arg(QString::fromUtf8(QTest::currentTestFunction()))),
                                *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"T"_s, &error);
    QVERIFY2(m_project, qPrintable(error));
    m_ann.id = m_bo.id = m_rev.id = m_item.id = 0;
    QVERIFY(m_project->people().add(m_ann, 0) && m_project->people().add(m_bo, 0) && m_project->people().add(m_rev, 0));
    QVERIFY(m_project->items().add(m_item, 0));
}

void GoldTest::cleanup()
{
    m_project.reset();
}

void GoldTest::submitLayer(const Person &annotator, const QList<Span> &spans)
{
    Assignment assignment;
    assignment.itemId = m_item.id;
    assignment.annotatorId = annotator.id;
    QVERIFY(m_project->assignments().create(assignment, m_rev.id));
    AnnotationDocument document(m_project.get(), m_item.id, annotator.id);
    QVERIFY2(document.load(), qPrintable(document.lastError()));
    for (const Span &s : spans)
        QVERIFY2(document.insertSpan(document.spans().size(), s), qPrintable(document.lastError()));
    QVERIFY(m_project->assignments().perform(assignment.id, WorkflowAction::Submit, annotator.id));
}

void GoldTest::mergeTakesTheUnionAndWhatMostChose()
{
    const Span merged = GoldLayer::merge({span(4, 7, u"Redundant"_s, u"2"_s, u"repeats"_s),
                                          span(5, 11, u"Redundant"_s, u"3"_s, u"said before"_s),
                                          span(8, 9, u"Off-prompt"_s, u"3"_s, u"repeats"_s)});
    QCOMPARE(merged.range, (TextRange{4, 11, TextSide::Generation}));
    QCOMPARE(merged.typeKey, u"Redundant"_s);              // 2 of 3
    QCOMPARE(merged.severityKey, u"3"_s);                  // 2 of 3
    QCOMPARE(merged.rationale, u"repeats\nsaid before"_s); // distinct, in order
    QCOMPARE(merged.reviewState, SpanReviewState::Accepted);
    // A tie goes to the earliest span's choice.
    QCOMPARE(GoldLayer::merge({span(0, 3, u"Incoherent"_s), span(4, 7, u"Redundant"_s)}).typeKey, u"Incoherent"_s);
}

void GoldTest::proposalsKnowWhatGoldHasAndWhatWasRejected()
{
    // Ann and Bo overlap on "cat sat" (Redundant): a majority of 2 proposes the union [4, 11).
    // Ann's lone "mat" is not proposed.
    Span a1 = span(4, 7, u"Redundant"_s, u"3"_s), a2 = span(19, 22, u"Redundant"_s),
         b1 = span(5, 11, u"Redundant"_s, u"3"_s);
    a1.id = 1, a2.id = 2, b1.id = 3;
    const QList<AnnotatorSpans> layers{{m_ann.id, {a1, a2}}, {m_bo.id, {b1}}};
    QList<GoldProposal> proposals = GoldLayer::proposals(layers, {}, {}, ConsensusRange::Union);
    QCOMPARE(proposals.size(), 1);
    QCOMPARE(proposals[0].status, GoldProposal::Status::Open);
    QCOMPARE(proposals[0].span.range, (TextRange{4, 11, TextSide::Generation}));
    QCOMPARE(proposals[0].span.severityKey, u"3"_s);
    QCOMPARE(proposals[0].key, u"generation:4:11:Redundant"_s);
    // Intersection: only where both cover, [5, 7).
    QCOMPARE(GoldLayer::proposals(layers, {}, {}, ConsensusRange::Intersection)[0].span.range,
             (TextRange{5, 7, TextSide::Generation}));
    // k = 1 proposes "mat" as well.
    QCOMPARE(GoldLayer::proposals(layers, {}, {}, ConsensusRange::Union, 1).size(), 2);
    proposals = GoldLayer::proposals(layers, {span(4, 11, u"Redundant"_s)}, {}, ConsensusRange::Union);
    QCOMPARE(proposals[0].status, GoldProposal::Status::Confirmed);
    proposals = GoldLayer::proposals(layers, {span(4, 11, u"Incoherent"_s)}, {u"generation:4:11:Redundant"_s},
                                     ConsensusRange::Union);
    QCOMPARE(proposals[0].status, GoldProposal::Status::Rejected); // another type at that range is not it
}

void GoldTest::rejectionsPersistPerItem()
{
    QVERIFY(GoldLayer::rejectedKeys(*m_project, m_item.id).isEmpty());
    QVERIFY(GoldLayer::setRejected(*m_project, m_item.id, u"generation:4:11:Redundant"_s, true));
    QVERIFY(GoldLayer::setRejected(*m_project, m_item.id, u"generation:0:3:Incoherent"_s, true));
    QVERIFY(GoldLayer::setRejected(*m_project, m_item.id, u"generation:0:3:Incoherent"_s, false));
    const QString path = m_project->path();
    m_project.reset();
    QString error;
    m_project = Project::open(path, &error);
    QVERIFY2(m_project, qPrintable(error));
    QCOMPARE(GoldLayer::rejectedKeys(*m_project, m_item.id), QSet<QString>{u"generation:4:11:Redundant"_s});
    QVERIFY(GoldLayer::rejectedKeys(*m_project, m_item.id + 1).isEmpty());
}

void GoldTest::onlyReviewersAndCoordinatorsEditGold()
{
    const auto layerCount = [this] { return m_project->spans().layersOfItem(m_item.id).size(); };
    AnnotationDocument annotator(m_project.get(), m_item.id, m_ann.id, nullptr, AnnotationDocument::Target::Gold);
    QVERIFY(annotator.load());
    QVERIFY(!annotator.isEditable());
    QVERIFY(!annotator.insertSpan(0, span(4, 7, u"Redundant"_s)));
    QVERIFY2(annotator.lastError().contains(u"reviewers and coordinators"_s), qPrintable(annotator.lastError()));
    AnnotationDocument reviewer(m_project.get(), m_item.id, m_rev.id, nullptr, AnnotationDocument::Target::Gold);
    QVERIFY(reviewer.load());
    QCOMPARE(layerCount(), 0); // looking writes nothing
    QVERIFY(reviewer.isEditable());
    reviewer.undoStack()->push(new AddSpanCommand(&reviewer, span(4, 7, u"Redundant"_s)));
    QCOMPARE(layerCount(), 1);
    const Layer gold = m_project->spans().layersOfItem(m_item.id).first();
    QCOMPARE(gold.kind, LayerKind::Gold);
    QCOMPARE(m_project->spans().spansOfLayer(gold.id).size(), 1);
    reviewer.undoStack()->undo();
    QVERIFY(m_project->spans().spansOfLayer(gold.id).isEmpty());
    QVERIFY(!reviewer.submit()); // gold has no workflow
    // The layer view lists gold after the annotators, under its own id.
    reviewer.undoStack()->redo();
    const AgreementItem item = AgreementData::itemLayers(*m_project, m_item.id);
    QCOMPARE(item.layers.size(), 1);
    QCOMPARE(item.layers[0].annotatorId, GoldLayerId);
}

void GoldTest::scoresAgainstGoldByHand()
{
    // Gold marks "cat sat" (tokens cat, sat). Ann marks "sat on the": TP sat; FP on, the; FN cat.
    // P = 1/3, R = 1/2, F1 = 2·1 / (2·1 + 2 + 1) = 0.4. Bo marks nothing of the type: TP 0, FN 2.
    submitLayer(m_ann, {span(8, 18, u"Redundant"_s)});
    submitLayer(m_bo, {span(0, 3, u"Incoherent"_s)});
    AnnotationDocument gold(m_project.get(), m_item.id, m_rev.id, nullptr, AnnotationDocument::Target::Gold);
    QVERIFY(gold.load());
    QVERIFY(gold.insertSpan(0, span(4, 11, u"Redundant"_s)));
    QHash<qint64, QList<Span>> goldSpans;
    const QList<AgreementItem> items = AgreementData::finished(*m_project, &goldSpans);
    QCOMPARE(goldSpans.value(m_item.id).size(), 1);
    TypeSelector redundant{u"Redundant"_s, u"Redundant"_s, {u"Redundant"_s}};
    const QList<GoldScore> scores = compareWithGold(items, goldSpans, {redundant}, AgreementUnit::Token);
    QCOMPARE(scores.size(), 2);
    const GoldScore &ann = scores[0].annotatorId == m_ann.id ? scores[0] : scores[1];
    const GoldScore &bo = scores[0].annotatorId == m_bo.id ? scores[0] : scores[1];
    QCOMPARE(ann.truePositives, 1);
    QCOMPARE(ann.falsePositives, 2);
    QCOMPARE(ann.falseNegatives, 1);
    QCOMPARE(*ann.precision(), 1.0 / 3.0);
    QCOMPARE(*ann.recall(), 0.5);
    QCOMPARE(*ann.f1(), 0.4);
    QVERIFY(!bo.precision()); // marked nothing: precision is undefined, not 0
    QCOMPARE(*bo.recall(), 0.0);
    QCOMPARE(*bo.f1(), 0.0);
}

void GoldTest::agreementCliReportsGoldScores()
{
    submitLayer(m_ann, {span(8, 18, u"Redundant"_s)});
    AnnotationDocument gold(m_project.get(), m_item.id, m_rev.id, nullptr, AnnotationDocument::Target::Gold);
    QVERIFY(gold.load() && gold.insertSpan(0, span(4, 11, u"Redundant"_s)));
    const QString path = m_project->path();
    m_project.reset();
    const TestSupport::Run run =
        TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH),
                                {u"--format"_s, u"tsv"_s, u"agreement"_s, path, u"--gold"_s}, m_dir.path());
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.first(),
             u"annotator\ttype\titems\ttrue_positives\tfalse_positives\tfalse_negatives\tprecision\trecall\tf1"_s);
    QVERIFY2(lines.contains(u"Ann\tRedundant\t1\t1\t2\t1\t0.3333\t0.5000\t0.4000"_s), qPrintable(run.out));
}

void GoldTest::threadsFoldWhenResolvedAndReopenOnANewComment()
{
    const auto event = [](qint64 spanId, ReviewEventKind kind, const QString &body) {
        return ReviewEvent{0, 1, spanId, 1, kind, body, {}};
    };
    QList<ReviewEvent> log{event(5, ReviewEventKind::RejectSpan, u"no"_s), event(5, ReviewEventKind::ResolveThread, {}),
                           event(0, ReviewEventKind::Comment, u"item"_s), event(7, ReviewEventKind::Comment, u"hm"_s)};
    QList<ReviewThread> threads = reviewThreads(log);
    QCOMPARE(threads.size(), 3);
    QCOMPARE(threads[0].spanId, 0); // the item's thread first
    QCOMPARE(threads[1].spanId, 5);
    QVERIFY(threads[1].resolved);
    QCOMPARE(threads[1].events.size(), 1); // the resolve marker is not a message
    QVERIFY(!threads[2].resolved);
    log << event(5, ReviewEventKind::Comment, u"but why?"_s);
    QVERIFY(!threadOf(reviewThreads(log), 5).resolved);
    QCOMPARE(threadOf(reviewThreads(log), 9).events.size(), 0);
}

QTEST_GUILESS_MAIN(GoldTest)
#include "gold_test.moc"
