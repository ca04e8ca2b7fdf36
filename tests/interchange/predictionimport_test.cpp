// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Predictions in (errata-cli predictions import), out (export) and scored (errata-cli score), on a
// small project written here and on the real WMT23 MQM file of ../shared/data.
#include "model/domain/taxonomyloader.h"
#include "model/interchange/mqmtsvreader.h"
#include "model/interchange/predictionreader.h"
#include "model/interchange/taxonomyextender.h"
#include "model/project/agreementdata.h"
#include "model/project/corpuswriter.h"
#include "model/project/predictionimport.h"
#include "model/project/project.h"
#include "model/stats/predictionscore.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "tests/testsupport.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;
using TestSupport::fileHash;

namespace {

const QString SxsName = u"sxs_mqm_generalMT2023_ende.3ratingsPerSegment.tsv"_s;

QString dataDir()
{
    return qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s);
}

// The rows of a TSV whose rater column is (or is not) `rater`, header kept.
QByteArray raterRows(const QByteArray &tsv, const QByteArray &rater, bool keep)
{
    QList<QByteArray> lines = tsv.split('\n');
    QByteArray out = lines.takeFirst() + '\n';
    for (const QByteArray &line : lines) {
        if (!line.isEmpty() && (line.split('\t').value(4) == rater) == keep) out += line + '\n';
    }
    return out;
}

} // namespace

class PredictionImportTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void importsEveryFormatAndExportsIt();
    void badInputLeavesProjectUnchanged_data();
    void badInputLeavesProjectUnchanged();
    void repeatedImportChangesNothing();
    void scoreCommandOnHandCase();
    void oneMqmRaterAsSystemEqualsHerOneVsRestRow();

private:
    TestSupport::Run cli(const QStringList &arguments);
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
    QString m_project;
};

TestSupport::Run PredictionImportTest::cli(const QStringList &arguments)
{
    return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
}

QString PredictionImportTest::write(const QString &name, const QByteArray &bytes)
{
    QFile file(m_dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(name));
    return file.fileName();
}

// Two items (one with a character outside the BMP, so code points and UTF-16 differ) and two
// annotators whose finished work the score command compares the system with.
void PredictionImportTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_project = m_dir.filePath(u"study.errata"_s);
    QCOMPARE(cli({u"init"_s, m_project, u"--taxonomy"_s, u"scarecrow"_s}).exitCode, 0);
    const QString items = write(u"items.jsonl"_s, R"({"id": "s1", "text": "a b c d e f g h"}
{"id": "s2", "text": "😀 x y z", "model": "gpt2"}
)");
    QCOMPARE(cli({u"items"_s, u"add"_s, m_project, u"--format"_s, u"jsonl"_s, items}).exitCode, 0);
    // Finished human work arrives as an errata-jsonl import of the same items.
    QString error;
    auto project = Project::open(m_project, &error);
    QVERIFY2(project, qPrintable(error));
    Corpus corpus;
    for (const QString &id : {u"s1"_s, u"s2"_s}) {
        CorpusItem item;
        item.item = *project->items().findByExternalId(id);
        Span a, b;
        a.typeKey = b.typeKey = u"Grammar_Usage"_s;
        a.severityKey = b.severityKey = u"1"_s;
        a.range = {2, 3, TextSide::Generation}; // "b" (on s1 only: s2 stays unmarked)
        b.range = {0, 3, TextSide::Generation}; // "a b"
        item.annotations = {{u"ann"_s, id == "s1"_L1 ? QList<Span>{a} : QList<Span>{}, {}},
                            {u"bob"_s, id == "s1"_L1 ? QList<Span>{b} : QList<Span>{}, {}}};
        corpus.items << item;
    }
    corpus.typeKeys = {u"Grammar_Usage"_s};
    ImportSummary summary;
    QVERIFY2(CorpusWriter::write(*project, 0, corpus, &summary, &error), qPrintable(error));
}

namespace {

QJsonObject exportedLayer(const QString &jsonl, const QString &item, const QString &label)
{
    for (const QString &line : jsonl.split(u'\n', Qt::SkipEmptyParts)) {
        const QJsonObject record = QJsonDocument::fromJson(line.toUtf8()).object();
        if (record.value(u"id"_s).toString() != item) continue;
        for (const QJsonValue &layer : record.value(u"layers"_s).toArray()) {
            if (layer.toObject().value(u"label"_s).toString() == label) return layer.toObject();
        }
    }
    return {};
}

// Rows of a TSV table as maps from column to value.
QList<QHash<QString, QString>> tsvRows(const QString &text)
{
    QStringList lines = text.split(u'\n', Qt::SkipEmptyParts);
    const QStringList header = lines.takeFirst().split(u'\t');
    QList<QHash<QString, QString>> rows;
    for (const QString &line : lines) {
        QHash<QString, QString> row;
        const QStringList fields = line.split(u'\t');
        for (qsizetype c = 0; c < header.size(); ++c) row.insert(header[c], fields.value(c));
        rows << row;
    }
    return rows;
}

QHash<QString, QString> scoreRow(const QList<QHash<QString, QString>> &rows, const QString &who, const QString &type)
{
    for (const auto &row : rows) {
        if (row.value(u"who"_s) == who && row.value(u"type"_s) == type) return row;
    }
    return {};
}

} // namespace

const char *const JudgeJsonl =
    R"({"item": "s1", "spans": [{"begin": 0, "end": 3, "type": "Grammar_Usage", "severity": "1", "confidence": 0.75}]}
{"item": "s2", "spans": [{"begin": 2, "end": 3, "type": "Redundant", "rationale": "said twice"}]}
)";

void PredictionImportTest::importsEveryFormatAndExportsIt()
{
    const QString file = write(u"judge.jsonl"_s, JudgeJsonl);
    auto run =
        cli({u"predictions"_s, u"import"_s, m_project, u"--system"_s, u"gpt-judge"_s, u"--format"_s, u"jsonl"_s, file});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    run = cli({u"--format"_s, u"tsv"_s, u"predictions"_s, u"list"_s, m_project});
    QCOMPARE(run.out, u"system\titems\tspans\ngpt-judge\t2\t2\n"_s);

    // errata-jsonl keeps code points (s2's "x" is code point 2, UTF-16 unit 3) and the confidence.
    run = cli({u"export"_s, m_project, u"--format"_s, u"errata-jsonl"_s, u"-o"_s, u"-"_s});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject s2 = exportedLayer(run.out, u"s2"_s, u"gpt-judge"_s);
    QCOMPARE(s2.value(u"kind"_s).toString(), u"prediction"_s);
    const QJsonObject x = s2.value(u"spans"_s).toArray().first().toObject();
    QCOMPARE(x.value(u"begin"_s).toInt(), 2);
    QCOMPARE(x.value(u"rationale"_s).toString(), u"said twice"_s);
    const QJsonObject s1 = exportedLayer(run.out, u"s1"_s, u"gpt-judge"_s);
    QCOMPARE(s1.value(u"spans"_s).toArray().first().toObject().value(u"confidence"_s).toDouble(), 0.75);

    // spans-csv: the export read back as another system's file, taking the one system's rows.
    run = cli({u"export"_s, m_project, u"--format"_s, u"spans-csv"_s, u"-o"_s, u"-"_s});
    QVERIFY(run.out.contains(u"s2,prediction,gpt-judge,,generation,2,3,x,Redundant"_s));
    const QString csv = write(u"spans.csv"_s, run.out.toUtf8());
    run =
        cli({u"predictions"_s, u"import"_s, m_project, u"--system"_s, u"again"_s, u"--format"_s, u"spans-csv"_s, csv});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(u"--rater"_s) && run.err.contains(u"ann, bob, gpt-judge"_s), qPrintable(run.err));
    run = cli({u"predictions"_s, u"import"_s, m_project, u"--system"_s, u"again"_s, u"--format"_s, u"spans-csv"_s,
               u"--rater"_s, u"gpt-judge"_s, csv});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QString error;
    auto project = Project::openForReading(m_project, &error);
    const auto original = AgreementData::predictions(*project, u"gpt-judge"_s);
    const auto copy = AgreementData::predictions(*project, u"again"_s);
    QCOMPARE(copy.size(), 2);
    for (auto it = original.cbegin(); it != original.cend(); ++it) {
        QCOMPARE(copy.value(it.key()).size(), 1);
        QCOMPARE(copy.value(it.key()).first().range, it.value().first().range);
        QCOMPARE(copy.value(it.key()).first().typeKey, it.value().first().typeKey);
        QCOMPARE(copy.value(it.key()).first().confidence, it.value().first().confidence);
    }
}

void PredictionImportTest::badInputLeavesProjectUnchanged_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("expected");
    const QStringList system{u"--system"_s, u"bad"_s};
    QTest::newRow("unknown item") << u"jsonl"_s << QByteArray(R"({"item": "nope", "spans": []})") << system
                                  << u"bad.jsonl:1 (item): the project has no item \"nope\""_s;
    QTest::newRow("beyond the text") << u"jsonl"_s
                                     << QByteArray(
                                            R"({"item": "s2", "spans": [{"begin": 5, "end": 9, "type": "Redundant"}]})")
                                     << system << u"does not fit the generation (7 code points)"_s;
    QTest::newRow("types outside the taxonomy")
        << u"jsonl"_s
        << QByteArray("{\"item\": \"s1\", \"spans\": [{\"begin\": 0, \"end\": 1, \"type\": \"Typo\"}]}\n"
                      "{\"item\": \"s2\", \"spans\": [{\"begin\": 0, \"end\": 1, \"type\": \"Hallucination\"}]}")
        << system << u"bad.jsonl:2); type \"Typo\" (first at "_s;
    QTest::newRow("confidence above 1")
        << u"jsonl"_s
        << QByteArray(R"({"item": "s1", "spans": [{"begin": 0, "end": 1, "type": "Redundant", "confidence": 1.5}]})")
        << system << u"confidence must be a number from 0 to 1"_s;
    QTest::newRow("broken second line") << u"jsonl"_s << QByteArray("{\"item\": \"s1\", \"spans\": []}\n{\"item\": ")
                                        << system << u"bad.jsonl:2: not JSON"_s;
    QTest::newRow("item twice") << u"jsonl"_s
                                << QByteArray("{\"item\": \"s1\", \"spans\": []}\n{\"item\": \"s1\", \"spans\": []}")
                                << system << u"item \"s1\" is already on line 1"_s;
    QTest::newRow("csv without offsets") << u"spans-csv"_s << QByteArray("item,type\ns1,Redundant\n") << system
                                         << u"bad.jsonl:1: the header needs the columns item, begin, end and type"_s;
    QTest::newRow("csv slice differs") << u"spans-csv"_s << QByteArray("item,begin,end,text,type\ns1,0,1,b,Redundant\n")
                                       << system << u"the offsets give \"a\", not \"b\""_s;
    QTest::newRow("not UTF-8") << u"jsonl"_s << QByteArray("{\"item\": \"s1\", \"spans\": []}\n\xff\xfe") << system
                               << u"bad.jsonl:2"_s;
    QTest::newRow("no system") << u"jsonl"_s << QByteArray(R"({"item": "s1", "spans": []})") << QStringList()
                               << u"--system NAME"_s;
}

void PredictionImportTest::badInputLeavesProjectUnchanged()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, content);
    QFETCH(QStringList, options);
    QFETCH(QString, expected);
    const QString file = write(u"bad.jsonl"_s, content);
    const QByteArray before = fileHash(m_project);
    const auto run =
        cli(QStringList{u"predictions"_s, u"import"_s, m_project, u"--format"_s, format} + options + QStringList{file});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(expected), qPrintable(run.err));
    QVERIFY2(options.isEmpty() || run.err.contains(u"is unchanged"_s), qPrintable(run.err));
    QCOMPARE(fileHash(m_project), before);
}

void PredictionImportTest::repeatedImportChangesNothing()
{
    const QString file = write(u"twice.jsonl"_s, JudgeJsonl);
    const QStringList import{u"--format"_s, u"tsv"_s,   u"predictions"_s, u"import"_s, m_project,
                             u"--system"_s, u"twice"_s, u"--format"_s,    u"jsonl"_s};
    QCOMPARE(cli(import + QStringList{file}).exitCode, 0);
    const QByteArray before = fileHash(m_project);
    auto run = cli(import + QStringList{file});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(u"unchanged\t2\n"_s) && run.out.contains(u"spans\t0\n"_s), qPrintable(run.out));
    QCOMPARE(fileHash(m_project), before);

    const QString other = write(u"other.jsonl"_s, R"({"item": "s1", "spans": []})");
    run = cli(import + QStringList{other});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(u"--replace"_s), qPrintable(run.err));
    QCOMPARE(fileHash(m_project), before);
    run = cli(import + QStringList{u"--replace"_s, other});
    QVERIFY2(run.exitCode == 0 && run.out.contains(u"replaced\t1\n"_s), qPrintable(run.out + run.err));
    QString error;
    auto project = Project::openForReading(m_project, &error);
    QVERIFY(AgreementData::predictions(*project, u"twice"_s)
                .value(project->items().findByExternalId(u"s1"_s)->id)
                .isEmpty());
}

// s1 "a b c d e f g h": ann marked "b", bob "a b", the judge "a b" (Grammar_Usage). s2: nobody
// marked anything; the judge marked "x" (Redundant). Token counts by hand:
//   judge    Grammar_Usage TP 2; Redundant FP 1; micro TP 2, FP 1 -> P 2/3, R 1
//   ann      against bob: TP 1, FN 1;  bob against ann: TP 1, FP 1
void PredictionImportTest::scoreCommandOnHandCase()
{
    const QString file = write(u"judge2.jsonl"_s, JudgeJsonl);
    QCOMPARE(
        cli({u"predictions"_s, u"import"_s, m_project, u"--system"_s, u"judge2"_s, u"--format"_s, u"jsonl"_s, file})
            .exitCode,
        0);
    auto run = cli({u"--format"_s, u"tsv"_s, u"score"_s, m_project, u"--system"_s, u"judge2"_s, u"--rounds"_s, u"0"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const auto rows = tsvRows(run.out);
    const auto grammar = scoreRow(rows, u"judge2"_s, u"Grammar_Usage"_s);
    QCOMPARE(grammar.value(u"items"_s), u"2"_s);
    QCOMPARE(grammar.value(u"true_positives"_s), u"2"_s);
    QCOMPARE(grammar.value(u"false_positives"_s), u"0"_s);
    QCOMPARE(scoreRow(rows, u"judge2"_s, u"Redundant"_s).value(u"false_positives"_s), u"1"_s);
    const auto micro = scoreRow(rows, u"judge2"_s, u"(micro)"_s);
    QCOMPARE(micro.value(u"precision"_s).toDouble(), 2.0 / 3.0);
    QCOMPARE(micro.value(u"recall"_s).toDouble(), 1.0);
    QCOMPARE(scoreRow(rows, u"ann"_s, u"Grammar_Usage"_s).value(u"false_negatives"_s), u"1"_s);
    QCOMPARE(scoreRow(rows, u"bob"_s, u"Grammar_Usage"_s).value(u"false_positives"_s), u"1"_s);
    QCOMPARE(scoreRow(rows, u"Human (mean)"_s, u"Grammar_Usage"_s).value(u"f1"_s).toDouble(), 2.0 / 3.0);

    // A subset: only s2 (model=gpt2), where nobody marked anything.
    run = cli({u"--format"_s, u"tsv"_s, u"score"_s, m_project, u"--system"_s, u"judge2"_s, u"--where"_s,
               u"model=gpt2"_s, u"--no-baseline"_s, u"--rounds"_s, u"0"_s});
    const auto subset = tsvRows(run.out);
    QCOMPARE(scoreRow(subset, u"judge2"_s, u"(micro)"_s).value(u"items"_s), u"1"_s);
    QCOMPARE(scoreRow(subset, u"judge2"_s, u"(micro)"_s).value(u"precision"_s), u"0"_s);
    QCOMPARE(scoreRow(subset, u"judge2"_s, u"(micro)"_s).value(u"recall"_s), u"undefined"_s);

    // The corpus measures count a system only when named: alone, it marked one span on each item; by
    // default only people count (s1: one span each, s2: none, so 0.5 a layer on average).
    const auto anyError = [this](const QStringList &layer) {
        const auto run = cli(QStringList{u"--format"_s, u"tsv"_s, u"stats"_s, m_project, u"--measure"_s, u"count"_s,
                                         u"--rounds"_s, u"10"_s}
                             + layer);
        for (const auto &row : tsvRows(run.out)) {
            if (row.value(u"type"_s) == "(any)"_L1) return row.value(u"mean"_s);
        }
        return run.err;
    };
    QCOMPARE(anyError({u"--layer"_s, u"system:judge2"_s}), u"1"_s);
    QCOMPARE(anyError({}), u"0.5"_s);
    QCOMPARE(anyError({u"--layer"_s, u"ann,system:judge2"_s}), u"0.75"_s); // s1: 1 and 1; s2: 0 and 1
    // The Systems page's bars from the command line.
    const QString png = m_dir.filePath(u"judge2.png"_s), svg = m_dir.filePath(u"judge2.svg"_s);
    run = cli({u"score"_s, m_project, u"--system"_s, u"judge2"_s, u"-o"_s, png, u"--metric"_s, u"recall"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(QImage(png).width() > 200);
    QCOMPARE(cli({u"score"_s, m_project, u"--system"_s, u"judge2"_s, u"-o"_s, svg}).exitCode, 0);
    QVERIFY(TestSupport::readAll(svg).contains("<svg"));
    QCOMPARE(cli({u"score"_s, m_project, u"--system"_s, u"judge2"_s, u"-o"_s, png, u"--metric"_s, u"auc"_s}).exitCode,
             1);
    run = cli({u"score"_s, m_project, u"--system"_s, u"judge2"_s, u"--reference"_s, u"gold"_s, u"--rounds"_s, u"0"_s});
    QCOMPARE(run.exitCode, 0); // no gold layer anywhere: said, not shown as a table of zeros alone
    QVERIFY2(run.err.contains(u"nothing was scored"_s), qPrintable(run.err));
    run = cli({u"score"_s, m_project, u"--system"_s, u"nobody"_s});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(u"There is no system \"nobody\""_s), qPrintable(run.err));
}

// The real-data identity of issue #18: rater3 of the WMT23 en→de file, brought in as a "system",
// scored against the union of the other two raters, gives exactly her row of the human baseline
// (one rater against the union of the others) in the project where she is a person.
void PredictionImportTest::oneMqmRaterAsSystemEqualsHerOneVsRestRow()
{
    const QByteArray tsv = TestSupport::readAll(dataDir() + u"/mqm/generalMT2023/ende/"_s + SxsName);
    QVERIFY2(!tsv.isEmpty(), "the shared MQM data is missing");
    ImportError importError;
    const auto whole = MqmTsvReader::read(tsv, SxsName, &importError);
    const auto others = MqmTsvReader::read(raterRows(tsv, "rater3", false), SxsName, &importError);
    QVERIFY2(whole && others, qPrintable(importError.message()));
    QString error;
    const auto taxonomy = TaxonomyExtender::extend(*TaxonomyLoader::builtin(u"mqm"_s).taxonomy, whole->typeKeys,
                                                   whole->severityKeys, &error);
    auto withHer = Project::create(m_dir.filePath(u"all.errata"_s), *taxonomy, u"all"_s, &error);
    auto without = Project::create(m_dir.filePath(u"others.errata"_s), *taxonomy, u"others"_s, &error);
    ImportSummary summary;
    QVERIFY(CorpusWriter::write(*withHer, 0, *whole, &summary, &error));
    QVERIFY(CorpusWriter::write(*without, 0, *others, &summary, &error));
    // Her rows as a system's file, under another file name: items are found by segment and system.
    const auto predicted =
        PredictionReader::read(u"mqm-tsv"_s, raterRows(tsv, "rater3", true), u"metric-output.tsv"_s, {}, &importError);
    QVERIFY2(predicted, qPrintable(importError.message()));
    PredictionImportSummary imported;
    QVERIFY2(PredictionImport(*without, u"rater3"_s, false)
                 .run(0, {{u"metric-output.tsv"_s, *predicted}}, &imported, &importError),
             qPrintable(importError.message()));

    ScoreOptions options;
    options.rounds = 0;
    const PredictionScorer scorer(TypeSelectors::forTaxonomy(*taxonomy, 1), options);
    qint64 her = 0;
    for (const Person &person : withHer->people().all()) her = person.name == "rater3"_L1 ? person.id : her;
    const QList<AgreementItem> all = AgreementData::finished(*withHer);
    const int herItems = int(std::count_if(all.cbegin(), all.cend(), [her](const AgreementItem &item) {
        return item.layers.size() > 1 && std::any_of(item.layers.cbegin(), item.layers.cend(), [her](const auto &l) {
                   return l.annotatorId == her;
               });
    }));
    ScoreTable baseline;
    for (const ScoreTable &table : scorer.humanBaseline(all, {}))
        baseline = table.annotatorId == her ? table : baseline;
    QHash<qint64, QList<Span>> gold;
    const ScoreTable system =
        scorer.system(AgreementData::finished(*without), gold, AgreementData::predictions(*without, u"rater3"_s));
    QCOMPARE(imported.items, herItems);
    QCOMPARE(system.items, herItems);
    QCOMPARE(baseline.items, herItems);
    QVERIFY(baseline.rows.last().f1.value_or(0) > 0); // she agrees with the others somewhere
    QCOMPARE(system.rows.size(), baseline.rows.size());
    for (qsizetype r = 0; r < system.rows.size(); ++r) {
        QCOMPARE(system.rows[r].key, baseline.rows[r].key);
        QCOMPARE(system.rows[r].counts.truePositives, baseline.rows[r].counts.truePositives);
        QCOMPARE(system.rows[r].counts.falsePositives, baseline.rows[r].counts.falsePositives);
        QCOMPARE(system.rows[r].counts.falseNegatives, baseline.rows[r].counts.falseNegatives);
        QCOMPARE(system.rows[r].f1, baseline.rows[r].f1);
    }
}

QTEST_MAIN(PredictionImportTest)
#include "predictionimport_test.moc"
