// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Corpus tab's Distributions page: span lengths on the real Scarecrow sample against errata-cli
// lengths (its CSV against the command's TSV, digit for digit), and ratings on the study of
// tests/openmevastudy.h worked by hand.
#include "widgets/corpus/distributionpage.h"

#include "model/project/project.h"
#include "tests/openmevastudy.h"
#include "tests/testsupport.h"
#include "widgets/corpus/corpuspanel.h"

#include <QComboBox>
#include <QImage>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;

class DistributionPageTest : public QObject
{
    Q_OBJECT

private slots:
    void spanLengthsAsTheCliPrintsThem();
    void ratingsByHand();

private:
    TestSupport::Run cli(const QStringList &arguments)
    {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    // Shows the page of a panel on path's project, chooses by, and waits for the numbers.
    DistributionPage *open(CorpusPanel &panel, Project &project, int quantity, const QString &by);
    QTemporaryDir m_dir;
};

DistributionPage *DistributionPageTest::open(CorpusPanel &panel, Project &project, int quantity, const QString &by)
{
    panel.resize(1280, 720);
    panel.setProject(&project);
    DistributionPage *page = panel.distributions();
    QSignalSpy shown(page, &DistributionPage::distributionsShown);
    panel.show();
    if (!QTest::qWaitForWindowExposed(&panel)) return nullptr;
    panel.findChild<QTabWidget *>()->setCurrentWidget(page); // computed when first shown
    if (!shown.wait(20000)) return nullptr;
    page->quantityChoice()->setCurrentIndex(page->quantityChoice()->findData(quantity));
    page->byChoice()->setCurrentIndex(page->byChoice()->findData(by));
    page->recompute();
    return shown.wait(20000) ? page : nullptr;
}

void DistributionPageTest::spanLengthsAsTheCliPrintsThem()
{
    const QString data = qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s)
        + u"/scarecrow-thresh-derived/thresh-7a06e57/scarecrow.json"_s;
    const QString path = m_dir.filePath(u"scarecrow.errata"_s);
    const TestSupport::Run import = cli({u"import"_s, path, u"--format"_s, u"thresh-json"_s, data});
    QVERIFY2(import.exitCode == 0, qPrintable(import.err));
    QString error;
    auto project = Project::open(path, &error);
    QVERIFY2(project, qPrintable(error));
    CorpusPanel panel;
    DistributionPage *page = open(panel, *project, DistributionPage::SpanLengths, u"model"_s);
    QVERIFY(page);
    QVERIFY(page->table()->rowCount() > 0);
    QVERIFY(page->boxes()->figure());
    TestHelpers::saveScreenshot(&panel, u"corpus-distributions.png"_s);

    const QString csv = m_dir.filePath(u"lengths.csv"_s);
    QVERIFY2(page->exportTable(csv, &error), qPrintable(error));
    const TestSupport::Run tsv = cli({u"--format"_s, u"tsv"_s, u"lengths"_s, path, u"--by"_s, u"model"_s});
    QVERIFY2(tsv.exitCode == 0, qPrintable(tsv.err));
    const QStringList pageRows = QString::fromUtf8(TestSupport::readAll(csv)).split(u'\n', Qt::SkipEmptyParts);
    const QStringList cliRows = tsv.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(pageRows.size(), cliRows.size());
    QCOMPARE(pageRows.size(), page->table()->rowCount() + 1);
    for (qsizetype r = 1; r < cliRows.size(); ++r) {
        const QStringList a = pageRows.at(r).split(u','), b = cliRows.at(r).split(u'\t');
        QCOMPARE(a.mid(0, 2), b.mid(0, 2));
        for (qsizetype c = 2; c < a.size(); ++c) QCOMPARE(a.at(c).toDouble(), b.at(c).toDouble());
    }
    const QString png = m_dir.filePath(u"lengths.png"_s);
    QVERIFY2(page->exportFigure(png, &error), qPrintable(error));
    QVERIFY(!QImage(png).isNull());
}

// Model a: r1 5 5 5 4 5, r3 4 4 4 4 4, u1 2 2 3 2 3, u4 2 3 3 3 3. Sorted, four 2s, six 3s, six 4s, four
// 5s: mean 70 / 20 = 3.5; numpy's quartiles at 19 · p: Q1 between the 5th and 6th values (3, 3) = 3,
// median between the 10th and 11th (3, 4) = 3.5, Q3 between the 15th and 16th (4, 4) = 4.
void DistributionPageTest::ratingsByHand()
{
    const QString path = m_dir.filePath(u"ratings.errata"_s);
    QString error;
    QVERIFY2(TestSupport::writeOpenMevaStudy(m_dir.path(), path, &error), qPrintable(error));
    auto project = Project::open(path, &error);
    QVERIFY2(project, qPrintable(error));
    CorpusPanel panel;
    DistributionPage *page = open(panel, *project, DistributionPage::Ratings, u"model"_s);
    QVERIFY(page);
    QCOMPARE(page->table()->rowCount(), 2);
    QVERIFY(!page->unitChoice()->isEnabled());
    const QString csv = m_dir.filePath(u"ratings.csv"_s);
    QVERIFY2(page->exportTable(csv, &error), qPrintable(error));
    const QStringList rows = QString::fromUtf8(TestSupport::readAll(csv)).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(rows.value(0), u"group,n,mean,min,q1,median,q3,max"_s);
    QCOMPARE(rows.value(1), u"a,20,3.5,2,3,3.5,4,5"_s);
    TestHelpers::saveScreenshot(&panel, u"corpus-distributions-ratings.png"_s);

    // Deduction reasons, counted from the fixture: on a (20 ratings), repetitive plot by three raters of u1 and
    // three of u4, unrelated events by one of u1; on b, chaotic scenes (−2) by three of u2, repetitive plot by
    // three of u2 and three of u5, unrelated events by four of u3.
    QSignalSpy shown(page, &DistributionPage::distributionsShown);
    page->quantityChoice()->setCurrentIndex(page->quantityChoice()->findData(DistributionPage::Deductions));
    page->recompute();
    QVERIFY(shown.wait(20000));
    QVERIFY(page->boxes()->isHidden());
    QVERIFY(!page->exportFigure(m_dir.filePath(u"none.png"_s), &error));
    QVERIFY2(page->exportTable(csv, &error), qPrintable(error));
    const QStringList deductions = QString::fromUtf8(TestSupport::readAll(csv)).split(u'\n', Qt::SkipEmptyParts);
    const QList<QStringList> expected{{u"a"_s, u"repetitive_plot"_s, u"20"_s, u"6"_s, u"0.3"_s, u"-1"_s},
                                      {u"a"_s, u"unrelated_events"_s, u"20"_s, u"1"_s, u"0.05"_s, u"-1"_s},
                                      {u"b"_s, u"chaotic_scenes"_s, u"20"_s, u"3"_s, u"0.15"_s, u"-2"_s},
                                      {u"b"_s, u"repetitive_plot"_s, u"20"_s, u"6"_s, u"0.3"_s, u"-1"_s},
                                      {u"b"_s, u"unrelated_events"_s, u"20"_s, u"4"_s, u"0.2"_s, u"-1"_s}};
    QCOMPARE(deductions.size(), expected.size() + 1);
    for (qsizetype r = 0; r < expected.size(); ++r) {
        const QStringList cells = deductions.at(r + 1).split(u',');
        QCOMPARE(cells.mid(0, 4), expected[r].mid(0, 4));
        for (qsizetype c = 4; c < 6; ++c) QCOMPARE(cells.at(c).toDouble(), expected[r].at(c).toDouble());
    }
    TestHelpers::saveScreenshot(&panel, u"corpus-distributions-deductions.png"_s);
}

QTEST_MAIN(DistributionPageTest)
#include "distributionpage_test.moc"
