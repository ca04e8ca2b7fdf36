// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The significance tests of docs/statistics.md ("Which system is better") on cases worked out by hand;
// scipy checks the same functions on real data in significancecli_test.
#include "model/stats/raternormalisation.h"
#include "model/stats/ranktests.h"
#include "model/stats/significance.h"

#include <QTest>

#include <cmath>
#include <set>

using namespace Errata;

class SignificanceTest : public QObject
{
    Q_OBJECT

private slots:
    void randomisationTendsToTheExactPermutationP();
    void bootstrapOfIdenticalSystemsFindsNothing();
    void wilcoxonExact();
    void wilcoxonNormalWithTiesAndZeros();
    void mannWhitneyExact();
    void cohensDAndAnova();
    void clustersStartWhenWorseThanEveryMember();
    void zScoresPerRater();
};

void SignificanceTest::randomisationTendsToTheExactPermutationP()
{
    // a − b = 1, 2, 3: the 8 sign flips give |Σ| = 6, 4, 2, 0, 0, 2, 4, 6; two reach 6, so p = 2/8.
    const std::vector<double> a{3, 5, 7}, b{2, 3, 4};
    const double p = approximateRandomisationP(a, b, 100000, 7);
    QVERIFY2(std::abs(p - 0.25) < 0.006, qPrintable(QString::number(p)));
    // Swapping the systems changes nothing: the statistic is two-sided.
    QCOMPARE(approximateRandomisationP(b, a, 100000, 7), p);
    // The same seed gives the same p.
    QCOMPARE(approximateRandomisationP(a, b, 100000, 7), p);
    QVERIFY(std::isnan(approximateRandomisationP({}, {}, 100, 1)));
}

void SignificanceTest::bootstrapOfIdenticalSystemsFindsNothing()
{
    // Every difference 0: Δ = 0 and every |Δ* − Δ| ≥ 0, so p = (trials + 1) / (trials + 1).
    QCOMPARE(pairedBootstrapP({1, 2, 3}, {1, 2, 3}, 999, 1), 1.0);
    // A constant difference: every resample has Δ* = Δ, none is as far as |Δ| from it: p = 1 / 1000.
    QCOMPARE(pairedBootstrapP({2, 3, 4}, {1, 2, 3}, 999, 1), 0.001);
}

void SignificanceTest::wilcoxonExact()
{
    // d = 1, −2, 3, 4, 5: W⁺ = 13, W⁻ = 2, T = 2. Subsets of 1…5 summing to at most 2: {}, {1}, {2};
    // p = 2 · 3/32.
    const auto test = wilcoxonSignedRank({2, 0, 4, 5, 6}, {1, 2, 1, 1, 1});
    QVERIFY(test);
    QVERIFY(test->exact);
    QCOMPARE(test->statistic, 2.0);
    QCOMPARE(test->p, 0.1875);
    QCOMPARE(test->n, 5);
    QVERIFY(!wilcoxonSignedRank({1, 2}, {1, 2})); // every difference zero
}

void SignificanceTest::wilcoxonNormalWithTiesAndZeros()
{
    // d = 1, −2, 3, 3, 5, 0, 1: the zero goes; |d| ranks 1.5, 3, 4.5, 4.5, 6, 1.5; W⁻ = 3 = T. n = 6,
    // mean 10.5, variance (6·7·13 − ½·(6 + 6)) / 24 = 22.5.
    const auto test = wilcoxonSignedRank({1, -2, 3, 3, 5, 0, 1}, {0, 0, 0, 0, 0, 0, 0});
    QVERIFY(test);
    QVERIFY(!test->exact);
    QCOMPARE(test->statistic, 3.0);
    QCOMPARE(test->n, 6);
    QVERIFY(std::abs(test->p - std::erfc(7.5 / std::sqrt(22.5) / std::sqrt(2.0))) < 1e-14);
}

void SignificanceTest::mannWhitneyExact()
{
    // 1, 2, 3 against 4, 5, 6: U₁ = 0; of the 20 orderings one is as extreme on each side: p = 2/20.
    const auto test = mannWhitneyU({1, 2, 3}, {4, 5, 6});
    QVERIFY(test);
    QVERIFY(test->exact);
    QCOMPARE(test->statistic, 0.0);
    QCOMPARE(test->p, 0.1);
    // The counts of U for 2 and 2 values: 0, 1, 2 (twice), 3, 4.
    QCOMPARE(RankMath::mannWhitneyCounts(2, 2), (std::vector<double>{1, 1, 2, 1, 1}));
    QCOMPARE(RankMath::signedRankCounts(3), (std::vector<double>{1, 1, 1, 2, 1, 1, 1}));
}

void SignificanceTest::cohensDAndAnova()
{
    // Means 2 and 3, both SDs 1: d = −1.
    QCOMPARE(*cohensD({1, 2, 3}, {2, 3, 4}), -1.0);
    QVERIFY(!cohensD({1, 1}, {1, 1}));
    // Grand mean 3.5; SS between 2 · 3 · 1.5² = 13.5 on 1 df, within 2 + 2 = 4 on 4 df: F = 13.5. F(1, 4) is
    // t² with 4 df: p = 1 − x(3 − x²)/2, x = t / √(t² + 4).
    const auto anova = oneWayAnova({{1, 2, 3}, {4, 5, 6}});
    QVERIFY(anova);
    QCOMPARE(anova->f, 13.5);
    QCOMPARE(anova->dfBetween, 1);
    QCOMPARE(anova->dfWithin, 4);
    const double x = std::sqrt(13.5) / std::sqrt(13.5 + 4);
    QVERIFY(std::abs(anova->p - (1 - x * (3 - x * x) / 2)) < 1e-14);
    QVERIFY(!oneWayAnova({{1, 1}, {2, 2}})); // no variation within
    QVERIFY(!oneWayAnova({{1, 2, 3}}));
}

void SignificanceTest::clustersStartWhenWorseThanEveryMember()
{
    // 0 beats 2 and 3; 1 beats 3 only. 1 joins 0's cluster; 2 is worse than 0 but not 1: it stays; 3 is worse
    // than 0 and 1 but not 2: it stays too. With 2 also beating 3, 3 opens cluster 2.
    const auto beats = [](std::set<std::pair<int, int>> pairs) {
        return [pairs](int i, int j) { return pairs.count({i, j}) > 0; };
    };
    QCOMPARE(significanceClusters(4, beats({{0, 2}, {0, 3}, {1, 3}})), (std::vector<int>{1, 1, 1, 1}));
    QCOMPARE(significanceClusters(4, beats({{0, 2}, {0, 3}, {1, 3}, {2, 3}})), (std::vector<int>{1, 1, 1, 2}));
    QCOMPARE(significanceClusters(3, beats({{0, 1}, {0, 2}, {1, 2}})), (std::vector<int>{1, 2, 3}));
}

void SignificanceTest::zScoresPerRater()
{
    // Rater 7 gave 1, 3, 5 (mean 3, SD 2): −1, 0, 1. Rater 8 gave 4 and 4: no spread, 0 and 0. Rater 9's
    // annotation is not counted and stays. A missing rating stays missing.
    std::vector<double> values{1, 4, 3, 4, 5, 9, std::nan("")};
    standardisePerRater(values, 1, {7, 8, 7, 8, 7, 9, 7}, {1, 1, 1, 1, 1, 0, 1});
    QCOMPARE(values[0], -1.0);
    QCOMPARE(values[2], 0.0);
    QCOMPARE(values[4], 1.0);
    QCOMPARE(values[1], 0.0);
    QCOMPARE(values[3], 0.0);
    QCOMPARE(values[5], 9.0);
    QVERIFY(std::isnan(values[6]));
}

QTEST_GUILESS_MAIN(SignificanceTest)
#include "significance_test.moc"
