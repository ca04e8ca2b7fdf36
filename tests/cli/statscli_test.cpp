// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli stats / heatmap / bootstrap as a user runs them: TSV and JSON on a hand-made
// project, figure files that parse, clear errors, and the TED zh-en MQM table end to end.
#include "model/project/corpuswriter.h"
#include "model/project/project.h"
#include "model/project/spanlengths.h"
#include "model/domain/taxonomyloader.h"
#include "tests/testsupport.h"

#include <QImage>
#include <QRegularExpression>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace TestSupport;

namespace {

Span span(int begin, int end, const QString &type, const QString &severity)
{
    Span result;
    result.range = {begin, end, TextSide::Generation};
    result.typeKey = type;
    result.severityKey = severity;
    return result;
}

} // namespace

class StatsCliTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void statsTsvHasFullPrecision();
    void statsJson();
    void heatmapFiles();
    void heatmapTitlesAsInTheCorpusTab();
    void bootstrapIsSeeded();
    void bootstrapCurve();
    void lengthsByHand();
    void badOptionsAreUserErrors();
    void tedSystemScoresMatchThePublishedTable();
    void heatmapSplitByPenalty();
    void subsetEqualsItsGroup();

private:
    Run cli(const QStringList &arguments)
    {
        return runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    QMap<QString, QString> tsvRow(const QString &tsv, const QString &firstColumn, const QString &type);

    QTemporaryDir m_dir;
    QString m_path;
};

// Two items. m1 (10 tokens): ann1 Grammar_Usage on 2 tokens, ann2 Grammar_Usage on 3 tokens ->
// coverage (0.2 + 0.3) / 2 = 0.25. m2 (3 tokens): ann1 Off-prompt on 1 token -> 1/3.
void StatsCliTest::initTestCase()
{
    m_path = m_dir.filePath(u"hand.errata"_s);
    QString error;
    auto project = Project::create(m_path, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"T"_s, &error);
    QVERIFY2(project, qPrintable(error));
    Corpus corpus;
    CorpusItem a;
    a.item.externalId = u"a"_s;
    a.item.generation = u"one two three four five six seven eight nine ten"_s;
    a.item.metadata = {{u"model"_s, u"m1"_s}};
    a.annotations << CorpusAnnotation{u"ann1"_s, {span(0, 7, u"Grammar_Usage"_s, u"2"_s)}, {}};
    a.annotations << CorpusAnnotation{u"ann2"_s, {span(0, 13, u"Grammar_Usage"_s, u"1"_s)}, {}};
    CorpusItem b;
    b.item.externalId = u"b"_s;
    b.item.generation = u"red green blue"_s;
    b.item.metadata = {{u"model"_s, u"m2"_s}};
    b.annotations << CorpusAnnotation{u"ann1"_s, {span(4, 9, u"Off-prompt"_s, u"3"_s)}, {}};
    corpus.items = {a, b};
    ImportSummary summary;
    QVERIFY2(CorpusWriter::write(*project, 0, corpus, &summary, &error), qPrintable(error));
}

QMap<QString, QString> StatsCliTest::tsvRow(const QString &tsv, const QString &firstColumn, const QString &type)
{
    const QStringList lines = tsv.split(u'\n', Qt::SkipEmptyParts);
    const QStringList header = lines.value(0).split(u'\t');
    for (const QString &line : lines.mid(1)) {
        const QStringList cells = line.split(u'\t');
        if (cells.value(0) == firstColumn && cells.value(header.indexOf(u"type"_s)) == type) {
            QMap<QString, QString> row;
            for (qsizetype i = 0; i < header.size(); ++i) {
                row.insert(header[i], cells.value(i));
            }
            return row;
        }
    }
    return {};
}

void StatsCliTest::statsTsvHasFullPrecision()
{
    const Run run =
        cli({u"stats"_s, m_path, u"--measure"_s, u"coverage"_s, u"--by"_s, u"model"_s, u"--format"_s, u"tsv"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(run.out.startsWith(u"model\ttype\tmeasure\tmean\tsd\tci_low\tci_high\titems\tannotations\n"_s));
    const auto m2 = tsvRow(run.out, u"m2"_s, u"Off-prompt"_s);
    QCOMPARE(m2.value(u"mean"_s).toDouble(), 1.0 / 3); // every digit printed
    QCOMPARE(m2.value(u"items"_s), u"1"_s);
    // One item has no spread: SD and interval say so, not 0 and a zero-width interval.
    QCOMPARE(m2.value(u"sd"_s), u"undefined"_s);
    QCOMPARE(m2.value(u"ci_low"_s), u"undefined"_s);
    QCOMPARE(m2.value(u"ci_high"_s), u"undefined"_s);
    const auto m1 = tsvRow(run.out, u"m1"_s, u"Grammar_Usage"_s);
    QCOMPARE(m1.value(u"mean"_s).toDouble(), 0.25);
    QCOMPARE(m1.value(u"annotations"_s), u"2"_s);
    // One row per group × type: 2 models × (10 types + any error).
    QCOMPARE(run.out.count(u'\n'), 1 + 2 * 11);
    const Run dropped =
        cli({u"stats"_s, m_path, u"--by"_s, u"model"_s, u"--drop-minor-grammar"_s, u"--format"_s, u"tsv"_s});
    QCOMPARE(tsvRow(dropped.out, u"m1"_s, u"Grammar_Usage"_s).value(u"mean"_s).toDouble(), 0.1); // ann1's only
}

void StatsCliTest::statsJson()
{
    const Run run = cli({u"--format"_s, u"json"_s, u"stats"_s, m_path, u"--measure"_s, u"count"_s, u"--by"_s,
                         u"annotator"_s, u"--level"_s, u"1"_s, u"--ci"_s, u"normal"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QJsonArray rows = QJsonDocument::fromJson(run.out.toUtf8()).array();
    QCOMPARE(rows.size(), 2 * 4); // two annotators × (3 groups + any error)
    for (const QJsonValue &row : rows) {
        if (row[u"annotator"_s] == u"ann1"_s && row[u"type"_s] == u"Language"_s) {
            QCOMPARE(row[u"mean"_s].toDouble(), 1.0); // one span on each of its two items
            QCOMPARE(row[u"ci_low"_s].toDouble(), 1.0);
        }
    }
}

void StatsCliTest::heatmapFiles()
{
    const QString csv = m_dir.filePath(u"map.csv"_s);
    Run run = cli({u"heatmap"_s, m_path, u"--rows"_s, u"type"_s, u"--cols"_s, u"model"_s, u"--measure"_s, u"count"_s,
                   u"--normalize"_s, u"row"_s, u"-o"_s, csv});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QStringList lines = QString::fromUtf8(readAll(csv)).split(u"\r\n"_s, Qt::SkipEmptyParts);
    QCOMPARE(lines.first(), u"Error type,m1,m2"_s);
    QVERIFY(lines.contains(u"Grammar and Usage,1,0"_s) || lines.contains(u"Grammar_Usage,1,0"_s));
    // any error: counts 1 (m1) and 1 (m2), normalised per row to 0.5 each
    QVERIFY2(lines.at(lines.size() - 3).endsWith(u",0.5,0.5"_s), qPrintable(lines.join(u'\n')));
    const QString svg = m_dir.filePath(u"map.svg"_s);
    const QString png = m_dir.filePath(u"map.png"_s);
    run = cli({u"heatmap"_s, m_path, u"--cols"_s, u"model"_s, u"-o"_s, svg});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        xml.readNext();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    run = cli({u"heatmap"_s, m_path, u"--cols"_s, u"model"_s, u"-o"_s, png});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(!QImage(png).isNull());
}

// One heatmap specification (HeatmapSpec) for the Corpus tab and the CLI: at level 1 the rows are
// type groups and say so (the CLI titled them "Error type" where the tab said "Error type group"),
// and an annotator grouping is titled as in the tab.
void StatsCliTest::heatmapTitlesAsInTheCorpusTab()
{
    const QString csv = m_dir.filePath(u"groups.csv"_s);
    Run run = cli({u"heatmap"_s, m_path, u"--cols"_s, u"model"_s, u"--level"_s, u"1"_s, u"-o"_s, csv});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QStringList lines = QString::fromUtf8(readAll(csv)).split(u"\r\n"_s, Qt::SkipEmptyParts);
    QCOMPARE(lines.first(), u"Error type group,m1,m2"_s);
    const QString svg = m_dir.filePath(u"annotators.svg"_s);
    run = cli({u"heatmap"_s, m_path, u"--cols"_s, u"annotator"_s, u"--measure"_s, u"count"_s, u"-o"_s, svg});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QString text = QString::fromUtf8(readAll(svg));
    QVERIFY2(text.contains(u"Spans per annotation by Annotator"_s), qPrintable(text.left(400)));
}

void StatsCliTest::bootstrapIsSeeded()
{
    const QStringList arguments{u"bootstrap"_s, m_path,      u"--items"_s, u"1,4"_s,      u"--rounds"_s,
                                u"300"_s,       u"--seed"_s, u"9"_s,       u"--format"_s, u"tsv"_s};
    const Run first = cli(arguments);
    QVERIFY2(first.exitCode == 0, qPrintable(first.err));
    QCOMPARE(cli(arguments).out, first.out);
    QVERIFY(first.out.startsWith(u"group\ttype\titems\trounds\tpopulation\tmean\tsd\tcov\n"_s));
    QCOMPARE(first.out.count(u'\n'), 1 + 11 * 2);
    // Off-prompt: item values 0 (a) and 1/3 (b), so every sample mean lies in [0, 1/3].
    for (const QString &line : first.out.split(u'\n', Qt::SkipEmptyParts)) {
        const QStringList cells = line.split(u'\t');
        if (cells.value(1) == "Off-prompt"_L1) {
            QVERIFY(cells[5].toDouble() >= 0.0 && cells[5].toDouble() <= 1.0 / 3);
        }
    }
}

// Scarecrow's Figure 9 as -o draws it: a curve per type whose mean is not 0 (Grammar_Usage: 0.25 and 0;
// Off-prompt: 0 and 1/3; any error), none for the eight types nobody marked (their CoV is undefined).
void StatsCliTest::bootstrapCurve()
{
    const QString svg = m_dir.filePath(u"curve.svg"_s);
    const Run run = cli({u"bootstrap"_s, m_path, u"--items"_s, u"4,1,2"_s, u"--rounds"_s, u"50"_s, u"--where"_s,
                         u"model!=none"_s, u"-o"_s, svg});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QString text = QString::fromUtf8(readAll(svg));
    QVERIFY(text.contains(u"Coefficient of variation of the mean Span coverage by items sampled (50 rounds)"_s));
    QVERIFY(text.contains(u"model!=none"_s)); // the subset is named in the title
    for (const QString &shown : {u"Grammar_Usage"_s, u"Off-prompt"_s, u"(any)"_s})
        QVERIFY2(text.contains(shown), qPrintable(shown));
    for (const QString &absent : {u"Redundant"_s, u"Bad_Math"_s}) QVERIFY2(!text.contains(absent), qPrintable(absent));
    // Grid lines are polylines of two points; a curve has one point per sample size.
    static const QRegularExpression polyline(uR"re(<polyline[^>]*points="([^"]*)")re"_s);
    int curves = 0;
    for (const QRegularExpressionMatch &m : polyline.globalMatch(text)) {
        curves += m.captured(1).split(u' ', Qt::SkipEmptyParts).size() == 3;
    }
    QCOMPARE(curves, 3);
    const Run png = cli({u"bootstrap"_s, m_path, u"--items"_s, u"1,4"_s, u"-o"_s, m_dir.filePath(u"curve.png"_s)});
    QVERIFY2(png.exitCode == 0, qPrintable(png.err));
    QCOMPARE(QImage(m_dir.filePath(u"curve.png"_s)).size(), QSize(1280, 960));
}

// Spans of 2 and 3 tokens (7 and 13 characters) of Grammar_Usage, 1 token (5 characters) of Off-prompt.
// Quartiles interpolate linearly: of {2, 3}, Q1 = 2.25 and Q3 = 2.75; of {1, 2, 3, 4, 10}, 2, 3 and 4.
void StatsCliTest::lengthsByHand()
{
    Run run = cli({u"lengths"_s, m_path, u"--format"_s, u"tsv"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(run.out.startsWith(u"group\ttype\tn\tmean\tmin\tq1\tmedian\tq3\tmax\n"_s));
    QVERIFY2(run.out.contains(u"\tGrammar_Usage\t2\t2.5\t2\t2.25\t2.5\t2.75\t3\n"_s), qPrintable(run.out));
    QVERIFY2(run.out.contains(u"\tOff-prompt\t1\t1\t1\t1\t1\t1\t1\n"_s), qPrintable(run.out));
    run = cli({u"lengths"_s, m_path, u"--unit"_s, u"char"_s, u"--by"_s, u"model"_s, u"--format"_s, u"tsv"_s});
    QVERIFY2(run.out.contains(u"m1\tGrammar_Usage\t2\t10\t7\t8.5\t10\t11.5\t13\n"_s), qPrintable(run.out));
    QVERIFY2(run.out.contains(u"m2\tOff-prompt\t1\t5\t5\t5\t5\t5\t5\n"_s), qPrintable(run.out));
    run = cli({u"lengths"_s, m_path, u"--of"_s, u"rationales"_s, u"--format"_s, u"tsv"_s});
    QCOMPARE(run.out.count(u'\n'), 1); // nobody wrote a rationale: the header only
    const LengthRow five = SpanLengths::summarise({10, 1, 4, 2, 3});
    QCOMPARE(five.q1, 2.0);
    QCOMPARE(five.median, 3.0);
    QCOMPARE(five.q3, 4.0);
    QCOMPARE(five.mean, 4.0);
    const QString svg = m_dir.filePath(u"lengths.svg"_s);
    run = cli({u"lengths"_s, m_path, u"--where"_s, u"model=m1"_s, u"-o"_s, svg});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QString text = QString::fromUtf8(readAll(svg));
    QVERIFY(text.contains(u"Span length by type — model=m1"_s));
    // The figure names types as the window does (issue 48); --keys draws the keys.
    QVERIFY2(text.contains(u"Grammar and Usage  (n = 2)"_s), qPrintable(text));
    QVERIFY(!text.contains(u"Grammar_Usage"_s));
    QVERIFY(!text.contains(u"Off-prompt"_s)); // only on m2
    run = cli({u"--keys"_s, u"lengths"_s, m_path, u"--where"_s, u"model=m1"_s, u"-o"_s, svg});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(QString::fromUtf8(readAll(svg)).contains(u"Grammar_Usage  (n = 2)"_s));
    QCOMPARE(cli({u"lengths"_s, m_path, u"--unit"_s, u"word"_s}).exitCode, 1);
}

void StatsCliTest::badOptionsAreUserErrors()
{
    const QByteArray before = fileHash(m_path);
    Run run = cli({u"stats"_s, m_path, u"--measure"_s, u"speed"_s});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.contains(u"--measure"_s));
    run = cli({u"stats"_s, m_path, u"--layer"_s, u"nobody"_s});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.contains(u"nobody"_s));
    run = cli({u"heatmap"_s, m_path, u"--cols"_s, u"model"_s, u"-o"_s, u"out.gif"_s});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.contains(u".csv, .png or .svg"_s));
    run = cli({u"bootstrap"_s, m_path, u"--items"_s, u"0"_s});
    QCOMPARE(run.exitCode, 1);
    run = cli({u"stats"_s, m_dir.filePath(u"missing.errata"_s)});
    QCOMPARE(run.exitCode, 1);
    // A misspelt metadata key used to group every item under "(none)" and exit 0.
    for (const QStringList &misspelt :
         {QStringList{u"stats"_s, m_path, u"--by"_s, u"modle"_s},
          QStringList{u"stats"_s, m_path, u"--by"_s, u"annotator,modle"_s},
          QStringList{u"agreement"_s, m_path, u"--by"_s, u"modle"_s},
          QStringList{u"heatmap"_s, m_path, u"--cols"_s, u"modle"_s, u"-o"_s, u"h.csv"_s}}) {
        run = cli(misspelt);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(u"metadata key \"modle\"; its keys are: model."_s), qPrintable(run.err));
    }
    QVERIFY(!QFile::exists(m_dir.filePath(u"h.csv"_s)));
    QCOMPARE(fileHash(m_path), before);
}

void StatsCliTest::tedSystemScoresMatchThePublishedTable()
{
    const QString data = qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s);
    const QString project = m_dir.filePath(u"ted.errata"_s);
    Run run = cli({u"import"_s, project, u"--format"_s, u"mqm-tsv"_s, data + u"/mqm/ted/zhen/mqm_ted_zhen.tsv"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    run = cli({u"stats"_s, project, u"--measure"_s, u"mqm"_s, u"--by"_s, u"system"_s, u"--level"_s, u"1"_s, u"--ci"_s,
               u"normal"_s, u"--format"_s, u"tsv"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    // The google/wmt-mqm-human-evaluation README's TED zh-en table (as the data README quotes it).
    const QMap<QString, double> published{
        {u"refB"_s, 0.415},          {u"DIDI-NLP"_s, 1.651},      {u"metricsystem2"_s, 1.760},
        {u"metricsystem1"_s, 1.902}, {u"MiSS"_s, 1.971},          {u"IIE-MT"_s, 1.981},
        {u"metricsystem4"_s, 2.049}, {u"metricsystem5"_s, 2.151}, {u"SMU"_s, 2.202},
        {u"Borderline"_s, 2.405},    {u"NiuTrans"_s, 2.487},      {u"Facebook-AI"_s, 2.636},
        {u"Online-W"_s, 2.925},      {u"metricsystem3"_s, 2.989}, {u"ref"_s, 5.515}};
    for (auto it = published.cbegin(); it != published.cend(); ++it) {
        const auto row = tsvRow(run.out, it.key(), u"(any)"_s);
        QVERIFY2(!row.isEmpty(), qPrintable(it.key()));
        QVERIFY2(qAbs(row.value(u"mean"_s).toDouble() - it.value()) < 0.0005,
                 qPrintable(u"%1: %2"_s.arg(it.key(), row.value(u"mean"_s))));
    }
}

// Scarecrow's decoding figures from the command line. Three items of "red green blue" (3 tokens):
// x (p 0.9, temperature 1, penalty 0) Off-prompt on "green" = 1/3; y (0.9, 1, penalty 1) no span = 0;
// z (0.5, 1, penalty 1) Off-prompt on all three tokens = 1. Panels: penalty 0 has only 0.9 × 1.
void StatsCliTest::heatmapSplitByPenalty()
{
    const QString path = m_dir.filePath(u"decoding.errata"_s);
    QString error;
    {
        auto project = Project::create(path, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"D"_s, &error);
        QVERIFY2(project, qPrintable(error));
        Corpus corpus;
        const auto add = [&](const QString &id, const QString &p, const QString &penalty, const QList<Span> &spans) {
            CorpusItem item;
            item.item.externalId = id;
            item.item.generation = u"red green blue"_s;
            item.item.metadata = {{u"p"_s, p}, {u"temperature"_s, u"1"_s}, {u"frequency_penalty"_s, penalty}};
            item.annotations << CorpusAnnotation{u"ann1"_s, spans, {}};
            corpus.items << item;
        };
        add(u"x"_s, u"0.9"_s, u"0"_s, {span(4, 9, u"Off-prompt"_s, u"2"_s)});
        add(u"y"_s, u"0.9"_s, u"1"_s, {});
        add(u"z"_s, u"0.5"_s, u"1"_s, {span(0, 14, u"Off-prompt"_s, u"2"_s)});
        ImportSummary summary;
        QVERIFY2(CorpusWriter::write(*project, 0, corpus, &summary, &error), qPrintable(error));
    }
    const QString csv = m_dir.filePath(u"decoding.csv"_s);
    const QStringList grid{
        u"heatmap"_s,           path,        u"--rows"_s,    u"p"_s, u"--cols"_s, u"temperature"_s, u"--split"_s,
        u"frequency_penalty"_s, u"--type"_s, u"Off-prompt"_s};
    Run run = cli(grid + QStringList{u"-o"_s, csv});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QStringList lines = QString::fromUtf8(readAll(csv)).split(u"\r\n"_s, Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 9);
    QCOMPARE(lines[0], u"frequency_penalty,p,1"_s);
    QCOMPARE(lines[1], u"0,0.5,"_s); // not generated with penalty 0: empty
    QVERIFY(lines[2].startsWith(u"0,0.9,"_s));
    QCOMPARE(lines[2].section(u',', 2).toDouble(), 1.0 / 3);
    QCOMPARE(lines[3], u"0,n_items,1"_s); // each panel's columns say what stands behind them: x
    QCOMPARE(lines[4], u"0,n_annotations,1"_s);
    QCOMPARE(lines[5], u"1,0.5,1"_s);
    QCOMPARE(lines[6], u"1,0.9,0"_s);
    QCOMPARE(lines[7], u"1,n_items,2"_s); // y and z
    QCOMPARE(lines[8], u"1,n_annotations,2"_s);
    const QString png = m_dir.filePath(u"decoding.png"_s);
    run = cli(grid + QStringList{u"-o"_s, png});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QImage image(png);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() > image.height()); // two panels side by side
    const QByteArray before = fileHash(path);
    run = cli({u"heatmap"_s, path, u"--rows"_s, u"type"_s, u"--cols"_s, u"p"_s, u"--split"_s, u"frequency_penalty"_s,
               u"-o"_s, csv});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(u"--split"_s), qPrintable(run.err));
    QCOMPARE(fileHash(path), before);
}

// --where (issue #19, statistics on a subset) on the real WMT23 en-de file, three raters per item:
// the subset of one system gives exactly the numbers of that system's group under --by system, by
// another path (the items are left out before grouping, not grouped and picked).
void StatsCliTest::subsetEqualsItsGroup()
{
    const QString data = qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s);
    const QString project = m_dir.filePath(u"wmt23.errata"_s);
    Run run = cli({u"import"_s, project, u"--format"_s, u"mqm-tsv"_s,
                   data + u"/mqm/generalMT2023/ende/sxs_mqm_generalMT2023_ende.3ratingsPerSegment.tsv"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QString system = u"Lan-BridgeMT"_s;
    const QStringList mqm{u"--format"_s, u"tsv"_s,     u"stats"_s, project,   u"--measure"_s,
                          u"mqm"_s,      u"--level"_s, u"1"_s,     u"--ci"_s, u"normal"_s};
    const auto grouped = tsvRow(cli(mqm + QStringList{u"--by"_s, u"system"_s}).out, system, u"(any)"_s);
    const auto subset = tsvRow(cli(mqm + QStringList{u"--where"_s, u"system="_s + system}).out, QString(), u"(any)"_s);
    QVERIFY(!grouped.isEmpty() && !subset.isEmpty());
    QCOMPARE(subset.value(u"items"_s), grouped.value(u"items"_s));
    QCOMPARE(subset.value(u"mean"_s), grouped.value(u"mean"_s));
    QCOMPARE(subset.value(u"ci_low"_s), grouped.value(u"ci_low"_s));
    // Its complement holds every other item.
    const auto all = tsvRow(cli(mqm).out, QString(), u"(any)"_s);
    const auto rest = tsvRow(cli(mqm + QStringList{u"--where"_s, u"system!="_s + system}).out, QString(), u"(any)"_s);
    QCOMPARE(rest.value(u"items"_s).toInt() + subset.value(u"items"_s).toInt(), all.value(u"items"_s).toInt());

    const QStringList agreement{u"--format"_s, u"tsv"_s, u"agreement"_s, project, u"--level"_s, u"1"_s};
    const auto byGroup = tsvRow(cli(agreement + QStringList{u"--by"_s, u"system"_s}).out, system, u"Accuracy"_s);
    const auto picked =
        tsvRow(cli(agreement + QStringList{u"--where"_s, u"system="_s + system}).out, QString(), u"Accuracy"_s);
    QVERIFY(!byGroup.value(u"alpha_pooled"_s).isEmpty());
    QCOMPARE(picked.value(u"alpha_pooled"_s), byGroup.value(u"alpha_pooled"_s));
    QCOMPARE(picked.value(u"units"_s), byGroup.value(u"units"_s));

    // The figure says it shows a subset; a key no item has is refused.
    const QString svg = m_dir.filePath(u"subset.svg"_s);
    run = cli({u"heatmap"_s, project, u"--measure"_s, u"mqm"_s, u"--cols"_s, u"system"_s, u"--where"_s,
               u"system!="_s + system, u"-o"_s, svg});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(readAll(svg).contains("items where system!=" + system.toUtf8()));
    run = cli({u"stats"_s, project, u"--where"_s, u"sytem=x"_s});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(u"sytem"_s), qPrintable(run.err));
}

QTEST_GUILESS_MAIN(StatsCliTest)
#include "statscli_test.moc"
