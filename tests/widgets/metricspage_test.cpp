// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Corpus tab's Metrics page on the real OpenMEVA MANS ROC file: the same numbers as errata-cli
// correlate (its CSV export against the CLI's TSV), the scatter plot, and the empty state.
#include "widgets/corpus/metricspage.h"

#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "tests/openmevastudy.h"
#include "tests/testsupport.h"
#include "widgets/corpus/corpuspanel.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::TestHelpers;

class MetricsPageTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void pageShowsWhatTheCliPrints();
    void errorTypeSetsAsTheCliPrintsThem();
    void projectWithoutMetricsSaysHowToAddThem();

private:
    // The panel on the project, on screen, at the size the screenshots use; null when it never appeared.
    MetricsPage *show(CorpusPanel &panel, Project &project)
    {
        panel.resize(1280, 720);
        panel.setProject(&project);
        panel.show();
        return QTest::qWaitForWindowExposed(&panel) ? panel.metrics() : nullptr;
    }
    TestSupport::Run cli(const QStringList &arguments)
    {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    QTemporaryDir m_dir;
    QString m_path;
};

void MetricsPageTest::initTestCase()
{
    const QString data = qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s);
    m_path = m_dir.filePath(u"roc.errata"_s);
    const TestSupport::Run import =
        cli({u"import"_s, m_path, u"--format"_s, u"openmeva-json"_s, data + u"/openmeva/mans_roc.json"_s});
    QVERIFY2(import.exitCode == 0, qPrintable(import.err));
    // The metric: each story's length in words (input data; what is tested is what is done with it).
    QByteArray csv = "item,metric,score\n";
    {
        QString error;
        auto project = Project::openForReading(m_path, &error);
        QVERIFY2(project, qPrintable(error));
        for (const Item &item : project->items().all()) {
            if (item.metadata.value(u"model"_s) == "human"_L1) continue;
            csv += item.externalId.toUtf8() + ",length,"
                + QByteArray::number(item.generation.split(u' ', Qt::SkipEmptyParts).size()) + '\n';
        }
    }
    QFile file(m_dir.filePath(u"length.csv"_s));
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(csv) == csv.size());
    file.close();
    const TestSupport::Run metrics = cli({u"metrics"_s, u"import"_s, m_path, file.fileName()});
    QVERIFY2(metrics.exitCode == 0, qPrintable(metrics.err));
}

void MetricsPageTest::pageShowsWhatTheCliPrints()
{
    QString error;
    auto project = Project::open(m_path, &error);
    QVERIFY2(project, qPrintable(error));
    CorpusPanel panel;
    MetricsPage *page = show(panel, *project);
    QVERIFY(page);
    QSignalSpy shown(page, &MetricsPage::correlationsShown);
    panel.findChild<QTabWidget *>()->setCurrentWidget(page); // computed when first shown
    QVERIFY(shown.wait(20000));
    QCOMPARE(page->table()->rowCount(), 1);
    QVERIFY2(page->table()->item(0, 2)->text().startsWith(u"-0.122 ["_s),
             qPrintable(page->table()->item(0, 2)->text()));
    page->byChoice()->setCurrentIndex(page->byChoice()->findData(u"model"_s));
    page->recompute();
    QVERIFY(shown.wait(20000));
    QCOMPARE(page->table()->rowCount(), 6); // all, then the five models
    QVERIFY(page->scatter()->figure());
    QCoreApplication::processEvents();
    saveScreenshot(&panel, u"corpus-metrics.png"_s);

    // The CSV export holds every digit errata-cli correlate prints, row for row.
    const QString exported = m_dir.filePath(u"page.csv"_s);
    QVERIFY2(page->exportTable(exported, &error), qPrintable(error));
    const TestSupport::Run tsv =
        cli({u"--format"_s, u"tsv"_s, u"correlate"_s, m_path, u"--metric"_s, u"length"_s, u"--by"_s, u"model"_s});
    QVERIFY2(tsv.exitCode == 0, qPrintable(tsv.err));
    const QStringList pageRows = QString::fromUtf8(TestSupport::readAll(exported)).split(u'\n', Qt::SkipEmptyParts);
    const QStringList cliRows = tsv.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(pageRows.size(), cliRows.size());
    for (qsizetype r = 1; r < cliRows.size(); ++r) {
        const QStringList a = pageRows.at(r).split(u','), b = cliRows.at(r).split(u'\t');
        QCOMPARE(a.size(), b.size());
        for (qsizetype c = 1; c < a.size(); ++c) QCOMPARE(a.at(c).toDouble(), b.at(c).toDouble());
    }
    const QString png = m_dir.filePath(u"page.png"_s);
    QVERIFY2(page->exportFigure(png, &error), qPrintable(error));
    QCOMPARE(QImage(png).size(), QSize(1280, 960));
}

// OpenMEVA's error-type sets on the study of tests/openmevastudy.h (its numbers are worked by hand in
// errortypesets_test): the page's table and CSV against errata-cli correlate --error-types.
void MetricsPageTest::errorTypeSetsAsTheCliPrintsThem()
{
    const QString path = m_dir.filePath(u"deductions.errata"_s);
    QString error;
    QVERIFY2(TestSupport::writeOpenMevaStudy(m_dir.path(), path, &error), qPrintable(error));
    auto project = Project::open(path, &error);
    QVERIFY2(project, qPrintable(error));
    CorpusPanel panel;
    MetricsPage *page = show(panel, *project);
    QVERIFY(page);
    QSignalSpy shown(page, &MetricsPage::correlationsShown);
    panel.findChild<QTabWidget *>()->setCurrentWidget(page);
    QVERIFY(shown.wait(20000));
    page->humanChoice()->setCurrentIndex(page->humanChoice()->findData(MetricsPage::ErrorTypeSetsChoice));
    page->byChoice()->setCurrentIndex(page->byChoice()->findData(u"model"_s));
    page->recompute();
    QVERIFY(shown.wait(20000));
    QCOMPARE(page->table()->rowCount(), 12); // four reasons for all stories, model a and model b
    QCOMPARE(page->table()->item(0, 1)->text(), u"Repetitive plot"_s);
    QCOMPARE(page->table()->item(0, 3)->text(), u"2"_s);
    QVERIFY2(page->table()->item(0, 4)->text().startsWith(u"0.784 ["_s), qPrintable(page->table()->item(0, 4)->text()));
    QVERIFY(page->scatter()->isHidden());
    QCoreApplication::processEvents();
    saveScreenshot(&panel, u"corpus-metrics-errortypes.png"_s);

    const QString exported = m_dir.filePath(u"errortypes.csv"_s);
    QVERIFY2(page->exportTable(exported, &error), qPrintable(error));
    const TestSupport::Run tsv = cli({u"--format"_s, u"tsv"_s, u"correlate"_s, path, u"--metric"_s, u"m"_s,
                                      u"--error-types"_s, u"--by"_s, u"model"_s});
    QVERIFY2(tsv.exitCode == 0, qPrintable(tsv.err));
    const QStringList pageRows = QString::fromUtf8(TestSupport::readAll(exported)).split(u'\n', Qt::SkipEmptyParts);
    const QStringList cliRows = tsv.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(pageRows.size(), 13);
    QCOMPARE(pageRows.size(), cliRows.size());
    for (qsizetype r = 1; r < cliRows.size(); ++r) {
        const QStringList a = pageRows.at(r).split(u','), b = cliRows.at(r).split(u'\t');
        QCOMPARE(a.mid(0, 4), b.mid(0, 4));
        for (qsizetype c = 4; c < a.size(); ++c) QCOMPARE(a.at(c).toDouble(), b.at(c).toDouble());
    }
    QVERIFY(!page->exportFigure(m_dir.filePath(u"none.png"_s), &error));
}

void MetricsPageTest::projectWithoutMetricsSaysHowToAddThem()
{
    const QString bare = m_dir.filePath(u"bare.errata"_s);
    QVERIFY(cli({u"init"_s, bare, u"--coordinator"_s, u"Priya"_s}).exitCode == 0);
    QString error;
    auto project = Project::open(bare, &error);
    QVERIFY2(project, qPrintable(error));
    MetricsPage page;
    page.setProject(project.get());
    QCOMPARE(page.findChild<QStackedWidget *>()->currentIndex(), 0);
    QVERIFY(page.metricChoice()->count() == 0);
}

QTEST_MAIN(MetricsPageTest)
#include "metricspage_test.moc"
