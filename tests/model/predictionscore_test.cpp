// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scoring a system against people (docs/statistics.md, "Scoring a system"). Every expected number
// below is counted by hand from the token grids drawn in the comments.
#include "model/stats/predictionscore.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

// "a b c d e f g h": token t is the character range [2t, 2t + 1).
const QString Text = u"a b c d e f g h"_s;

Span tokens(int first, int last, const QString &type)
{
    Span span;
    span.range = {2 * first, 2 * last - 1, TextSide::Generation};
    span.typeKey = type;
    return span;
}

QList<TypeSelector> selectors()
{
    return {{u"X"_s, u"X"_s, {u"X"_s}},
            {u"Y"_s, u"Y"_s, {u"Y"_s}},
            {QString(TypeSelectors::AnyKey), u"any"_s, {u"X"_s, u"Y"_s}}};
}

const ScoreRow &row(const ScoreTable &table, const QString &key)
{
    for (const ScoreRow &row : table.rows) {
        if (row.key == key) return row;
    }
    static const ScoreRow missing; // its counts are all 0, so the comparisons below fail loudly
    qWarning("no row %s", qPrintable(key));
    return missing;
}

void compareCounts(const ScoreRow &row, qint64 tp, qint64 fp, qint64 fn)
{
    QCOMPARE(row.counts.truePositives, tp);
    QCOMPARE(row.counts.falsePositives, fp);
    QCOMPARE(row.counts.falseNegatives, fn);
}

const qint64 A = 1, B = 2;

// Item 1 (tokens 0–7):   system X ███ on 0–2, Y ██ on 2–3
//                        A      X █ on 1
//                        B      X ██ on 0–1,  Y ██ on 3–4
// Item 2: A and B marked nothing; the system marks X on token 0.
// Item 3: A marks X on token 5, B nothing; the system has no layer here (not scored).
// Item 4: nobody finished it; the system marks X (no reference: not scored).
QList<AgreementItem> items()
{
    return {{1, Text, {}, {{A, {tokens(1, 2, u"X"_s)}, true}, {B, {tokens(0, 2, u"X"_s), tokens(3, 5, u"Y"_s)}, true}}},
            {2, Text, {}, {{A, {}, true}, {B, {}, true}}},
            {3, Text, {}, {{A, {tokens(5, 6, u"X"_s)}, true}, {B, {}, true}}},
            {4, Text, {}, {}}};
}

QHash<qint64, QList<Span>> system()
{
    return {
        {1, {tokens(0, 3, u"X"_s), tokens(2, 4, u"Y"_s)}}, {2, {tokens(0, 1, u"X"_s)}}, {4, {tokens(0, 1, u"X"_s)}}};
}

} // namespace

class PredictionScoreTest : public QObject
{
    Q_OBJECT

private slots:
    void unionWithNestedAndOverlappingSpans()
    {
        ScoreOptions options;
        options.rounds = 0;
        const ScoreTable table = PredictionScorer(selectors(), options).system(items(), {}, system());
        QCOMPARE(table.items, 2); // items 1 and 2: item 3 has no system layer, item 4 no reference
        // X: union {0, 1} on item 1; the system {0, 1, 2} there and {0} on item 2.
        compareCounts(row(table, u"X"_s), 2, 2, 0);
        QCOMPARE(*row(table, u"X"_s).precision, 0.5);
        QCOMPARE(*row(table, u"X"_s).recall, 1.0);
        QCOMPARE(*row(table, u"X"_s).f1, 4.0 / 6.0);
        // Y: union {3, 4}, system {2, 3}.
        compareCounts(row(table, u"Y"_s), 1, 1, 1);
        QCOMPARE(*row(table, u"Y"_s).f1, 0.5);
        // Any: union {0, 1, 3, 4}, system {0, 1, 2, 3} on item 1; {0} against nothing on item 2.
        compareCounts(row(table, TypeSelectors::AnyKey), 3, 2, 1);
        // Micro: the types' counts added (TP 3, FP 3, FN 1); macro: the mean of the types' values.
        compareCounts(row(table, ScoreRow::MicroKey), 3, 3, 1);
        QCOMPARE(*row(table, ScoreRow::MicroKey).precision, 0.5);
        QCOMPARE(*row(table, ScoreRow::MicroKey).recall, 0.75);
        QCOMPARE(*row(table, ScoreRow::MicroKey).f1, 6.0 / 10.0);
        QCOMPARE(*row(table, ScoreRow::MacroKey).f1, (4.0 / 6.0 + 0.5) / 2);
        QCOMPARE(*row(table, ScoreRow::MacroKey).recall, (1.0 + 0.5) / 2);
        QVERIFY(!row(table, u"X"_s).f1Interval);
    }

    void majorityNeedsKLayers()
    {
        ScoreOptions options;
        options.rounds = 0;
        options.reference = {ScoreReference::Majority, 2, 0};
        const ScoreTable table = PredictionScorer(selectors(), options).system(items(), {}, system());
        QCOMPARE(table.items, 2);
        // X: only token 1 is marked by both; Y by one annotator only, so the reference has no Y.
        compareCounts(row(table, u"X"_s), 1, 3, 0);
        compareCounts(row(table, u"Y"_s), 0, 2, 0);
        QCOMPARE(*row(table, u"Y"_s).precision, 0.0);
        QVERIFY(!row(table, u"Y"_s).recall); // nothing to recall: undefined, not 0 or 1
        QCOMPARE(*row(table, u"Y"_s).f1, 0.0);
        options.reference.atLeast = 3; // no item has three layers: nothing is scored
        QCOMPARE(PredictionScorer(selectors(), options).system(items(), {}, system()).items, 0);
    }

    void goldAndPersonReferences()
    {
        ScoreOptions options;
        options.rounds = 0;
        options.reference.kind = ScoreReference::Gold;
        const QHash<qint64, QList<Span>> gold{{2, {tokens(0, 2, u"Y"_s)}}};
        ScoreTable table = PredictionScorer(selectors(), options).system(items(), gold, system());
        QCOMPARE(table.items, 1); // only item 2 has gold
        compareCounts(row(table, u"X"_s), 0, 1, 0);
        compareCounts(row(table, u"Y"_s), 0, 0, 2);
        compareCounts(row(table, TypeSelectors::AnyKey), 1, 0, 1);

        options.reference = {ScoreReference::Person, 1, A};
        table = PredictionScorer(selectors(), options).system(items(), {}, system());
        QCOMPARE(table.items, 2);
        compareCounts(row(table, u"X"_s), 1, 3, 0); // A has X on token 1 of item 1 only
    }

    void humanBaselineIsEachAgainstTheOthers()
    {
        ScoreOptions options;
        options.rounds = 0;
        const QList<ScoreTable> people = PredictionScorer(selectors(), options).humanBaseline(items(), {});
        QCOMPARE(people.size(), 2);
        QCOMPARE(people[0].annotatorId, A);
        QCOMPARE(people[0].items, 3);
        // A against B: item 1 X {1} vs {0, 1}; item 3 X {5} vs nothing. Y: nothing vs {3, 4}.
        compareCounts(row(people[0], u"X"_s), 1, 1, 1);
        compareCounts(row(people[0], u"Y"_s), 0, 0, 2);
        // B against A: the same units seen from the other side.
        compareCounts(row(people[1], u"X"_s), 1, 1, 1);
        compareCounts(row(people[1], u"Y"_s), 0, 2, 0);
        QVERIFY(!row(people[0], u"Y"_s).precision);
        QCOMPARE(*row(people[1], u"Y"_s).precision, 0.0);

        const ScoreTable mean = PredictionScorer::meanOf(people);
        QCOMPARE(*row(mean, u"X"_s).f1, 0.5);
        QCOMPARE(*row(mean, u"Y"_s).precision, 0.0); // A's is undefined: the mean of B's alone
        QCOMPARE(*row(mean, u"Y"_s).recall, 0.0);    // A's 0; B's undefined
    }

    // Two scored items: every resample is both copies of one item or one of each, so the 2.5% and
    // 97.5% quantiles of 1000 rounds are the smallest and largest of those three values.
    void bootstrapIntervalSpansTheResampledValues()
    {
        ScoreOptions options;
        options.rounds = 1000;
        options.seed = 7;
        const ScoreTable table = PredictionScorer(selectors(), options).system(items(), {}, system());
        // X: item 1 gives TP 2, FP 1; item 2 gives FP 1. Precision: item 1 twice 4/6, mixed 2/4,
        // item 2 twice 0/2.
        const ScoreRow &x = row(table, u"X"_s);
        QVERIFY(x.precisionInterval);
        QCOMPARE(x.precisionInterval->first, 0.0);
        QCOMPARE(x.precisionInterval->second, 4.0 / 6.0);
        // Recall is undefined when item 2 is drawn twice (no reference units): left out, so the
        // interval is 1–1.
        QCOMPARE(x.recallInterval->first, 1.0);
        QCOMPARE(x.recallInterval->second, 1.0);
        // The same seed gives the same interval; the point value does not depend on the rounds.
        const ScoreTable again = PredictionScorer(selectors(), options).system(items(), {}, system());
        QCOMPARE(row(again, u"Y"_s).f1Interval, row(table, u"Y"_s).f1Interval);
        QCOMPARE(*x.precision, 0.5);
    }

    void onlyGenerationSpansCount()
    {
        ScoreOptions options;
        options.rounds = 0;
        Span prompt = tokens(0, 2, u"X"_s);
        prompt.range.side = TextSide::Prompt;
        const QHash<qint64, QList<Span>> promptOnly{{1, {prompt}}};
        const ScoreTable table = PredictionScorer(selectors(), options).system(items(), {}, promptOnly);
        compareCounts(row(table, u"X"_s), 0, 0, 2);
    }
};

QTEST_GUILESS_MAIN(PredictionScoreTest)
#include "predictionscore_test.moc"
