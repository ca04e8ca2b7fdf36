// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The bootstrap draws its indexes without a division per draw (issue #9); the intervals and the
// study must be exactly what SeededRandom::below's plain modulo gives, recomputed here that way.
#include "model/stats/bootstrap.h"
#include "model/stats/corpusmeasures.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Errata;

namespace {

// The quantile as its definition reads: sort, then interpolate between the two order statistics around
// p (n - 1) (numpy's default "linear" method).
double sortedQuantile(std::vector<double> values, double p)
{
    std::sort(values.begin(), values.end());
    const double position = p * double(values.size() - 1);
    const auto below = size_t(std::floor(position));
    const size_t above = std::min(below + 1, values.size() - 1);
    return values[below] + (position - double(below)) * (values[above] - values[below]);
}

// The percentile bootstrap as its definition reads, drawing with below() (x % n).
std::pair<double, double> plainInterval(const std::vector<double> &values, int rounds, quint64 seed)
{
    SeededRandom random(seed);
    std::vector<double> means;
    for (int round = 0; round < rounds; ++round) {
        double sum = 0.0;
        for (size_t i = 0; i < values.size(); ++i) sum += values[size_t(random.below(qsizetype(values.size())))];
        means.push_back(sum / double(values.size()));
    }
    return {sortedQuantile(means, 0.025), sortedQuantile(means, 0.975)};
}

std::vector<double> sample(size_t n, quint64 seed)
{
    SeededRandom random(seed);
    std::vector<double> values;
    for (size_t i = 0; i < n; ++i) values.push_back(double(random.next() % 1000) / 7.0);
    return values;
}

} // namespace

class BootstrapDrawsTest : public QObject
{
    Q_OBJECT

private slots:
    void intervalsEqualThePlainDraws_data();
    void intervalsEqualThePlainDraws();
    void studyEqualsThePlainDraws();
    void listsDrawnTogetherEqualThePlainDraws();
    void quantileEqualsTheSortedDefinition();
};

void BootstrapDrawsTest::intervalsEqualThePlainDraws_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<quint64>("seed");
    // Sizes around powers of two and a large prime: where a wrong magic number would show first.
    for (const int n : {2, 3, 7, 64, 255, 256, 1000, 4099, 65536, 65537}) {
        for (const quint64 seed : {quint64(1), quint64(42), std::numeric_limits<quint64>::max() - 5}) {
            QTest::addRow("n=%d seed=%llu", n, static_cast<unsigned long long>(seed)) << n << seed;
        }
    }
}

void BootstrapDrawsTest::intervalsEqualThePlainDraws()
{
    QFETCH(int, n);
    QFETCH(quint64, seed);
    const std::vector<double> values = sample(size_t(n), seed ^ 0x5151);
    const int rounds = n > 10000 ? 20 : 200;
    const auto [low, high] = bootstrapInterval(values, rounds, seed);
    const auto [plainLow, plainHigh] = plainInterval(values, rounds, seed);
    // The same draws summed in the same order: equal to the last bit.
    QVERIFY2(low == plainLow && high == plainHigh,
             qPrintable(QStringLiteral("%1 %2 vs %3 %4").arg(low).arg(high).arg(plainLow).arg(plainHigh)));
    QVERIFY(low <= high);
}

void BootstrapDrawsTest::studyEqualsThePlainDraws()
{
    ItemValues values;
    values.groups = {{QStringLiteral("g")}};
    values.types = {TypeSelector{QStringLiteral("t"), QStringLiteral("t"), {}}};
    values.values = {sample(777, 9)};
    values.annotations = {777};
    const std::vector<BootstrapStudyRow> rows = bootstrapStudy(values, {10, 50}, 300, 3);
    QCOMPARE(rows.size(), size_t(2));
    for (const BootstrapStudyRow &row : rows) {
        SeededRandom random(3);
        std::vector<double> means;
        for (int round = 0; round < 300; ++round) {
            double sum = 0.0;
            for (int i = 0; i < row.sampleSize; ++i) sum += values.values[0][size_t(random.below(777))];
            means.push_back(sum / row.sampleSize);
        }
        QVERIFY(row.mean == mean(means));
        QVERIFY(row.sd == sampleSd(means));
        QCOMPARE(row.population, 777);
    }
}

void BootstrapDrawsTest::listsDrawnTogetherEqualThePlainDraws()
{
    // Three lists of 300 share one pass of draws; the list of 41 and the one of a single value do not.
    const std::vector<std::vector<double>> values{sample(300, 1), sample(300, 2), sample(41, 3), sample(300, 4),
                                                  sample(1, 5)};
    std::vector<const std::vector<double> *> lists;
    for (const std::vector<double> &list : values) lists.push_back(&list);
    const auto intervals = bootstrapIntervals(lists, 250, 77);
    QCOMPARE(intervals.size(), values.size());
    for (size_t i = 0; i < values.size(); ++i) {
        const auto plain =
            values[i].size() < 2 ? std::pair(values[i][0], values[i][0]) : plainInterval(values[i], 250, 77);
        QVERIFY2(intervals[i] == plain,
                 qPrintable(QStringLiteral("list %1: %2 %3 vs %4 %5")
                                .arg(i)
                                .arg(intervals[i].first)
                                .arg(intervals[i].second)
                                .arg(plain.first)
                                .arg(plain.second)));
    }
    // Lists of one size, passed alone, give the same as in company.
    const std::vector<const std::vector<double> *> sameSize{&values[0], &values[1], &values[3]};
    const auto together = bootstrapIntervals(sameSize, 250, 77);
    QCOMPARE(together[1], intervals[1]);
    QVERIFY(together[0] != together[1]); // different values, different intervals: the lists were not mixed up
}

void BootstrapDrawsTest::quantileEqualsTheSortedDefinition()
{
    // quantile() selects instead of sorting; it must pick the same two values. Hand-checked first: the
    // 2.5% of {4, 1, 3, 2, 5} sits at 0.1 between 1 and 2, the 97.5% at 3.9, 0.9 between 4 and 5.
    QCOMPARE(quantile({4, 1, 3, 2, 5}, 0.025), 1.1);
    QCOMPARE(quantile({4, 1, 3, 2, 5}, 0.975), 4.9);
    QCOMPARE(quantile({7}, 0.975), 7.0);
    QCOMPARE(quantile({2, 9}, 1.0), 9.0);
    // Then many sizes with ties (few distinct values) and without, at the bootstrap's and other p.
    SeededRandom random(11);
    for (const size_t n : {size_t(2), size_t(3), size_t(40), size_t(999), size_t(1000), size_t(1001)}) {
        for (const quint64 distinct : {quint64(3), quint64(1000000)}) {
            std::vector<double> values;
            for (size_t i = 0; i < n; ++i) values.push_back(double(random.next() % distinct) / 3.0);
            for (const double p : {0.0, 0.025, 0.5, 0.975, 1.0}) {
                QVERIFY2(quantile(values, p) == sortedQuantile(values, p),
                         qPrintable(QStringLiteral("n=%1 distinct=%2 p=%3").arg(n).arg(distinct).arg(p)));
            }
        }
    }
}

QTEST_GUILESS_MAIN(BootstrapDrawsTest)
#include "bootstrapdraws_test.moc"
