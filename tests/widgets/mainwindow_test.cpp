// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "application.h"
#include "mainwindow.h"

#include "model/document/itemlistmodel.h"
#include "model/document/reviewqueuemodel.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "widgets/dialogs/welcomedialog.h"
#include "widgets/dialogs/whoareyoudialog.h"
#include "widgets/items/itemlistpanel.h"
#include "widgets/itemview/itempreview.h"
#include "widgets/corpus/corpuspanel.h"
#include "widgets/review/annotatordashboard.h"
#include "widgets/review/reviewqueuepanel.h"
#include "widgets/review/reviewview.h"

#include <QCommandLinkButton>
#include <QComboBox>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QLabel>
#include <QLineEdit>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::TestHelpers;

// The real window on the demo project, offscreen: what a user sees first.
class MainWindowTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void opensTheDemoProject();
    void annotatorSeesOwnQueue();
    void coordinatorTabsComputeWhenShown();
    void filteringByMetadata();
    void dialogsOfferTheirChoices();
    void reviewerClaimsFromTheQueue();
    void queueFiltersByRoundAndMetadata();
    void sortedListReadsItsScreenAtOnce();

private:
    QTemporaryDir m_dir;
    QString m_demoPath;
};

void MainWindowTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // keep the user's settings and last project out of it
    m_demoPath = m_dir.filePath(u"demo.errata"_s);
    QString error;
    QVERIFY2(DemoProject::create(m_demoPath, &error), qPrintable(error));
}

void MainWindowTest::opensTheDemoProject()
{
    Application app;
    QVERIFY(app.start({m_demoPath, false, DemoProject::coordinatorName(), {}}));
    MainWindow *window = app.window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QVERIFY(window->windowTitle().contains(u"Errata demo"_s));
    QCOMPARE(window->itemList()->visibleCount(), 12);
    // The first item is selected and its prompt and generation are shown.
    const Item first = app.project()->items().all().first();
    QTRY_VERIFY(window->preview()->plainText().contains(first.prompt));
    QVERIFY(window->preview()->plainText().contains(first.generation.left(60)));
    const QString status = window->statusBar()->findChild<QLabel *>()->text();
    QVERIFY2(status.contains(DemoProject::coordinatorName()), qPrintable(status));
    QVERIFY(status.contains(u"Coordinator"_s));
    // Work packages are the coordinator's to hand out.
    QVERIFY(window->makePackageAction()->isEnabled());
    QVERIFY(window->mergePackageAction()->isEnabled());
    QVERIFY(!window->grab().isNull());
    saveScreenshot(window, u"main-window.png"_s);
    // A Chinese item (TGEA's annotators work in Chinese): the list filters to it and the preview shows it.
    QLineEdit *filter = window->itemList()->findChild<QLineEdit *>();
    QTest::keyClicks(filter, u"weather"_s);
    QCOMPARE(window->itemList()->visibleCount(), 1);
    QTRY_VERIFY(window->preview()->plainText().contains(u"台风"_s));
    saveScreenshot(window, u"main-window-chinese.png"_s);
}

// The Corpus and Annotators tabs read every finished layer: not while the window opens behind another
// tab, but when they are first shown (issue #22).
void MainWindowTest::coordinatorTabsComputeWhenShown()
{
    Application app;
    QVERIFY(app.start({m_demoPath, false, DemoProject::coordinatorName(), {}}));
    MainWindow *window = app.window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    auto *tabs = qobject_cast<QTabWidget *>(window->corpusPanel()->parentWidget()->parentWidget());
    QVERIFY(tabs);
    QVERIFY(tabs->currentWidget() != window->corpusPanel());
    QVERIFY(tabs->currentWidget() != window->annotatorDashboard());
    QVERIFY(window->corpusPanel()->corpusTable().metaKeys.isEmpty());
    QCOMPARE(window->annotatorDashboard()->annotatorView()->model()->rowCount(), 0);
    tabs->setCurrentWidget(window->corpusPanel());
    QTRY_VERIFY(window->corpusPanel()->corpusTable().metaKeys.contains(u"model"_s));
    tabs->setCurrentWidget(window->annotatorDashboard());
    QTRY_VERIFY(window->annotatorDashboard()->annotatorView()->model()->rowCount() > 0);

    // The Overview lays out an item's whole text only when it is shown, and then shows the item chosen last.
    const QList<Item> items = app.project()->items().all();
    auto *overview = window->preview()->findChild<QTextBrowser *>();
    QVERIFY(overview);
    window->itemList()->selectItem(items.at(2).id);
    window->itemList()->selectItem(items.at(3).id);
    QVERIFY(!overview->toPlainText().contains(items.at(2).generation.left(40)));
    QVERIFY(!overview->toPlainText().contains(items.at(3).generation.left(40)));
    tabs->setCurrentWidget(window->preview());
    QVERIFY(overview->toPlainText().contains(items.at(3).generation.left(40)));
}

void MainWindowTest::annotatorSeesOwnQueue()
{
    Application app;
    const QString annotator = DemoProject::annotatorNames().constLast();
    QVERIFY(app.start({m_demoPath, false, annotator, {}}));
    // An annotator starts on their own queue: the annotator filter is set to them.
    const auto combos = app.window()->itemList()->findChildren<QComboBox *>();
    const auto byAnnotator = std::find_if(combos.cbegin(), combos.cend(), [](QComboBox *combo) {
        return combo->accessibleName().contains(u"annotator"_s);
    });
    QVERIFY(byAnnotator != combos.cend());
    QCOMPARE((*byAnnotator)->currentText(), annotator);
    QVERIFY(!app.window()->makePackageAction()->isEnabled());
    QVERIFY(!app.window()->mergePackageAction()->isEnabled());
    QTableView *view = app.window()->itemList()->view();
    QCOMPARE(view->model()->rowCount(), 12); // every item is assigned to every demo annotator
    // Status column shows this annotator's own state; item 12 (the last) is new for everyone. The demo is
    // blind: the annotator's rows are in an order of their own, with opaque ids and no model.
    const qint64 last = app.project()->items().all().constLast().id;
    int lastRow = -1, opaque = 0;
    for (int row = 0; row < 12; ++row) {
        if (view->model()->index(row, 0).data(ItemListModel::ItemIdRole).toLongLong() == last) lastRow = row;
        opaque += view->model()->index(row, ItemListModel::IdColumn).data().toString().startsWith(u'#');
        QVERIFY(view->model()->index(row, ItemListModel::ModelColumn).data().toString().isEmpty());
    }
    QVERIFY(lastRow >= 0);
    QCOMPARE(opaque, 12);
    QCOMPARE(view->model()->index(lastRow, ItemListModel::StatusColumn).data().toString(), u"New"_s);
    // The list reads each row's text from the project as it shows the row: its start, in one line.
    const QString generation = app.project()->items().all().constLast().generation;
    QVERIFY(generation.size() > 120);
    QCOMPARE(view->model()->index(lastRow, ItemListModel::TextColumn).data().toString(),
             generation.left(120).simplified());
    // Claiming is for reviewers, and a blind project's queue would say who handed in what: none for them.
    const QList<Assignment> all = app.project()->assignments().all();
    QVERIFY(std::any_of(all.cbegin(), all.cend(),
                        [](const Assignment &a) { return a.state == AssignmentState::Submitted; }));
    QCOMPARE(app.window()->reviewQueue()->visibleCount(), 0);
    app.window()->reviewQueue()->resize(900, 300);
    saveScreenshot(app.window()->reviewQueue(), u"review-queue-annotator.png"_s);
}

void MainWindowTest::filteringByMetadata()
{
    Application app;
    QVERIFY(app.start({m_demoPath, false, DemoProject::reviewerName(), {}}));
    QLineEdit *filter = app.window()->itemList()->findChild<QLineEdit *>();
    QVERIFY(filter);
    QTest::keyClicks(filter, u"topic=weather"_s);
    QCOMPARE(app.window()->itemList()->visibleCount(), 1);
    filter->clear();
    QCOMPARE(app.window()->itemList()->visibleCount(), 12);
}

void MainWindowTest::dialogsOfferTheirChoices()
{
    WelcomeDialog welcome;
    welcome.show();
    QVERIFY(QTest::qWaitForWindowExposed(&welcome));
    const auto buttons = welcome.findChildren<QCommandLinkButton *>();
    QCOMPARE(buttons.size(), 4);
    buttons.first()->click(); // the demo project is the first, focused choice
    QCOMPARE(welcome.choice(), WelcomeDialog::Choice::DemoProject);
    QCOMPARE(welcome.result(), int(QDialog::Accepted));
    WelcomeDialog again; // a team's server is the last (someone who cancelled its sign-in gets back there)
    again.findChildren<QCommandLinkButton *>().last()->click();
    QCOMPARE(again.choice(), WelcomeDialog::Choice::ConnectToServer);

    QString error;
    auto project = Project::open(m_demoPath, &error);
    QVERIFY(project);
    const QList<Person> people = project->people().all();
    const Person coordinator = *project->people().findByName(DemoProject::coordinatorName());
    WhoAreYouDialog who(people, coordinator.id);
    who.show();
    QVERIFY(QTest::qWaitForWindowExposed(&who));
    QCOMPARE(who.personId(), coordinator.id);
    const QComboBox *roles = who.findChild<QComboBox *>();
    QCOMPARE(roles->count(), 2); // the demo coordinator also reviews
    QListWidget *list = who.findChild<QListWidget *>();
    list->setCurrentRow(0);
    QCOMPARE(who.personId(), people.first().id);
    QCOMPARE(roles->count(), 1);
    QCOMPARE(who.role(), Role::Annotator);
    saveScreenshot(&who, u"who-are-you.png"_s);
    saveScreenshot(&welcome, u"welcome.png"_s);
}

void MainWindowTest::reviewerClaimsFromTheQueue()
{
    Application app;
    QVERIFY(app.start({m_demoPath, false, DemoProject::reviewerName(), {}}));
    ReviewQueuePanel *queue = app.window()->reviewQueue();
    // Counted independently: the demo's assignments that are submitted or in review.
    int waiting = 0;
    for (const Assignment &assignment : app.project()->assignments().all()) {
        waiting += assignment.state == AssignmentState::Submitted || assignment.state == AssignmentState::InReview;
    }
    QVERIFY(waiting > 0);
    QCOMPARE(queue->visibleCount(), waiting);
    QTableView *view = queue->view();
    auto *tabs = qobject_cast<QTabWidget *>(queue->parentWidget()->parentWidget());
    QVERIFY(tabs);
    tabs->setCurrentWidget(queue);
    QVERIFY(QTest::qWaitForWindowExposed(app.window()));
    // Claim the first row nobody has claimed yet; it then shows the reviewer's name.
    int row = 0;
    while (!view->model()->index(row, ReviewQueueModel::StateColumn).data().toString().startsWith(u"Submitted"_s)) {
        ++row;
    }
    const QString item = view->model()->index(row, ReviewQueueModel::ItemColumn).data().toString();
    const QString annotator = view->model()->index(row, ReviewQueueModel::AnnotatorColumn).data().toString();
    view->setCurrentIndex(view->model()->index(row, 0));
    auto *claim = queue->findChild<QPushButton *>();
    QVERIFY(claim && claim->isEnabled());
    claim->click();
    bool found = false;
    for (int r = 0; r < view->model()->rowCount(); ++r) {
        if (view->model()->index(r, ReviewQueueModel::ItemColumn).data().toString() == item
            && view->model()->index(r, ReviewQueueModel::AnnotatorColumn).data().toString() == annotator) {
            found = true;
            QVERIFY(view->model()
                        ->index(r, ReviewQueueModel::StateColumn)
                        .data()
                        .toString()
                        .contains(DemoProject::reviewerName()));
        }
    }
    QVERIFY(found);
    // Claiming opens the item for review; the queue stays one tab away.
    QCOMPARE(tabs->currentWidget(), static_cast<QWidget *>(app.window()->reviewView()));
    QCOMPARE(app.window()->reviewView()->headerText().section(u" · "_s, 0, 0), item);
    tabs->setCurrentWidget(queue);
    saveScreenshot(app.window(), u"review-queue.png"_s);
}

void MainWindowTest::queueFiltersByRoundAndMetadata()
{
    Application app;
    QVERIFY(app.start({m_demoPath, false, DemoProject::reviewerName(), {}}));
    ReviewQueuePanel *queue = app.window()->reviewQueue();
    // Counted independently from the file: waiting work on gpt2-xl items, and resubmissions.
    QHash<qint64, QString> model;
    for (const Item &item : app.project()->items().all()) model.insert(item.id, item.metadata.value(u"model"_s));
    int gpt2 = 0, resubmitted = 0, all = 0;
    for (const Assignment &a : app.project()->assignments().all()) {
        if (a.state != AssignmentState::Submitted && a.state != AssignmentState::InReview) continue;
        ++all;
        gpt2 += model.value(a.itemId) == "gpt2-xl"_L1;
        resubmitted += a.iteration == 2;
    }
    QVERIFY(gpt2 > 0 && gpt2 < all);
    auto *metadata = queue->findChild<QLineEdit *>();
    metadata->setText(u"model=gpt2-xl"_s);
    QCOMPARE(queue->visibleCount(), gpt2);
    metadata->clear();
    QCOMPARE(queue->visibleCount(), all);
    QComboBox *round = nullptr;
    for (QComboBox *box : queue->findChildren<QComboBox *>()) {
        if (box->findData(0) == 0 && box->itemText(0) == u"Any submission"_s) round = box;
    }
    QVERIFY(round);
    const int second = round->findData(2);
    if (resubmitted == 0) {
        QCOMPARE(second, -1); // only rounds that occur are offered
    } else {
        round->setCurrentIndex(second);
        QCOMPARE(queue->visibleCount(), resubmitted);
    }
}

// Sorted by topic, a screen of rows lies all over the corpus's order: the list reads their text in one
// query before it paints them (and again once scrolled), not a page of the corpus per row.
void MainWindowTest::sortedListReadsItsScreenAtOnce()
{
    QList<ItemRow> rows;
    for (int i = 0; i < 1000; ++i) {
        ItemRow row;
        row.item.id = i + 1;
        row.item.externalId = u"item-%1"_s.arg(i, 4, 10, QChar(u'0'));
        row.item.metadata.insert(u"topic"_s, u"t%1"_s.arg(i % 97, 2, 10, QChar(u'0'))); // 97 apart when sorted
        rows << row;
    }
    QList<QList<qint64>> asked;
    ItemListModel model;
    model.setRows(rows, [&asked](const QList<qint64> &ids) {
        asked << ids;
        QHash<qint64, QString> texts;
        for (const qint64 id : ids) texts.insert(id, u"text %1"_s.arg(id));
        return texts;
    });
    ItemListPanel panel(&model);
    panel.resize(500, 400);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTableView *view = panel.view();
    const auto idAt = [view](int row) {
        return view->model()->index(row, 0).data(ItemListModel::ItemIdRole).toLongLong();
    };
    for (const int scroll : {-1, 40}) {
        QSet<qint64> read; // what earlier paints read (the first screen, in the corpus's order, by page)
        for (const QList<qint64> &ids : asked) read.unite(QSet<qint64>(ids.cbegin(), ids.cend()));
        const qsizetype before = asked.size();
        if (scroll < 0) view->sortByColumn(ItemListModel::TopicColumn, Qt::AscendingOrder);
        if (scroll >= 0) view->verticalScrollBar()->setValue(scroll);
        view->viewport()->grab(); // paints the rows in view
        QCOMPARE(asked.size(), before + 1);
        QList<qint64> unread;
        for (int row = view->rowAt(0); row <= view->rowAt(view->viewport()->height() - 1); ++row) {
            if (!read.contains(idAt(row))) unread << idAt(row);
        }
        QVERIFY(unread.size() > 5);
        QList<qint64> last = asked.last();
        std::sort(last.begin(), last.end());
        std::sort(unread.begin(), unread.end());
        QCOMPARE(last, unread);
        const int top = view->rowAt(0);
        QCOMPARE(view->model()->index(top, ItemListModel::TextColumn).data().toString(), u"text %1"_s.arg(idAt(top)));
    }
}

QTEST_MAIN(MainWindowTest)
#include "mainwindow_test.moc"
