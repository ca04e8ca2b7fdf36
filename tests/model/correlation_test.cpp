// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Pearson, Spearman and Kendall's τ-b with their p-values on cases worked by hand (the real-data check
// against scipy is tests/cli/metricscli_test.cpp).
#include "model/figures/scatterfigure.h"
#include "model/stats/correlation.h"

#include <QTest>

#include <cmath>

using namespace Errata;
using namespace Errata::CorrelationMath;

class CorrelationTest : public QObject
{
    Q_OBJECT

private slots:
    void fivePairsByHand();
    void tiesByHand();
    void undefinedCases();
    void incompleteBetaKnownValues();
    void intervalsHoldTheEstimateAndRepeat();
    void fittedLine();
};

// x = 1..5, y = 2 1 4 3 5. Deviations −2 −1 0 1 2 and −1 −2 1 0 2: Σdxdy = 8, Σdx² = Σdy² = 10, so
// r = 0.8; the values are their own ranks, so ρ = 0.8. Of the 10 pairs, (1,2) and (3,4) are
// discordant: τ = (8 − 2)/10 = 0.6.
void CorrelationTest::fivePairsByHand()
{
    const std::vector<double> x{1, 2, 3, 4, 5}, y{2, 1, 4, 3, 5};
    QCOMPARE(pearson(x, y), 0.8);
    QCOMPARE(spearman(x, y), 0.8);
    double p = 0.0;
    QVERIFY(std::abs(kendallTauB(x, y, &p) - 0.6) < 1e-15);
    // t = r √(n − 2)/√(1 − r²) with 3 degrees of freedom, whose CDF has a closed form:
    // P(|T| ≥ t) = 1 − (2/π)(u/(1 + u²) + atan u), u = t/√3.
    const double t = 0.8 * std::sqrt(3.0) / std::sqrt(1 - 0.64), u = t / std::sqrt(3.0);
    const double expected = 1 - 2 / M_PI * (u / (1 + u * u) + std::atan(u));
    QVERIFY2(std::abs(correlationP(0.8, 5) - expected) < 1e-12,
             qPrintable(QString::number(correlationP(0.8, 5), 'g', 17)));
    // Without ties: var(S) = n(n − 1)(2n + 5)/18 = 50/3, S = 6, p = erfc(|S|/√var / √2).
    QVERIFY(std::abs(p - std::erfc(6 / std::sqrt(50.0 / 3) / std::sqrt(2.0))) < 1e-12);
    const Correlation all = correlate(x, y, 0);
    QCOMPARE(all.n, 5);
    QCOMPARE(all.pearson.value, 0.8);
    QVERIFY(std::abs(all.spearman.p - expected) < 1e-12);
}

// x = 1 1 2 2 3, y = 1 2 1 2 2. Concordant: (0,3) (0,4) (2,4); discordant: (1,2); tied in x: (0,1) (2,3);
// tied in y: (0,2) (1,3) (1,4) (3,4). τ-b = (3 − 1)/√((10 − 2)(10 − 4)) = 2/√48.
void CorrelationTest::tiesByHand()
{
    const std::vector<double> x{1, 1, 2, 2, 3}, y{1, 2, 1, 2, 2};
    QVERIFY(std::abs(kendallTauB(x, y) - 2 / std::sqrt(48.0)) < 1e-15);
    QCOMPARE(ranks(x), (std::vector<double>{1.5, 1.5, 3.5, 3.5, 5}));
    QCOMPARE(ranks(y), (std::vector<double>{1.5, 4, 1.5, 4, 4}));
    // ρ: Pearson of those ranks. Deviations from 3: −1.5 −1.5 .5 .5 2 and −1.5 1 −1.5 1 1; Σ products
    // 2.25 − 1.5 − .75 + .5 + 2 = 2.5; Σ squares 9 and 7.5.
    QVERIFY(std::abs(spearman(x, y) - 2.5 / std::sqrt(9 * 7.5)) < 1e-15);
}

void CorrelationTest::undefinedCases()
{
    QVERIFY(std::isnan(pearson({1, 2}, {3, 4})));           // fewer than 3 pairs
    QVERIFY(std::isnan(pearson({1, 2, 3}, {5, 5, 5})));     // one side constant
    QVERIFY(std::isnan(kendallTauB({4, 4, 4}, {1, 2, 3}))); // likewise
    QCOMPARE(pearson({1, 2, 3, 4}, {2, 4, 6, 8}), 1.0);
    QCOMPARE(correlationP(1.0, 4), 0.0);
    QCOMPARE(kendallTauB({1, 2, 3, 4}, {8, 6, 4, 2}), -1.0);
}

void CorrelationTest::incompleteBetaKnownValues()
{
    for (const double x : {0.1, 0.37, 0.5, 0.9}) {
        QVERIFY(std::abs(incompleteBeta(1, 1, x) - x) < 1e-14);                       // uniform
        QVERIFY(std::abs(incompleteBeta(3, 1, x) - x * x * x) < 1e-14);               // x^a
        QVERIFY(std::abs(incompleteBeta(1, 2, x) - (1 - (1 - x) * (1 - x))) < 1e-14); // 1 − (1 − x)^b
    }
    QVERIFY(std::abs(incompleteBeta(7.5, 7.5, 0.5) - 0.5) < 1e-14); // symmetry
}

void CorrelationTest::intervalsHoldTheEstimateAndRepeat()
{
    std::vector<double> x, y;
    for (int i = 0; i < 60; ++i) {
        x.push_back(i);
        y.push_back(i + 15 * std::sin(i * 1.7)); // related, with noise
    }
    const Correlation a = correlate(x, y, 500, 7), b = correlate(x, y, 500, 7), c = correlate(x, y, 500, 8);
    for (const CorrelationValue *v : {&a.pearson, &a.spearman, &a.kendall}) {
        QVERIFY(v->interval.first < v->value && v->value < v->interval.second);
        QVERIFY(v->interval.second - v->interval.first < 0.5);
    }
    QCOMPARE(a.kendall.interval, b.kendall.interval); // the same seed, the same resamples
    QVERIFY(a.kendall.interval != c.kendall.interval);
}

// The scatter figure's least-squares line: exact on points on a line, and through the means.
void CorrelationTest::fittedLine()
{
    double a = 0, b = 0;
    QVERIFY(ScatterFigure::fit({0, 1, 2, 3}, {1, 3, 5, 7}, &a, &b));
    QCOMPARE(a, 1.0);
    QCOMPARE(b, 2.0);
    // x 1 2 3, y 2 2 5: x̄ = 2, ȳ = 3; Σdxdy = (−1)(−1) + 0 + (1)(2) = 3, Σdx² = 2: b = 1.5, a = 3 − 3 = 0.
    QVERIFY(ScatterFigure::fit({1, 2, 3}, {2, 2, 5}, &a, &b));
    QCOMPARE(b, 1.5);
    QCOMPARE(a, 0.0);
    QVERIFY(!ScatterFigure::fit({2, 2, 2}, {1, 2, 3}, &a, &b));
}

QTEST_GUILESS_MAIN(CorrelationTest)
#include "correlation_test.moc"
