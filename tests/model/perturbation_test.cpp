// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/perturbation.h"

#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

Q_DECLARE_METATYPE(Errata::Perturbation)

// Issue #44, "Checks the tool makes": OpenMEVA's perturbations on hand-written texts that each offer one
// place only, so the copy and its span are worked out by hand; the same seed gives the same copy; an
// answer hits the check when both its edges are within the tolerance.
class PerturbationTest : public QObject
{
    Q_OBJECT

private slots:
    void eachPerturbation_data();
    void eachPerturbation();
    void noPlaceNoCopy();
    void sameSeedSameCopy();
    void hitWithTolerance();
};

void PerturbationTest::eachPerturbation_data()
{
    QTest::addColumn<Perturbation>("kind");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<qsizetype>("begin");
    QTest::addColumn<qsizetype>("end");
    QTest::newRow("repeat") << Perturbation::RepeatSentence << u"It rained."_s << u"It rained. It rained."_s
                            << qsizetype(11) << qsizetype(21);
    QTest::newRow("shuffle") << Perturbation::ShuffleSentences << u"A cat sat. A dog ran."_s
                             << u"A dog ran. A cat sat."_s << qsizetype(0) << qsizetype(21);
    QTest::newRow("negate") << Perturbation::Negate << u"The sun is hot."_s << u"The sun is not hot."_s << qsizetype(8)
                            << qsizetype(14);
    QTest::newRow("connective") << Perturbation::SwapConnective << u"He left because it rained."_s
                                << u"He left although it rained."_s << qsizetype(8) << qsizetype(16);
    QTest::newRow("antonym") << Perturbation::Antonym << u"The soup was hot."_s << u"The soup was cold."_s
                             << qsizetype(13) << qsizetype(17);
    QTest::newRow("antonym keeps a capital")
        << Perturbation::Antonym << u"Always late."_s << u"Never late."_s << qsizetype(0) << qsizetype(5);
    QTest::newRow("cut ending") << Perturbation::CutEnding << u"He woke. He ate. He slept."_s << u"He woke. He ate."_s
                                << qsizetype(9) << qsizetype(16);
}

void PerturbationTest::eachPerturbation()
{
    QFETCH(Perturbation, kind);
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QFETCH(qsizetype, begin);
    QFETCH(qsizetype, end);
    for (quint64 seed : {1ULL, 42ULL, 0xffffffffffULL}) { // one place only: every seed finds it
        const std::optional<PerturbedText> copy = perturb(text, kind, seed);
        QVERIFY(copy);
        QCOMPARE(copy->text, expected);
        QCOMPARE(copy->expected.begin, begin);
        QCOMPARE(copy->expected.end, end);
        QCOMPARE(copy->expected.side, TextSide::Generation);
    }
}

void PerturbationTest::noPlaceNoCopy()
{
    QVERIFY(!perturb(u"Only one sentence here."_s, Perturbation::ShuffleSentences, 1));
    QVERIFY(!perturb(u"Only one sentence here."_s, Perturbation::CutEnding, 1));
    QVERIFY(!perturb(u"Cats purr."_s, Perturbation::Negate, 1));
    QVERIFY(!perturb(u"Cats purr."_s, Perturbation::Antonym, 1));
    QVERIFY(!perturb(u"Cats purr."_s, Perturbation::SwapConnective, 1));
}

void PerturbationTest::sameSeedSameCopy()
{
    const QString text = u"It was a good day. The sun was hot and the sea was calm. We swam because it was warm. "
                         u"Then we ate. Later we slept."_s;
    for (int k = 0; k <= int(Perturbation::CutEnding); ++k) {
        const auto kind = Perturbation(k);
        QSet<QString> copies;
        for (quint64 seed = 1; seed <= 30; ++seed) {
            const auto a = perturb(text, kind, seed), b = perturb(text, kind, seed);
            QVERIFY(a && b);
            QCOMPARE(a->text, b->text);
            QCOMPARE(a->expected.begin, b->expected.begin);
            QCOMPARE(a->expected.end, b->expected.end);
            QVERIFY(a->text != text);
            copies.insert(a->text);
        }
        // Five sentences, several auxiliaries, connectives and antonyms: the seed chooses among them
        // (cutting the ending has one place only).
        QVERIFY2(kind == Perturbation::CutEnding ? copies.size() == 1 : copies.size() > 1,
                 qPrintable(perturbationKey(kind)));
    }
}

void PerturbationTest::hitWithTolerance()
{
    const TextRange expected{8, 14, TextSide::Generation}; // "is not"
    const QList<TextRange> wider{{7, 15, TextSide::Generation}};
    QVERIFY(hitsCheck(wider, expected, 1));
    QVERIFY(!hitsCheck(wider, expected, 0));
    QVERIFY(hitsCheck({{0, 3, TextSide::Generation}, {8, 14, TextSide::Generation}}, expected, 0));
    QVERIFY(!hitsCheck({{8, 14, TextSide::Prompt}}, expected, 5));     // the other text
    QVERIFY(!hitsCheck({{8, 20, TextSide::Generation}}, expected, 5)); // its end 6 past
    QVERIFY(!hitsCheck({}, expected, 100));
    // Hit rate of one annotator on three checks, tolerance 2: hit, hit, miss = 2/3.
    const QList<TextRange> checks{
        {8, 14, TextSide::Generation}, {0, 10, TextSide::Generation}, {20, 30, TextSide::Generation}};
    const QList<QList<TextRange>> answers{
        {{9, 13, TextSide::Generation}}, {{2, 10, TextSide::Generation}}, {{20, 33, TextSide::Generation}}};
    int hits = 0;
    for (int i = 0; i < 3; ++i) hits += hitsCheck(answers.at(i), checks.at(i), 2) ? 1 : 0;
    QCOMPARE(hits, 2);
}

QTEST_GUILESS_MAIN(PerturbationTest)
#include "perturbation_test.moc"
