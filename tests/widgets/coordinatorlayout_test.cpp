// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 48, the coordinator's first look at 1280×800: the items dock is as wide as its filters and
// columns need (no "Any annotator" cut short, no state column pushed out), and the planner's preview
// shows more than two rows.
#include "application.h"
#include "mainwindow.h"
#include "model/document/itemlistmodel.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "widgets/items/itemlistpanel.h"
#include "widgets/study/studypanel.h"

#include <QComboBox>
#include <QPushButton>
#include <QDockWidget>
#include <QHeaderView>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::TestHelpers;

class CoordinatorLayoutTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void itemsDockAndPlannerAt1280x800();

private:
    QTemporaryDir m_dir;
};

// The demo as its coordinator, at the window's own size: the dock opens at the 440 px the window asks
// for, every filter and the Status column fit it, and the plan preview shows at least four rows.
void CoordinatorLayoutTest::itemsDockAndPlannerAt1280x800()
{
    const QString path = m_dir.filePath(u"demo.errata"_s);
    QString error;
    QVERIFY2(DemoProject::create(path, &error), qPrintable(error));
    Application app;
    QVERIFY(app.start({path, false, DemoProject::coordinatorName(), {}}));
    MainWindow *window = app.window();
    window->resize(1280, 800);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    ItemListPanel *list = window->itemList();
    for (QComboBox *box : list->findChildren<QComboBox *>()) {
        QVERIFY2(box->width() >= box->sizeHint().width(), qPrintable(box->currentText())); // "Any annotator" whole
    }
    QTableView *view = list->view();
    const int status = ItemListModel::StatusColumn;
    QVERIFY(!view->isColumnHidden(status));
    QVERIFY2(
        view->columnViewportPosition(status) + view->columnWidth(status) <= view->viewport()->width(),
        qPrintable(u"Status ends at %1 of %2"_s.arg(view->columnViewportPosition(status) + view->columnWidth(status))
                       .arg(view->viewport()->width())));
    saveScreenshot(window, u"items-dock-1280x800.png"_s);

    window->showStudyView();
    StudyPanel *study = window->studyPanel();
    QTRY_VERIFY(study->previewButton()->isVisible());
    QTest::mouseClick(study->previewButton(), Qt::LeftButton);
    QTableWidget *plan = study->previewTable();
    QVERIFY2(plan->rowCount() >= 5, "the demo's pool is larger than five");
    const int shown = plan->viewport()->height() / plan->rowHeight(0);
    QVERIFY2(shown >= 4, qPrintable(QString::number(shown)));
    saveScreenshot(window, u"study-planner-1280x800.png"_s);
}

QTEST_MAIN(CoordinatorLayoutTest)
#include "coordinatorlayout_test.moc"
