// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Corpus tab's Significance page on the WMT23 en-de MQM file: the same clusters and every digit of the
// same p-values as errata-cli significance (whose numbers significancecli_test holds against scipy).
#include "model/project/project.h"
#include "widgets/corpus/corpuspanel.h"
#include "widgets/corpus/significancepage.h"

#include "tests/testsupport.h"
#include "tests/wmt23project.h"

#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;
using Errata::TestHelpers::saveScreenshot;

class SignificancePageTest : public QObject
{
    Q_OBJECT

private slots:
    void pageShowsWhatTheCliPrints_data();
    void pageShowsWhatTheCliPrints();

private:
    QTemporaryDir m_dir;
};

void SignificancePageTest::pageShowsWhatTheCliPrints_data()
{
    QTest::addColumn<QString>("test");
    QTest::addColumn<bool>("normalise");
    QTest::newRow("randomisation") << u"ar"_s << false;
    QTest::newRow("Wilcoxon, z-scores") << u"wilcoxon"_s << true;
}

void SignificancePageTest::pageShowsWhatTheCliPrints()
{
    QFETCH(QString, test);
    QFETCH(bool, normalise);
    const QString path = m_dir.filePath(u"wmt.errata"_s);
    QString error;
    if (!QFile::exists(path)) QVERIFY2(TestSupport::createWmt23Project(path, &error), qPrintable(error));
    auto project = Project::open(path, &error);
    QVERIFY2(project, qPrintable(error));
    CorpusPanel panel;
    panel.resize(1280, 800);
    panel.setProject(project.get());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    SignificancePage *page = panel.significance();
    QSignalSpy shown(page, &SignificancePage::resultsShown);
    panel.findChild<QTabWidget *>()->setCurrentWidget(page);
    QVERIFY(shown.wait(30000));
    page->testChoice()->setCurrentIndex(page->testChoice()->findData(test));
    page->normalise()->setChecked(normalise); // recomputes when it changes
    page->recompute();
    QVERIFY(shown.wait(30000));
    while (page->isBusy()) QVERIFY(shown.wait(30000));
    QCOMPARE(page->systemsTable()->rowCount(), 10);
    QCOMPARE(page->pairsTable()->rowCount(), 45);
    QCOMPARE(page->ratersTable()->rowCount(), 10);
    if (test == "ar"_L1 && !normalise) saveScreenshot(&panel, u"corpus-significance.png"_s);

    QStringList args{u"--format"_s, u"json"_s, u"significance"_s, path, u"--measure"_s, u"mqm"_s, u"--test"_s, test};
    if (normalise) args << u"--normalise"_s << u"z"_s;
    const TestSupport::Run run = TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), args, m_dir.path());
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QJsonObject cli = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QJsonArray systems = cli.value(u"systems"_s).toArray();
    for (int r = 0; r < 10; ++r) {
        QCOMPARE(page->systemsTable()->item(r, 2)->text(), systems[r].toObject().value(u"system"_s).toString());
        QCOMPARE(page->systemsTable()->item(r, 1)->text().toInt(), systems[r].toObject().value(u"cluster"_s).toInt());
    }
    const QString exported = m_dir.filePath(u"pairs.csv"_s);
    QVERIFY2(page->exportTable(exported, &error), qPrintable(error));
    const QStringList rows = QString::fromUtf8(TestSupport::readAll(exported)).split(u'\n', Qt::SkipEmptyParts);
    const QJsonArray pairs = cli.value(u"pairs"_s).toArray();
    QCOMPARE(rows.size(), pairs.size() + 1);
    const QStringList keys = rows.first().split(u',');
    for (qsizetype r = 0; r < pairs.size(); ++r) {
        const QStringList cells = rows[r + 1].split(u',');
        const QJsonObject pair = pairs[r].toObject();
        for (const QString &key : {u"system_a"_s, u"system_b"_s, u"method"_s, u"significant"_s}) {
            QCOMPARE(cells[keys.indexOf(key)], pair.value(key).toString());
        }
        for (const QString &key : {u"mean_a"_s, u"mean_b"_s, u"p"_s, u"cohens_d"_s}) {
            QCOMPARE(cells[keys.indexOf(key)].toDouble(), pair.value(key).toDouble()); // every digit
        }
    }
}

QTEST_MAIN(SignificancePageTest)
#include "significancepage_test.moc"
