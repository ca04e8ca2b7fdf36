// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// OpenMEVA's Figure 2 (docs/statistics.md, "Does a metric order pairs as people do?") on pairs counted by hand.
#include "model/stats/pairorder.h"

#include <QTest>

#include <cmath>

using namespace Errata;

class PairOrderTest : public QObject
{
    Q_OBJECT

private slots:
    void windowsOfOneGroup();
    void pairsStayInTheirGroup();
    void nothingToOrder();
};

namespace {
bool near(double a, double b)
{
    return std::abs(a - b) < 1e-12;
}
} // namespace

// h = 1, 2, 3, 5 and m = 0.1, 0.3, 0.2, 0.9. The six pairs (Δh, Δm oriented by h): (1, 0.2), (2, 0.1),
// (4, 0.8), (1, −0.1), (3, 0.6), (2, 0.7). Two windows of width 2: (0, 2] holds Δh 1, 2, 1, 2 with one
// wrong order (3 of 4); (2, 4] holds 4 and 3, both right.
void PairOrderTest::windowsOfOneGroup()
{
    const QList<PairWindow> windows = pairOrderWindows({PairGroup{{1, 2, 3, 5}, {0.1, 0.3, 0.2, 0.9}}}, 2);
    QCOMPARE(windows.size(), 2);
    QCOMPARE(windows[0].low, 0.0);
    QCOMPARE(windows[0].high, 2.0);
    QCOMPARE(windows[0].pairs, 4);
    QCOMPARE(windows[0].correct, 3);
    QCOMPARE(*windows[0].share(), 0.75);
    QVERIFY(near(windows[0].meanHuman, 1.5));
    QVERIFY(near(windows[0].meanMetric, (0.2 + 0.1 - 0.1 + 0.7) / 4));
    QCOMPARE(windows[1].pairs, 2);
    QCOMPARE(*windows[1].share(), 1.0);
    QVERIFY(near(windows[1].meanHuman, 3.5));
    QVERIFY(near(windows[1].meanMetric, 0.7));
}

// A second group h = 3, 3, 4 and m = 0.5, 0.1, 0.5: the tied pair is left out, (0, 2) is a metric tie
// (not right), (1, 2) right; no pair across the groups.
void PairOrderTest::pairsStayInTheirGroup()
{
    const QList<PairWindow> windows =
        pairOrderWindows({PairGroup{{1, 2, 3, 5}, {0.1, 0.3, 0.2, 0.9}}, PairGroup{{3, 3, 4}, {0.5, 0.1, 0.5}}}, 2);
    QCOMPARE(windows[0].pairs, 6);
    QCOMPARE(windows[0].correct, 4);
    QCOMPARE(windows[0].metricTies, 1);
    QCOMPARE(windows[1].pairs, 2);
}

void PairOrderTest::nothingToOrder()
{
    QVERIFY(pairOrderWindows({PairGroup{{2, 2}, {0, 1}}}, 3).isEmpty());
    QVERIFY(pairOrderWindows({}, 3).isEmpty());
    const QList<PairWindow> empty = pairOrderWindows({PairGroup{{0, 1, 10}, {0, 1, 2}}}, 5);
    QCOMPARE(empty.size(), 5);
    QVERIFY(!empty[2].share()); // (4, 6]: no pair
}

QTEST_GUILESS_MAIN(PairOrderTest)
#include "pairorder_test.moc"
