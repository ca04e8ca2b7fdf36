// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Corpus tab's Authorship page on the Clark-style study of tests/clarkstudy.h: the numbers counted by
// hand from its eight answers, per condition, the evaluators' histogram, the CSV against errata-cli
// authorship, and the empty state.
#include "widgets/corpus/authorshippage.h"

#include "tests/clarkstudy.h"
#include "widgets/corpus/corpuspanel.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "widgettesthelpers.h"
#include "tests/testsupport.h"

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::TestHelpers;

class AuthorshipPageTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void numbersByHand();
    void projectWithoutAnswers();

private:
    TestSupport::Run cli(const QStringList &arguments)
    {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    QTemporaryDir m_dir;
    QString m_path;
};

void AuthorshipPageTest::initTestCase()
{
    m_path = m_dir.filePath(u"clark.errata"_s);
    QString error;
    QVERIFY2(TestSupport::writeClarkStudy(m_dir.path(), m_path, &error), qPrintable(error));
}

void AuthorshipPageTest::numbersByHand()
{
    QString error;
    auto project = Project::open(m_path, &error);
    QVERIFY2(project, qPrintable(error));
    CorpusPanel panel;
    panel.resize(1280, 720);
    panel.setProject(project.get());
    AuthorshipPage *page = panel.authorship();
    QSignalSpy shown(page, &AuthorshipPage::answersShown);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.findChild<QTabWidget *>()->setCurrentWidget(page);
    QVERIFY(shown.wait(20000));
    QCOMPARE(page->truthChoice()->currentData().toString(), u"model"_s);
    QTableWidget *table = page->table();
    // 6 of 8 right; Wilson's interval 0.409–0.929; machine P = R = F1 = 3/4; half judged human.
    QCOMPARE(table->rowCount(), 1);
    QCOMPARE(table->item(0, 1)->text(), u"8"_s);
    QCOMPARE(table->item(0, 2)->text(), u"0.750 [0.409, 0.929]"_s);
    QCOMPARE(table->item(0, 6)->text(), u"0.750"_s);
    QCOMPARE(table->item(0, 7)->text(), u"0.500"_s);
    // E1 has 2 right, E2 4: one evaluator at 2, one at 4.
    QCOMPARE(page->histogram()->accessibleDescription(), u"2 evaluators by their number of correct answers"_s);

    page->byChoice()->setCurrentIndex(page->byChoice()->findData(u"condition"_s));
    page->recompute();
    QVERIFY(shown.wait(20000));
    QCOMPARE(table->rowCount(), 3); // all, A, B
    QCOMPARE(table->item(1, 0)->text(), u"A"_s);
    QVERIFY2(table->item(1, 2)->text().startsWith(u"0.500 ["_s), qPrintable(table->item(1, 2)->text()));
    QVERIFY2(table->item(2, 2)->text().startsWith(u"1.000 ["_s), qPrintable(table->item(2, 2)->text()));
    QCoreApplication::processEvents();
    saveScreenshot(&panel, u"corpus-authorship.png"_s);

    // The CSV holds what errata-cli authorship prints, every digit.
    const QString exported = m_dir.filePath(u"page.csv"_s);
    QVERIFY2(page->exportTable(exported, &error), qPrintable(error));
    const TestSupport::Run tsv = cli({u"--format"_s, u"tsv"_s, u"authorship"_s, m_path, u"--by"_s, u"condition"_s});
    QVERIFY2(tsv.exitCode == 0, qPrintable(tsv.err));
    const QStringList rows = QString::fromUtf8(TestSupport::readAll(exported)).split(u'\n', Qt::SkipEmptyParts);
    const QStringList cliRows = tsv.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(rows.size(), cliRows.size());
    for (qsizetype r = 1; r < rows.size(); ++r) {
        const QStringList a = rows.at(r).split(u','), b = cliRows.at(r).split(u'\t');
        QCOMPARE(a.size(), b.size());
        for (qsizetype c = 1; c < a.size(); ++c) QCOMPARE(a.at(c).toDouble(), b.at(c).toDouble());
    }
}

void AuthorshipPageTest::projectWithoutAnswers()
{
    const QString bare = m_dir.filePath(u"bare.errata"_s);
    QVERIFY(cli({u"init"_s, bare, u"--coordinator"_s, u"Priya"_s}).exitCode == 0);
    QString error;
    auto project = Project::open(bare, &error);
    QVERIFY2(project, qPrintable(error));
    AuthorshipPage page;
    QSignalSpy shown(&page, &AuthorshipPage::answersShown);
    page.setProject(project.get());
    page.recompute();
    QVERIFY(shown.wait(20000));
    QCOMPARE(page.findChild<QStackedWidget *>()->currentIndex(), 0);
}

QTEST_MAIN(AuthorshipPageTest)
#include "authorshippage_test.moc"
