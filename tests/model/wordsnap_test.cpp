// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/tokenizer.h"
#include "model/domain/wordsnap.h"

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
    void snappingAndCountingAgree_data();
    void snappingAndCountingAgree();
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
    QTest::addColumn<int>("inside");                                    // an offset inside a grapheme cluster
    QTest::newRow("surrogate pair") << u"a 🐈 b"_s << 3;                 // 🐈 is U+1F408: two UTF-16 units at 2..4
    QTest::newRow("combining acute") << u"cafe\u0301 au lait"_s << 4;   // e + U+0301 at 3..5
    QTest::newRow("emoji with skin tone") << u"ok 👍🏽 yes"_s << 5; // 4 units at 3..7
    QTest::newRow("flag") << u"go 🇩🇪 now"_s << 5;                       // regional indicators at 3..7
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

// One word definition (issue #20): a snapped selection covers whole tokens of the tokenizer that
// coverage and agreement count. Unicode's word rules kept "don't" and "3.14" whole while statistics
// split them, so a span could cover half a counted token.
void WordSnapTest::snappingAndCountingAgree_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("begin");
    QTest::addColumn<int>("end");
    QTest::addColumn<QString>("expected");
    QTest::newRow("apostrophe") << u"I don't know."_s << 3 << 4 << u"don"_s; // d|o|n ' t: "don" and "t"
    QTest::newRow("after apostrophe") << u"I don't know."_s << 6 << 7 << u"t"_s;
    QTest::newRow("decimal point") << u"pi is 3.14 now"_s << 8 << 9 << u"14"_s; // "3" and "14"
    QTest::newRow("underscore") << u"a snake_case name"_s << 3 << 4 << u"snake"_s;
    QTest::newRow("kana") << u"ひらがな"_s << 1 << 2 << u"ら"_s;
    QTest::newRow("joiner after a word") << u"ab\u200Dc d"_s << 0 << 1 << u"ab\u200D"_s; // ZWJ joins the cluster
}

void WordSnapTest::snappingAndCountingAgree()
{
    QFETCH(QString, text);
    QFETCH(int, begin);
    QFETCH(int, end);
    QFETCH(QString, expected);
    const TextRange snapped = WordSnap::snapToWords(text, {begin, end, TextSide::Generation});
    QCOMPARE(text.mid(snapped.begin, snapped.length()), expected);
    // Every cut of the text snaps to token edges: no token is covered in part.
    const QList<TextRange> tokens = tokenize(text);
    for (qsizetype from = 0; from < text.size(); ++from) {
        for (qsizetype to = from + 1; to <= text.size(); ++to) {
            const TextRange range = WordSnap::snapToWords(text, {from, to, TextSide::Generation});
            for (const TextRange &token : tokens) {
                const bool overlaps = token.begin < range.end && range.begin < token.end;
                QVERIFY(!overlaps || (range.begin <= token.begin && token.end <= range.end));
            }
        }
    }
}

QTEST_GUILESS_MAIN(WordSnapTest)
#include "wordsnap_test.moc"
