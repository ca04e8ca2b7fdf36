// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// OpenMEVA §4.2's error-type sets (errata-cli correlate --error-types), worked by hand on eight stories
// rated by five people. A story is reasonable above a mean of 4; an unreasonable one belongs to a type
// when that type is the only one at least three raters deducted for. The expected correlations come from
// the point-biserial formula (M₁ − M₀) / sₙ · √(pq), and their p-values from the t distribution's closed
// forms for one and two degrees of freedom, not from the code's Pearson and incomplete beta.
#include "model/project/errortypesets.h"
#include "model/project/project.h"
#include "tests/openmevastudy.h"
#include "tests/testsupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <numbers>
#include <numeric>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

// The point-biserial correlation by its own formula: population SD, the two groups' means and shares.
double pointBiserial(const QList<double> &reasonable, const QList<double> &unreasonable)
{
    const QList<double> all = reasonable + unreasonable;
    auto mean = [](const QList<double> &v) { return std::accumulate(v.begin(), v.end(), 0.0) / double(v.size()); };
    const double m = mean(all);
    double squares = 0;
    for (double x : all) squares += (x - m) * (x - m);
    const double sd = std::sqrt(squares / double(all.size()));
    const double p = double(reasonable.size()) / double(all.size());
    return (mean(reasonable) - mean(unreasonable)) / sd * std::sqrt(p * (1 - p));
}

} // namespace

class ErrorTypeSetsTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void setsAndCorrelationsByHand();
    void perGroupAndThresholds();
    void commandPrintsTheSets();

private:
    TestSupport::Run cli(const QStringList &arguments)
    {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    QList<ErrorTypeRow> compute(const QString &by, int minRaters);
    QTemporaryDir m_dir;
    QString m_path;
};

void ErrorTypeSetsTest::initTestCase()
{
    m_path = m_dir.filePath(u"mans.errata"_s);
    QString error;
    QVERIFY2(TestSupport::writeOpenMevaStudy(m_dir.path(), m_path, &error), qPrintable(error));
}

QList<ErrorTypeRow> ErrorTypeSetsTest::compute(const QString &by, int minRaters)
{
    QString error;
    auto project = Project::openForReading(m_path, &error);
    if (!project) qFatal("%s", qPrintable(error));
    CorrelationRequest request;
    request.metric = u"m"_s;
    request.by = by;
    QList<ErrorTypeRow> rows;
    if (!ErrorTypeSets::compute(*project, request, ErrorTypeRule{minRaters, 4.0}, &rows, &error))
        qFatal("%s", qPrintable(error));
    return rows;
}

void ErrorTypeSetsTest::setsAndCorrelationsByHand()
{
    const QList<ErrorTypeRow> rows = compute(QString(), 3);
    QCOMPARE(rows.size(), 4);
    QCOMPARE(rows[0].reason, u"repetitive_plot"_s);
    // Reasonable r1 0.9, r2 0.7 against u1 0.2, u4 0.6: (0.8 − 0.4) / √0.065 · ½ = 0.7845.
    QCOMPARE(rows[0].reasonable, 2);
    QCOMPARE(rows[0].unreasonable, 2);
    const double repetitive = pointBiserial({0.9, 0.7}, {0.2, 0.6});
    QVERIFY(std::abs(repetitive - 0.4 / std::sqrt(0.26)) < 1e-12);
    QVERIFY(std::abs(rows[0].pointBiserial.value - repetitive) < 1e-12);
    // Two degrees of freedom: t / √(2 + t²) = r, so p = 1 − |r|.
    QVERIFY(std::abs(rows[0].pointBiserial.p - (1 - repetitive)) < 1e-9);
    // Unrelated events: r1, r2 against u3 0.4; one degree of freedom: p = 1 − 2/π · atan|t|.
    QCOMPARE(rows[1].reason, u"unrelated_events"_s);
    QCOMPARE(rows[1].reasonable, 2);
    QCOMPARE(rows[1].unreasonable, 1);
    const double unrelated = pointBiserial({0.9, 0.7}, {0.4});
    QVERIFY(std::abs(rows[1].pointBiserial.value - unrelated) < 1e-12);
    const double t = unrelated / std::sqrt(1 - unrelated * unrelated);
    QVERIFY(std::abs(rows[1].pointBiserial.p - (1 - 2 / std::numbers::pi * std::atan(t))) < 1e-9);
    // No story is of conflicting logic; u2's chaotic scenes is not its only agreed reason.
    QCOMPARE(rows[2].unreasonable, 0);
    QVERIFY(std::isnan(rows[2].pointBiserial.value));
    QCOMPARE(rows[3].reason, u"chaotic_scenes"_s);
    QCOMPARE(rows[3].unreasonable, 0);
}

void ErrorTypeSetsTest::perGroupAndThresholds()
{
    const QList<ErrorTypeRow> rows = compute(u"model"_s, 3);
    QCOMPARE(rows.size(), 12); // all, a, b
    QCOMPARE(rows[4].group, u"a"_s);
    QCOMPARE(rows[4].reasonable, 1);
    QCOMPARE(rows[4].unreasonable, 2);
    QVERIFY(std::abs(rows[4].pointBiserial.value - pointBiserial({0.9}, {0.2, 0.6})) < 1e-12);
    QCOMPARE(rows[8].group, u"b"_s);
    QCOMPARE(rows[8].unreasonable, 0); // u2 has two reasons, u5 no score
    QCOMPARE(rows[9].reasonable + rows[9].unreasonable, 2);
    QVERIFY(std::isnan(rows[9].pointBiserial.value)); // two stories are too few
    // Four raters must agree: u1 and u4 (three each) drop out of repetitive plot; u3 (four) stays.
    const QList<ErrorTypeRow> strict = compute(QString(), 4);
    QCOMPARE(strict[0].unreasonable, 0);
    QCOMPARE(strict[1].unreasonable, 1);
}

void ErrorTypeSetsTest::commandPrintsTheSets()
{
    const TestSupport::Run run =
        cli({u"--format"_s, u"tsv"_s, u"correlate"_s, m_path, u"--metric"_s, u"m"_s, u"--error-types"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    QVERIFY2(lines[1].startsWith(u"(all)\trepetitive_plot\t2\t2\t0.78446454055"_s), qPrintable(lines[1]));
    const TestSupport::Run strict = cli({u"--format"_s, u"tsv"_s, u"correlate"_s, m_path, u"--metric"_s, u"m"_s,
                                         u"--error-types"_s, u"--min-raters"_s, u"4"_s});
    QVERIFY2(strict.out.contains(u"(all)\trepetitive_plot\t2\t0\t"_s), qPrintable(strict.out));
    const TestSupport::Run bad =
        cli({u"correlate"_s, m_path, u"--metric"_s, u"m"_s, u"--error-types"_s, u"--min-raters"_s, u"x"_s});
    QCOMPARE(bad.exitCode, 1);
}

QTEST_GUILESS_MAIN(ErrorTypeSetsTest)
#include "errortypesets_test.moc"
