// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/corpuswriter.h"
#include "model/interchange/tgeareader.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/domain/taxonomyloader.h"

#include "tests/testsupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace TestSupport;
using namespace Errata;

namespace {

const CorpusItem *findItem(const Corpus &corpus, const QString &externalId)
{
    for (const CorpusItem &item : corpus.items) {
        if (item.item.externalId == externalId) {
            return &item;
        }
    }
    return nullptr;
}

// "设置的[感受]。" -> the range of 感受 in text, found through the bracket-free context, which must
// occur exactly once; the paper's own notation, and independent of the fixture's offsets.
std::optional<TextRange> rangeOf(const QString &text, const QString &context)
{
    const qsizetype open = context.indexOf(u'['), close = context.indexOf(u']');
    const QString plain = QString(context).remove(u'[').remove(u']');
    const qsizetype at = text.indexOf(plain);
    if (open < 0 || close < open || at < 0 || text.indexOf(plain, at + 1) >= 0) {
        return std::nullopt;
    }
    return TextRange{at + open, at + close - 1, TextSide::Generation};
}

} // namespace

// The tgea-json importer on tests/interchange/data/tgea/table7.json: the examples of He et al. 2021,
// Tables 2 and 7, with the erroneous spans and corrections the paper marks with brackets.
class TgeaImportTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void fixtureCounts();
    void spansByTheirText_data();
    void spansByTheirText();
    void optionalFieldsAndSeveralAnnotators();
    void malformed_data();
    void malformed();
    void writeIsIdempotentAndConflictWritesNothing();

private:
    QByteArray m_fixture;
    std::optional<Corpus> m_corpus;
};

void TgeaImportTest::initTestCase()
{
    m_fixture = readAll(QFINDTESTDATA("interchange/data/tgea/table7.json"));
    QVERIFY(!m_fixture.isEmpty());
    ImportError error;
    m_corpus = TgeaReader::read(m_fixture, u"table7.json"_s, &error);
    QVERIFY2(m_corpus, qPrintable(error.message()));
}

void TgeaImportTest::fixtureCounts()
{
    // Hand-counted from the fixture: 5 Table 2 and 24 Table 7 examples, one clean text (Table 2's first
    // example corrected) and one text joining three examples: 31 records, 32 errors.
    QCOMPARE(m_corpus->taxonomyId, u"tgea"_s);
    QCOMPARE(m_corpus->items.size(), 31);
    QCOMPARE(m_corpus->severityKeys, QStringList{u"error"_s});
    int spans = 0, erroneous = 0, clean = 0, links = 0, deletions = 0, insertions = 0;
    QMap<QString, int> types;
    for (const CorpusItem &item : m_corpus->items) {
        QVERIFY(item.item.externalId.startsWith(u"tgea:"_s));
        QCOMPARE(item.annotations.size(), 1);
        const CorpusAnnotation &annotation = item.annotations.first();
        QCOMPARE(annotation.annotator, u"annotator · table7"_s);
        const int flag = annotation.judgements.value(u"erroneous"_s).toInt();
        (flag == 1 ? erroneous : clean) += 1;
        for (const Span &span : annotation.spans) {
            ++spans;
            ++types[span.typeKey];
            QVERIFY(span.correction.has_value() && !span.rationale.isEmpty());
            links += int(span.links.size());
            deletions += span.correction->isEmpty() ? 1 : 0;
            insertions += span.range.isEmpty() ? 1 : 0;
        }
    }
    QCOMPARE(spans, 32);
    QCOMPARE(erroneous, 30);
    QCOMPARE(clean, 1);
    QCOMPARE(links, 31);     // all but Table 7's Function Word (Redundancy) name an associated span
    QCOMPARE(deletions, 7);  // the six Redundancy examples and the joined text's repeated 关心
    QCOMPARE(insertions, 7); // the six Missing examples and the joined text's missing 在
    QCOMPARE(types.size(), 29);
    QCOMPARE(m_corpus->typeKeys.size(), 29);
    for (const QString &group : {u"Combination"_s, u"Missing"_s, u"Redundancy"_s, u"Discourse"_s, u"Commonsense"_s}) {
        QCOMPARE(types.value(group), 1); // Table 2: level-1 types only
    }
    QCOMPARE(types.value(u"Missing/Function word"_s), 2);
    QCOMPARE(types.value(u"Redundancy/Predicate"_s), 2);
    QCOMPARE(types.value(u"Commonsense/Time"_s), 2);
    QCOMPARE(types.value(u"Combination/Function word"_s), 1);       // given as 搭配不当 / 虚词搭配不当
    QCOMPARE(types.value(u"Commonsense/Emotional reactions"_s), 1); // given as "Emotional Reactions"
}

void TgeaImportTest::spansByTheirText_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("erroneous");  // context with the span in brackets
    QTest::addColumn<QString>("associated"); // likewise; empty when there is none
    QTest::addColumn<QString>("correction");
    QTest::addColumn<QString>("type");
    // 感受, 她, 中国 and 关心 occur twice: the paper marks one of them.
    QTest::newRow("Predicate-Object") << u"t7-predicate-object"_s << u"设置的[感受]。"_s << u"去[感受]一下"_s
                                      << u"氛围"_s << u"Combination/Predicate-Object"_s;
    QTest::newRow("Coreference") << u"t7-coreference"_s << u"但是当[她]发生"_s << u"在[婚姻]变得"_s << u"它"_s
                                 << u"Discourse/Coreference"_s;
    QTest::newRow("Behaviors") << u"t7-behaviors"_s << u"俄罗斯、[中国]等国"_s << u"[一位中国官员]表示"_s << u"法国"_s
                               << u"Commonsense/Behaviors"_s;
    QTest::newRow("Redundant predicate") << u"t7-redundancy-predicate"_s << u"所有[关心]关心"_s << u"关心[关心]孩子"_s
                                         << QString(u""_s) << u"Redundancy/Predicate"_s;
    QTest::newRow("Redundant subject") << u"t7-redundancy-subject"_s << u"，[尤其是外资银行]，"_s
                                       << u"但[一些外资银行]，"_s << QString(u""_s) << u"Redundancy/Subject"_s;
    QTest::newRow("Missing predicate") << u"t7-missing-predicate"_s << u"我们没有[]机会。"_s << u"没有[机会]。"_s
                                       << u"抓住"_s << u"Missing/Predicate"_s;
    QTest::newRow("level 1 only") << u"t2-combination"_s << u"刘莉的[手术]切除"_s << u"手术[切除]，"_s << u"囊肿"_s
                                  << u"Combination"_s;
    QTest::newRow("Chinese type names") << u"t7-function-word"_s << u"我[对]自身"_s << u"对[自身的过错]作出"_s
                                        << u"因为"_s << u"Combination/Function word"_s;
    QTest::newRow("Space") << u"t7-space"_s << u"是[近邻],"_s << u"[中美两国]是"_s << u"朋友"_s
                           << u"Commonsense/Space"_s;
    QTest::newRow("Number") << u"t7-number"_s << u"活跃的[5]只"_s
                            << u"，[中国石化、招商银行、万科、上海汽车、g长安和g天威]成为"_s << u"6"_s
                            << u"Commonsense/Number"_s;
    QTest::newRow("no associated span") << u"t7-redundancy-function-word"_s << u"的，[随后]他被"_s << QString()
                                        << QString(u""_s) << u"Redundancy/Function word"_s;
}

void TgeaImportTest::spansByTheirText()
{
    QFETCH(QString, id);
    QFETCH(QString, erroneous);
    QFETCH(QString, associated);
    QFETCH(QString, correction);
    QFETCH(QString, type);
    const CorpusItem *item = findItem(*m_corpus, u"tgea:"_s + id);
    QVERIFY(item);
    const QList<Span> &spans = item->annotations.first().spans;
    QCOMPARE(spans.size(), 1);
    const Span &span = spans.first();
    QCOMPARE(span.range, rangeOf(item->item.generation, erroneous).value());
    QCOMPARE(span.typeKey, type);
    QCOMPARE(span.severityKey, u"error"_s);
    QCOMPARE(span.correction, std::optional<QString>(correction));
    if (associated.isNull()) {
        QVERIFY(span.links.isEmpty());
    } else {
        QCOMPARE(span.links.size(), 1);
        QCOMPARE(span.links.first().kind, LinkKind::Associated);
        QCOMPARE(span.links.first().range, rangeOf(item->item.generation, associated).value());
    }
    QCOMPARE(item->annotations.first().judgements.value(u"erroneous"_s), QVariant(1));
}

void TgeaImportTest::optionalFieldsAndSeveralAnnotators()
{
    // 𠮷 (U+20BB7) is one code point and two UTF-16 units: code points [4, 7) are UTF-16 [5, 8).
    const QByteArray json = R"([
  {"id": 7, "text": "𠮷野家的牛肉饭很好吃。", "prompt": "牛肉", "erroneous": true, "annotator": "张三",
   "errors": [{"erroneous_span": [4, 7], "level1": "commonsense error", "level2": "TAXONOMY"}],
   "metadata": {"model": "NEZHA-Gen", "top_k": 30}},
  {"id": 7, "text": "𠮷野家的牛肉饭很好吃。", "prompt": "牛肉", "erroneous": false, "annotator": "李四",
   "errors": []},
  {"id": "x", "text": "好。", "erroneous": false}
])";
    ImportError error;
    const auto corpus = TgeaReader::read(json, u"two.json"_s, &error);
    QVERIFY2(corpus, qPrintable(error.message()));
    QCOMPARE(corpus->items.size(), 2);
    const CorpusItem &item = corpus->items.first();
    QCOMPARE(item.item.externalId, u"tgea:7"_s);
    QCOMPARE(item.item.prompt, u"牛肉"_s);
    QCOMPARE(item.item.metadata.value(u"top_k"_s), u"30"_s);
    QCOMPARE(item.annotations.size(), 2);
    const Span &span = item.annotations.first().spans.first();
    QCOMPARE(span.range, (TextRange{5, 8, TextSide::Generation}));
    QCOMPARE(item.item.generation.mid(span.range.begin, span.range.length()), u"牛肉饭"_s);
    QCOMPARE(span.typeKey, u"Commonsense/Taxonomy"_s);
    QVERIFY(!span.correction.has_value()); // absent: no correction given, unlike "" (delete)
    QVERIFY(span.links.isEmpty());
    QCOMPARE(item.annotations.at(1).annotator, u"李四"_s);
    QCOMPARE(item.annotations.at(1).judgements.value(u"erroneous"_s), QVariant(0));
    QCOMPARE(corpus->items.at(1).annotations.first().annotator, u"annotator · two"_s);
    QVERIFY(TgeaReader::read("[]", u"none.json"_s, &error).value().items.isEmpty());
}

void TgeaImportTest::malformed_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("reason");
    const auto record = [](const QByteArray &errors, const QByteArray &erroneous = "true") {
        return "[\n  {\"id\": \"a\", \"text\": \"今天天气很好。\",\n   \"erroneous\": " + erroneous
            + ",\n   \"errors\": [\n" + errors + "\n  ]}\n]";
    };
    const QByteArray good = R"(    {"erroneous_span": [2, 4], "level1": "Missing"})";
    QTest::newRow("0 bytes") << QByteArray() << 1 << QString() << u"the file is empty"_s;
    QTest::newRow("only whitespace") << QByteArray(" \n\n") << 1 << QString() << u"the file is empty"_s;
    const QByteArray truncated = m_fixture.left(m_fixture.indexOf("\n    \"errors\"", m_fixture.size() / 2));
    QTest::newRow("truncated") << truncated << int(truncated.count('\n')) + 1 << QString() << u"not valid JSON"_s;
    QTest::newRow("not an array") << QByteArray("{\"id\": 1}") << 1 << QString() << u"expected a JSON array"_s;
    QTest::newRow("invalid UTF-8") << QByteArray("[\n  {\"id\": \"a\",\n   \"text\": \"\xe4\xbb\x8a\xff\"}\n]") << 3
                                   << QString() << u"not valid UTF-8"_s;
    QTest::newRow("record not an object") << QByteArray("[\n  \"text\"\n]") << 2 << u"[0]"_s << u"JSON object"_s;
    QTest::newRow("erroneous not a bool") << record(good, "\"yes\"") << 3 << u"[0].erroneous"_s << u"true or false"_s;
    QTest::newRow("text not a string") << QByteArray("[\n  {\"id\": \"a\",\n   \"text\": 5, \"erroneous\": false}\n]")
                                       << 3 << u"[0].text"_s << u"needs a \"text\""_s;
    QTest::newRow("span not a pair") << record(R"(    {"erroneous_span": "2-4", "level1": "Missing"})") << 5
                                     << u"[0].errors[0].erroneous_span"_s << u"expected [start, end]"_s;
    QTest::newRow("span beyond the text") << record(R"(    {"erroneous_span": [5, 9], "level1": "Missing"})") << 5
                                          << u"[0].errors[0].erroneous_span"_s << u"outside the text, which has 7"_s;
    QTest::newRow("end before start") << record(R"(    {"erroneous_span": [4, 2], "level1": "Missing"})") << 5
                                      << u"[0].errors[0].erroneous_span"_s << u"end lies before the start"_s;
    QTest::newRow("associated span beyond")
        << record(good + ",\n    {\"erroneous_span\": [0, 1], \"associated_span\": [-1, 2], \"level1\": \"Other\"}")
        << 6 << u"[0].errors[1].associated_span"_s << u"outside the text"_s;
    QTest::newRow("unknown level 1") << record(R"(    {"erroneous_span": [2, 4], "level1": "Grammar"})") << 5
                                     << u"[0].errors[0].level1"_s << u"unknown level-1 type \"Grammar\""_s;
    QTest::newRow("no level 1") << record(R"(    {"erroneous_span": [2, 4], "level2": "Subject"})") << 5
                                << u"[0].errors[0].level1"_s << u"needs \"level1\""_s;
    QTest::newRow("level 2 of another group") << record(R"(    {"erroneous_span": [2, 4], "level1": "Discourse",
     "level2": "Subject"})") << 6 << u"[0].errors[0].level2"_s
                                              << u"unknown level-2 type \"Subject\" of Discourse"_s;
    QTest::newRow("level 2 under Other") << record(R"(    {"erroneous_span": [2, 4], "level1": "其他", "level2": "x"})")
                                         << 5 << u"[0].errors[0].level2"_s << u"Other has no subtypes"_s;
    QTest::newRow("misspelt field") << record(
        R"(    {"erroneous_span": [2, 4], "level1": "Missing", "asociated_span": [0, 1]})")
                                    << 5 << u"[0].errors[0].asociated_span"_s << u"unknown field \"asociated_span\""_s;
    QTest::newRow("correction not a string")
        << record(R"(    {"erroneous_span": [2, 4], "level1": "Missing", "correction": 3})") << 5
        << u"[0].errors[0].correction"_s << u"must be a string or null"_s;
    QTest::newRow("erroneous without errors") << record("") << 3 << u"[0].erroneous"_s << u"lists no errors"_s;
    QTest::newRow("clean with errors") << record(good, "false") << 3 << u"[0].erroneous"_s << u"lists 1 error"_s;
    QTest::newRow("same id, other text") << QByteArray(
        "[\n  {\"id\": \"a\", \"text\": \"好。\", \"erroneous\": false},\n"
        "  {\"id\": \"a\", \"text\": \"不好。\", \"annotator\": \"b\", \"erroneous\": false}\n]")
                                         << 3 << u"[1].text"_s << u"appears again with a different text"_s;
    QTest::newRow("same annotator twice")
        << QByteArray("[\n  {\"id\": \"a\", \"text\": \"好。\", \"erroneous\": false},\n"
                      "  {\"id\": \"a\", \"text\": \"好。\", \"erroneous\": false}\n]")
        << 3 << u"[1].annotator"_s << u"annotated twice by annotator · bad"_s;
}

void TgeaImportTest::malformed()
{
    QFETCH(QByteArray, json);
    QFETCH(int, line);
    QFETCH(QString, field);
    QFETCH(QString, reason);
    ImportError error;
    QVERIFY(!TgeaReader::read(json, u"bad.json"_s, &error));
    QCOMPARE(error.file, u"bad.json"_s);
    QCOMPARE(error.line, line);
    QCOMPARE(error.field, field);
    QVERIFY2(error.reason.contains(reason), qPrintable(error.message()));
    QVERIFY2(error.message().startsWith(u"bad.json:%1"_s.arg(line)), qPrintable(error.message()));
}

void TgeaImportTest::writeIsIdempotentAndConflictWritesNothing()
{
    QTemporaryDir dir;
    QString message;
    auto project = Project::create(dir.filePath(u"tgea.errata"_s), *TaxonomyLoader::builtin(u"tgea"_s).taxonomy,
                                   u"TGEA"_s, &message);
    QVERIFY2(project, qPrintable(message));
    ImportSummary summary;
    QVERIFY2(CorpusWriter::write(*project, 0, *m_corpus, &summary, &message), qPrintable(message));
    QCOMPARE(summary.newItems, 31);
    QCOMPARE(summary.newAnnotations, 31);
    QCOMPARE(summary.newSpans, 32);
    const QList<Span> stored = project->spans().allSpans();
    QCOMPARE(stored.size(), 32);
    QCOMPARE(std::count_if(stored.cbegin(), stored.cend(), [](const Span &span) { return span.links.size() == 1; }),
             31);
    QCOMPARE(std::count_if(stored.cbegin(), stored.cend(),
                           [](const Span &span) { return span.correction && span.correction->isEmpty(); }),
             7);
    const QHash<qint64, QVariant> flags = project->judgements().allOfKey(u"erroneous"_s);
    QCOMPARE(flags.size(), 31);
    QCOMPARE(std::count(flags.cbegin(), flags.cend(), QVariant(1)), 30);
    QVERIFY(CorpusWriter::write(*project, 0, *m_corpus, &summary, &message)); // again: nothing new
    QCOMPARE(summary.newItems + summary.newAnnotations + summary.newSpans, 0);

    // A file that reads fine but clashes with the project (second record: a stored id, another text)
    // is rolled back whole, its valid first record included. (A file that does not read is refused
    // before the project is opened; cli_test checks that the project file keeps its SHA-256 then.)
    const QByteArray clash = R"([
  {"id": "new", "text": "新的文本。", "erroneous": false},
  {"id": "t7-space", "text": "他说,中美两国是朋友。", "erroneous": false}
])";
    ImportError error;
    const auto bad = TgeaReader::read(clash, u"clash.json"_s, &error);
    QVERIFY2(bad, qPrintable(error.message()));
    QVERIFY(!CorpusWriter::write(*project, 0, *bad, &summary, &message));
    QVERIFY2(message.contains(u"tgea:t7-space"_s) && message.contains(u"different text"_s), qPrintable(message));
    QCOMPARE(project->items().count(), 31);
    QCOMPARE(project->people().all().size(), 1);
    QCOMPARE(project->judgements().allOfKey(u"erroneous"_s).size(), 31);
    QCOMPARE(project->spans().allSpans(), stored);
}

QTEST_GUILESS_MAIN(TgeaImportTest)
#include "tgeaimport_test.moc"
