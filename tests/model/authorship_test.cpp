// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Clark et al.'s question, can people tell who wrote a text (issue #19), on a study set up with
// errata-cli and answered through AnnotationDocument: two evaluators in two conditions, two human and two
// machine texts. Every expected number is counted by hand from the eight answers below.
#include "model/project/authorshipreport.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "tests/clarkstudy.h"
#include "tests/testsupport.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

bool near(double a, double b)
{
    return std::abs(a - b) < 1e-12;
}

} // namespace

class AuthorshipTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyNumberByHand();
    void byConditionAndPerEvaluator();
    void commandLine();

private:
    TestSupport::Run cli(const QStringList &arguments)
    {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    QTemporaryDir m_dir;
    QString m_path;
};

// The study of tests/clarkstudy.h: every expected number below is counted from its eight answers.
void AuthorshipTest::initTestCase()
{
    m_path = m_dir.filePath(u"clark.errata"_s);
    QString error;
    QVERIFY2(TestSupport::writeClarkStudy(m_dir.path(), m_path, &error), qPrintable(error));
}

void AuthorshipTest::everyNumberByHand()
{
    QString error;
    auto project = Project::openForReading(m_path, &error);
    AuthorshipReportData report;
    QVERIFY2(AuthorshipReport::compute(*project, {}, &report, &error), qPrintable(error));
    QCOMPARE(report.groups.size(), 1);
    const AuthorshipSummary &s = report.groups.first().summary;
    QCOMPARE(s.answers, 8);
    QCOMPARE(s.correct, 6);
    QCOMPARE(s.accuracy, 0.75);
    // Exact two-sided binomial test at 1/2: P(X ≥ 6) + P(X ≤ 2) = 2 (28 + 8 + 1) / 256.
    QVERIFY(near(s.binomialP, 74.0 / 256));
    // Wilson's interval for 6 of 8 (scipy 1.10: binomtest(6, 8).proportion_ci("wilson")).
    QVERIFY(std::abs(s.accuracyInterval.first - 0.40927543031016883) < 1e-12);
    QVERIFY(std::abs(s.accuracyInterval.second - 0.9285207872478909) < 1e-12);
    // "Machine" (3 or 4) was said 4 times (E1 t2 t3, E2 t3 t4), right 3 times; machine texts got 4 answers,
    // 3 of them "machine".
    QCOMPARE(*s.machinePrecision, 0.75);
    QCOMPARE(*s.machineRecall, 0.75);
    QCOMPARE(*s.machineF1, 0.75);
    QCOMPARE(s.judgedHuman, 0.5);  // E1 t1 t4, E2 t1 t2
    QCOMPARE(s.definitely, 0.375); // E1 t1 (1) t3 (4), E2 t4 (4)
    // α on human (0) / machine (1), texts as units: [0 0] [1 0] [1 1] [0 1]. Coincidences o00 = o11 = 2,
    // o01 = o10 = 2, n0 = n1 = 4, n = 8: D_o = 4/8, D_e = 2·4·4/(8·7) = 4/7, α = 1 − (1/2)/(4/7) = 1/8.
    QVERIFY(near(*s.alphaBinary, 0.125));
    // α on the 4-point answers, ordinal: [1 2] [3 2] [4 3] [2 4]; marginals n1 = 1, n2 = 3, n3 = n4 = 2;
    // δ² = (Σ n_g between c and k − (n_c + n_k)/2)²: D_o = 8.625, D_e = 78/7, α = 1 − 8.625·7/78 = 47/208.
    QVERIFY(near(*s.alphaOrdinal, 47.0 / 208));
}

void AuthorshipTest::byConditionAndPerEvaluator()
{
    QString error;
    auto project = Project::openForReading(m_path, &error);
    AuthorshipRequest request;
    request.by = u"condition"_s;
    AuthorshipReportData report;
    QVERIFY2(AuthorshipReport::compute(*project, request, &report, &error), qPrintable(error));
    QCOMPARE(report.groups.size(), 3); // all, A, B
    QCOMPARE(report.groups.at(1).group, u"A"_s);
    QCOMPARE(report.groups.at(1).summary.accuracy, 0.5);
    QCOMPARE(report.groups.at(1).summary.binomialP, 1.0); // 2 of 4 is chance exactly
    QCOMPARE(report.groups.at(2).summary.accuracy, 1.0);
    QVERIFY(near(report.groups.at(2).summary.binomialP, 2.0 / 16));    // 4 of 4: P(4) + P(0)
    QCOMPARE(report.correctPerEvaluator, (QList<int>{0, 0, 1, 0, 1})); // E1 got 2 right, E2 all 4
    request.truthKey = u"topic"_s;
    QVERIFY(!AuthorshipReport::compute(*project, request, &report, &error));
    QVERIFY2(error.contains(u"\"topic\""_s), qPrintable(error));
}

void AuthorshipTest::commandLine()
{
    const TestSupport::Run tsv = cli(
        {u"--format"_s, u"tsv"_s, u"authorship"_s, m_path, u"--truth"_s, u"model=human"_s, u"--by"_s, u"annotator"_s});
    QVERIFY2(tsv.exitCode == 0, qPrintable(tsv.err));
    QStringList lines = tsv.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4); // header, all, E1, E2
    QVERIFY2(lines.at(2).startsWith(u"E1\t4\t0.5\t"_s), qPrintable(lines.at(2)));
    const TestSupport::Run histogram = cli({u"--format"_s, u"tsv"_s, u"authorship"_s, m_path, u"--evaluators"_s});
    QCOMPARE(histogram.out.split(u'\n', Qt::SkipEmptyParts).mid(1),
             (QStringList{u"0\t0"_s, u"1\t0"_s, u"2\t1"_s, u"3\t0"_s, u"4\t1"_s}));
}

QTEST_GUILESS_MAIN(AuthorshipTest)
#include "authorship_test.moc"
