// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// An annotator working through a system's suggestions in the annotate view (issue #18), with the keys
// the bar documents: F8 steps, Insert accepts, Delete rejects, Ctrl+Insert accepts into the editor,
// Ctrl+Z takes a decision back. On the demo's Chinese item that nobody has started (demo-12).
#include "widgets/annotate/annotateview.h"

#include "model/document/annotationdocument.h"
#include "model/document/reviewitem.h"
#include "model/document/reviewqueuemodel.h"
#include "model/document/suggestionqueue.h"
#include "model/document/suggestiontablemodel.h"
#include "model/project/annotatorstats.h"
#include "model/generators/demoproject.h"
#include "model/project/predictionimport.h"
#include "model/project/project.h"
#include "model/project/suggestionseed.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"
#include "widgets/annotate/spaneditor.h"
#include "widgets/annotate/suggestionbar.h"
#include "widgets/review/annotatordashboard.h"
#include "widgets/review/reviewqueuepanel.h"
#include "widgets/review/spanrecordpanel.h"
#include "widgets/textview/spantextview.h"

#include <QComboBox>
#include <QLabel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::TestHelpers;

namespace {

PredictedSpan predicted(qsizetype begin, qsizetype end, const QString &type, const QString &severity, double confidence,
                        const QString &rationale)
{
    PredictedSpan p;
    p.span.range = TextRange{begin, end, TextSide::Generation};
    p.span.typeKey = type;
    p.span.severityKey = severity;
    p.span.confidence = confidence;
    p.span.rationale = rationale;
    return p;
}

} // namespace

class SuggestionViewTest : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void stepAcceptRejectUndoWithKeys();
    void blindProjectHidesTheSystem();

private:
    QString barText() const;
    SuggestionQueue *queue() const { return m_view->document()->findChild<SuggestionQueue *>(); }

    QTemporaryDir m_dir;
    std::unique_ptr<Project> m_project;
    AnnotateView *m_view = nullptr;
    qint64 m_item = 0;
};

void SuggestionViewTest::init()
{
    const QString path = m_dir.filePath(u"%1.errata"_s.arg(QString::fromUtf8(QTest::currentTestFunction())));
    QString error;
    QVERIFY2(DemoProject::create(path, &error), qPrintable(error));
    m_project = Project::open(path, &error);
    QVERIFY(m_project);
    qint64 coordinator = 0;
    for (const Person &person : m_project->people().all()) {
        if (person.roles.testFlag(Role::Coordinator)) coordinator = person.id;
    }
    // A judge that finds the demo's three planted errors of demo-12, and one more that is no error.
    PredictedItem item{u"demo-12"_s, 1, false, {}, {}};
    item.spans = {predicted(78, 80, u"Encyclopedic"_s, u"3"_s, 0.92, u"Wen Zhengming lived in the Ming dynasty."_s),
                  predicted(167, 185, u"Commonsense"_s, u"3"_s, 0.81, u"Flash harms old paintings."_s),
                  predicted(186, 214, u"Off-prompt"_s, u"2"_s, 0.64, u"Mooncakes are not the exhibition."_s),
                  predicted(234, 243, u"Grammar_Usage"_s, u"1"_s, 0.35, QString())};
    PredictionImportSummary imported;
    ImportError importError;
    QVERIFY2(PredictionImport(*m_project, u"judge-7b"_s, false)
                 .run(coordinator, {PredictionFile{u"judge.jsonl"_s, {item}}}, &imported, &importError),
             qPrintable(importError.message()));
    const QString annotator = DemoProject::annotatorNames().first();
    SeedSummary seeded;
    QVERIFY2(SuggestionSeed::seed(*m_project, coordinator, u"judge-7b"_s, {annotator}, {}, &seeded, &error),
             qPrintable(error));
    QCOMPARE(seeded.suggestions, 4);
    m_item = m_project->items().findByExternalId(u"demo-12"_s)->id;
    m_view = new AnnotateView;
    m_view->resize(1200, 760);
    m_view->setProject(m_project.get(), m_project->people().findByName(annotator)->id);
    m_view->setQueue({m_item});
    QVERIFY(m_view->showItem(m_item));
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
    m_view->textView()->setFocus();
}

void SuggestionViewTest::cleanup()
{
    delete m_view;
    m_project.reset();
}

QString SuggestionViewTest::barText() const
{
    QStringList texts;
    for (const QLabel *label : m_view->suggestionBar()->findChildren<QLabel *>()) texts << label->text();
    return texts.join(u'\n');
}

void SuggestionViewTest::stepAcceptRejectUndoWithKeys()
{
    SpanTextView *text = m_view->textView();
    SuggestionBar *bar = m_view->suggestionBar();
    AnnotationDocument *doc = m_view->document();
    QVERIFY(bar->isVisible());
    QVERIFY2(barText().contains(u"4 suggestions to decide"_s), qPrintable(barText()));
    QVERIFY(doc->spans().isEmpty());
    QCOMPARE(bar->visuals().size(), 4);
    QVERIFY(!text->laneRects(3).isEmpty()); // drawn, after no spans of hers

    // Least confident first: the grammar one (0.35) is where she starts, as soon as she picks the order.
    bar->findChild<QComboBox *>()->setCurrentIndex(int(SuggestionQueue::Order::LeastConfident));
    QCOMPARE(bar->currentPosition(), 0);
    QTest::keyClick(text, Qt::Key_F8);
    QCOMPARE(bar->currentPosition(), 1);
    QTest::keyClick(text, Qt::Key_F8, Qt::ShiftModifier);
    QCOMPARE(bar->currentPosition(), 0);
    QCOMPARE(text->selectedSpan(), 0);
    QVERIFY2(barText().contains(u"Suggestion 1 of 4"_s), qPrintable(barText()));
    QVERIFY2(barText().contains(u"0.35"_s), qPrintable(barText()));
    QTest::keyClick(text, Qt::Key_Delete); // not an error: rejected, and the next one is current
    QCOMPARE(queue()->undecided().size(), 3);
    QVERIFY(doc->spans().isEmpty());
    QVERIFY2(barText().contains(u"0.64"_s), qPrintable(barText()));
    QTest::keyClick(text, Qt::Key_Z, Qt::ControlModifier); // taken back
    QCOMPARE(queue()->undecided().size(), 4);
    QTest::keyClick(text, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(queue()->undecided().size(), 3);

    QTest::keyClick(text, Qt::Key_Insert); // the off-prompt one (0.64), as it is
    QCOMPARE(doc->spans().size(), 1);
    QCOMPARE(doc->spans().first().typeKey, u"Off-prompt"_s);
    QCOMPARE(doc->spans().first().range, (TextRange{186, 214, TextSide::Generation}));
    QCOMPARE(bar->visuals().size(), 2);
    QCOMPARE(text->selectedSpan(), 1); // her one span, then the current suggestion
    QCoreApplication::processEvents(); // the bar grew for a longer rationale: let the layout follow
    saveScreenshot(m_view, u"annotate-suggestions.png"_s);

    QTest::keyClick(text, Qt::Key_Insert, Qt::ControlModifier); // the flash one, into the editor
    QCOMPARE(doc->spans().size(), 2);
    QCOMPARE(m_view->editor()->currentSpan(), 1);
    QTest::keyClick(text, Qt::Key_2); // a milder severity: now "edited"
    QCOMPARE(doc->spans().at(1).severityKey, u"2"_s);
    const Suggestion &flash = queue()->all().at(queue()->indexOf(queue()->all().at(1).id));
    QCOMPARE(provenanceOf(flash, &doc->spans().at(1)), Provenance::Edited);
    QVERIFY(!queue()->submissionQuestion().isEmpty()); // the Ming one is left
    QCOMPARE(doc->assignment().state, AssignmentState::InProgress);

    // The reviewer's span record tells where each span came from.
    QVERIFY2(doc->submit(), qPrintable(doc->lastError()));
    const auto review = loadReviewItem(*m_project, doc->assignment().id, 0);
    QVERIFY(review);
    SpanRecordPanel record;
    record.show(*review, doc->spans().at(1).id, &m_project->taxonomy());
    QVERIFY2(record.text().contains(u"suggested by judge-7b, then edited: severity"_s), qPrintable(record.text()));
    record.resize(460, 300);
    record.QWidget::show();
    QVERIFY(QTest::qWaitForWindowExposed(&record));
    saveScreenshot(&record, u"review-span-origin.png"_s);
    // The review queue shows the lowest confidence kept from a suggestion, and sorts by it.
    ReviewQueueModel queueModel;
    queueModel.setRows(ReviewQueue::load(*m_project));
    ReviewQueuePanel queuePanel(&queueModel);
    queuePanel.refreshFilter();
    queuePanel.resize(900, 360);
    queuePanel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&queuePanel));
    QVERIFY(!queuePanel.view()->isColumnHidden(ReviewQueueModel::ConfidenceColumn));
    queuePanel.view()->sortByColumn(ReviewQueueModel::ConfidenceColumn, Qt::AscendingOrder);
    QCOMPARE(queuePanel.view()->model()->index(0, ReviewQueueModel::ConfidenceColumn).data().toString(), u"0.64"_s);
    saveScreenshot(&queuePanel, u"review-queue-confidence.png"_s);
    record.show(*review, doc->spans().at(0).id, &m_project->taxonomy());
    QVERIFY2(record.text().contains(u"suggested by judge-7b and kept as it was"_s), qPrintable(record.text()));

    // The coordinator's Annotators tab: of 4 offered, 1 kept, 1 edited (severity), 1 rejected, 1 open.
    AnnotatorDashboard dashboard;
    dashboard.resize(1200, 640);
    dashboard.setDashboard(AnnotatorStatsCalculator::compute(*m_project));
    QAbstractItemModel *table = dashboard.suggestionView()->model();
    QCOMPARE(table->rowCount(), 1);
    const auto cell = [table](int column) { return table->index(0, column).data().toString(); };
    QCOMPARE(cell(SuggestionTableModel::SystemColumn), u"judge-7b"_s);
    QCOMPARE(cell(SuggestionTableModel::OfferedColumn), u"4"_s);
    QCOMPARE(cell(SuggestionTableModel::KeptColumn), u"1 (25%)"_s);
    QCOMPARE(cell(SuggestionTableModel::EditedColumn), u"1 (25%)"_s);
    QCOMPARE(cell(SuggestionTableModel::RejectedColumn), u"1 (25%)"_s);
    QCOMPARE(cell(SuggestionTableModel::UndecidedColumn), u"1 (25%)"_s);
    QCOMPARE(cell(SuggestionTableModel::FieldsColumn), u"severity 1"_s);
    dashboard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dashboard));
    QVERIFY(dashboard.suggestionView()->isVisible());
    saveScreenshot(&dashboard, u"annotators-suggestions.png"_s);
}

void SuggestionViewTest::blindProjectHidesTheSystem()
{
    QTest::keyClick(m_view->textView(), Qt::Key_F8);
    QVERIFY2(barText().contains(u"from a system"_s), qPrintable(barText())); // the demo is blind
    QVERIFY(!barText().contains(u"judge-7b"_s));
    QVERIFY(m_project->settings().setValue(SettingKey::BlindMode, u"0"_s));
    m_view->setProject(m_project.get(), m_view->document()->assignment().annotatorId);
    m_view->setQueue({m_item});
    QVERIFY(m_view->showItem(m_item));
    QTest::keyClick(m_view->textView(), Qt::Key_F8);
    QVERIFY2(barText().contains(u"from judge-7b"_s), qPrintable(barText()));
}

QTEST_MAIN(SuggestionViewTest)
#include "suggestionview_test.moc"
