// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Corpus tab's Dataset page (TGEA's Tables 4 and 3) on the paper's examples plus a second annotator on
// two of them: the numbers worked by hand, a column a part of the stored split, the CSV against
// errata-cli dataset-stats, and the empty state.
#include "widgets/corpus/datasetpage.h"

#include "model/project/project.h"
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

namespace {

// The row of a statistic by its label's start, in column c.
QString cell(QTableWidget *table, const QString &label, int column)
{
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->verticalHeaderItem(r)->text().startsWith(label)) return table->item(r, column)->text();
    }
    return u"(no row %1)"_s.arg(label);
}

} // namespace

class DatasetPageTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void tablesByHandAndBySplit();
    void emptyProjectSaysWhy();

private:
    TestSupport::Run cli(const QStringList &arguments)
    {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    QTemporaryDir m_dir;
    QString m_path;
};

// Li annotates two of the paper's texts: t2-combination with the fixture's own error (so the pair agrees on
// the flag, the span, its associated span and its type) and t2-missing as correct (the flags differ).
void DatasetPageTest::initTestCase()
{
    m_path = m_dir.filePath(u"t.errata"_s);
    const QString fixture = QFINDTESTDATA("interchange/data/tgea/table7.json");
    QVERIFY(cli({u"import"_s, m_path, u"--format"_s, u"tgea-json"_s, fixture}).exitCode == 0);
    const QByteArray li = R"([
      {"id": "t2-combination", "text": "医生当即将刘莉的手术切除，并建议患者住院观察。", "erroneous": true, "annotator": "Li",
       "errors": [{"erroneous_span": [8, 10], "associated_span": [10, 12], "correction": "囊肿",
                   "level1": "Inappropriate combination", "rationale": "手术不能被切除。"}],
       "metadata": {"source": "He et al. 2021, Table 2", "example": "Inappropriate combination"}},
      {"id": "t2-missing", "text": "在这里,有众多新闻记者和游客参加。", "erroneous": false, "annotator": "Li",
       "metadata": {"source": "He et al. 2021, Table 2", "example": "Missing"}}])";
    QFile file(m_dir.filePath(u"li.json"_s));
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(li) == li.size());
    file.close();
    const TestSupport::Run second = cli({u"import"_s, m_path, u"--format"_s, u"tgea-json"_s, file.fileName()});
    QVERIFY2(second.exitCode == 0, qPrintable(second.err));
    QVERIFY(cli({u"people"_s, u"add"_s, m_path, u"Hana"_s, u"--role"_s, u"coordinator"_s}).exitCode == 0);
    const TestSupport::Run split = cli({u"export"_s, m_path, u"--task"_s, u"tgea-detect"_s, u"-o"_s,
                                        m_dir.filePath(u"bench"_s), u"--as"_s, u"Hana"_s});
    QVERIFY2(split.exitCode == 0, qPrintable(split.err));
}

void DatasetPageTest::tablesByHandAndBySplit()
{
    QString error;
    auto project = Project::open(m_path, &error);
    QVERIFY2(project, qPrintable(error));
    CorpusPanel panel;
    panel.resize(1280, 820);
    panel.setProject(project.get());
    DatasetPage *page = panel.dataset();
    QSignalSpy shown(page, &DatasetPage::tablesShown);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.findChild<QTabWidget *>()->setCurrentWidget(page); // computed when first shown
    QVERIFY(shown.wait(20000));
    QTableWidget *table = page->table();
    QCOMPARE(table->columnCount(), 1);
    // 31 texts of the paper + Li's 2. Pairs: 2; flags agree on 1 (3 erroneous flags, 1 correct: chance
    // 10/16, κ = (1/2 − 10/16) / (6/16) = −1/3); the one pair that both flag matches its one span each.
    QCOMPARE(cell(table, u"Texts"_s, 0), u"33"_s);
    QCOMPARE(cell(table, u"Distinct texts"_s, 0), u"31"_s);
    QCOMPARE(cell(table, u"Pairs"_s, 0), u"2"_s);
    QCOMPARE(cell(table, u"Erroneous flag: agreement"_s, 0), u"0.500"_s);
    QCOMPARE(cell(table, u"Erroneous flag: κ"_s, 0), u"-0.333"_s);
    QCOMPARE(cell(table, u"Erroneous spans: agreement"_s, 0), u"1.000"_s);
    QCOMPARE(cell(table, u"Level-1 types: κ"_s, 0), u"undefined"_s); // one type only

    // A column a part of the split export --task stored: 31 texts at 8:1:1 are 25, 3 and 3.
    QCOMPARE(page->byChoice()->itemData(1).toString(), u"split"_s);
    page->byChoice()->setCurrentIndex(1);
    page->recompute();
    QVERIFY(shown.wait(20000));
    QCOMPARE(table->columnCount(), 4);
    QCOMPARE(table->horizontalHeaderItem(0)->text(), u"train"_s);
    QCOMPARE(cell(table, u"Distinct texts"_s, 0), u"25"_s);
    QCOMPARE(cell(table, u"Distinct texts"_s, 1), u"3"_s);
    QCOMPARE(cell(table, u"Distinct texts"_s, 2), u"3"_s);
    QCOMPARE(cell(table, u"Distinct texts"_s, 3), u"31"_s);
    QCoreApplication::processEvents();
    saveScreenshot(&panel, u"corpus-dataset.png"_s);

    // The CSV's "all" column holds what errata-cli dataset-stats prints, statistic for statistic.
    const QString exported = m_dir.filePath(u"page.csv"_s);
    QVERIFY2(page->exportTable(exported, &error), qPrintable(error));
    const QStringList rows = QString::fromUtf8(TestSupport::readAll(exported)).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(rows.first(), u"statistic,split=train,split=dev,split=test,all"_s);
    const TestSupport::Run tsv = cli({u"--format"_s, u"tsv"_s, u"dataset-stats"_s, m_path});
    QVERIFY2(tsv.exitCode == 0, qPrintable(tsv.err));
    const QStringList cliRows = tsv.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(rows.size(), cliRows.size());
    for (qsizetype r = 1; r < rows.size(); ++r) {
        const QStringList a = rows.at(r).split(u','), b = cliRows.at(r).split(u'\t');
        QCOMPARE(a.first(), b.first());
        QCOMPARE(a.last().toDouble(), b.last().toDouble());
    }
}

void DatasetPageTest::emptyProjectSaysWhy()
{
    const QString bare = m_dir.filePath(u"bare.errata"_s);
    QVERIFY(cli({u"init"_s, bare, u"--coordinator"_s, u"Priya"_s}).exitCode == 0);
    QString error;
    auto project = Project::open(bare, &error);
    QVERIFY2(project, qPrintable(error));
    DatasetPage page;
    QSignalSpy shown(&page, &DatasetPage::tablesShown);
    page.setProject(project.get());
    page.recompute();
    QVERIFY(shown.wait(20000));
    QCOMPARE(page.findChild<QStackedWidget *>()->currentIndex(), 0);
}

QTEST_MAIN(DatasetPageTest)
#include "datasetpage_test.moc"
