// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The assignment planner (issue #17): every property the study design promises, checked by counting
// the plan, with the expected loads worked out by hand (items × K shared as evenly as possible).
#include "model/domain/assignmentplan.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

QList<PlanItem> items(int count, const QString &group = QString(), qint64 firstId = 1)
{
    QList<PlanItem> out;
    for (int i = 0; i < count; ++i) out << PlanItem{firstId + i, group, QString(), {}};
    return out;
}

QList<PlanPerson> people(int count, const QString &condition = QString(), qint64 firstId = 101)
{
    QList<PlanPerson> out;
    for (int i = 0; i < count; ++i) out << PlanPerson{firstId + i, condition, 0};
    return out;
}

QMap<qint64, int> loads(const QList<PlannedAssignment> &plan)
{
    QMap<qint64, int> out;
    for (const PlannedAssignment &p : plan) ++out[p.personId];
    return out;
}

QMap<qint64, QSet<qint64>> holders(const QList<PlannedAssignment> &plan)
{
    QMap<qint64, QSet<qint64>> out;
    for (const PlannedAssignment &p : plan) out[p.itemId].insert(p.personId);
    return out;
}

// Pairs of people who share at least one item.
QSet<std::pair<qint64, qint64>> pairsSharing(const QList<PlannedAssignment> &plan)
{
    QSet<std::pair<qint64, qint64>> out;
    for (const QSet<qint64> &who : holders(plan)) {
        for (const qint64 a : who)
            for (const qint64 b : who)
                if (a < b) out.insert({a, b});
    }
    return out;
}

} // namespace

class AssignmentPlanTest : public QObject
{
    Q_OBJECT

private slots:
    void threeByThree();
    void balancedAndPairwise_data();
    void balancedAndPairwise();
    void asManyItemsAsPairs();
    void groupsStayTogether();
    void conditionsStayApart();
    void topsUpWithoutRepeating();
    void refusesTooFewPeople();
    void seedDecides();
};

// 3 items, 3 people, K = 2: 6 assignments, 2 each; the 3 pairs are exactly the 3 items' pairs.
void AssignmentPlanTest::threeByThree()
{
    QString error;
    const auto plan = AssignmentPlanner::plan(items(3), people(3), 2, 1, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(plan.size(), 6);
    QCOMPARE(loads(plan).values(), (QList<int>{2, 2, 2}));
    QCOMPARE(pairsSharing(plan).size(), 3);
    for (const QSet<qint64> &who : holders(plan)) QCOMPARE(who.size(), 2);
}

void AssignmentPlanTest::balancedAndPairwise_data()
{
    QTest::addColumn<int>("itemCount");
    QTest::addColumn<int>("peopleCount");
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("minLoad"); // floor(items × K / people)
    QTest::addColumn<int>("maxLoad"); // ceil
    QTest::newRow("10 × 4, K 2") << 10 << 4 << 2 << 5 << 5;
    QTest::newRow("7 × 3, K 2") << 7 << 3 << 2 << 4 << 5;
    QTest::newRow("100 × 10, K 3") << 100 << 10 << 3 << 30 << 30;
    QTest::newRow("50 × 7, K 2") << 50 << 7 << 2 << 14 << 15;
    QTest::newRow("90 × 10, K 2") << 90 << 10 << 2 << 18 << 18; // twice as many items as the 45 pairs
    QTest::newRow("45 × 10, K 2") << 45 << 10 << 2 << 9 << 9;   // as many items as pairs: a round robin
    QTest::newRow("21 × 7, K 2") << 21 << 7 << 2 << 6 << 6;
    QTest::newRow("30 × 16, K 4") << 30 << 16 << 4 << 7 << 8; // 30 × 6 = 180 pair slots for 120 pairs
}

void AssignmentPlanTest::balancedAndPairwise()
{
    QFETCH(int, itemCount);
    QFETCH(int, peopleCount);
    QFETCH(int, k);
    QFETCH(int, minLoad);
    QFETCH(int, maxLoad);
    QString error;
    const auto plan = AssignmentPlanner::plan(items(itemCount), people(peopleCount), k, 3, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(plan.size(), itemCount * k);
    const QList<int> byPerson = loads(plan).values();
    QCOMPARE(byPerson.size(), peopleCount);
    QCOMPARE(*std::min_element(byPerson.cbegin(), byPerson.cend()), minLoad);
    QCOMPARE(*std::max_element(byPerson.cbegin(), byPerson.cend()), maxLoad);
    for (const QSet<qint64> &who : holders(plan)) QCOMPARE(who.size(), k);    // K distinct people each
    QCOMPARE(pairsSharing(plan).size(), peopleCount * (peopleCount - 1) / 2); // every pair shares items
}

// The tightest case: as many items as pairs (K = 2), so every item must be a different pair and every
// person meets every other exactly once, a round robin. The greedy plan alone covered about 35 of the 45
// pairs; with the repair every seed tried covers them all, loads unchanged.
void AssignmentPlanTest::asManyItemsAsPairs()
{
    QList<int> covered;
    for (quint32 seed = 1; seed <= 20; ++seed) {
        QString error;
        const auto plan = AssignmentPlanner::plan(items(45), people(10), 2, seed, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const int load : loads(plan)) QCOMPARE(load, 9);
        covered << int(pairsSharing(plan).size());
    }
    QCOMPARE(covered, QList<int>(20, 45));
}

// OpenMEVA: 5 raters a story and the 7 stories of a prompt shown to the same raters.
void AssignmentPlanTest::groupsStayTogether()
{
    QList<PlanItem> all = items(7, u"prompt-1"_s, 1) + items(7, u"prompt-2"_s, 8) + items(7, u"prompt-3"_s, 15);
    QString error;
    const auto plan = AssignmentPlanner::plan(all, people(8), 5, 1, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const auto who = holders(plan);
    for (qint64 first : {1, 8, 15}) {
        for (qint64 id = first; id < first + 7; ++id) QCOMPARE(who.value(id), who.value(first));
        QCOMPARE(who.value(first).size(), 5);
    }
    // 3 groups × 7 items × 5 raters = 105 over 8 people, a group (7 items) at a time: 15 groups go to
    // the least loaded, so loads are 14 for seven people and 7 for one (15 = 7 × 2 + 1).
    QList<int> byPerson = loads(plan).values();
    std::sort(byPerson.begin(), byPerson.end());
    QCOMPARE(byPerson, (QList<int>{7, 14, 14, 14, 14, 14, 14, 14}));
}

// Clark et al.: evaluators in disjoint conditions see only their condition's texts.
void AssignmentPlanTest::conditionsStayApart()
{
    QList<PlanItem> all = items(6, QString(), 1) + items(6, QString(), 7);
    for (int i = 0; i < 6; ++i) all[i].condition = u"stories"_s, all[6 + i].condition = u"news"_s;
    const QList<PlanPerson> who = people(3, u"stories"_s, 101) + people(3, u"news"_s, 201);
    QString error;
    const auto plan = AssignmentPlanner::plan(all, who, 2, 1, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(plan.size(), 24);
    for (const PlannedAssignment &p : plan) QCOMPARE(p.itemId <= 6, p.personId < 200);
    QCOMPARE(loads(plan).values(), QList<int>(6, 4)); // 6 items × 2 / 3 people in each condition
}

void AssignmentPlanTest::topsUpWithoutRepeating()
{
    QList<PlanItem> all = items(2);
    all[0].assigned = {101};      // has one of two: gets one more, not 101
    all[1].assigned = {102, 103}; // full: untouched
    QList<PlanPerson> who = people(3);
    who[0].load = 1, who[1].load = 1, who[2].load = 1;
    QString error;
    const auto plan = AssignmentPlanner::plan(all, who, 2, 1, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(plan.size(), 1);
    QCOMPARE(plan.first().itemId, 1);
    QVERIFY(plan.first().personId != 101);
}

void AssignmentPlanTest::refusesTooFewPeople()
{
    QString error;
    QVERIFY(AssignmentPlanner::plan(items(4), people(2), 3, 1, &error).isEmpty());
    QCOMPARE(error, u"Each item needs 3 annotators, but only 2 can be given it."_s);
    QList<PlanItem> all = items(2);
    all[1].condition = u"news"_s;
    QVERIFY(AssignmentPlanner::plan(all, people(2, u"news"_s) + people(1, QString(), 301), 2, 1, &error).isEmpty());
    QCOMPARE(error, u"Items without a condition need 2 annotators each, but only 1 people have no condition."_s);
    QVERIFY(AssignmentPlanner::plan(items(1), people(2), 0, 1, &error).isEmpty());
    QVERIFY(error.contains(u"at least one annotator"_s));
}

void AssignmentPlanTest::seedDecides()
{
    QString error;
    const auto a = AssignmentPlanner::plan(items(30), people(6), 2, 5, &error);
    const auto b = AssignmentPlanner::plan(items(30), people(6), 2, 5, &error);
    const auto c = AssignmentPlanner::plan(items(30), people(6), 2, 6, &error);
    QCOMPARE(a, b);
    QVERIFY(a != c);
}

QTEST_GUILESS_MAIN(AssignmentPlanTest)
#include "assignmentplan_test.moc"
