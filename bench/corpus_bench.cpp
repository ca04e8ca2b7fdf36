// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Corpus statistics speed: the WMT23 en-de MQM file (imported first) and a synthetic project,
// corpus_bench [items] [annotators] [spans-per-layer] (default 20000 × 10 × 5 = 1M spans).
// Reading the project (one pass of bulk queries) and computing from it are timed apart: the
// Corpus tab reads once and recomputes for every change of grouping, measure or layer.
#include "model/project/corpuswriter.h"
#include "model/storage/corpustablereader.h"
#include "model/interchange/mqmtsvreader.h"
#include "model/interchange/taxonomyextender.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/spanrepository.h"
#include "model/stats/bootstrap.h"
#include "model/stats/corpusmeasures.h"
#include "model/stats/heatmap.h"
#include "model/domain/taxonomyloader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTextStream>

#include <ctime>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

QTextStream out(stdout);

// CPU time of this process: on a machine shared with other builds the wall clock mostly measures
// the neighbours, so both are printed.
qint64 cpuNanoseconds()
{
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return qint64(now.tv_sec) * 1000000000 + now.tv_nsec;
}

qint64 cpuStart = 0;

void report(const QString &step, qint64 nanoseconds)
{
    const qint64 cpu = cpuNanoseconds() - cpuStart;
    out << step.leftJustified(56) << QString::number(double(nanoseconds) / 1e6, 'f', 1).rightJustified(10) << " ms wall"
        << QString::number(double(cpu) / 1e6, 'f', 1).rightJustified(10) << " ms CPU" << Qt::endl;
    cpuStart = cpuNanoseconds();
}

// Load once, then the figures a user asks for, each timed.
void measure(Project &project, const QString &groupKey)
{
    QElapsedTimer timer;
    timer.start();
    cpuStart = cpuNanoseconds();
    CorpusTable table;
    QString error;
    if (!CorpusTableReader::load(project.database(), &table, &error)) {
        out << "load failed: " << error << Qt::endl;
        return;
    }
    report(u"read the project (bulk queries, tokenise)"_s, timer.nsecsElapsed());
    out << "  " << table.items() << " items, " << table.annotations() << " annotations, " << table.spans() << " spans"
        << Qt::endl;
    for (const CorpusMeasure kind : {CorpusMeasure::Coverage, CorpusMeasure::Mqm}) {
        MeasureOptions options;
        options.measure = kind;
        options.groupBy = {groupKey};
        options.ci = CiMethod::Normal;
        timer.restart();
        cpuStart = cpuNanoseconds();
        const Heatmap map = Heatmap::typesByGroup(CorpusMeasures::compute(table, project.taxonomy(), options));
        report(u"%1 by %2 × type, normal CI, heatmap"_s.arg(corpusMeasureKey(kind), groupKey), timer.nsecsElapsed());
        options.ci = CiMethod::Bootstrap;
        timer.restart();
        cpuStart = cpuNanoseconds();
        const MeasureResult withBootstrap = CorpusMeasures::compute(table, project.taxonomy(), options);
        report(u"%1 by %2 × type, bootstrap CI (1000 rounds)"_s.arg(corpusMeasureKey(kind), groupKey),
               timer.nsecsElapsed());
        out << "  " << map.rows.size() << " × " << map.columns.size() << " cells; " << withBootstrap.cells.size()
            << " with intervals" << Qt::endl;
    }
    MeasureOptions options;
    timer.restart();
    cpuStart = cpuNanoseconds();
    const auto rows = bootstrapStudy(CorpusMeasures::itemValues(table, project.taxonomy(), options), {50}, 1000, 1);
    report(u"bootstrap study, 50 items × 1000 rounds, every type"_s, timer.nsecsElapsed());
    options.groupBy = {groupKey};
    timer.restart();
    cpuStart = cpuNanoseconds();
    const std::vector<int> spans = CorpusMeasures::spansBehind(
        table, project.taxonomy(), options, {table.metaValues.value(table.metaKeyIndex(groupKey)).value(0)},
        QString(TypeSelectors::AnyKey));
    report(u"drill-down: the spans behind one cell"_s, timer.nsecsElapsed());
    out << "  " << rows.size() << " study rows; " << spans.size() << " spans behind the cell" << Qt::endl;
}

bool mqm(const QString &dataDir, QTemporaryDir &dir)
{
    const QString file = u"generalMT2023/ende/sxs_mqm_generalMT2023_ende.3ratingsPerSegment.tsv"_s;
    QFile input(dataDir + u"/mqm/"_s + file);
    if (!input.open(QIODevice::ReadOnly)) {
        out << "no MQM file at " << input.fileName() << Qt::endl;
        return false;
    }
    ImportError importError;
    const auto corpus = MqmTsvReader::read(input.readAll(), file, &importError);
    QString error;
    const auto taxonomy = corpus ? TaxonomyExtender::extend(*TaxonomyLoader::builtin(u"mqm"_s).taxonomy,
                                                            corpus->typeKeys, corpus->severityKeys, &error)
                                 : std::nullopt;
    auto project = taxonomy ? Project::create(dir.filePath(u"mqm.errata"_s), *taxonomy, u"mqm"_s, &error) : nullptr;
    ImportSummary summary;
    if (!project || !CorpusWriter::write(*project, 0, *corpus, &summary, &error)) {
        out << "import failed: " << error << importError.message() << Qt::endl;
        return false;
    }
    out << "== WMT23 en-de MQM (" << file << ")" << Qt::endl;
    measure(*project, u"system"_s);
    return true;
}

const QStringList Types{u"Grammar_Usage"_s, u"Redundant"_s,        u"Off-prompt"_s,   u"Self-contradiction"_s,
                        u"Incoherent"_s,    u"Technical_Jargon"_s, u"Needs_Google"_s, u"Bad_Math"_s,
                        u"Commonsense"_s,   u"Encyclopedic"_s};

// Written through CorpusWriter (bulk inserts), a few thousand items per transaction.
bool synthetic(Project &project, int items, int annotators, int spansPerLayer)
{
    QRandomGenerator random(11);
    const QString text = QString(u"The quick brown fox jumps over the lazy dog. "_s).repeated(16);
    constexpr int Chunk = 2000;
    for (int first = 0; first < items; first += Chunk) {
        Corpus corpus;
        for (int i = first; i < std::min(items, first + Chunk); ++i) {
            CorpusItem entry;
            entry.item.externalId = u"item-%1"_s.arg(i);
            entry.item.prompt = u"Prompt %1"_s.arg(i);
            entry.item.generation = text;
            entry.item.metadata = {{u"model"_s, u"model-%1"_s.arg(i % 8)}, {u"topic"_s, u"topic-%1"_s.arg(i % 7)}};
            for (int a = 0; a < annotators; ++a) {
                CorpusAnnotation annotation{u"Annotator %1"_s.arg(a + 1), {}, {}};
                for (int s = 0; s < spansPerLayer; ++s) {
                    Span span;
                    span.range.begin = random.bounded(qsizetype(text.size() - 40));
                    span.range.end = span.range.begin + 1 + random.bounded(30);
                    span.typeKey = Types.at(random.bounded(int(Types.size())));
                    span.severityKey = QString::number(1 + random.bounded(3));
                    annotation.spans << span;
                }
                entry.annotations << annotation;
            }
            corpus.items << entry;
        }
        ImportSummary summary;
        QString error;
        if (!CorpusWriter::write(project, 0, corpus, &summary, &error)) {
            out << "write failed: " << error << Qt::endl;
            return false;
        }
    }
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int items = args.value(1, u"20000"_s).toInt();
    const int annotators = args.value(2, u"10"_s).toInt();
    const int spansPerLayer = args.value(3, u"5"_s).toInt();
    QTemporaryDir dir;
    mqm(qEnvironmentVariable("ERRATA_SHARED_DATA",
                             QCoreApplication::applicationDirPath() + u"/../../../../shared/data"_s),
        dir);

    out << "== synthetic: " << items << " items × " << annotators << " annotators × " << spansPerLayer
        << " spans = " << qint64(items) * annotators * spansPerLayer << " spans" << Qt::endl;
    QString error;
    auto project = Project::create(dir.filePath(u"synthetic.errata"_s),
                                   *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"bench"_s, &error);
    QElapsedTimer timer;
    timer.start();
    cpuStart = cpuNanoseconds();
    if (!project || !synthetic(*project, items, annotators, spansPerLayer)) {
        return 2;
    }
    report(u"build (CorpusWriter bulk inserts)"_s, timer.nsecsElapsed());
    measure(*project, u"model"_s);
    return 0;
}
