// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// TGEA's Tables 3 and 4 (errata-cli dataset-stats) on six hand-made annotations of three texts, every
// number worked out by hand below, and the records a project gives on the paper's examples.
#include "model/domain/taxonomyloader.h"
#include "model/interchange/tgeareader.h"
#include "model/project/corpuswriter.h"
#include "model/project/project.h"
#include "model/project/tgeadatasetstats.h"

#include "tests/testsupport.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

TextRange at(qsizetype begin, qsizetype end)
{
    return {begin, end, TextSide::Generation};
}

// Text 1 "AB CD EF GH": AB [0,2) CD [3,5) EF [6,8) GH [9,11). Text 2 "一二三": one token a character.
// Text 3 "xy xy": the same word twice.
QList<TgeaRecord> handMade()
{
    using E = TgeaRecord::Error;
    const QString one = u"AB CD EF GH"_s, two = u"一二三"_s, three = u"xy xy"_s;
    return {
        {1, one, true, {E{at(3, 5), at(9, 11), u"Missing"_s, u"no verb here"_s}}},
        {1,
         one,
         true,
         {E{at(3, 5), at(9, 11), u"Missing"_s, u"bad"_s}, E{at(0, 0), std::nullopt, u"Redundancy"_s, {}}}},
        {2, two, false, {}},
        {2, two, true, {E{at(1, 2), at(0, 1), u"Commonsense"_s, u"错"_s}}},
        {3, three, true, {E{at(0, 2), at(3, 5), u"Missing"_s, u"r"_s}}},
        {3, three, true, {E{at(0, 2), std::nullopt, u"Redundancy"_s, u"r"_s}}},
    };
}

} // namespace

class TgeaDatasetStatsTest : public QObject
{
    Q_OBJECT

private slots:
    void tableFourByHand();
    void tableThreeByHand();
    void recordsOfAProject();
};

void TgeaDatasetStatsTest::tableFourByHand()
{
    const TgeaDatasetStats s = TgeaDatasetReport::compute(handMade());
    QCOMPARE(s.records, 6);
    const qint64 withErrors[5] = {1, 4, 1, 0, 0}; // errors a record: 1, 2, 0, 1, 1, 1
    for (int k = 0; k < 5; ++k) QCOMPARE(s.withErrors[k], withErrors[k]);
    QCOMPARE(s.items, 3);
    QCOMPARE(s.tokens, 9);     // 4 + 3 + 2, each text once
    QCOMPARE(s.vocabulary, 8); // AB CD EF GH 一 二 三 xy
    QCOMPARE(*s.meanTextTokens, 3.0);
    // Erroneous spans: CD, CD, the insertion point (no token), 二, xy, xy = 5 tokens over 6 errors.
    QCOMPARE(*s.meanErroneousTokens, 5.0 / 6.0);
    // Associated spans: GH, GH, 一, the second xy = 4 tokens over 4.
    QCOMPARE(*s.meanAssociatedTokens, 1.0);
    // Between CD and GH lies EF (twice); 二 and 一 touch; between the two xy only a space: 2 over 4.
    QCOMPARE(*s.meanDistance, 0.5);
    // Rationales: "no verb here" 3, "bad" 1, "" 0, "错" 1, "r" 1, "r" 1 = 7 tokens over 6 errors.
    QCOMPARE(*s.meanRationaleTokens, 7.0 / 6.0);
}

void TgeaDatasetStatsTest::tableThreeByHand()
{
    const TgeaDatasetStats s = TgeaDatasetReport::compute(handMade());
    // Three pairs; flags (1,1), (0,1), (1,1): 2 of 3 agree. Five flags of 1 and one of 0 among the six:
    // chance = (5/6)² + (1/6)² = 26/36, κ = (2/3 − 26/36) / (1 − 26/36) = −0.2.
    QCOMPARE(s.flagPairs, 3);
    QCOMPARE(*s.flagAgreement, 2.0 / 3.0);
    QVERIFY(qAbs(*s.flagKappa - -0.2) < 1e-12);
    // Both erroneous on texts 1 and 3: spans 1 + 2 and 1 + 1, one match on each (CD; the first xy).
    QCOMPARE(s.matchedSpans, 2);
    QCOMPARE(*s.spanAgreement, 4.0 / 5.0);
    // Associated: GH = GH, the second xy against none: 1 of 2. Types: Missing = Missing, Missing against
    // Redundancy: 1 of 2; ratings 3 Missing and 1 Redundancy: chance 10/16, κ = (1/2 − 10/16) / (6/16) = −1/3.
    QCOMPARE(*s.associatedAgreement, 0.5);
    QCOMPARE(*s.typeAgreement, 0.5);
    QVERIFY(qAbs(*s.typeKappa - -1.0 / 3.0) < 1e-12);
    // Nothing to compare: no pair, no κ.
    const TgeaDatasetStats alone = TgeaDatasetReport::compute({handMade().first()});
    QCOMPARE(alone.flagPairs, 0);
    QVERIFY(!alone.flagAgreement && !alone.flagKappa && !alone.typeKappa);
}

void TgeaDatasetStatsTest::recordsOfAProject()
{
    ImportError importError;
    const auto corpus = TgeaReader::read(TestSupport::readAll(QFINDTESTDATA("interchange/data/tgea/table7.json")),
                                         u"table7.json"_s, &importError);
    QVERIFY2(corpus, qPrintable(importError.message()));
    QTemporaryDir dir;
    QString error;
    auto project =
        Project::create(dir.filePath(u"t.errata"_s), *TaxonomyLoader::builtin(u"tgea"_s).taxonomy, u"TGEA"_s, &error);
    ImportSummary summary;
    QVERIFY2(project && CorpusWriter::write(*project, 0, *corpus, &summary, &error), qPrintable(error));
    // Counted in the file with Python's json module: 31 records, 1 without errors, 29 with one, 1 with
    // three; one whose "example" is "Missing", 30 others.
    TgeaDatasetStats s = TgeaDatasetReport::compute(TgeaDatasetReport::records(*project, QString()));
    QCOMPARE(s.records, 31);
    const qint64 all[5] = {1, 29, 0, 1, 0};
    for (int k = 0; k < 5; ++k) QCOMPARE(s.withErrors[k], all[k]);
    QCOMPARE(s.flagPairs, 0); // one annotator a text
    s = TgeaDatasetReport::compute(TgeaDatasetReport::records(*project, u"example=Missing"_s));
    QCOMPARE(s.records, 1);
    QCOMPARE(s.withErrors[1], 1);
    QCOMPARE(TgeaDatasetReport::records(*project, u"example!=Missing"_s).size(), 30);
    // Table 2's level-1 errors keep their own type as level 1; level-2 ones their parent (checked on the
    // types, not the code: the Missing example is "Missing", and every type is a level-1 key).
    const QList<TgeaRecord> records = TgeaDatasetReport::records(*project, QString());
    for (const TgeaRecord &record : records) {
        for (const TgeaRecord::Error &e : record.errors) {
            QVERIFY2(!e.level1.contains(u'/'), qPrintable(e.level1));
            QVERIFY(TaxonomyLoader::builtin(u"tgea"_s).taxonomy->node(e.level1));
        }
    }
}

QTEST_GUILESS_MAIN(TgeaDatasetStatsTest)
#include "tgeadatasetstats_test.moc"
