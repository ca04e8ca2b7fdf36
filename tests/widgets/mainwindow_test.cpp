// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "application.h"
#include "mainwindow.h"

#include "model/project/demoproject.h"
#include "model/project/project.h"
#include "widgets/items/itemlistpanel.h"
#include "widgets/itemview/itempreview.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

// The real window on the demo project, offscreen: what a user sees first.
class MainWindowTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void opensTheDemoProject();
    void annotatorSeesOwnQueue();
    void filteringByMetadata();

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
    QVERIFY(!window->grab().isNull());
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
    QTableView *view = app.window()->itemList()->view();
    QCOMPARE(view->model()->rowCount(), 12); // every item is assigned to every demo annotator
    // Status column shows this annotator's own state; item 12 is new for everyone.
    QCOMPARE(view->model()->index(11, 4).data().toString(), u"New"_s);
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

QTEST_MAIN(MainWindowTest)
#include "mainwindow_test.moc"
