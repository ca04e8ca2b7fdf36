// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Span coverage per model × type on the real Scarecrow sample (../shared/data/scarecrow-thresh-derived,
// README §2.2): two items worked out by hand below, and every model × type cell against a second,
// direct computation from the JSON file.
#include "model/project/corpuswriter.h"
#include "model/storage/corpustablereader.h"
#include "model/interchange/threshreader.h"
#include "model/project/project.h"
#include "model/stats/corpusmeasures.h"
#include "model/domain/taxonomyloader.h"
#include "tests/testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

const QString SampleFile = u"/scarecrow-thresh-derived/thresh-7a06e57/scarecrow.json"_s;

QString dataDir()
{
    return qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s);
}

// The hand computations. A token is a run of letters and digits (docs/statistics.md), so "we've"
// is "we | ve" and "lion's" is "lion | s"; punctuation is no token.
//
// gid 20016 (model gpt2-xl), 281 characters:
//   "Given the fact that Apple stores are closed on national holidays, this may have been expected,
//    but with the end of the Auctus campaign and the potential of significant stock casualties due
//    to significant holiday shopping, it may have felt odd to open all stores earlier than usual."
//   Tokens, counted clause by clause: "Given … holidays" 11, "this … expected" 5 (16), "but … campaign"
//   8 (24), "and … casualties" 7 (31), "due … shopping" 5 (36), "it … usual" 12 (48): 48 tokens.
//   Characters: 65 ("Given … holidays,") + 29 (" this … expected,") + 127 (" but … shopping,")
//   + 60 (" it … usual.") = 281.
//   Spans (one annotator, no two of the same type, so union = sum per type):
//     Off-prompt          [85, 94)   "expected,"                       9 chars, 1 token
//     Incoherent          [119, 125) "Auctus"                          6 chars, 1 token
//     Self-contradiction  [192, 221) "significant holiday shopping,"  29 chars, 3 tokens
//   any error: 9 + 6 + 29 = 44 chars, 1 + 1 + 3 = 5 tokens.
//
// gid 10001 (model gpt3), 452 characters:
//   "To honor the effort he put into his latest set of photographs, we've gathered some of our
//    favorites for your viewing pleasure. A lion and its cub enjoy a tender moment together. The
//    lion's paws rest on top of the front paws of its cub, who lays its head on its mother. A polar
//    bear embraces her cub. Polar bears care for their cubs until they're about two years old, when
//    the cubs venture out on their own. A kangaroo rubs her cheek on her joey's hand."
//   Tokens per sentence: 23 (we|ve), 10, 21 (lion|s), 6, 21 (they|re), 10 (joey|s) = 91 tokens.
//   Characters per sentence with the space before it: 126 + 51 + 91 + 31 + 107 + 46 = 452.
//   Spans:
//     Grammar_Usage [236, 239) "who"                                                  3 chars, 1 token
//     Needs_Google  [300, 366) "Polar bears care for their cubs until they're about two years old,"
//                   66 chars; Polar bears care for their cubs until they|re about two years old = 13 tokens
//   any error: 3 + 66 = 69 chars, 1 + 13 = 14 tokens.
struct HandItem
{
    QString model;
    QString gid;
    int tokens;
    int characters;
    std::map<QString, std::pair<int, int>> spans; // type → (tokens, characters) covered
};

const QList<HandItem> &handItems()
{
    static const QList<HandItem> items{
        {u"gpt2-xl"_s,
         u"20016"_s,
         48,
         281,
         {{u"Off-prompt"_s, {1, 9}}, {u"Incoherent"_s, {1, 6}}, {u"Self-contradiction"_s, {3, 29}}}},
        {u"gpt3"_s, u"10001"_s, 91, 452, {{u"Grammar_Usage"_s, {1, 3}}, {u"Needs_Google"_s, {13, 66}}}},
    };
    return items;
}

const MeasureCell *findCell(const MeasureResult &result, const QStringList &group, const QString &type)
{
    for (const MeasureCell &cell : result.cells) {
        if (result.groups[cell.group] == group && result.types[cell.type].key == type) {
            return &cell;
        }
    }
    return nullptr;
}

} // namespace

class ScarecrowCoverageTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void twoItemsByHand_data();
    void twoItemsByHand();
    void everyModelAndTypeFromTheFile();

private:
    MeasureResult coverage(AgreementUnit unit, const QStringList &groupBy);
    QTemporaryDir m_dir;
    std::unique_ptr<Project> m_project;
};

void ScarecrowCoverageTest::initTestCase()
{
    ImportError importError;
    const auto corpus =
        ThreshReader::read(TestSupport::readAll(dataDir() + SampleFile), u"scarecrow.json"_s, &importError);
    QVERIFY2(corpus, qPrintable(importError.message()));
    QString error;
    m_project = Project::create(m_dir.filePath(u"scarecrow.errata"_s),
                                *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"Scarecrow sample"_s, &error);
    QVERIFY2(m_project, qPrintable(error));
    ImportSummary summary;
    QVERIFY2(CorpusWriter::write(*m_project, 0, *corpus, &summary, &error), qPrintable(error));
    QCOMPARE(summary.items, 45); // README §2.2: 45 paragraphs, 121 edits
    QCOMPARE(summary.spans, 121);
}

MeasureResult ScarecrowCoverageTest::coverage(AgreementUnit unit, const QStringList &groupBy)
{
    CorpusTable table;
    QString error;
    if (!CorpusTableReader::load(m_project->database(), &table, &error, unit)) {
        qWarning() << error;
        return {};
    }
    MeasureOptions options;
    options.groupBy = groupBy;
    options.ci = CiMethod::Normal;
    return CorpusMeasures::compute(table, m_project->taxonomy(), options);
}

void ScarecrowCoverageTest::twoItemsByHand_data()
{
    QTest::addColumn<AgreementUnit>("unit");
    QTest::newRow("tokens") << AgreementUnit::Token;
    QTest::newRow("characters") << AgreementUnit::Character;
}

void ScarecrowCoverageTest::twoItemsByHand()
{
    QFETCH(AgreementUnit, unit);
    const bool tokens = unit == AgreementUnit::Token;
    // model × gid: every group is one item, so each cell is that item's coverage of the type.
    const MeasureResult result = coverage(unit, {u"model"_s, u"gid"_s});
    QCOMPARE(result.groups.size(), 45);
    for (const HandItem &item : handItems()) {
        const QStringList group{item.model, item.gid};
        const double length = tokens ? item.tokens : item.characters;
        int any = 0;
        for (const TypeSelector &type : result.types) {
            const MeasureCell *cell = findCell(result, group, type.key);
            QVERIFY2(cell, qPrintable(item.gid + u' ' + type.key));
            QCOMPARE(cell->items, 1);
            if (type.key == TypeSelectors::AnyKey) {
                continue;
            }
            const auto span = item.spans.find(type.key);
            const int covered = span == item.spans.end() ? 0 : (tokens ? span->second.first : span->second.second);
            any += covered;
            QVERIFY2(
                qAbs(cell->mean - covered / length) < 1e-12,
                qPrintable(
                    u"%1 %2: %3, by hand %4/%5"_s.arg(item.gid, type.key).arg(cell->mean).arg(covered).arg(length)));
        }
        QCOMPARE(any, tokens ? (item.gid == "20016"_L1 ? 5 : 14) : (item.gid == "20016"_L1 ? 44 : 69));
        const MeasureCell *anyCell = findCell(result, group, QString(TypeSelectors::AnyKey));
        QVERIFY(qAbs(anyCell->mean - any / length) < 1e-12);
    }
}

// A second method for every model × type: straight from the JSON, in characters (UTF-16 code units,
// the file's offsets being code points), each item's Σ span length ÷ text length, then the mean
// over the model's items (items without a span of the type count as 0).
void ScarecrowCoverageTest::everyModelAndTypeFromTheFile()
{
    const QJsonArray items = QJsonDocument::fromJson(TestSupport::readAll(dataDir() + SampleFile)).array();
    QCOMPARE(items.size(), 45);
    static const QHash<QString, QString> keys{
        {u"grammar_usage"_s, u"Grammar_Usage"_s}, {u"redundant"_s, u"Redundant"_s},
        {u"off_prompt"_s, u"Off-prompt"_s},       {u"self_contradiction"_s, u"Self-contradiction"_s},
        {u"incoherent"_s, u"Incoherent"_s},       {u"technical_jargon"_s, u"Technical_Jargon"_s},
        {u"needs_google"_s, u"Needs_Google"_s},   {u"bad_math"_s, u"Bad_Math"_s},
        {u"commonsense"_s, u"Commonsense"_s},     {u"encyclopedic"_s, u"Encyclopedic"_s}};
    std::map<QString, std::map<QString, double>> sums; // model → type → Σ item coverage
    std::map<QString, int> itemsPerModel;
    for (const QJsonValue &value : items) {
        const QJsonObject item = value.toObject();
        const QString model = item.value(u"metadata"_s).toObject().value(u"model"_s).toString();
        const QList<uint> text = item.value(u"target"_s).toString().toUcs4();
        const auto utf16 = [&](qsizetype from, qsizetype to) {
            return QString::fromUcs4(reinterpret_cast<const char32_t *>(text.constData() + from), to - from).size();
        };
        const double length = double(utf16(0, text.size()));
        itemsPerModel[model] += 1;
        for (const QJsonValue &edit : item.value(u"edits"_s).toArray()) {
            const QJsonArray range = edit.toObject().value(u"output_idx"_s).toArray().first().toArray();
            const double covered = double(utf16(range[0].toInt(), range[1].toInt()));
            sums[model][keys.value(edit.toObject().value(u"category"_s).toString())] += covered / length;
            sums[model][QString(TypeSelectors::AnyKey)] += covered / length;
        }
    }
    QCOMPARE(itemsPerModel.size(), size_t(5)); // gpt3, gpt2, gpt2-xl, grover-mega, human
    const MeasureResult result = coverage(AgreementUnit::Character, {u"model"_s});
    QCOMPARE(result.groups.size(), 5);
    QCOMPARE(result.types.size(), 11); // ten Scarecrow types and "any error"
    int checked = 0;
    for (const MeasureCell &cell : result.cells) {
        const QString model = result.groups[cell.group].first();
        const QString type = result.types[cell.type].key;
        QCOMPARE(cell.items, itemsPerModel.at(model));
        const double expected = sums[model][type] / itemsPerModel.at(model);
        QVERIFY2(qAbs(cell.mean - expected) < 1e-12,
                 qPrintable(u"%1 × %2: %3, from the file %4"_s.arg(model, type).arg(cell.mean).arg(expected)));
        ++checked;
    }
    QCOMPARE(checked, 55);
}

QTEST_GUILESS_MAIN(ScarecrowCoverageTest)
#include "scarecrowcoverage_test.moc"
