// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Corpus measures on the real data of ../shared/data, each checked against an independent
// computation written here from the raw files (or against the numbers the data's README prints).
#include "model/project/corpuswriter.h"
#include "model/storage/corpustablereader.h"
#include "model/interchange/mqmtsvreader.h"
#include "model/interchange/openmevareader.h"
#include "model/interchange/taxonomyextender.h"
#include "model/project/project.h"
#include "model/stats/corpusmeasures.h"
#include "model/domain/taxonomyloader.h"
#include "tests/testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

QString dataDir()
{
    return qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s);
}

// Google's weights as the data README (§6.7) states them, written out independently of the
// taxonomy: Major 5, Minor 1, Minor Fluency/Punctuation 0.1, Non-translation 25 whatever the
// severity, everything else (Neutral, No-error) 0.
double googleWeight(const QString &category, const QString &severity)
{
    if (category.startsWith(u"Non-translation"_s) && (severity == "Major"_L1 || severity == "Minor"_L1)) {
        return 25.0;
    }
    if (severity == "Major"_L1) {
        return 5.0;
    }
    if (severity == "Minor"_L1) {
        return category == "Fluency/Punctuation"_L1 ? 0.1 : 1.0;
    }
    return 0.0;
}

// Per (system, segment): the mean over raters of the sum of their weights, straight from the TSV.
std::map<std::pair<QString, QString>, double> segmentPenalties(const QString &path, const QString &segmentColumn)
{
    const QStringList lines = QString::fromUtf8(TestSupport::readAll(path)).split(u'\n', Qt::SkipEmptyParts);
    const QStringList header = lines.first().split(u'\t');
    const auto column = [&](const QString &name) { return header.indexOf(name); };
    const qsizetype system = column(u"system"_s), segment = column(segmentColumn), rater = column(u"rater"_s),
                    category = column(u"category"_s), severity = column(u"severity"_s);
    std::map<std::pair<QString, QString>, std::map<QString, double>> perRater;
    for (qsizetype n = 1; n < lines.size(); ++n) {
        const QStringList fields = lines[n].split(u'\t');
        if (fields[severity] == "HOTW-test"_L1) {
            continue; // attention checks are not errors
        }
        perRater[{fields[system], fields[segment]}][fields[rater]] += googleWeight(fields[category], fields[severity]);
    }
    std::map<std::pair<QString, QString>, double> result;
    for (const auto &[key, raters] : perRater) {
        double sum = 0.0;
        for (const auto &[name, penalty] : raters) {
            sum += penalty;
        }
        result[key] = sum / double(raters.size());
    }
    return result;
}

} // namespace

class CorpusRealDataTest : public QObject
{
    Q_OBJECT

private slots:
    void mqmScorePerSystemGeneralMt2023();
    void tedSegmentScoresFile();
    void openMevaMeanRatingPerModel();

private:
    std::unique_ptr<Project> importMqm(const QString &relativePath, const QString &name);
    QTemporaryDir m_dir;
};

std::unique_ptr<Project> CorpusRealDataTest::importMqm(const QString &relativePath, const QString &name)
{
    ImportError importError;
    const auto corpus =
        MqmTsvReader::read(TestSupport::readAll(dataDir() + u"/mqm/"_s + relativePath), relativePath, &importError);
    if (!corpus) {
        qWarning() << importError.message();
        return nullptr;
    }
    QString error;
    const auto taxonomy = TaxonomyExtender::extend(*TaxonomyLoader::builtin(u"mqm"_s).taxonomy, corpus->typeKeys,
                                                   corpus->severityKeys, &error);
    auto project = taxonomy ? Project::create(m_dir.filePath(name), *taxonomy, name, &error) : nullptr;
    ImportSummary summary;
    if (!project || !CorpusWriter::write(*project, 0, *corpus, &summary, &error)) {
        qWarning() << error;
        return nullptr;
    }
    return project;
}

void CorpusRealDataTest::mqmScorePerSystemGeneralMt2023()
{
    const QString file = u"generalMT2023/ende/sxs_mqm_generalMT2023_ende.3ratingsPerSegment.tsv"_s;
    auto project = importMqm(file, u"sxs.errata"_s);
    QVERIFY(project);
    CorpusTable table;
    QString error;
    QVERIFY2(CorpusTableReader::load(project->database(), &table, &error), qPrintable(error));
    MeasureOptions options;
    options.measure = CorpusMeasure::Mqm;
    options.groupBy = {u"system"_s};
    options.ci = CiMethod::Normal;
    const MeasureResult result = CorpusMeasures::compute(table, project->taxonomy(), options);
    // Independent: per rating, then per segment, then per system.
    std::map<QString, std::pair<double, int>> perSystem;
    for (const auto &[key, penalty] : segmentPenalties(dataDir() + u"/mqm/"_s + file, u"globalSegId"_s)) {
        perSystem[key.first].first += penalty;
        perSystem[key.first].second += 1;
    }
    QCOMPARE(result.groups.size(), qsizetype(perSystem.size()));
    QCOMPARE(perSystem.size(), size_t(10));
    const int any = int(result.types.size()) - 1;
    for (int group = 0; group < result.groups.size(); ++group) {
        const MeasureCell *cell = result.cell(group, any);
        const auto expected = perSystem.at(result.groups[group].first());
        QCOMPARE(cell->items, expected.second);
        QVERIFY2(qAbs(cell->mean - expected.first / expected.second) < 1e-9,
                 qPrintable(u"%1: %2 vs %3"_s.arg(result.groups[group].first())
                                .arg(cell->mean)
                                .arg(expected.first / expected.second)));
        QVERIFY(cell->low <= cell->mean && cell->mean <= cell->high);
    }
}

void CorpusRealDataTest::tedSegmentScoresFile()
{
    auto project = importMqm(u"ted/zhen/mqm_ted_zhen.tsv"_s, u"ted.errata"_s);
    QVERIFY(project);
    CorpusTable table;
    QString error;
    QVERIFY(CorpusTableReader::load(project->database(), &table, &error));
    MeasureOptions options;
    options.measure = CorpusMeasure::Mqm;
    options.groupBy = {u"system"_s, u"segment"_s};
    options.ci = CiMethod::Normal;
    const MeasureResult result = CorpusMeasures::compute(table, project->taxonomy(), options);
    QHash<QStringList, double> ours;
    const int any = int(result.types.size()) - 1;
    for (int group = 0; group < result.groups.size(); ++group) {
        ours.insert(result.groups[group], result.cell(group, any)->mean);
    }
    // "system<TAB>score<SPACE>seg_id"; the score is minus the penalty; None: not in this test set.
    const QStringList lines =
        QString::fromUtf8(TestSupport::readAll(dataDir() + u"/mqm/ted/zhen/mqm_ted_zhen.avg_seg_scores.tsv"_s))
            .split(u'\n', Qt::SkipEmptyParts);
    int compared = 0;
    std::map<QString, std::pair<double, int>> perSystem;
    for (qsizetype n = 1; n < lines.size(); ++n) {
        const QStringList fields = lines[n].split(QRegularExpression(u"\\s+"_s), Qt::SkipEmptyParts);
        QCOMPARE(fields.size(), 3);
        if (fields[1] == "None"_L1) {
            continue;
        }
        const QString system = fields[0] == "ref-A"_L1 ? u"ref"_s : fields[0] == "ref-B"_L1 ? u"refB"_s : fields[0];
        const auto found = ours.constFind({system, fields[2]});
        QVERIFY2(found != ours.cend(), qPrintable(lines[n]));
        QVERIFY2(qAbs(*found - -fields[1].toDouble()) < 5e-7, qPrintable(u"%1: ours %2"_s.arg(lines[n]).arg(*found)));
        perSystem[system].first += *found;
        perSystem[system].second += 1;
        ++compared;
    }
    QCOMPARE(compared, 7935);
    QCOMPARE(ours.size(), 7935); // and no segment of ours is missing from the file
    // The repository README's TED zh-en table (3 decimals).
    const std::map<QString, double> published{{u"refB"_s, 0.415},
                                              {u"DIDI-NLP"_s, 1.651},
                                              {u"Borderline"_s, 2.405},
                                              {u"Online-W"_s, 2.925},
                                              {u"ref"_s, 5.515}};
    for (const auto &[system, score] : published) {
        const auto [sum, n] = perSystem.at(system);
        QVERIFY2(qAbs(sum / n - score) < 0.0005, qPrintable(u"%1: %2"_s.arg(system).arg(sum / n)));
    }
}

void CorpusRealDataTest::openMevaMeanRatingPerModel()
{
    const QString path = dataDir() + u"/openmeva/mans_roc.json"_s;
    const QByteArray bytes = TestSupport::readAll(path);
    ImportError importError;
    const auto corpus = OpenMevaReader::read(bytes, u"mans_roc.json"_s, &importError);
    QVERIFY2(corpus, qPrintable(importError.message()));
    QString error;
    auto project = Project::create(m_dir.filePath(u"roc.errata"_s), *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy,
                                   u"roc"_s, &error);
    ImportSummary summary;
    QVERIFY2(project && CorpusWriter::write(*project, 0, *corpus, &summary, &error), qPrintable(error));
    CorpusTable table;
    QVERIFY(CorpusTableReader::load(project->database(), &table, &error));
    MeasureOptions options;
    options.measure = CorpusMeasure::Rating;
    options.ci = CiMethod::Normal;
    // Overall: the README's rating histogram for ROC, 686 / 2015 / 1458 / 745 / 96 of 5,000.
    const MeasureResult overall = CorpusMeasures::compute(table, project->taxonomy(), options);
    QCOMPARE(overall.cells.size(), 1);
    QCOMPARE(overall.cells[0].items, 1000);
    const double histogramMean = (686 * 1 + 2015 * 2 + 1458 * 3 + 745 * 4 + 96 * 5) / 5000.0;
    QVERIFY(qAbs(overall.cells[0].mean - histogramMean) < 1e-12);
    // Per model, from the JSON directly: every score of that model's stories, averaged.
    std::map<QString, std::pair<double, int>> perModel;
    const QJsonObject stories = QJsonDocument::fromJson(bytes).object();
    for (const QJsonValue &story : stories) {
        const QJsonObject generations = story[u"gen"_s].toObject();
        for (auto it = generations.begin(); it != generations.end(); ++it) {
            for (const QJsonValue &score : it.value()[u"score"_s].toArray()) {
                perModel[it.key()].first += score.toDouble();
                perModel[it.key()].second += 1;
            }
        }
    }
    options.groupBy = {u"model"_s};
    const MeasureResult byModel = CorpusMeasures::compute(table, project->taxonomy(), options);
    QCOMPARE(byModel.groups.size(), 5); // the human stories carry no ratings
    for (const MeasureCell &cell : byModel.cells) {
        const auto [sum, n] = perModel.at(byModel.groups[cell.group].first());
        QVERIFY(qAbs(cell.mean - sum / n) < 1e-12);
        QCOMPARE(cell.items * 5, n);
    }
}

QTEST_GUILESS_MAIN(CorpusRealDataTest)
#include "corpusrealdata_test.moc"
