// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/corpuswriter.h"
#include "model/interchange/threshreader.h"
#include "model/project/project.h"
#include "model/storage/spanrepository.h"
#include "model/domain/taxonomyloader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

QByteArray readShared(const QString &relative)
{
    QFile file(qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s) + u'/' + relative);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The second computation the importer is checked against: Python's text[begin:end], with a plain
// loop over code points, no UTF-16 arithmetic.
QString codePointSlice(const QString &text, qsizetype begin, qsizetype end)
{
    const auto points = text.toUcs4();
    QString slice;
    for (qsizetype i = begin; i < end && i < points.size(); ++i) {
        const char32_t point = points[i];
        if (QChar::requiresSurrogates(point)) {
            slice += QChar(QChar::highSurrogate(point));
            slice += QChar(QChar::lowSurrogate(point));
        } else {
            slice += QChar(point);
        }
    }
    return slice;
}

// Common prefix and suffix of two texts, in code points (the suffix never overlaps the prefix).
std::pair<qsizetype, qsizetype> commonEnds(const QString &a, const QString &b)
{
    const auto x = a.toUcs4(), y = b.toUcs4();
    const qsizetype shorter = std::min(x.size(), y.size());
    qsizetype prefix = 0, suffix = 0;
    while (prefix < shorter && x[prefix] == y[prefix]) {
        ++prefix;
    }
    while (suffix < shorter - prefix && x[x.size() - 1 - suffix] == y[y.size() - 1 - suffix]) {
        ++suffix;
    }
    return {prefix, suffix};
}

const CorpusItem *findItem(const Corpus &corpus, const QString &externalId)
{
    for (const CorpusItem &item : corpus.items) {
        if (item.item.externalId == externalId) {
            return &item;
        }
    }
    return nullptr;
}

const CorpusAnnotation *findAnnotation(const CorpusItem &item, const QString &rater)
{
    for (const CorpusAnnotation &annotation : item.annotations) {
        if (annotation.annotator == rater + u" · mqm"_s) {
            return &annotation;
        }
    }
    return nullptr;
}

QString spanText(const Item &item, const Span &span)
{
    return item.generation.mid(span.range.begin, span.range.length());
}

} // namespace

// The MQM-style thresh file of ../shared/data/README.md §7, against the counts documented there and
// against a second reading of the same JSON done here.
class ThreshMqmImportTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void countsFromTheReadme();
    void typesAndSeveritiesAreMqmKeys();
    void spanTextsEqualCodePointSlices();
    void variantTextsAreCarriedOver();
    void refusals_data();
    void refusals();
    void writesIntoAnMqmProjectIdempotently();

private:
    QByteArray m_bytes;
    QJsonArray m_json;
    std::optional<Corpus> m_corpus;
};

void ThreshMqmImportTest::initTestCase()
{
    m_bytes = readShared(u"thresh-multi/mqm.json"_s);
    QVERIFY2(!m_bytes.isEmpty(), "the shared thresh-multi data is missing");
    m_json = QJsonDocument::fromJson(m_bytes).array();
    ImportError error;
    m_corpus = ThreshReader::read(m_bytes, u"mqm.json"_s, &error);
    QVERIFY2(m_corpus, qPrintable(error.message()));
}

void ThreshMqmImportTest::countsFromTheReadme()
{
    QCOMPARE(m_corpus->taxonomyId, u"mqm"_s);
    QCOMPARE(m_corpus->items.size(), 24); // translations
    QMap<QString, int> ratingsPerSystem, ratingsPerRater;
    QMap<int, int> itemsByRaterCount;
    int spans = 0;
    for (const CorpusItem &item : m_corpus->items) {
        QCOMPARE(item.item.metadata.value(u"model"_s), item.item.metadata.value(u"system"_s));
        QVERIFY(!item.item.metadata.value(u"doc"_s).isEmpty());
        QCOMPARE(
            item.item.externalId,
            u"thresh-mqm:%1:%2"_s.arg(item.item.metadata.value(u"system"_s), item.item.metadata.value(u"segment"_s)));
        ++itemsByRaterCount[int(item.annotations.size())];
        for (const CorpusAnnotation &annotation : item.annotations) {
            ++ratingsPerSystem[item.item.metadata.value(u"system"_s)];
            ++ratingsPerRater[annotation.annotator];
            spans += int(annotation.spans.size());
        }
    }
    QCOMPARE(spans, 114);
    QCOMPARE(ratingsPerSystem, (QMap<QString, int>{{u"Human-B.0"_s, 26}, {u"Tohoku-AIP-NTT.890"_s, 24}}));
    QCOMPARE(ratingsPerRater,
             (QMap<QString, int>{{u"rater1 · mqm"_s, 6},
                                 {u"rater2 · mqm"_s, 10},
                                 {u"rater3 · mqm"_s, 9},
                                 {u"rater4 · mqm"_s, 9},
                                 {u"rater5 · mqm"_s, 8},
                                 {u"rater6 · mqm"_s, 8}})); // 50 ratings
    QCOMPARE(itemsByRaterCount, (QMap<int, int>{{1, 8}, {2, 6}, {3, 10}}));
}

void ThreshMqmImportTest::typesAndSeveritiesAreMqmKeys()
{
    QMap<QString, int> types, severities;
    for (const CorpusItem &item : m_corpus->items) {
        for (const CorpusAnnotation &annotation : item.annotations) {
            for (const Span &span : annotation.spans) {
                ++types[span.typeKey];
                ++severities[span.severityKey];
            }
        }
    }
    // README §7's sub-category counts; akward (sic) is Style/Awkward.
    const QMap<QString, int> expected{{u"Accuracy/Mistranslation"_s, 26},
                                      {u"Fluency/Punctuation"_s, 24},
                                      {u"Style/Awkward"_s, 22},
                                      {u"Terminology/Inappropriate for context"_s, 12},
                                      {u"Accuracy/Addition"_s, 5},
                                      {u"Fluency/Spelling"_s, 5},
                                      {u"Accuracy/Untranslated text"_s, 5},
                                      {u"Fluency/Grammar"_s, 4},
                                      {u"Locale convention/Currency format"_s, 4},
                                      {u"Accuracy/Omission"_s, 3},
                                      {u"Other"_s, 3},
                                      {u"Terminology/Inconsistent use of terminology"_s, 1}};
    QCOMPARE(types, expected);
    QCOMPARE(severities, (QMap<QString, int>{{u"Major"_s, 14}, {u"Minor"_s, 100}}));
    // Every one is a node and severity of the shipped taxonomy: nothing needs TaxonomyExtender here.
    const auto mqm = TaxonomyLoader::builtin(u"mqm"_s);
    QVERIFY(mqm.taxonomy);
    for (const QString &type : std::as_const(m_corpus->typeKeys)) {
        QVERIFY2(mqm.taxonomy->node(type) && mqm.taxonomy->node(type)->selectable, qPrintable(type));
    }
    for (const QString &severity : std::as_const(m_corpus->severityKeys)) {
        QVERIFY2(mqm.taxonomy->severity(severity), qPrintable(severity));
    }
    QCOMPARE(m_corpus->typeKeys.size(), 12);
}

void ThreshMqmImportTest::spanTextsEqualCodePointSlices()
{
    int checked = 0;
    for (const QJsonValue &value : std::as_const(m_json)) {
        const QJsonObject rating = value.toObject();
        const QJsonObject metadata = rating.value(u"metadata"_s).toObject();
        const CorpusItem *item = findItem(
            *m_corpus,
            u"thresh-mqm:%1:%2"_s.arg(metadata.value(u"system"_s).toString(), metadata.value(u"seg_id"_s).toString()));
        QVERIFY(item);
        const CorpusAnnotation *annotation = findAnnotation(*item, metadata.value(u"rater"_s).toString());
        QVERIFY(annotation);
        const QString target = rating.value(u"target"_s).toString();
        const auto [prefix, suffix] = commonEnds(target, item->item.generation);
        const qsizetype suffixStart = target.toUcs4().size() - suffix;
        const QJsonArray edits = rating.value(u"edits"_s).toArray();
        QCOMPARE(annotation->spans.size(), edits.size());
        for (qsizetype e = 0; e < edits.size(); ++e) {
            const QJsonArray pair = edits.at(e).toObject().value(u"output_idx"_s).toArray().at(0).toArray();
            const qsizetype begin = pair.at(0).toInteger(), end = pair.at(1).toInteger();
            // On a rater's variant text only spans outside the differing stretch keep their text.
            if (end <= prefix || begin >= suffixStart) {
                QCOMPARE(spanText(item->item, annotation->spans.at(e)), codePointSlice(target, begin, end));
                ++checked;
            }
        }
    }
    QCOMPARE(checked, 108); // 114 minus 4 clamped spans and 2 that span a differing stretch
}

void ThreshMqmImportTest::variantTextsAreCarriedOver()
{
    // README §7: Human-B.0 seg 117 has three texts, one per rater. No majority: the longest wins (rater2's).
    const CorpusItem *item = findItem(*m_corpus, u"thresh-mqm:Human-B.0:117"_s);
    QVERIFY(item);
    QCOMPARE(item->annotations.size(), 3);
    QCOMPARE(item->item.generation.size(), 288);
    QVERIFY(item->item.generation.contains(u"dabei maximal andauernde Windgeschwindigkeiten"_s));
    for (const QString &rater : {u"rater1"_s, u"rater4"_s}) {
        const CorpusAnnotation *annotation = findAnnotation(*item, rater);
        QVERIFY(annotation);
        QVERIFY(std::any_of(annotation->spans.cbegin(), annotation->spans.cend(),
                            [item](const Span &span) { return spanText(item->item, span) == u"Major Hurricane"_s; }));
    }
    // rater1's "dabei anhaltende" starts before and ends after the differing words: it covers their
    // counterpart in the item text.
    const CorpusAnnotation *rater1 = findAnnotation(*item, u"rater1"_s);
    QCOMPARE(spanText(item->item, rater1->spans.at(0)), u"dabei maximal andauernde"_s);

    // One warning per rater whose text differs: 2 on seg 117, 2 on seg 259 (both clamped), 1 on seg 635.
    QCOMPARE(m_corpus->warnings.size(), 5);
    QStringList clamped;
    for (const QString &warning : std::as_const(m_corpus->warnings)) {
        QVERIFY2(warning.startsWith(u"mqm.json:"_s), qPrintable(warning));
        if (warning.contains(u"clamped"_s)) {
            clamped << warning;
        }
    }
    QCOMPARE(clamped.size(), 2);
    for (const QString &warning : std::as_const(clamped)) {
        QVERIFY2(warning.contains(u"thresh-mqm:Tohoku-AIP-NTT.890:259"_s) && warning.contains(u"2 of them"_s),
                 qPrintable(warning));
    }
    QVERIFY(m_corpus->warnings.filter(u"thresh-mqm:Human-B.0:117"_s).filter(u"rater4 "_s).size() == 1);
}

void ThreshMqmImportTest::refusals_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("reason");
    const QByteArray head = "[\n {\"metadata\": {\"system\": \"S\", \"seg_id\": \"1\", \"rater\": \"r1\"},\n"
                            "  \"source\": \"s\", \"target\": \"Ziel\",\n  \"edits\": [\n";
    QTest::newRow("unknown severity") << head
            + "   {\"category\": \"fluency\", \"output_idx\": [[0, 2]],\n"
              "    \"annotation\": {\"fluency_type\": {\"val\": \"grammar\", \"grammar\": \"huge\"}}}]}\n]"
                                      << 6 << u"no known severity for category \"fluency\""_s;
    QTest::newRow("offsets beyond the text") << head
            + "   {\"category\": \"akward\",\n    \"output_idx\": [[2, 9]], \"annotation\": {\"akward_type\": "
              "\"minor\"}}]}\n]" << 6 << u"do not fit"_s;
    QTest::newRow("edit without category") << head + "   {\"output_idx\": [[0, 1]]}]}\n]" << 5 << u"needs a category"_s;
    QTest::newRow("rating without seg_id") << QByteArray(
        "[\n {\"metadata\": {\"system\": \"S\", \"seg_id\": \"1\", \"rater\": \"r1\"}, \"target\": \"x\"},\n"
        " {\"metadata\": {\"system\": \"S\", \"rater\": \"r2\"}, \"target\": \"x\"}\n]")
                                           << 3 << u"needs a rater, a system, a seg_id"_s;
}

void ThreshMqmImportTest::refusals()
{
    QFETCH(QByteArray, json);
    QFETCH(int, line);
    QFETCH(QString, reason);
    ImportError error;
    QVERIFY(!ThreshReader::read(json, u"bad.json"_s, &error));
    QCOMPARE(error.file, u"bad.json"_s);
    QCOMPARE(error.line, line);
    QVERIFY2(error.reason.contains(reason), qPrintable(error.message()));
}

void ThreshMqmImportTest::writesIntoAnMqmProjectIdempotently()
{
    QTemporaryDir dir;
    QString message;
    auto project =
        Project::create(dir.filePath(u"mqm.errata"_s), *TaxonomyLoader::builtin(u"mqm"_s).taxonomy, u"mqm"_s, &message);
    QVERIFY2(project, qPrintable(message));
    ImportSummary summary;
    QVERIFY2(CorpusWriter::write(*project, 0, *m_corpus, &summary, &message), qPrintable(message));
    QCOMPARE(summary.newItems, 24);
    QCOMPARE(summary.newPeople, 6);
    QCOMPARE(summary.newAnnotations, 50);
    QCOMPARE(summary.newSpans, 114);
    QVERIFY(CorpusWriter::write(*project, 0, *m_corpus, &summary, &message));
    QCOMPARE(summary.newItems, 0);
    QCOMPARE(summary.newSpans, 0);
    QCOMPARE(project->spans().count(), 114);
}

QTEST_GUILESS_MAIN(ThreshMqmImportTest)
#include "threshmqmimport_test.moc"
