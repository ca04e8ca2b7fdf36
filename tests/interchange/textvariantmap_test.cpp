// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/textvariantmap.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {
TextRange parseRange(const QString &notation) // "3-5"
{
    const QStringList ends = notation.split(u'-');
    return {ends.at(0).toInt(), ends.at(1).toInt(), TextSide::Generation};
}
} // namespace

// Carrying a rater's spans from their copy of a text onto the item's copy (thresh MQM files).
class TextVariantMapTest : public QObject
{
    Q_OBJECT

private slots:
    void map_data();
    void map();
    void surrogatePairsStayWhole();
};

void TextVariantMapTest::map_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("range");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<bool>("clamped");

    QTest::newRow("same text") << u"abc"_s << u"abc"_s << u"0-3"_s << u"0-3"_s << false;
    // "ab cd" -> "ab XX cd": prefix "ab ", suffix "cd", inserted "XX ".
    QTest::newRow("insertion: prefix stays") << u"ab cd"_s << u"ab XX cd"_s << u"0-2"_s << u"0-2"_s << false;
    QTest::newRow("insertion: suffix shifts") << u"ab cd"_s << u"ab XX cd"_s << u"3-5"_s << u"6-8"_s << false;
    QTest::newRow("insertion: span across it grows") << u"ab cd"_s << u"ab XX cd"_s << u"1-4"_s << u"1-7"_s << false;
    QTest::newRow("insertion point stays one") << u"abcd"_s << u"abXcd"_s << u"2-2"_s << u"3-3"_s << false;
    QTest::newRow("deletion: suffix shifts back") << u"ab XX cd"_s << u"ab cd"_s << u"6-8"_s << u"3-5"_s << false;
    QTest::newRow("deletion: inside clamps") << u"ab XX cd"_s << u"ab cd"_s << u"3-5"_s << u"3-3"_s << true;
    // "the big dog" -> "the small dog": prefix "the ", suffix " dog".
    QTest::newRow("replacement covered whole")
        << u"the big dog"_s << u"the small dog"_s << u"4-7"_s << u"4-9"_s << false;
    QTest::newRow("begin inside") << u"the big dog"_s << u"the small dog"_s << u"5-11"_s << u"5-13"_s << true;
    QTest::newRow("end inside") << u"the big dog"_s << u"the small dog"_s << u"0-6"_s << u"0-6"_s << true;
    QTest::newRow("clamped to the shorter stretch")
        << u"the enormous dog"_s << u"the big dog"_s << u"4-10"_s << u"4-7"_s << true;
    QTest::newRow("repeated letters counted once") << u"aa"_s << u"aaa"_s << u"0-2"_s << u"0-2"_s << false;
}

void TextVariantMapTest::map()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, range);
    QFETCH(QString, expected);
    QFETCH(bool, clamped);
    bool inside = !clamped;
    const TextRange mapped = TextVariantMap(from, to).map(parseRange(range), &inside);
    QCOMPARE(u"%1-%2"_s.arg(mapped.begin).arg(mapped.end), expected);
    QCOMPARE(inside, clamped);
}

void TextVariantMapTest::surrogatePairsStayWhole()
{
    // U+1F600 and U+1F601 share their high surrogate; the prefix must not end between the halves.
    const QString from = u"a😀b"_s, to = u"a😁b"_s;
    const TextVariantMap map(from, to);
    QCOMPARE(map.prefixLength(), 1);
    QCOMPARE(map.suffixLength(), 1);
    bool clamped = false;
    QCOMPARE(map.map({1, 3, TextSide::Generation}, &clamped), (TextRange{1, 3, TextSide::Generation}));
    QVERIFY(!clamped);
}

QTEST_GUILESS_MAIN(TextVariantMapTest)
#include "textvariantmap_test.moc"
