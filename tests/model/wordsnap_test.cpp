// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/annotation/wordsnap.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

class WordSnapTest : public QObject
{
    Q_OBJECT

private slots:
    void snap_data();
    void snap();
    void neverSplitsAGrapheme_data();
    void neverSplitsAGrapheme();
    void wordSteps();
};

void WordSnapTest::snap_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("begin");
    QTest::addColumn<int>("end");
    QTest::addColumn<QString>("expected"); // the snapped text
    const QString english = u"The quick brown fox jumps."_s;
    QTest::newRow("mid-word both ends") << english << 6 << 12 << u"quick brown"_s;
    QTest::newRow("already whole") << english << 4 << 9 << u"quick"_s;
    QTest::newRow("trailing space trimmed") << english << 4 << 10 << u"quick"_s;
    QTest::newRow("leading space trimmed") << english << 3 << 9 << u"quick"_s;
    QTest::newRow("reversed drag") << english << 12 << 6 << u"quick brown"_s;
    QTest::newRow("stops before punctuation") << english << 21 << 24 << u"jumps"_s;
    QTest::newRow("punctuation itself") << english << 25 << 26 << u"."_s;
    QTest::newRow("whitespace only") << english << 9 << 10 << QString();
    const QString chinese = u"台风预计将于周三登陆。"_s; // every ideograph is a word
    QTest::newRow("one ideograph") << chinese << 2 << 3 << u"预"_s;
    QTest::newRow("ideographs stay single") << chinese << 6 << 8 << u"周三"_s;
    QTest::newRow("mixed script") << u"GPT-3 说：你好"_s << 1 << 2 << u"GPT"_s;
}

void WordSnapTest::snap()
{
    QFETCH(QString, text);
    QFETCH(int, begin);
    QFETCH(int, end);
    QFETCH(QString, expected);
    const TextRange snapped = WordSnap::snapToWords(text, {begin, end, TextSide::Generation});
    QCOMPARE(text.mid(snapped.begin, snapped.length()), expected);
    QVERIFY(snapped.begin <= snapped.end);
}

void WordSnapTest::neverSplitsAGrapheme_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("inside"); // an offset inside a grapheme cluster
    QTest::newRow("surrogate pair") << u"a 🐈 b"_s << 3;                     // 🐈 is U+1F408: two UTF-16 units at 2..4
    QTest::newRow("combining acute") << u"cafe\u0301 au lait"_s << 4;        // e + U+0301 at 3..5
    QTest::newRow("emoji with skin tone") << u"ok 👍🏽 yes"_s << 5;          // 4 units at 3..7
    QTest::newRow("flag") << u"go 🇩🇪 now"_s << 5;                           // regional indicators at 3..7
}

void WordSnapTest::neverSplitsAGrapheme()
{
    QFETCH(QString, text);
    QFETCH(int, inside);
    const qsizetype before = WordSnap::graphemeBoundaryBefore(text, inside);
    const qsizetype after = WordSnap::graphemeBoundaryAfter(text, inside);
    QVERIFY(before < inside && inside < after);
    QVERIFY(!text.at(before).isLowSurrogate());
    QVERIFY(after == text.size() || !text.at(after).isLowSurrogate());
    for (int end = inside; end <= text.size(); ++end) {
        const TextRange snapped = WordSnap::snapToWords(text, {inside, end, TextSide::Generation});
        QVERIFY(snapped.begin <= before || snapped.begin >= after);
        QVERIFY(snapped.end <= before || snapped.end >= after);
    }
}

void WordSnapTest::wordSteps()
{
    const QString text = u"one two, three"_s;
    QCOMPARE(WordSnap::nextWordBoundary(text, 0), 3);
    QCOMPARE(WordSnap::nextWordBoundary(text, 3), 7);
    QCOMPARE(WordSnap::nextWordBoundary(text, 7), 14);
    QCOMPARE(WordSnap::previousWordBoundary(text, 14), 9);
    QCOMPARE(WordSnap::previousWordBoundary(text, 9), 4);
    QCOMPARE(WordSnap::previousWordBoundary(text, 0), 0);
    QCOMPARE(WordSnap::nextWordBoundary(u"台风登陆"_s, 1), 2);
}

QTEST_GUILESS_MAIN(WordSnapTest)
#include "wordsnap_test.moc"
