// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "application.h"
#include "mainwindow.h"

#include "model/document/annotationdocument.h"
#include "model/document/commands/addspancommand.h"
#include "model/document/commands/changespancommand.h"
#include "model/document/commands/removespancommand.h"
#include "model/document/reviewsession.h"
#include "model/interchange/erratajsonl.h"
#include "model/project/archivecollector.h"
#include "model/project/archiverestorer.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/reviewrepository.h"
#include "model/storage/spanrepository.h"
#include "model/domain/taxonomyloader.h"
#include "widgets/annotate/annotateview.h"
#include "widgets/review/reviewchangespanel.h"
#include "widgets/review/reviewqueuepanel.h"
#include "widgets/review/reviewthreadpanel.h"
#include "widgets/review/spanrecordpanel.h"
#include "widgets/review/reviewview.h"

#include <QJsonArray>
#include <QLabel>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::TestHelpers;

namespace {
Span spanAt(qsizetype begin, qsizetype end, const QString &type)
{
    Span span;
    span.range = {begin, end, TextSide::Generation};
    span.typeKey = type;
    span.severityKey = u"2"_s;
    span.rationale = u"because"_s;
    if (type == "Redundant"_L1) span.links << SpanLink{{0, 3, TextSide::Generation}, LinkKind::Antecedent};
    if (type == "Grammar_Usage"_L1) span.correction = u"a"_s;
    return span;
}

// Ann (annotator), Rev (reviewer), one story and Ann's assignment on it, in a new project at path;
// no project when any of it could not be written.
struct LoopProject
{
    std::unique_ptr<Project> project;
    Person ann{0, u"Ann"_s, Role::Annotator}, rev{0, u"Rev"_s, Role::Reviewer};
    Item item{0,
              u"story-1"_s,
              u"Prompt."_s,
              u"The cat sat on the mat. The cat sat on the mat again."_s,
              TextFormat::Plain,
              {},
              {}};
    Assignment assignment;
};

LoopProject createLoopProject(const QString &path)
{
    LoopProject loop;
    QString error;
    loop.project = Project::create(path, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"Loop"_s, &error);
    if (!loop.project) {
        qWarning() << error;
        return loop;
    }
    bool ok = loop.project->people().add(loop.ann, 0) && loop.project->people().add(loop.rev, 0)
        && loop.project->items().add(loop.item, 0);
    loop.assignment.itemId = loop.item.id;
    loop.assignment.annotatorId = loop.ann.id;
    ok = ok && loop.project->assignments().create(loop.assignment, loop.rev.id);
    if (!ok) loop.project.reset();
    return loop;
}

} // namespace

// The review loop through the real window, offscreen, keyboard first: annotate → submit → claim
// → decide with keys → return with a comment → amend → resubmit → see the diff and the thread →
// accept. The file is checked after each step, so a view that only looks right fails.
class ReviewLoopTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void fullLoopThroughTheWindow();
    void amendmentAfterAMoveListsItsChanges();
    void version1ArchiveLeavesEarlierSpansNotOnRecord();
    void reviewerAgreementUnderTheQueue();

private:
    std::unique_ptr<Application> startAs(const QString &name, const QString &path = QString());
    void annotate(Application &app, const std::function<void(AnnotationDocument &)> &edit);
    ReviewView *claimFirst(Application &app);
    static SpanReviewState stateOf(Project &project, qint64 spanId);
    QString changesAfterAMove(int archiveVersion, int *changeCount);
    static QByteArray asVersion1(const QByteArray &text);

    QTemporaryDir m_dir;
    QString m_path;
    qint64 m_assignment = 0;
};

void ReviewLoopTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_path = m_dir.filePath(u"loop.errata"_s);
    const LoopProject loop = createLoopProject(m_path);
    QVERIFY(loop.project);
    m_assignment = loop.assignment.id;
}

std::unique_ptr<Application> ReviewLoopTest::startAs(const QString &name, const QString &path)
{
    auto app = std::make_unique<Application>();
    if (!app->start({path.isEmpty() ? m_path : path, false, name, {}})) return nullptr;
    return app;
}

void ReviewLoopTest::annotate(Application &app, const std::function<void(AnnotationDocument &)> &edit)
{
    AnnotateView *view = app.window()->annotateView();
    QVERIFY(view->document());
    edit(*view->document());
    QVERIFY2(view->submit(), qPrintable(view->document()->lastError()));
}

ReviewView *ReviewLoopTest::claimFirst(Application &app)
{
    ReviewQueuePanel *queue = app.window()->reviewQueue();
    if (queue->visibleCount() != 1) return nullptr;
    queue->view()->setCurrentIndex(queue->view()->model()->index(0, 0));
    queue->findChild<QPushButton *>()->click(); // Claim for Review opens the item
    ReviewView *review = app.window()->reviewView();
    return review->isVisible() ? review : nullptr;
}

SpanReviewState ReviewLoopTest::stateOf(Project &project, qint64 spanId)
{
    for (const Span &span : project.spans().allSpans()) {
        if (span.id == spanId) return span.reviewState;
    }
    return SpanReviewState::Pending;
}

void ReviewLoopTest::fullLoopThroughTheWindow()
{
    QHash<qsizetype, qint64> byBegin;
    {
        auto app = startAs(u"Ann"_s);
        QVERIFY(app);
        annotate(*app, [](AnnotationDocument &document) {
            QUndoStack *stack = document.undoStack();
            stack->push(new AddSpanCommand(&document, spanAt(4, 7, u"Redundant"_s)));       // "cat"
            stack->push(new AddSpanCommand(&document, spanAt(24, 53, u"Redundant"_s)));     // the repeat
            stack->push(new AddSpanCommand(&document, spanAt(15, 18, u"Grammar_Usage"_s))); // "the"
        });
        for (const Span &span : app->window()->annotateView()->document()->spans())
            byBegin.insert(span.range.begin, span.id);
    }
    const qint64 cat = byBegin.value(4), repeated = byBegin.value(24), the = byBegin.value(15);
    QVERIFY(cat && repeated && the);

    // Review, round 1, with the keyboard: A on "cat", R with a reason, N with a reason, then return.
    {
        auto app = startAs(u"Rev"_s);
        QVERIFY(app);
        ReviewView *review = claimFirst(*app);
        QVERIFY(review);
        QVERIFY(QTest::qWaitForWindowExposed(app->window()));
        QVERIFY2(review->headerText().contains(u"submission 1"_s), qPrintable(review->headerText()));
        QCOMPARE(review->spanTable()->rowCount(), 4); // the whole item, then three spans
        QCOMPARE(review->changesPanel()->changeCount(), 0);
        QCOMPARE(review->currentSpanId(), cat); // the first span still to decide
        // The whole span record beside the table, and the rationale in it (issue #23).
        const QString catRecord = review->recordPanel()->text();
        QVERIFY2(catRecord.contains(u"Marked: “cat”"_s) && catRecord.contains(u"Antecedent: “The”"_s)
                     && catRecord.contains(u"Rationale: because"_s),
                 qPrintable(catRecord));
        QCOMPARE(review->spanTable()->item(1, 2)->text(), u"because"_s);
        review->selectSpan(the);
        const QString theRecord = review->recordPanel()->text();
        QVERIFY2(theRecord.contains(u"Correction: a"_s)
                     && theRecord.contains(u"Corrected sentence: The cat sat on the a mat."_s),
                 qPrintable(theRecord));
        saveScreenshot(app->window(), u"review-span-record.png"_s);
        review->selectSpan(cat);
        QTableWidget *table = review->spanTable();
        table->setFocus();
        QTest::keyClick(table, Qt::Key_A);
        QCOMPARE(stateOf(*app->project(), cat), SpanReviewState::Accepted);
        QCOMPARE(review->currentSpanId(), the); // on to the next undecided span, in text order
        QTest::keyClick(table, Qt::Key_R);
        QCOMPARE(stateOf(*app->project(), the), SpanReviewState::Pending); // no reason yet
        QVERIFY(review->commentField()->hasFocus());
        QTest::keyClicks(review->commentField(), u"Not an error."_s);
        QTest::keyClick(review->commentField(), Qt::Key_Return);
        QCOMPARE(stateOf(*app->project(), the), SpanReviewState::Rejected);
        QCOMPARE(review->currentSpanId(), repeated);
        table->setFocus();
        QTest::keyClick(table, Qt::Key_N);
        QTest::keyClicks(review->commentField(), u"Mark only the repeated clause."_s);
        QTest::keyClick(review->commentField(), Qt::Key_Return);
        QCOMPARE(stateOf(*app->project(), repeated), SpanReviewState::NeedsChange);
        QVERIFY(review->threadPanel()->plainText().contains(u"Not an error."_s));
        review->returnItem(u"Please narrow the second span."_s);
        QCOMPARE(app->project()->assignments().find(m_assignment)->state, AssignmentState::Returned);
        QCOMPARE(app->window()->reviewQueue()->visibleCount(), 0);
    }

    // The annotator answers on the rejected span, narrows the repeat, adds a span, resubmits.
    {
        auto app = startAs(u"Ann"_s);
        QVERIFY(app);
        annotate(*app, [&](AnnotationDocument &document) {
            QCOMPARE(document.assignment().state, AssignmentState::Returned);
            QVERIFY(document.reply(the, u"It reads wrong to me."_s));
            Span narrowed = document.spans().at(document.indexOfSpan(repeated));
            narrowed.range = {24, 42, TextSide::Generation};
            document.undoStack()->push(
                new ChangeSpanCommand(&document, document.indexOfSpan(repeated), narrowed, u"narrow"_s));
            document.undoStack()->push(new AddSpanCommand(&document, spanAt(43, 53, u"Incoherent"_s)));
            app->window()->show();
            QVERIFY(QTest::qWaitForWindowExposed(app->window()));
            saveScreenshot(app->window(), u"annotate-returned.png"_s);
        });
    }

    // Review, round 2: the diff, the thread with the answer, fold it, decide the rest, accept.
    auto app = startAs(u"Rev"_s);
    QVERIFY(app);
    ReviewView *review = claimFirst(*app);
    QVERIFY(review);
    QVERIFY(QTest::qWaitForWindowExposed(app->window()));
    QVERIFY2(review->headerText().contains(u"submission 2"_s), qPrintable(review->headerText()));
    QTreeWidget *changes = review->changesPanel()->view();
    QCOMPARE(changes->topLevelItemCount(), 2);
    QVERIFY2(changes->topLevelItem(0)->text(0).startsWith(u"Edited: Redundant"_s),
             qPrintable(changes->topLevelItem(0)->text(0)));
    QCOMPARE(changes->topLevelItem(0)->childCount(), 1); // only the range changed
    QCOMPARE(changes->topLevelItem(0)->child(0)->text(0),
             u"range: “The cat sat on the mat again.” → “The cat sat on the”"_s);
    QVERIFY2(changes->topLevelItem(1)->text(0).startsWith(u"Added: Incoherent"_s),
             qPrintable(changes->topLevelItem(1)->text(0)));
    QCOMPARE(review->currentSpanId(), repeated); // amended: to decide again
    review->selectSpan(the);
    const QString thread = review->threadPanel()->plainText();
    QVERIFY2(thread.contains(u"Not an error."_s) && thread.contains(u"It reads wrong to me."_s), qPrintable(thread));
    saveScreenshot(app->window(), u"review-thread.png"_s);
    review->resolveCurrentThread();
    review->selectSpan(0);
    QVERIFY(review->threadPanel()->isFolded(the));
    QVERIFY(!review->threadPanel()->plainText().contains(u"It reads wrong to me."_s));
    qobject_cast<QTabWidget *>(changes->parentWidget()->parentWidget()->parentWidget())->setCurrentIndex(1);
    saveScreenshot(app->window(), u"review-diff.png"_s);
    review->selectSpan(repeated);
    QTableWidget *table = review->spanTable();
    table->setFocus();
    QTest::keyClick(table, Qt::Key_A);
    QTest::keyClick(table, Qt::Key_A); // the added span is next
    QTest::keyClick(table, Qt::Key_Return, Qt::ControlModifier);
    const auto assignment = app->project()->assignments().find(m_assignment);
    QCOMPARE(assignment->state, AssignmentState::Accepted);
    QCOMPARE(assignment->iteration, 2);
    QStringList actions;
    for (const HistoryEntry &entry : app->project()->assignments().history(m_assignment)) actions << entry.action;
    QCOMPARE(actions,
             (QStringList{u"create"_s, u"open"_s, u"submit"_s, u"claim"_s, u"return"_s, u"submit"_s, u"claim"_s,
                          u"accept"_s}));
}

// Issue #41: a project moved through errata-jsonl, returned with one span rejected, is amended there (the rejected
// span removed, another added) and resubmitted; what the reviewer's Changes tab says, as its summary.
QString ReviewLoopTest::changesAfterAMove(int archiveVersion, int *changeCount)
{
    const QString moved = m_dir.filePath(u"moved ë %1.errata"_s.arg(archiveVersion));
    {
        QString error;
        const LoopProject loop = createLoopProject(m_dir.filePath(u"before the move %1.errata"_s.arg(archiveVersion)));
        if (!loop.project) return u"no project"_s;
        Project *project = loop.project.get();
        AnnotationDocument document(project, loop.item.id, loop.ann.id);
        ReviewSession session(*project, loop.rev.id, loop.assignment.id);
        if (!document.load() || !document.insertSpan(0, spanAt(4, 7, u"Redundant"_s))
            || !document.insertSpan(1, spanAt(15, 18, u"Grammar_Usage"_s)) || !document.submit() || !session.claim()
            || !session.decide(document.spans().at(1).id, SpanDecision::Reject, u"Not an error."_s)
            || !session.returnForAmendment(u"Look again."_s)) {
            return u"the first round failed"_s;
        }
        QByteArray text = ErrataJsonl::write(ArchiveCollector::collect(*project));
        if (archiveVersion == 1) text = asVersion1(text);
        ImportError readError;
        const auto archive = ErrataJsonl::read(text, u"moved.jsonl"_s, &readError);
        if (!archive) return readError.message();
        auto restored = ArchiveRestorer::createProject(moved, *archive, &error);
        RestoreSummary summary;
        if (!restored || !ArchiveRestorer(*restored, 0).restore(*archive, &summary, &error)) return error;
    }
    {
        auto app = startAs(u"Ann"_s, moved);
        if (!app) return u"Ann could not open it"_s;
        annotate(*app, [](AnnotationDocument &document) { // the rejected span goes, another comes
            QCOMPARE(document.assignment().state, AssignmentState::Returned);
            QCOMPARE(document.spans().size(), 2);
            document.undoStack()->push(new RemoveSpanCommand(&document, document.spans().size() - 1));
            document.undoStack()->push(new AddSpanCommand(&document, spanAt(43, 53, u"Incoherent"_s)));
        });
    }
    auto app = startAs(u"Rev"_s, moved);
    ReviewView *review = app ? claimFirst(*app) : nullptr;
    if (!review || !review->headerText().contains(u"submission 2"_s)) return u"no second submission to review"_s;
    *changeCount = review->changesPanel()->changeCount();
    return review->changesPanel()->summary();
}

// An archive as Errata wrote it before version 2: the same records without the submitted snapshots.
QByteArray ReviewLoopTest::asVersion1(const QByteArray &text)
{
    QByteArray out;
    for (const QByteArray &line : text.split('\n')) {
        if (line.isEmpty()) continue;
        QJsonObject record = QJsonDocument::fromJson(line).object();
        if (record.value(u"record"_s) == u"header"_s) record.insert(u"version"_s, 1);
        QJsonArray annotations = record.value(u"annotations"_s).toArray();
        for (QJsonValueRef annotation : annotations) {
            QJsonObject object = annotation.toObject();
            object.remove(u"snapshots"_s);
            annotation = object;
        }
        if (!annotations.isEmpty()) record.insert(u"annotations"_s, annotations);
        out += QJsonDocument(record).toJson(QJsonDocument::Compact) + '\n';
    }
    return out;
}

// errata-jsonl version 2 carries the submitted snapshots, so the move keeps what changed: the rejected span
// removed and another added.
void ReviewLoopTest::amendmentAfterAMoveListsItsChanges()
{
    int count = -1;
    const QString summary = changesAfterAMove(2, &count);
    QVERIFY2(!summary.contains(u"without changes"_s) && !summary.contains(u"not on record"_s), qPrintable(summary));
    QCOMPARE(count, 2);
}

// A version-1 archive carries no snapshots: the reviewer is told that the earlier spans are not on record,
// never that nothing changed (the tab said "Resubmitted without changes to the spans.").
void ReviewLoopTest::version1ArchiveLeavesEarlierSpansNotOnRecord()
{
    int count = -1;
    const QString summary = changesAfterAMove(1, &count);
    QVERIFY2(!summary.contains(u"without changes"_s), qPrintable(summary));
    QVERIFY2(summary.contains(u"not on record"_s), qPrintable(summary));
    QCOMPARE(count, 0);
}

// Two reviewers of one assignment (issue 44): Rev accepts spans 1 and 2, Rua accepts 1 and rejects 2.
// Spans: 1 of 2 agree, 50 %; Rev's shares A 1, Rua's A ½, R ½: p_e = ½, κ = (½ − ½) / ½ = 0. Items: Rev
// accepts, Rua returns: 0 %, p_e = 1·0 + 0·1 = 0, κ = 0. The line under the queue says so.
void ReviewLoopTest::reviewerAgreementUnderTheQueue()
{
    const QString path = m_dir.filePath(u"two-reviewers.errata"_s);
    {
        const LoopProject loop = createLoopProject(path);
        QVERIFY(loop.project);
        Person rua{0, u"Rua"_s, Role::Reviewer};
        QVERIFY(loop.project->people().add(rua, 0));
        using K = ReviewEventKind;
        for (const auto &[who, span, kind] : {std::tuple{loop.rev.id, 1, K::AcceptSpan},
                                              {loop.rev.id, 2, K::AcceptSpan},
                                              {rua.id, 1, K::AcceptSpan},
                                              {rua.id, 2, K::RejectSpan}}) {
            ReviewEvent event{0, loop.assignment.id, span, who, kind, kind == K::RejectSpan ? u"no"_s : QString(), {}};
            QVERIFY(loop.project->reviews().add(event));
        }
    }
    auto app = startAs(u"Rev"_s, path);
    QVERIFY(app);
    QLabel *line = app->window()->reviewQueue()->agreementLabel();
    QCOMPARE(line->text(),
             u"Reviewer agreement: span decisions 50.0 % (κ 0.000, 2 pairs); items 0.0 % (κ 0.000, 1 pairs)."_s);
    QVERIFY(!line->isHidden());
    // The queue's tab in front, for the screenshot: each tab widget on the way up shows the page holding it.
    for (QWidget *page = app->window()->reviewQueue(); page->parentWidget(); page = page->parentWidget()) {
        QWidget *stack = page->parentWidget();
        if (auto *tabs = qobject_cast<QTabWidget *>(stack->parentWidget())) tabs->setCurrentWidget(page);
    }
    app->window()->show();
    QVERIFY(QTest::qWaitForWindowExposed(app->window()));
    QVERIFY(line->isVisible());
    saveScreenshot(app->window(), u"review-queue-agreement.png"_s);
}

QTEST_MAIN(ReviewLoopTest)
#include "reviewloop_test.moc"
