// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Corpus measures on a hand-made corpus whose every number is worked out below by hand.
#include "model/project/corpuswriter.h"
#include "model/storage/corpustablereader.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/stats/bootstrap.h"
#include "model/stats/corpusmeasures.h"
#include "model/domain/taxonomyloader.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

Span span(int begin, int end, const QString &type, const QString &severity)
{
    Span result;
    result.range = {begin, end, TextSide::Generation};
    result.typeKey = type;
    result.severityKey = severity;
    return result;
}

CorpusItem item(const QString &id, const QString &generation, const QString &model)
{
    CorpusItem entry;
    entry.item.externalId = id;
    entry.item.prompt = u"Prompt"_s;
    entry.item.generation = generation;
    entry.item.metadata = {{u"model"_s, model}};
    return entry;
}

// Item A (m1, 10 tokens): ann1 Grammar_Usage/1 on "one two" (2 tokens) and Redundant/3 on
//   "three four five" (3); ann2 Grammar_Usage/2 on "two three" (2). Ratings ann1 4, ann2 2.
// Item B (m2, 5 tokens): ann1 Off-prompt/2 on "beta" (1); ann2 clean. Rating ann1 5.
// Item C (m1, 3 tokens): ann1 Grammar_Usage/1 on "red" (1).
// Item D (m2): ann1 Off-prompt on "x", but the assignment is still in progress: never counted.
Corpus handMade()
{
    Corpus corpus;
    CorpusItem a = item(u"A"_s, u"one two three four five six seven eight nine ten"_s, u"m1"_s);
    a.annotations << CorpusAnnotation{
        u"ann1"_s, {span(0, 7, u"Grammar_Usage"_s, u"1"_s), span(8, 23, u"Redundant"_s, u"3"_s)}, {{u"rating"_s, 4}}};
    a.annotations << CorpusAnnotation{u"ann2"_s, {span(4, 13, u"Grammar_Usage"_s, u"2"_s)}, {{u"rating"_s, 2}}};
    CorpusItem b = item(u"B"_s, u"alpha beta gamma delta epsilon"_s, u"m2"_s);
    b.annotations << CorpusAnnotation{u"ann1"_s, {span(6, 10, u"Off-prompt"_s, u"2"_s)}, {{u"rating"_s, 5}}};
    b.annotations << CorpusAnnotation{u"ann2"_s, {}, {}};
    CorpusItem c = item(u"C"_s, u"red green blue"_s, u"m1"_s);
    c.annotations << CorpusAnnotation{u"ann1"_s, {span(0, 3, u"Grammar_Usage"_s, u"1"_s)}, {}};
    CorpusItem d = item(u"D"_s, u"x y"_s, u"m2"_s);
    d.annotations << CorpusAnnotation{u"ann1"_s, {span(0, 1, u"Off-prompt"_s, u"3"_s)}, {}};
    corpus.items = {a, b, c, d};
    return corpus;
}

} // namespace

class CorpusMeasuresTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void coveragePerModelAndType();
    void dropMinorGrammar();
    void countAndCoverageSeverity();
    void byAnnotatorAndLevelOne();
    void ratings();
    void goldAndChosenLayers();
    void normalInterval();
    void bootstrapIntervalAgreesWithNormalOnLargeSamples();
    void bootstrapIsSeeded();
    void cellsIntervalsAreEachCellsOwnBootstrap();
    void bootstrapStudyMatchesTheory();
    void spansBehindACell();
    void mqmScoreWithWeights();

private:
    const MeasureCell &cell(const MeasureResult &result, const QStringList &group, const QString &type);
    MeasureResult compute(const MeasureOptions &options)
    {
        return CorpusMeasures::compute(m_table, m_project->taxonomy(), options);
    }

    QTemporaryDir m_dir;
    std::unique_ptr<Project> m_project;
    CorpusTable m_table;
    QHash<QString, qint64> m_people;
};

const MeasureCell &CorpusMeasuresTest::cell(const MeasureResult &result, const QStringList &group, const QString &type)
{
    static const MeasureCell none;
    for (const MeasureCell &candidate : result.cells) {
        if (result.groups[candidate.group] == group && result.types[candidate.type].key == type) {
            return candidate;
        }
    }
    return none;
}

void CorpusMeasuresTest::initTestCase()
{
    QString error;
    m_project = Project::create(m_dir.filePath(u"hand.errata"_s), *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy,
                                u"T"_s, &error);
    QVERIFY2(m_project, qPrintable(error));
    ImportSummary summary;
    QVERIFY2(CorpusWriter::write(*m_project, 0, handMade(), &summary, &error), qPrintable(error));
    QSqlQuery query(m_project->database().connection());
    QVERIFY(query.exec(u"UPDATE assignment SET state = 'in_progress' WHERE item_id = "
                       "(SELECT id FROM item WHERE external_id = 'D')"_s));
    // A gold layer on A: Redundant on "one" (1 of 10 tokens).
    qint64 itemA = 0;
    for (const Item &entry : m_project->items().all()) {
        itemA = entry.externalId == "A"_L1 ? entry.id : itemA;
    }
    const auto gold = m_project->spans().ensureGoldLayer(itemA);
    QVERIFY(gold);
    Span golden = span(0, 3, u"Redundant"_s, u"2"_s);
    golden.layerId = *gold;
    QVERIFY(m_project->spans().add(golden));
    for (const Person &person : m_project->people().all()) {
        m_people.insert(person.name, person.id);
    }
    QVERIFY2(CorpusTableReader::load(m_project->database(), &m_table, &error), qPrintable(error));
    QCOMPARE(m_table.items(), 4);
    QCOMPARE(m_table.annotations(), 6); // 5 finished annotator layers + gold; D's layer is not finished
}

void CorpusMeasuresTest::coveragePerModelAndType()
{
    MeasureOptions options;
    options.groupBy = {u"model"_s};
    const MeasureResult result = compute(options);
    QCOMPARE(result.groups, (QList<QStringList>{{u"m1"_s}, {u"m2"_s}}));
    // m1 Grammar_Usage: A = mean(2/10, 2/10) = 0.2, C = 1/3; mean over items (0.2 + 1/3) / 2.
    const MeasureCell &grammar = cell(result, {u"m1"_s}, u"Grammar_Usage"_s);
    QCOMPARE(grammar.items, 2);
    QCOMPARE(grammar.annotations, 3);
    QVERIFY(qAbs(grammar.mean - (0.2 + 1.0 / 3) / 2) < 1e-12);
    // Any error on A: ann1 (2 + 3)/10, ann2 2/10 -> 0.35.
    QVERIFY(qAbs(cell(result, {u"m1"_s}, u"(any)"_s).mean - (0.35 + 1.0 / 3) / 2) < 1e-12);
    // m2 Off-prompt: B = mean(1/5, 0) = 0.1 (D, unfinished, is left out).
    const MeasureCell &offPrompt = cell(result, {u"m2"_s}, u"Off-prompt"_s);
    QCOMPARE(offPrompt.items, 1);
    QVERIFY(qAbs(offPrompt.mean - 0.1) < 1e-12);
    QCOMPARE(cell(result, {u"m2"_s}, u"Grammar_Usage"_s).mean, 0.0);
}

void CorpusMeasuresTest::dropMinorGrammar()
{
    MeasureOptions options;
    options.groupBy = {u"model"_s};
    options.dropMinorGrammar = true;
    const MeasureResult result = compute(options);
    // Only ann2's severity-2 span on A is left: A = mean(0, 0.2) = 0.1, C = 0 -> 0.05.
    QVERIFY(qAbs(cell(result, {u"m1"_s}, u"Grammar_Usage"_s).mean - 0.05) < 1e-12);
    // Redundant is untouched: A = mean(0.3, 0), C = 0 -> 0.075.
    QVERIFY(qAbs(cell(result, {u"m1"_s}, u"Redundant"_s).mean - 0.075) < 1e-12);
}

void CorpusMeasuresTest::countAndCoverageSeverity()
{
    MeasureOptions options;
    options.groupBy = {u"model"_s};
    options.measure = CorpusMeasure::Count;
    QVERIFY(qAbs(cell(compute(options), {u"m1"_s}, u"(any)"_s).mean - (1.5 + 1.0) / 2) < 1e-12); // A: (2 + 1)/2, C: 1
    options.measure = CorpusMeasure::CoverageSeverity;
    // A: ann1 (2·1 + 3·3)/10 = 1.1, ann2 2·2/10 = 0.4 -> 0.75; C: 1·1/3.
    QVERIFY(qAbs(cell(compute(options), {u"m1"_s}, u"(any)"_s).mean - (0.75 + 1.0 / 3) / 2) < 1e-12);
}

void CorpusMeasuresTest::byAnnotatorAndLevelOne()
{
    MeasureOptions options;
    options.groupBy = {QString(MeasureOptions::AnnotatorKey)};
    const MeasureResult byAnnotator = compute(options);
    // ann1: A 0.5, B 0.2, C 1/3; ann2: A 0.2, B 0.
    QVERIFY(qAbs(cell(byAnnotator, {u"ann1"_s}, u"(any)"_s).mean - (0.5 + 0.2 + 1.0 / 3) / 3) < 1e-12);
    QVERIFY(qAbs(cell(byAnnotator, {u"ann2"_s}, u"(any)"_s).mean - 0.1) < 1e-12);
    options.groupBy = {u"model"_s};
    options.level = 1;
    const MeasureResult level1 = compute(options);
    // Language gathers Grammar_Usage, Redundant and Off-prompt: on m1 it equals "any error".
    QVERIFY(qAbs(cell(level1, {u"m1"_s}, u"Language"_s).mean - (0.35 + 1.0 / 3) / 2) < 1e-12);
    QVERIFY(qAbs(cell(level1, {u"m2"_s}, u"Language"_s).mean - 0.1) < 1e-12);
    QCOMPARE(cell(level1, {u"m1"_s}, u"Factual"_s).mean, 0.0);
}

void CorpusMeasuresTest::ratings()
{
    MeasureOptions options;
    options.groupBy = {u"model"_s};
    options.measure = CorpusMeasure::Rating;
    const MeasureResult result = compute(options);
    QCOMPARE(result.types.size(), 1);
    QCOMPARE(cell(result, {u"m1"_s}, u"rating"_s).mean, 3.0); // A: (4 + 2)/2; C has no rating
    QCOMPARE(cell(result, {u"m1"_s}, u"rating"_s).items, 1);
    QCOMPARE(cell(result, {u"m2"_s}, u"rating"_s).mean, 5.0);
}

void CorpusMeasuresTest::goldAndChosenLayers()
{
    MeasureOptions options;
    options.groupBy = {u"model"_s};
    options.layers = LayerChoice::Gold;
    const MeasureResult gold = compute(options);
    QCOMPARE(gold.groups, (QList<QStringList>{{u"m1"_s}}));
    QCOMPARE(cell(gold, {u"m1"_s}, u"Redundant"_s).mean, 0.1);
    options.layers = LayerChoice::Chosen;
    options.annotators = {m_people.value(u"ann2"_s)};
    const MeasureResult chosenResult = compute(options);
    const MeasureCell &chosen = cell(chosenResult, {u"m1"_s}, u"(any)"_s); // a reference into chosenResult
    QCOMPARE(chosen.items, 1);                                             // ann2 did not annotate C
    QVERIFY(qAbs(chosen.mean - 0.2) < 1e-12);
}

void CorpusMeasuresTest::normalInterval()
{
    MeasureOptions options;
    options.groupBy = {u"model"_s};
    options.ci = CiMethod::Normal;
    const MeasureResult result = compute(options);
    const MeasureCell &any = cell(result, {u"m1"_s}, u"(any)"_s); // a reference into result
    const double a = 0.35;
    const double c = 1.0 / 3;
    const double sd = std::abs(a - c) / std::sqrt(2.0); // two values: sample sd = |a − c| / √2
    QVERIFY(qAbs(any.sd - sd) < 1e-12);
    QVERIFY(qAbs(any.low - ((a + c) / 2 - 1.959963984540054 * sd / std::sqrt(2.0))) < 1e-12);
    QVERIFY(qAbs(any.high - ((a + c) / 2 + 1.959963984540054 * sd / std::sqrt(2.0))) < 1e-12);
}

void CorpusMeasuresTest::bootstrapIntervalAgreesWithNormalOnLargeSamples()
{
    // 400 values 0..399 mod 10: the bootstrap interval of the mean tends to the normal one.
    std::vector<double> values;
    for (int i = 0; i < 400; ++i) {
        values.push_back(double(i % 10));
    }
    const auto [normalLow, normalHigh] = Errata::normalInterval(values);
    const auto [low, high] = bootstrapInterval(values, 4000, 7);
    QVERIFY2(qAbs(low - normalLow) < 0.05 && qAbs(high - normalHigh) < 0.05,
             qPrintable(u"bootstrap [%1, %2], normal [%3, %4]"_s.arg(low).arg(high).arg(normalLow).arg(normalHigh)));
    QVERIFY(low < 4.5 && high > 4.5);
}

void CorpusMeasuresTest::bootstrapIsSeeded()
{
    const std::vector<double> values{0.1, 0.5, 0.2, 0.9, 0.0, 0.3};
    QCOMPARE(bootstrapInterval(values, 1000, 42), bootstrapInterval(values, 1000, 42));
    const auto [low, high] = bootstrapInterval(values, 1000, 42);
    QVERIFY(low >= 0.0 && high <= 0.9 && low < high);
    QVERIFY(bootstrapInterval(values, 1000, 42) != bootstrapInterval(values, 1000, 43));
}

void CorpusMeasuresTest::cellsIntervalsAreEachCellsOwnBootstrap()
{
    // compute() draws a group's types together; every cell must still get its own list's interval.
    MeasureOptions options;
    options.groupBy = {u"model"_s};
    options.rounds = 300;
    options.seed = 11;
    const MeasureResult result = compute(options);
    const ItemValues values = CorpusMeasures::itemValues(m_table, m_project->taxonomy(), options);
    QVERIFY(result.cells.size() > 4);
    int varying = 0;
    for (const MeasureCell &cell : result.cells) {
        const std::vector<double> &items = values.values[size_t(cell.group * result.types.size() + cell.type)];
        QCOMPARE(std::pair(cell.low, cell.high), bootstrapInterval(items, 300, 11));
        varying += cell.low < cell.high;
    }
    QVERIFY(varying > 0); // some cell has an interval of width > 0, so the comparison had something to compare
}

void CorpusMeasuresTest::bootstrapStudyMatchesTheory()
{
    // Item values 0 and 1 in equal numbers: a mean of n draws has sd 0.5 / √n and mean 0.5.
    ItemValues values;
    values.groups = {{}};
    values.types = {TypeSelector{u"t"_s, u"t"_s, {}}};
    values.values = {std::vector<double>(200, 0.0)};
    values.values[0].insert(values.values[0].end(), 200, 1.0);
    const auto rows = bootstrapStudy(values, {10, 50}, 2000, 3);
    QCOMPARE(rows.size(), size_t(2));
    for (const BootstrapStudyRow &row : rows) {
        const double sd = 0.5 / std::sqrt(double(row.sampleSize));
        QVERIFY2(qAbs(row.mean - 0.5) < 0.02, qPrintable(QString::number(row.mean)));
        QVERIFY2(qAbs(row.sd - sd) < 0.1 * sd, qPrintable(QString::number(row.sd)));
        QVERIFY(row.cov && qAbs(*row.cov - row.sd / row.mean) < 1e-12);
    }
    QVERIFY(*rows[1].cov < *rows[0].cov); // more items, less variation
}

void CorpusMeasuresTest::spansBehindACell()
{
    MeasureOptions options;
    options.groupBy = {u"model"_s};
    const auto typeOf = [&](int span) { return m_table.typeKeys.at(m_table.spanType[size_t(span)]); };
    const std::vector<int> grammar =
        CorpusMeasures::spansBehind(m_table, m_project->taxonomy(), options, {u"m1"_s}, u"Grammar_Usage"_s);
    QCOMPARE(grammar.size(), size_t(3)); // A ann1, A ann2, C ann1
    for (const int span : grammar) {
        QCOMPARE(typeOf(span), u"Grammar_Usage"_s);
    }
    options.dropMinorGrammar = true;
    const std::vector<int> kept =
        CorpusMeasures::spansBehind(m_table, m_project->taxonomy(), options, {u"m1"_s}, u"Grammar_Usage"_s);
    QCOMPARE(kept.size(), size_t(1));
    QCOMPARE(m_table.severityKeys.at(m_table.spanSeverity[size_t(kept[0])]), u"2"_s);
    // Any error on m2: B's Off-prompt only (D is unfinished; the gold span is on m1 and not chosen).
    options.dropMinorGrammar = false;
    QCOMPARE(CorpusMeasures::spansBehind(m_table, m_project->taxonomy(), options, {u"m2"_s}, u"(any)"_s).size(),
             size_t(1));
}

void CorpusMeasuresTest::mqmScoreWithWeights()
{
    QString error;
    auto project =
        Project::create(m_dir.filePath(u"mqm.errata"_s), *TaxonomyLoader::builtin(u"mqm"_s).taxonomy, u"M"_s, &error);
    QVERIFY2(project, qPrintable(error));
    Corpus corpus;
    CorpusItem entry = item(u"s1"_s, u"Ein kleiner Satz."_s, u"sys"_s);
    entry.annotations << CorpusAnnotation{
        u"r1"_s,
        {span(0, 3, u"Accuracy/Mistranslation"_s, u"Major"_s), span(16, 17, u"Fluency/Punctuation"_s, u"Minor"_s),
         span(0, 17, u"Non-translation!"_s, u"Minor"_s), span(4, 11, u"Style/Awkward"_s, u"Neutral"_s)},
        {}};
    entry.annotations << CorpusAnnotation{u"r2"_s, {}, {}};
    corpus.items << entry;
    ImportSummary summary;
    QVERIFY2(CorpusWriter::write(*project, 0, corpus, &summary, &error), qPrintable(error));
    CorpusTable table;
    QVERIFY(CorpusTableReader::load(project->database(), &table, &error));
    MeasureOptions options;
    options.measure = CorpusMeasure::Mqm;
    MeasureResult result = CorpusMeasures::compute(table, project->taxonomy(), options);
    // r1: Major 5 + Minor punctuation 0.1 + Non-translation 25 + Neutral 0 = 30.1; r2 clean: 0.
    QVERIFY(qAbs(cell(result, {}, u"(any)"_s).mean - 30.1 / 2) < 1e-12);
    QVERIFY(qAbs(cell(result, {}, u"Fluency/Punctuation"_s).mean - 0.05) < 1e-12);
    options.zeroWeightTypes = {u"Accuracy"_s}; // a level-1 key zeroes its children
    result = CorpusMeasures::compute(table, project->taxonomy(), options);
    QVERIFY(qAbs(cell(result, {}, u"(any)"_s).mean - 25.1 / 2) < 1e-12);
}

QTEST_GUILESS_MAIN(CorpusMeasuresTest)
#include "corpusmeasures_test.moc"
