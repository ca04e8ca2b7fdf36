// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Pairwise significance speed (issue #45): on the WMT23 en-de MQM file, every pair of its 10 systems with
// paired approximate randomisation and the paired bootstrap, 10,000 trials each, as errata-cli significance
// computes them (the file read once, as the Corpus tab does). The goal: under 2 s (Marot: about 4 s).
// significance_bench [trials]
#include "model/domain/taxonomyloader.h"
#include "model/interchange/mqmtsvreader.h"
#include "model/interchange/taxonomyextender.h"
#include "model/project/corpuswriter.h"
#include "model/project/project.h"
#include "model/project/systemsignificance.h"
#include "model/storage/corpustablereader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

#include <ctime>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

QTextStream out(stdout);

// CPU time of this process: on a shared machine the wall clock mostly measures the neighbours.
double cpuSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) * 1e-9;
}

std::unique_ptr<Project> importWmt23(const QString &path)
{
    QFile file(QStringLiteral(ERRATA_MQM_TSV));
    if (!file.open(QIODevice::ReadOnly)) return nullptr;
    ImportError importError;
    const auto corpus = MqmTsvReader::read(file.readAll(), u"sxs_mqm_generalMT2023_ende.tsv"_s, &importError);
    QString error;
    const auto taxonomy = corpus ? TaxonomyExtender::extend(*TaxonomyLoader::builtin(u"mqm"_s).taxonomy,
                                                            corpus->typeKeys, corpus->severityKeys, &error)
                                 : std::nullopt;
    auto project = taxonomy ? Project::create(path, *taxonomy, u"WMT23"_s, &error) : nullptr;
    ImportSummary summary;
    if (!project || !CorpusWriter::write(*project, 0, *corpus, &summary, &error)) return nullptr;
    return project;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int trials = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 10000;
    QTemporaryDir dir;
    auto project = importWmt23(dir.filePath(u"wmt23.errata"_s));
    if (!project) {
        out << "could not import " << ERRATA_MQM_TSV << '\n';
        return 1;
    }
    for (const SignificanceTest test :
         {SignificanceTest::Randomisation, SignificanceTest::Bootstrap, SignificanceTest::Wilcoxon}) {
        QElapsedTimer wall;
        wall.start();
        const double cpu = cpuSeconds();
        CorpusTable table;
        QString error;
        SignificanceRequest request;
        request.measure.measure = CorpusMeasure::Mqm;
        request.test = test;
        request.trials = trials;
        SignificanceReport report;
        if (!CorpusTableReader::load(project->database(), &table, &error)
            || !SystemSignificance::compute(table, project->taxonomy(), request, &report, &error)) {
            out << error << '\n';
            return 1;
        }
        out << significanceTestKey(test) << ": " << report.pairs.size() << " pairs of " << report.systems.size()
            << " systems, " << trials << " trials, read and computed in " << (cpuSeconds() - cpu) * 1000 << " ms CPU ("
            << wall.elapsed() << " ms wall)\n";
    }
    return 0;
}
