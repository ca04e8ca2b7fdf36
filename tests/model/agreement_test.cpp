// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/agreement.h"
#include "model/stats/krippendorff.h"
#include "model/domain/tokenizer.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

constexpr double Missing = -1;

// Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", the 4 coders × 12 units example.
QList<QList<double>> krippendorffExample()
{
    const double rows[4][12] = {{1, 2, 3, 3, 2, 1, 4, 1, 2, Missing, Missing, Missing},
                                {1, 2, 3, 3, 2, 2, 4, 1, 2, 5, Missing, 3},
                                {Missing, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, Missing},
                                {1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, Missing}};
    QList<QList<double>> units(12);
    for (int coder = 0; coder < 4; ++coder) {
        for (int unit = 0; unit < 12; ++unit) {
            if (rows[coder][unit] != Missing) {
                units[unit] << rows[coder][unit];
            }
        }
    }
    return units;
}

// A second, deliberately naive α: every ordered pair of values within a unit against every
// ordered pair of pairable values anywhere, by the textbook pairwise definition.
std::optional<double> naiveAlpha(const QList<QList<double>> &units, bool interval)
{
    const auto delta = [interval](double a, double b) { return interval ? (a - b) * (a - b) : (a == b ? 0.0 : 1.0); };
    QList<double> pooled;
    double within = 0;
    for (const QList<double> &unit : units) {
        if (unit.size() < 2) {
            continue;
        }
        pooled += unit;
        for (qsizetype i = 0; i < unit.size(); ++i) {
            for (qsizetype j = 0; j < unit.size(); ++j) {
                within += i == j ? 0 : delta(unit[i], unit[j]) / double(unit.size() - 1);
            }
        }
    }
    double across = 0;
    for (qsizetype i = 0; i < pooled.size(); ++i) {
        for (qsizetype j = 0; j < pooled.size(); ++j) {
            across += i == j ? 0 : delta(pooled[i], pooled[j]);
        }
    }
    const double n = double(pooled.size());
    if (n < 2 || across == 0) {
        return std::nullopt;
    }
    return 1.0 - (n - 1) * within / across;
}

TypeSelector selector(const QString &key, const QStringList &types)
{
    return TypeSelector{key, key, QSet<QString>(types.cbegin(), types.cend())};
}

Span mark(qsizetype begin, qsizetype end, const QString &type)
{
    Span span;
    span.range = {begin, end, TextSide::Generation};
    span.typeKey = type;
    return span;
}

} // namespace

class AgreementTest : public QObject
{
    Q_OBJECT

private slots:
    void publishedWorkedExamples();
    void binaryPathMatchesGeneralPath();
    void generalPathMatchesNaiveDefinition();
    void tinyItemByHand();
    void noVariationIsUndefined();
    void levelOneRollUp();
    void perItemMeanAndPooledDiffer();
    void characterUnitsIncludeWhitespace();
    void tokenizer_data();
    void tokenizer();
    void spansCoverTheTokensTheyOverlap();
};

void AgreementTest::publishedWorkedExamples()
{
    // Krippendorff's published results for his example: nominal .743, ordinal .815, interval .849.
    const QList<QList<double>> units = krippendorffExample();
    QVERIFY(std::abs(*krippendorffAlpha(units, AlphaMetric::Nominal) - 0.743) < 0.0005);
    QVERIFY(std::abs(*krippendorffAlpha(units, AlphaMetric::Ordinal) - 0.815) < 0.0005);
    QVERIFY(std::abs(*krippendorffAlpha(units, AlphaMetric::Interval) - 0.849) < 0.0005);
    // His binary example: two coders, ten units, α = 0.095.
    const int a[10] = {0, 1, 0, 0, 0, 0, 0, 0, 1, 0};
    const int b[10] = {1, 1, 1, 0, 0, 1, 0, 0, 0, 0};
    BinaryAlpha binary;
    for (int i = 0; i < 10; ++i) {
        binary.addUnit(2, a[i] + b[i]);
    }
    QVERIFY(std::abs(*binary.alpha() - 0.095) < 0.0005);
    const RatingAgreement ratings = ratingAgreement(units);
    QCOMPARE(ratings.items, 11); // unit 12 has a single value
    QVERIFY(std::abs(*ratings.ordinal - 0.815) < 0.0005);
}

void AgreementTest::binaryPathMatchesGeneralPath()
{
    QRandomGenerator random(11);
    for (int round = 0; round < 100; ++round) {
        QList<QList<double>> units;
        BinaryAlpha fast;
        for (int u = 0; u < 40; ++u) {
            const int m = random.bounded(6); // 0..5 values, some units unpairable
            QList<double> values;
            int ones = 0;
            for (int i = 0; i < m; ++i) {
                const int v = random.bounded(100) < 30 ? 1 : 0;
                values << v;
                ones += v;
            }
            units << values;
            fast.addUnit(m, ones);
        }
        const auto general = krippendorffAlpha(units, AlphaMetric::Nominal);
        QCOMPARE(fast.alpha().has_value(), general.has_value());
        if (general) {
            QVERIFY(std::abs(*fast.alpha() - *general) < 1e-12);
        }
    }
}

void AgreementTest::generalPathMatchesNaiveDefinition()
{
    QRandomGenerator random(5);
    for (int round = 0; round < 100; ++round) {
        QList<QList<double>> units;
        for (int u = 0; u < 15; ++u) {
            QList<double> values;
            for (int i = random.bounded(5); i > 0; --i) {
                values << 1 + random.bounded(5);
            }
            units << values;
        }
        for (bool interval : {false, true}) {
            const auto fast = krippendorffAlpha(units, interval ? AlphaMetric::Interval : AlphaMetric::Nominal);
            const auto naive = naiveAlpha(units, interval);
            QCOMPARE(fast.has_value(), naive.has_value());
            if (fast) {
                QVERIFY2(std::abs(*fast - *naive) < 1e-12, qPrintable(u"%1 vs %2"_s.arg(*fast).arg(*naive)));
            }
        }
    }
}

void AgreementTest::tinyItemByHand()
{
    // Tokens aa|bb|cc|dd. A marks "bb cc", B marks "cc"; a third-type span of B counts only for "any".
    AgreementItem item{
        1, u"aa bb cc dd"_s, {}, {{1, {mark(3, 8, u"X"_s)}}, {2, {mark(6, 8, u"X"_s), mark(9, 11, u"Y"_s)}}}};
    const AgreementCalculator calculator(AgreementUnit::Token);
    const QList<TypeAgreement> rows =
        calculator.perType({item}, {selector(u"X"_s, {u"X"_s}), selector(u"any"_s, {u"X"_s, u"Y"_s})});
    // Units (A, B): (0,0) (1,0) (1,1) (0,0): n = 8, n1 = 3, off-diagonal coincidences 2.
    // α = 1 - (n-1)·2 / (2·n1·n0) = 1 - 14/30 = 8/15.
    QVERIFY(std::abs(*rows[0].alphaPooled - 8.0 / 15.0) < 1e-12);
    QVERIFY(std::abs(*rows[0].alphaItemMean - 8.0 / 15.0) < 1e-12);
    QVERIFY(std::abs(*rows[0].twoAgree - 0.5) < 1e-12);           // marked: bb, cc; by both: cc
    QVERIFY(std::abs(*rows[0].fleissKappa - 7.0 / 15.0) < 1e-12); // P̄ = 3/4, P̄e = 34/64
    QCOMPARE(rows[0].units, 4);
    // "any": units (0,0) (1,0) (1,1) (0,1): n1 = 4, n0 = 4, off-diagonal 4: α = 1 - 7·4/32 = 1/8.
    QVERIFY(std::abs(*rows[1].alphaPooled - 0.125) < 1e-12);
    const QList<PairAgreement> pairs = calculator.pairs({item}, {selector(u"X"_s, {u"X"_s})});
    QCOMPARE(pairs.size(), 1);
    // p_o = 3/4, p_A = 1/2, p_B = 1/4, p_e = 1/2: κ = 1/2.
    QVERIFY(std::abs(*pairs.first().cohenKappa - 0.5) < 1e-12);
}

void AgreementTest::noVariationIsUndefined()
{
    AgreementItem item{1, u"aa bb"_s, {}, {{1, {}}, {2, {}}}};
    const TypeAgreement row =
        AgreementCalculator(AgreementUnit::Token).perType({item}, {selector(u"X"_s, {u"X"_s})}).first();
    QVERIFY(!row.alphaPooled);
    QVERIFY(!row.alphaItemMean);
    QVERIFY(!row.twoAgree);
    QCOMPARE(row.items, 1);
    QCOMPARE(row.itemsWithAlpha, 0);
    AgreementItem single{2, u"aa bb"_s, {}, {{1, {mark(0, 2, u"X"_s)}}}};
    QCOMPARE(AgreementCalculator(AgreementUnit::Token).perType({single}, {selector(u"X"_s, {u"X"_s})}).first().items,
             0);
}

void AgreementTest::levelOneRollUp()
{
    // A calls it G/a, B calls it G/b: no agreement on either subtype, full agreement on the group.
    AgreementItem item{1, u"aa bb cc"_s, {}, {{1, {mark(0, 2, u"G/a"_s)}}, {2, {mark(0, 2, u"G/b"_s)}}}};
    const QList<TypeAgreement> rows =
        AgreementCalculator(AgreementUnit::Token)
            .perType({item}, {selector(u"G/a"_s, {u"G/a"_s}), selector(u"G"_s, {u"G"_s, u"G/a"_s, u"G/b"_s})});
    // G/a: units (1,0) (0,0) (0,0): n = 6, n1 = 1, n0 = 5, off-diagonal 2: α = 1 - 5·2/10 = 0.
    QVERIFY(std::abs(*rows[0].alphaPooled) < 1e-12);
    QCOMPARE(*rows[1].alphaPooled, 1.0);
}

void AgreementTest::perItemMeanAndPooledDiffer()
{
    // Item 1 agrees perfectly (α = 1); item 2 is the tiny case (α = 8/15). Mean = (1 + 8/15) / 2.
    AgreementItem one{1, u"aa bb"_s, {}, {{1, {mark(0, 2, u"X"_s)}}, {2, {mark(0, 2, u"X"_s)}}}};
    AgreementItem two{2, u"aa bb cc dd"_s, {}, {{1, {mark(3, 8, u"X"_s)}}, {2, {mark(6, 8, u"X"_s)}}}};
    const TypeAgreement row =
        AgreementCalculator(AgreementUnit::Token).perType({one, two}, {selector(u"X"_s, {u"X"_s})}).first();
    QVERIFY(std::abs(*row.alphaItemMean - (1.0 + 8.0 / 15.0) / 2.0) < 1e-12);
    // Pooled: units (1,1) (0,0) (0,0) (1,0) (1,1) (0,0): n = 12, n1 = 5, n0 = 7, off-diagonal 2.
    QVERIFY(std::abs(*row.alphaPooled - (1.0 - 11.0 * 2.0 / (2.0 * 5.0 * 7.0))) < 1e-12);
    QCOMPARE(row.itemsWithAlpha, 2);
}

void AgreementTest::characterUnitsIncludeWhitespace()
{
    AgreementItem item{1, u"ab cd"_s, {}, {{1, {mark(0, 5, u"X"_s)}}, {2, {mark(0, 2, u"X"_s)}}}};
    const TypeAgreement row =
        AgreementCalculator(AgreementUnit::Character).perType({item}, {selector(u"X"_s, {u"X"_s})}).first();
    QCOMPARE(row.units, 5);
    // Units: (1,1)(1,1)(1,0)(1,0)(1,0): n = 10, n1 = 7, n0 = 3, off-diagonal 6: α = 1 - 9·6/42.
    QVERIFY(std::abs(*row.alphaPooled - (1.0 - 54.0 / 42.0)) < 1e-12);
}

void AgreementTest::tokenizer_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("tokens"); // joined by |
    QTest::newRow("punctuation splits") << u"Hello, world! It's 3.5%"_s << u"Hello|world|It|s|3|5"_s;
    QTest::newRow("CJK one per character") << u"台风14级，很强"_s << u"台|风|14|级|很|强"_s;
    QTest::newRow("combining mark stays") << u"cafe\u0301 au"_s << u"cafe\u0301|au"_s;
    QTest::newRow("emoji is not a word") << u"ok 🐈 go"_s << u"ok|go"_s;
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("German") << u"Übersetzung für Straßen"_s << u"Übersetzung|für|Straßen"_s;
    QTest::newRow("word against an ideograph") << u"ab台c"_s << u"ab|台|c"_s;
    QTest::newRow("ideograph beyond the BMP") << u"x\U00020000y"_s << u"x|\U00020000|y"_s;
    QTest::newRow("word at the very end") << u"  end"_s << u"end"_s;
    // Surrogates that make no pair are neither words nor ideographs: they separate, as punctuation does.
    QTest::newRow("lone high surrogate") << u"a"_s + QChar(0xD800) + u"b"_s << u"a|b"_s;
    QTest::newRow("pair reversed") << u"a"_s + QChar(0xDC00) + QChar(0xD800) + u"b"_s << u"a|b"_s;
    QTest::newRow("high surrogate at the end") << u"ab"_s + QChar(0xD840) << u"ab"_s;
}

void AgreementTest::tokenizer()
{
    QFETCH(QString, text);
    QFETCH(QString, tokens);
    QStringList found;
    for (const TextRange &token : tokenize(text)) {
        found << text.mid(token.begin, token.length());
    }
    QCOMPARE(found.join(u'|'), tokens);
}

void AgreementTest::spansCoverTheTokensTheyOverlap()
{
    const QList<TextRange> tokens = tokenize(u"aa bb cc dd"_s); // 0-2 3-5 6-8 9-11
    using Range = std::pair<qsizetype, qsizetype>;
    QCOMPARE(coveredUnits(tokens, {4, 7, TextSide::Generation}), Range(1, 3)); // half of bb, half of cc
    QCOMPARE(coveredUnits(tokens, {2, 3, TextSide::Generation}), Range(1, 1)); // only the space
    QCOMPARE(coveredUnits(tokens, {0, 11, TextSide::Generation}), Range(0, 4));
    QCOMPARE(coveredUnits(tokens, {4, 4, TextSide::Generation}), Range(1, 2)); // insertion point inside bb
    QCOMPARE(coveredUnits(tokens, {5, 5, TextSide::Generation}), Range(2, 2)); // between words: nothing
}

QTEST_GUILESS_MAIN(AgreementTest)
#include "agreement_test.moc"
