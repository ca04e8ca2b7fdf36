// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// OpenMEVA's Figure 2 (issue #45): errata-cli correlate --pair-windows on the real MANS files of
// ../shared/data, against numpy (tests/cli/pairwindows_oracle.py reads the same files on its own and
// writes the two metrics both sides use: length in words, unigram F1 against the reference).
#include "tests/testsupport.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using TestSupport::Run;

class PairWindowsCliTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void windowsEqualNumpys_data();
    void windowsEqualNumpys();
    void figureAndRefusals();

private:
    Run cli(const QStringList &arguments)
    {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    QTemporaryDir m_dir;
    QString m_project;
    QJsonObject m_expected;
};

void PairWindowsCliTest::initTestCase()
{
    const QString data = qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s);
    m_project = m_dir.filePath(u"mans.errata"_s);
    const Run import = cli({u"import"_s, m_project, u"--format"_s, u"openmeva-json"_s,
                            data + u"/openmeva/mans_roc.json"_s, data + u"/openmeva/mans_wp.json"_s});
    QVERIFY2(import.exitCode == 0, qPrintable(import.err));
    const Run oracle = TestSupport::runProgram(u"/usr/bin/python3"_s,
                                               {TestSupport::built(ERRATA_TESTS_DIR) + u"/cli/pairwindows_oracle.py"_s,
                                                QDir(data).absolutePath(), m_dir.path()},
                                               m_dir.path());
    QVERIFY2(oracle.exitCode == 0,
             qPrintable(u"the numpy oracle failed (is python3-numpy installed?): "_s + oracle.err));
    m_expected = QJsonDocument::fromJson(TestSupport::readAll(m_dir.filePath(u"pairwindows.json"_s))).object();
    const Run metrics = cli({u"metrics"_s, u"import"_s, m_project, m_dir.filePath(u"metrics.csv"_s)});
    QVERIFY2(metrics.exitCode == 0, qPrintable(metrics.err));
}

void PairWindowsCliTest::windowsEqualNumpys_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("expected");
    QTest::newRow("length, every pair, 5 windows")
        << QStringList{u"--metric"_s, u"length"_s, u"--pair-windows"_s, u"5"_s} << u"length_all_5"_s;
    QTest::newRow("unigram F1, ROC pairs of one prompt, 4 windows")
        << QStringList{u"--metric"_s, u"unigram_f1"_s,       u"--pair-windows"_s, u"4"_s,
                       u"--where"_s,  u"dataset=mans_roc"_s, u"--by"_s,           u"group"_s}
        << u"unigram_f1_roc_by_prompt_4"_s;
}

void PairWindowsCliTest::windowsEqualNumpys()
{
    QFETCH(QStringList, options);
    QFETCH(QString, expected);
    const Run run = cli(QStringList{u"--format"_s, u"json"_s, u"correlate"_s, m_project} + options);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QJsonArray rows = QJsonDocument::fromJson(run.out.toUtf8()).array();
    const QJsonArray numpy = m_expected.value(expected).toArray();
    QCOMPARE(rows.size(), numpy.size());
    for (qsizetype w = 0; w < rows.size(); ++w) {
        const QJsonObject ours = rows[w].toObject(), theirs = numpy[w].toObject();
        const QString where = u"window %1"_s.arg(w + 1);
        QCOMPARE(ours.value(u"window"_s).toInt(), int(w + 1));
        QVERIFY2(ours.value(u"pairs"_s).toInteger() == theirs.value(u"pairs"_s).toInteger(), qPrintable(where));
        QVERIFY2(ours.value(u"correct"_s).toInteger() == theirs.value(u"correct"_s).toInteger(), qPrintable(where));
        QVERIFY2(ours.value(u"metric_ties"_s).toInteger() == theirs.value(u"ties"_s).toInteger(), qPrintable(where));
        QVERIFY2(std::abs(ours.value(u"mean_human_difference"_s).toDouble() - theirs.value(u"mean_human"_s).toDouble())
                     < 1e-9,
                 qPrintable(where));
        QVERIFY2(
            std::abs(ours.value(u"mean_metric_difference"_s).toDouble() - theirs.value(u"mean_metric"_s).toDouble())
                < 1e-9,
            qPrintable(where));
    }
    QVERIFY(rows[0].toObject().value(u"pairs"_s).toInteger() > 0);
}

void PairWindowsCliTest::figureAndRefusals()
{
    const QString path = m_dir.filePath(u"pairs.png"_s);
    const Run figure = cli(
        {u"correlate"_s, m_project, u"--metric"_s, u"length,unigram_f1"_s, u"--pair-windows"_s, u"5"_s, u"-o"_s, path});
    QVERIFY2(figure.exitCode == 0, qPrintable(figure.err));
    QVERIFY(QFileInfo(path).size() > 1000);
    const Run zero = cli({u"correlate"_s, m_project, u"--metric"_s, u"length"_s, u"--pair-windows"_s, u"0"_s});
    QCOMPARE(zero.exitCode, 1);
    const Run unknown = cli({u"correlate"_s, m_project, u"--metric"_s, u"length,bleu"_s, u"--pair-windows"_s, u"3"_s});
    QCOMPARE(unknown.exitCode, 1);
    QVERIFY2(unknown.err.contains(u"\"bleu\""_s), qPrintable(unknown.err));
}

QTEST_GUILESS_MAIN(PairWindowsCliTest)
#include "pairwindowscli_test.moc"
