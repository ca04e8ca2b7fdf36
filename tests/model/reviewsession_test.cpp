// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/annotationdocument.h"
#include "model/document/commands/changespancommand.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/project/reviewqueue.h"
#include "model/document/reviewsession.h"
#include "model/domain/taxonomyloader.h"

#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {
Span spanAt(qsizetype begin, qsizetype end, const QString &type)
{
    Span span;
    span.range = {begin, end, TextSide::Generation};
    span.typeKey = type;
    span.severityKey = u"2"_s;
    span.rationale = u"because"_s; // Scarecrow asks for a rationale, and for Redundant an antecedent
    if (type == "Redundant"_L1) span.links << SpanLink{{0, 3, TextSide::Generation}, LinkKind::Antecedent};
    return span;
}

QStringList actions(Project &project, qint64 assignmentId)
{
    QStringList result;
    for (const HistoryEntry &entry : project.assignments().history(assignmentId)) result << entry.action;
    return result;
}
} // namespace

// The review loop through the model: annotate → submit → review → return with comments → amend
// → resubmit → accept, with the diff, the threads and the history checked at each step.
class ReviewSessionTest : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void fullLoop();
    void diffFindsAddedRemovedAndEdited();
    void queueIsOldestFirstAndFilters();

private:
    void annotateAndSubmit();
    QTemporaryDir m_dir;
    std::unique_ptr<Project> m_project;
    std::unique_ptr<AnnotationDocument> m_document;
    Person m_ann{0, u"Ann"_s, Role::Annotator};
    Person m_rev{0, u"Rev"_s, Role::Reviewer};
    Person m_rita{0, u"Rita"_s, Role::Reviewer};
    Item m_item{0,
                u"story-1"_s,
                u"Prompt."_s,
                u"The cat sat on the mat. The cat sat on the mat again."_s,
                TextFormat::Plain,
                {},
                {{u"model"_s, u"gpt2"_s}}};
};

void ReviewSessionTest::init()
{
    QString error;
    m_project = Project::create(m_dir.filePath(u"%1.errata"_s.arg(QString::fromUtf8(QTest::currentTestFunction()))),
                                *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"T"_s, &error);
    QVERIFY2(m_project, qPrintable(error));
    m_ann.id = m_rev.id = m_rita.id = m_item.id = 0;
    QVERIFY(m_project->people().add(m_ann, 0) && m_project->people().add(m_rev, 0)
            && m_project->people().add(m_rita, 0));
    QVERIFY(m_project->items().add(m_item, 0));
    Assignment assignment;
    assignment.itemId = m_item.id;
    assignment.annotatorId = m_ann.id;
    QVERIFY(m_project->assignments().create(assignment, m_rev.id));
    m_document = std::make_unique<AnnotationDocument>(m_project.get(), m_item.id, m_ann.id);
    QVERIFY2(m_document->load(), qPrintable(m_document->lastError()));
}

void ReviewSessionTest::cleanup()
{
    m_document.reset();
    m_project.reset();
}

void ReviewSessionTest::annotateAndSubmit()
{
    QVERIFY(m_document->insertSpan(0, spanAt(4, 7, u"Redundant"_s)));       // "cat"
    QVERIFY(m_document->insertSpan(1, spanAt(24, 53, u"Redundant"_s)));     // the repeated sentence
    QVERIFY(m_document->insertSpan(2, spanAt(15, 18, u"Grammar_Usage"_s))); // "the"
    QVERIFY2(m_document->submit(), qPrintable(m_document->lastError()));
}

void ReviewSessionTest::fullLoop()
{
    annotateAndSubmit();
    const qint64 assignmentId = m_document->assignment().id;
    QHash<qsizetype, qint64> byBegin; // "cat" at 4, "the" at 15, the repeated sentence at 24
    for (const Span &span : m_document->spans()) byBegin.insert(span.range.begin, span.id);
    const qint64 cat = byBegin.value(4), the = byBegin.value(15), repeated = byBegin.value(24);
    QVERIFY(cat && the && repeated);
    ReviewSession rev(*m_project, m_rev.id, assignmentId);
    ReviewSession rita(*m_project, m_rita.id, assignmentId);

    QVERIFY(!rev.decide(cat, SpanDecision::Accept));
    QVERIFY2(rev.lastError().contains(u"claim"_s), qPrintable(rev.lastError()));
    QVERIFY2(rev.claim(), qPrintable(rev.lastError()));
    QVERIFY(!rita.claim());
    QVERIFY(!rita.decide(cat, SpanDecision::Accept));
    QVERIFY2(rita.lastError().contains(u"Rev is reviewing"_s), qPrintable(rita.lastError()));

    QVERIFY(!rev.decide(the, SpanDecision::Reject)); // a reason is required
    QCOMPARE(rev.undecided().size(), 3);
    QVERIFY(rev.decide(cat, SpanDecision::Accept));
    QVERIFY(rev.decide(repeated, SpanDecision::NeedsChange, u"Mark only the repeated clause."_s));
    QVERIFY(!rev.accept());
    QVERIFY2(rev.lastError().contains(u"1 span"_s), qPrintable(rev.lastError()));
    QVERIFY(rev.decide(the, SpanDecision::Reject, u"Not an error."_s));
    QVERIFY(!rev.accept()); // one span needs a change: only a return is possible
    QVERIFY(!rev.returnForAmendment(u"  "_s));
    QVERIFY2(rev.returnForAmendment(u"Please narrow the second span."_s), qPrintable(rev.lastError()));
    QCOMPARE(m_project->assignments().find(assignmentId)->state, AssignmentState::Returned);

    // The thread as the annotator sees it: three decisions with their reasons, then the return note.
    m_document->refreshStatus();
    QList<ReviewEvent> thread = m_document->reviewEvents();
    QCOMPARE(thread.size(), 4);
    QCOMPARE(thread[1].kind, ReviewEventKind::NeedsChangeSpan);
    QCOMPARE(thread[1].spanId, repeated);
    QCOMPARE(thread[3].body, u"Please narrow the second span."_s);
    QVERIFY(m_document->reply(the, u"It is ungrammatical, I think."_s));

    // Amend: narrow the repeated sentence (it becomes "amended"), delete "the", add a new span.
    const qsizetype index = m_document->indexOfSpan(repeated);
    Span narrowed = m_document->spans().at(index);
    QCOMPARE(narrowed.reviewState, SpanReviewState::NeedsChange); // the decision reached the annotator
    narrowed.range = {24, 42, TextSide::Generation};
    m_document->undoStack()->push(new ChangeSpanCommand(m_document.get(), index, narrowed, u"narrow"_s));
    QCOMPARE(m_document->spans().at(m_document->indexOfSpan(repeated)).reviewState, SpanReviewState::Amended);
    QVERIFY2(m_document->removeSpan(m_document->indexOfSpan(the)), qPrintable(m_document->lastError()));
    QVERIFY(m_document->insertSpan(m_document->spans().size(), spanAt(43, 53, u"Incoherent"_s)));
    QVERIFY2(m_document->submit(), qPrintable(m_document->lastError()));

    QVERIFY(rev.claim());
    const QList<SpanChange> changes = rev.changesSinceLastReview().value_or(QList<SpanChange>{});
    QCOMPARE(changes.size(), 3);
    QCOMPARE(changes[0].kind, SpanChange::Kind::Edited);
    QCOMPARE(changes[0].fields, QStringList{u"range"_s});
    QCOMPARE(changes[0].before.range.end, 53);
    QCOMPARE(changes[1].kind, SpanChange::Kind::Added);
    QCOMPARE(changes[2].kind, SpanChange::Kind::Removed);
    QCOMPARE(changes[0].after.id, repeated);
    QCOMPARE(changes[2].before.id, the);
    // Still to decide: the amended span and the new one.
    QCOMPARE(rev.undecided().size(), 2);
    for (const qint64 id : rev.undecided()) QVERIFY(rev.decide(id, SpanDecision::Accept));
    QVERIFY2(rev.accept(), qPrintable(rev.lastError()));
    QCOMPARE(m_project->assignments().find(assignmentId)->state, AssignmentState::Accepted);
    QCOMPARE(m_project->assignments().find(assignmentId)->iteration, 2);
    // Every transition, in order (a returned item is amended in place: no second "open").
    QCOMPARE(actions(*m_project, assignmentId),
             (QStringList{u"create"_s, u"open"_s, u"submit"_s, u"claim"_s, u"return"_s, u"submit"_s, u"claim"_s,
                          u"accept"_s}));
    const QList<HistoryEntry> history = m_project->assignments().history(assignmentId);
    QCOMPARE(history[4].reason, u"Please narrow the second span."_s);
    QCOMPARE(history[4].actorId, m_rev.id);
}

void ReviewSessionTest::diffFindsAddedRemovedAndEdited()
{
    Span a = spanAt(0, 3, u"Redundant"_s), b = spanAt(4, 7, u"Redundant"_s), c = spanAt(8, 9, u"Incoherent"_s);
    a.id = 1, b.id = 2, c.id = 3;
    Span b2 = b;
    b2.severityKey = u"3"_s;
    b2.rationale = u"worse"_s;
    b2.reviewState = SpanReviewState::Accepted; // a decision is not an edit
    Span d = spanAt(10, 12, u"Bad_Math"_s);
    d.id = 4;
    const QList<SpanChange> changes = diffSpans({a, b, c}, {a, b2, d});
    QCOMPARE(changes.size(), 3);
    QCOMPARE(changes[0].kind, SpanChange::Kind::Edited);
    QCOMPARE(changes[0].fields, (QStringList{u"severity"_s, u"rationale"_s}));
    QCOMPARE(changes[1].kind, SpanChange::Kind::Added);
    QCOMPARE(changes[1].after.id, 4);
    QCOMPARE(changes[2].kind, SpanChange::Kind::Removed);
    QCOMPARE(changes[2].before.id, 3);
    QVERIFY(diffSpans({a, b}, {a, b}).isEmpty());
    QCOMPARE(SpanSnapshot::fromJson(SpanSnapshot::toJson({a, b2, d})), (QList<Span>{a, b2, d}));
}

void ReviewSessionTest::queueIsOldestFirstAndFilters()
{
    annotateAndSubmit();
    // A second item, submitted later by a second annotator.
    Person bo{0, u"Bo"_s, Role::Annotator};
    QVERIFY(m_project->people().add(bo, 0));
    Item second{0, u"story-2"_s, u"P"_s, u"Another text."_s, TextFormat::Plain, {}, {{u"model"_s, u"gpt3"_s}}};
    QVERIFY(m_project->items().add(second, 0));
    Assignment assignment;
    assignment.itemId = second.id;
    assignment.annotatorId = bo.id;
    QVERIFY(m_project->assignments().create(assignment, m_rev.id));
    QTest::qWait(5); // distinct submission times
    QVERIFY(m_project->assignments().perform(assignment.id, WorkflowAction::Open, bo.id));
    QVERIFY(m_project->assignments().perform(assignment.id, WorkflowAction::Submit, bo.id));

    QList<ReviewQueueRow> rows = ReviewQueue::load(*m_project);
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows[0].item, u"story-1"_s);
    QCOMPARE(rows[1].annotator, u"Bo"_s);
    QVERIFY(rows[0].submitted <= rows[1].submitted);
    ReviewSession(*m_project, m_rita.id, rows[1].assignmentId).claim();
    rows = ReviewQueue::load(*m_project);
    QCOMPARE(rows[1].state, AssignmentState::InReview);
    QCOMPARE(rows[1].reviewer, u"Rita"_s);
    QCOMPARE(ReviewQueue::load(*m_project, {u"Ann"_s, 0, {}, {}}).size(), 1);
    QCOMPARE(ReviewQueue::load(*m_project, {{}, 0, u"model"_s, u"gpt3"_s}).value(0).item, u"story-2"_s);
    QCOMPARE(ReviewQueue::load(*m_project, {{}, 2, {}, {}}).size(), 0);
}

QTEST_GUILESS_MAIN(ReviewSessionTest)
#include "reviewsession_test.moc"
