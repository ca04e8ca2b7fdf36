// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Pairwise significance speed (issue #45): on the WMT23 en-de MQM file, every pair of its 10 systems with
// paired approximate randomisation and the paired bootstrap, 10,000 trials each, as errata-cli significance
// computes them (the file read once, as the Corpus tab does). The goal: under 2 s (Marot: about 4 s).
// significance_bench [trials]
#include "wmt23bench.h"

#include "model/project/project.h"
#include "model/project/systemsignificance.h"
#include "model/storage/corpustablereader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace Errata::Wmt23Bench;

namespace {

QTextStream out(stdout);

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
