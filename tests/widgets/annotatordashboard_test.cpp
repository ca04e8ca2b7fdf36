// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "application.h"
#include "mainwindow.h"

#include "model/document/annotatortablemodel.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/qualityrepository.h"
#include "model/storage/spanrepository.h"
#include "model/project/annotatorstats.h"
#include "widgets/review/annotatordashboard.h"

#include <QLabel>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::TestHelpers;

class AnnotatorDashboardTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void coordinatorsSeeTheAnnotatorsTab();
    void flagsFollowTheSelectedAnnotator();
    void emptyProjectSaysSo();

private:
    QTemporaryDir m_dir;
    QString m_demoPath;
};

void AnnotatorDashboardTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_demoPath = m_dir.filePath(u"demo.errata"_s);
    QString error;
    QVERIFY2(DemoProject::create(m_demoPath, &error), qPrintable(error));
}

void AnnotatorDashboardTest::coordinatorsSeeTheAnnotatorsTab()
{
    {
        Application app;
        QVERIFY(app.start({m_demoPath, false, DemoProject::reviewerName(), {}}));
        auto *tabs = qobject_cast<QTabWidget *>(app.window()->annotatorDashboard()->parentWidget()->parentWidget());
        QVERIFY(tabs);
        QVERIFY(!tabs->isTabVisible(tabs->indexOf(app.window()->annotatorDashboard())));
    }
    Application app;
    QVERIFY(app.start({m_demoPath, false, DemoProject::coordinatorName(), {}}));
    AnnotatorDashboard *dashboard = app.window()->annotatorDashboard();
    auto *tabs = qobject_cast<QTabWidget *>(dashboard->parentWidget()->parentWidget());
    QVERIFY(tabs->isTabVisible(tabs->indexOf(dashboard)));
    tabs->setCurrentWidget(dashboard);
    app.window()->resize(1400, 860);
    QVERIFY(QTest::qWaitForWindowExposed(app.window()));
    QTableView *view = dashboard->annotatorView();
    QCOMPARE(view->model()->rowCount(), DemoProject::annotatorNames().size());
    // Every demo annotator was scored on the training item (demo-02).
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        const QString text = view->model()->index(row, AnnotatorTableModel::QualificationColumn).data().toString();
        QVERIFY2(text.contains(u"passed"_s) || text.contains(u"failed"_s), qPrintable(text));
    }
    // Sorting by flags (descending) puts the most-flagged annotator first.
    view->sortByColumn(AnnotatorTableModel::FlagsColumn, Qt::DescendingOrder);
    QVERIFY(view->model()->index(0, AnnotatorTableModel::FlagsColumn).data().toInt()
            >= view->model()->index(view->model()->rowCount() - 1, AnnotatorTableModel::FlagsColumn).data().toInt());
    saveScreenshot(app.window(), u"annotator-dashboard.png"_s);
}

void AnnotatorDashboardTest::flagsFollowTheSelectedAnnotator()
{
    QString error;
    auto project = Project::open(m_demoPath, &error);
    QVERIFY2(project, qPrintable(error));
    // A second count of the demo's flags, independent of QualityControl: on the known-bad item,
    // every planted (gold) span that no span of a finished annotator layer touches.
    const AttentionCheck bad = project->quality().attentionChecks().first();
    QCOMPARE(bad.kind, AttentionKind::KnownBad);
    const QList<Span> planted = project->spans().spansOfLayer(bad.referenceLayerId);
    QVERIFY(planted.size() >= 3);
    QHash<qint64, int> missedBy;
    int missed = 0;
    for (const Assignment &assignment : project->assignments().forItem(bad.itemId)) {
        const QList<Span> mine =
            project->spans().spansOfLayer(*project->spans().annotatorLayer(bad.itemId, assignment.annotatorId));
        for (const Span &p : planted) {
            const bool touched = std::any_of(mine.cbegin(), mine.cend(), [&](const Span &s) {
                return s.range.begin < p.range.end && p.range.begin < s.range.end;
            });
            missedBy[assignment.annotatorId] += touched ? 0 : 1;
            missed += touched ? 0 : 1;
        }
    }
    QVERIFY(missed > 0); // the demo has something to show

    AnnotatorDashboard dashboard;
    dashboard.resize(1100, 700);
    dashboard.setDashboard(AnnotatorStatsCalculator::compute(*project));
    dashboard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dashboard));
    QCOMPARE(dashboard.visibleFlagCount(), missed); // nobody selected: everyone's flags
    QTableView *view = dashboard.annotatorView();
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        view->setCurrentIndex(view->model()->index(row, 0));
        const qint64 person = view->model()->index(row, 0).data(AnnotatorTableModel::PersonIdRole).toLongLong();
        QCOMPARE(dashboard.visibleFlagCount(), missedBy.value(person));
        QCOMPARE(view->model()->index(row, AnnotatorTableModel::FlagsColumn).data().toInt(), missedBy.value(person));
    }
    // Evidence: what was expected and what was given, for the last selected annotator's flags.
    for (int row = 0; row < dashboard.flagView()->model()->rowCount(); ++row) {
        QVERIFY(
            !dashboard.flagView()->model()->index(row, QcFlagTableModel::ExpectedColumn).data().toString().isEmpty());
        QCOMPARE(dashboard.flagView()->model()->index(row, QcFlagTableModel::GivenColumn).data().toString(),
                 u"nothing marked there"_s);
    }
}

void AnnotatorDashboardTest::emptyProjectSaysSo()
{
    AnnotatorDashboard dashboard;
    dashboard.resize(700, 400);
    dashboard.setDashboard({});
    QVERIFY(!dashboard.suggestionView()->isVisibleTo(&dashboard)); // no system offered anything
    dashboard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dashboard));
    QVERIFY(!dashboard.annotatorView()->isVisible());
    bool saysSo = false;
    for (QLabel *label : dashboard.findChildren<QLabel *>()) {
        saysSo = saysSo || (label->isVisible() && label->text() == u"This project has no annotators yet."_s);
    }
    QVERIFY(saysSo);
    saveScreenshot(&dashboard, u"annotator-dashboard-empty.png"_s);
}

QTEST_MAIN(AnnotatorDashboardTest)
#include "annotatordashboard_test.moc"
