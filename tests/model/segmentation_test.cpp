// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/segmentation.h"

#include <QRandomGenerator>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

// "0-2 4-6" -> ranges on the generation side.
QList<TextRange> parse(const QString &text)
{
    QList<TextRange> ranges;
    for (const QString &part : text.split(u' ', Qt::SkipEmptyParts)) {
        ranges << TextRange{part.section(u'-', 0, 0).toInt(), part.section(u'-', 1, 1).toInt(), TextSide::Generation};
    }
    return ranges;
}

// "0-3:0 3-5:01" : each segment with the indexes of the ranges covering it.
QString describe(const QList<Segment> &segments)
{
    QStringList parts;
    for (const Segment &segment : segments) {
        QString covering;
        for (qsizetype index : segment.rangeIndexes) {
            covering += QString::number(index);
        }
        parts << u"%1-%2:%3"_s.arg(segment.begin).arg(segment.end).arg(covering);
    }
    return parts.join(u' ');
}

// The deepest overlap, by brute force over every unit offset: what an optimal packing must reach.
int maxDepth(const QList<TextRange> &ranges, int length)
{
    int deepest = 0;
    for (int offset = 0; offset < length; ++offset) {
        int depth = 0;
        for (const TextRange &range : ranges) {
            depth += (range.begin <= offset && offset < std::max(range.end, range.begin + 1)) ? 1 : 0;
        }
        deepest = std::max(deepest, depth);
    }
    return deepest;
}

} // namespace

class SegmentationTest : public QObject
{
    Q_OBJECT

private slots:
    void segments_data();
    void segments();
    void lanes_data();
    void lanes();
    void hundredDeepNesting();
    void randomPackingsAreValidAndOptimal();
};

void SegmentationTest::segments_data()
{
    QTest::addColumn<QString>("ranges");
    QTest::addColumn<QString>("expected"); // text length is 10 in every row
    QTest::newRow("no spans") << ""
                              << "";
    QTest::newRow("disjoint") << "0-2 4-6"
                              << "0-2:0 4-6:1";
    QTest::newRow("nested") << "0-10 3-5"
                            << "0-3:0 3-5:01 5-10:0";
    QTest::newRow("partial overlap") << "0-5 3-8"
                                     << "0-3:0 3-5:01 5-8:1";
    QTest::newRow("identical") << "2-4 2-4"
                               << "2-4:01";
    QTest::newRow("chained") << "0-3 3-6 6-9"
                             << "0-3:0 3-6:1 6-9:2";
    QTest::newRow("clamped to text") << "8-99"
                                     << "8-10:0";
    QTest::newRow("empty range covers nothing") << "4-4 2-6"
                                                << "2-6:1";
    QTest::newRow("z-order is input order") << "3-5 0-10"
                                            << "0-3:1 3-5:01 5-10:1";
}

void SegmentationTest::segments()
{
    QFETCH(QString, ranges);
    QFETCH(QString, expected);
    QCOMPARE(describe(segmentRanges(parse(ranges), 10)), expected);
}

void SegmentationTest::lanes_data()
{
    QTest::addColumn<QString>("ranges");
    QTest::addColumn<QString>("expected"); // lane per range, in input order
    QTest::newRow("single") << "0-4"
                            << "0";
    QTest::newRow("disjoint share lane 0") << "0-2 4-6"
                                           << "0 0";
    QTest::newRow("touching share a lane") << "0-3 3-6"
                                           << "0 0";
    QTest::newRow("identical stack") << "2-4 2-4"
                                     << "0 1";
    QTest::newRow("nested: outer above inner") << "3-5 0-10"
                                               << "1 0";
    QTest::newRow("partial overlap") << "0-5 3-8"
                                     << "0 1";
    QTest::newRow("lane freed and reused") << "0-5 1-3 4-9 6-8"
                                           << "0 1 1 0";
    QTest::newRow("chained overlaps") << "0-4 3-7 6-10 9-12"
                                      << "0 1 0 1";
    QTest::newRow("insertion points get a lane") << "2-2 2-2 0-5"
                                                 << "1 2 0";
}

void SegmentationTest::lanes()
{
    QFETCH(QString, ranges);
    QFETCH(QString, expected);
    QStringList lanes;
    for (int lane : packLanes(parse(ranges))) {
        lanes << QString::number(lane);
    }
    QCOMPARE(lanes.join(u' '), expected);
}

void SegmentationTest::hundredDeepNesting()
{
    QList<TextRange> ranges;
    for (int i = 0; i < 100; ++i) {
        ranges << TextRange{i, 200 - i, TextSide::Generation};
    }
    const QList<int> lanes = packLanes(ranges);
    for (int i = 0; i < 100; ++i) {
        QCOMPARE(lanes[i], i); // each deeper span one lane further from the text
    }
    const QList<Segment> segments = segmentRanges(ranges, 200);
    QCOMPARE(segments.size(), 199); // cuts at 0..100 and 100..200
    QCOMPARE(segments.at(99).rangeIndexes.size(), 100);
}

void SegmentationTest::randomPackingsAreValidAndOptimal()
{
    QRandomGenerator random(42);
    for (int round = 0; round < 200; ++round) {
        QList<TextRange> ranges;
        const int count = 1 + random.bounded(25);
        for (int i = 0; i < count; ++i) {
            const int begin = random.bounded(40);
            ranges << TextRange{begin, begin + random.bounded(12), TextSide::Generation};
        }
        const QList<int> lanes = packLanes(ranges);
        for (int a = 0; a < count; ++a) {
            for (int b = a + 1; b < count; ++b) {
                const TextRange ra{ranges[a].begin, std::max(ranges[a].end, ranges[a].begin + 1), TextSide::Generation};
                const TextRange rb{ranges[b].begin, std::max(ranges[b].end, ranges[b].begin + 1), TextSide::Generation};
                QVERIFY2(!(ra.overlaps(rb) && lanes[a] == lanes[b]), "overlapping spans share a lane");
            }
        }
        QCOMPARE(*std::max_element(lanes.cbegin(), lanes.cend()) + 1, maxDepth(ranges, 60));
    }
}

QTEST_GUILESS_MAIN(SegmentationTest)
#include "segmentation_test.moc"
