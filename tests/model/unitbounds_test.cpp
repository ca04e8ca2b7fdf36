// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// UnitBounds keeps many texts' token bounds flat for the corpus table; every answer must be what
// coveredUnits gives on that text's own list of units (tested by hand in agreement_test).
#include "model/domain/unitbounds.h"

#include <QTest>

using namespace Errata;
using namespace Qt::StringLiterals;

class UnitBoundsTest : public QObject
{
    Q_OBJECT

private slots:
    void everyRangeAsCoveredUnitsGives_data();
    void everyRangeAsCoveredUnitsGives();
    void handExample();
    void clearedBoundsMeasureTheNextTextAlone();
};

void UnitBoundsTest::everyRangeAsCoveredUnitsGives_data()
{
    QTest::addColumn<int>("unit");
    QTest::newRow("tokens") << int(AgreementUnit::Token);
    QTest::newRow("characters") << int(AgreementUnit::Character);
}

void UnitBoundsTest::everyRangeAsCoveredUnitsGives()
{
    QFETCH(int, unit);
    const auto kind = AgreementUnit(unit);
    // Words and punctuation, an empty text, ideographs, a surrogate pair, and text ending inside a word.
    const QStringList texts{u"The cat sat, then it left."_s, QString(), u"  "_s,          u"我们今天去 Beijing 吧。"_s,
                            u"a \U0001F600 b\u0301c"_s,      u"x"_s,    u"end of words"_s};
    UnitBounds bounds(kind);
    for (const QString &text : texts) {
        QCOMPARE(bounds.add(text), int(unitsOf(text, kind).size()));
    }
    int compared = 0;
    for (qsizetype t = 0; t < texts.size(); ++t) {
        const QList<TextRange> units = unitsOf(texts[t], kind);
        for (qsizetype begin = -1; begin <= texts[t].size() + 1; ++begin) {
            for (qsizetype end = begin; end <= texts[t].size() + 2; ++end) {
                const TextRange range{begin, end, TextSide::Generation};
                QCOMPARE(bounds.covered(t, range), coveredUnits(units, range));
                ++compared;
            }
        }
    }
    QVERIFY(compared > 500);
}

void UnitBoundsTest::handExample()
{
    UnitBounds bounds(AgreementUnit::Token);
    QCOMPARE(bounds.add(u"zz"_s), 1);
    QCOMPARE(bounds.add(u"aa bb cc dd"_s), 4); // 0-2 3-5 6-8 9-11, the second text
    using Range = std::pair<qsizetype, qsizetype>;
    QCOMPARE(bounds.covered(1, {4, 7, TextSide::Generation}), Range(1, 3)); // half of bb, half of cc
    QCOMPARE(bounds.covered(1, {2, 3, TextSide::Generation}), Range(1, 1)); // only the space
    QCOMPARE(bounds.covered(1, {4, 4, TextSide::Generation}), Range(1, 2)); // insertion point inside bb
    QCOMPARE(bounds.covered(0, {0, 2, TextSide::Generation}), Range(0, 1));
}

// The corpus reader keeps one text at a time: after clear(), the next text is text 0 again.
void UnitBoundsTest::clearedBoundsMeasureTheNextTextAlone()
{
    using Range = std::pair<qsizetype, qsizetype>;
    UnitBounds bounds(AgreementUnit::Token);
    QCOMPARE(bounds.add(u"one two three four five"_s), 5);
    bounds.clear();
    QCOMPARE(bounds.add(u"aa bb"_s), 2); // 0-2 3-5
    QCOMPARE(bounds.covered(0, {1, 4, TextSide::Generation}), Range(0, 2));
    QCOMPARE(bounds.covered(0, {6, 9, TextSide::Generation}), Range(2, 2)); // past the end: nothing
    UnitBounds characters(AgreementUnit::Character);
    QCOMPARE(characters.add(u"long text"_s), 9);
    characters.clear();
    QCOMPARE(characters.add(u"abc"_s), 3);
    QCOMPARE(characters.covered(0, {1, 8, TextSide::Generation}), Range(1, 3)); // clamped to this text
}

QTEST_GUILESS_MAIN(UnitBoundsTest)
#include "unitbounds_test.moc"
