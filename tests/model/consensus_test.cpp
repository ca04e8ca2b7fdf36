// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/consensus.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {
qint64 nextId = 1;

Span span(qsizetype begin, qsizetype end, const QString &type = u"Redundant"_s, TextSide side = TextSide::Generation)
{
    Span s;
    s.id = nextId++;
    s.range = {begin, end, side};
    s.typeKey = type;
    return s;
}

TextRange range(qsizetype begin, qsizetype end)
{
    return {begin, end, TextSide::Generation};
}
} // namespace

// Gold-layer proposals on hand-made cases; every expected value is worked out in the comments.
class ConsensusTest : public QObject
{
    Q_OBJECT

private slots:
    void nested();
    void chained();
    void disjointNeedsLowerK();
    void tiesCompete();
    void oneAnnotatorCountsOnce();
    void sidesDoNotMix();
};

void ConsensusTest::nested()
{
    // A1 [0,10) contains A2 [2,5); A3 marks nothing. k = majority of 3 = 2.
    const QList<AnnotatorSpans> layers{{1, {span(0, 10)}}, {2, {span(2, 5)}}, {3, {}}};
    const auto unions = proposeConsensus(layers, ConsensusRange::Union);
    QCOMPARE(unions.size(), 1);
    QCOMPARE(unions[0].range, range(0, 10));
    QCOMPARE(unions[0].supporters, (QList<qint64>{1, 2}));
    const auto cores = proposeConsensus(layers, ConsensusRange::Intersection);
    QCOMPARE(cores.size(), 1);
    QCOMPARE(cores[0].range, range(2, 5)); // only there do two annotators agree
}

void ConsensusTest::chained()
{
    // [0,4) overlaps [3,8), which overlaps [7,12): one group though the ends never meet.
    const QList<AnnotatorSpans> layers{{1, {span(0, 4)}}, {2, {span(3, 8)}}, {3, {span(7, 12)}}};
    const auto unions = proposeConsensus(layers, ConsensusRange::Union);
    QCOMPARE(unions.size(), 1);
    QCOMPARE(unions[0].range, range(0, 12));
    QCOMPARE(unions[0].supporters, (QList<qint64>{1, 2, 3}));
    QCOMPARE(unions[0].spanIds.size(), 3);
    // Two annotators cover [3,4) (A1, A2) and [7,8) (A2, A3); nowhere do all three.
    const auto cores = proposeConsensus(layers, ConsensusRange::Intersection);
    QCOMPARE(cores.size(), 2);
    QCOMPARE(cores[0].range, range(3, 4));
    QCOMPARE(cores[0].supporters, (QList<qint64>{1, 2}));
    QCOMPARE(cores[1].range, range(7, 8));
    QCOMPARE(cores[1].supporters, (QList<qint64>{2, 3}));
    QVERIFY(proposeConsensus(layers, ConsensusRange::Intersection, 3).isEmpty());
}

void ConsensusTest::disjointNeedsLowerK()
{
    // Touching is not overlapping: [0,3) and [3,6) stay apart, as do [0,3) and [8,9).
    const QList<AnnotatorSpans> layers{{1, {span(0, 3)}}, {2, {span(3, 6)}}, {3, {span(8, 9)}}};
    QVERIFY(proposeConsensus(layers, ConsensusRange::Union).isEmpty());
    const auto singles = proposeConsensus(layers, ConsensusRange::Union, 1);
    QCOMPARE(singles.size(), 3);
    QCOMPARE(singles[1].range, range(3, 6));
}

void ConsensusTest::tiesCompete()
{
    // Four annotators, two say Incoherent and two say Commonsense on the same words.
    const QList<AnnotatorSpans> layers{{1, {span(0, 5, u"Incoherent"_s)}},
                                       {2, {span(0, 5, u"Incoherent"_s)}},
                                       {3, {span(0, 5, u"Commonsense"_s)}},
                                       {4, {span(1, 5, u"Commonsense"_s)}}};
    QVERIFY(proposeConsensus(layers, ConsensusRange::Union).isEmpty()); // the majority of 4 is 3
    const auto tied = proposeConsensus(layers, ConsensusRange::Union, 2);
    QCOMPARE(tied.size(), 2);
    QCOMPARE(tied[0].typeKey, u"Commonsense"_s); // same begin: ordered by type
    QCOMPARE(tied[1].typeKey, u"Incoherent"_s);
    QVERIFY(tied[0].competing && tied[1].competing);
}

void ConsensusTest::oneAnnotatorCountsOnce()
{
    // A1 marks the phrase twice; A2 marks something else: one supporter only.
    const QList<AnnotatorSpans> layers{{1, {span(0, 5), span(1, 4)}}, {2, {span(10, 12)}}, {3, {}}};
    QVERIFY(proposeConsensus(layers, ConsensusRange::Union).isEmpty());
    QVERIFY(proposeConsensus(layers, ConsensusRange::Intersection).isEmpty());
}

void ConsensusTest::sidesDoNotMix()
{
    // The same offsets on the prompt and the generation are different places.
    const QList<AnnotatorSpans> layers{{1, {span(0, 5, u"Redundant"_s, TextSide::Prompt)}}, {2, {span(0, 5)}}};
    QVERIFY(proposeConsensus(layers, ConsensusRange::Union, 2).isEmpty());
}

QTEST_GUILESS_MAIN(ConsensusTest)
#include "consensus_test.moc"
