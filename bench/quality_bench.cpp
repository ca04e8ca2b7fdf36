// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The coordinators' annotator dashboard (model/review/annotatorstats.h): workflow counts, κ with gold
// and peers, qualification results and attention-check flags, computed from the project file.
// Times it on the demo project and on a synthetic Scarecrow-sized one written in bulk
// (CorpusWriter → BulkRepository): ITEMS items × 10 annotators × 3 spans, a gold layer on every
// tenth item, one training item scored for everyone, one known-bad and one known-good check.
//   quality_bench [ITEMS]   (default 1300, Scarecrow's paragraph count)
#include "model/project/corpuswriter.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/qualityrepository.h"
#include "model/storage/spanrepository.h"
#include "model/project/annotatorstats.h"
#include "model/project/qualification.h"
#include "model/project/qualitycontrol.h"
#include "model/domain/taxonomyloader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

QTextStream out(stdout);

template <typename F>
double timed(const QString &label, int rounds, F &&work)
{
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < rounds; ++i) work();
    const double ms = timer.nsecsElapsed() / 1e6 / rounds;
    out << qSetFieldWidth(52) << Qt::left << label << qSetFieldWidth(0) << ms << " ms\n";
    out.flush();
    return ms;
}

Span randomSpan(QRandomGenerator &random, int words)
{
    static const QStringList types{u"Grammar_Usage"_s, u"Redundant"_s,   u"Off-prompt"_s,
                                   u"Incoherent"_s,    u"Commonsense"_s, u"Needs_Google"_s};
    const int first = random.bounded(words - 4);
    Span span;
    span.range = {qsizetype(first * 5), qsizetype((first + 1 + random.bounded(3)) * 5 - 1), TextSide::Generation};
    span.typeKey = types.at(random.bounded(types.size()));
    span.severityKey = QString::number(1 + random.bounded(3));
    span.rationale = u"synthetic"_s;
    return span;
}

bool writeSynthetic(Project &project, int items, QString *error)
{
    constexpr int Words = 100;
    const QString text = QString(u"word "_s).repeated(Words);
    QRandomGenerator random(5);
    Corpus corpus;
    corpus.taxonomyId = u"scarecrow"_s;
    for (int i = 0; i < items; ++i) {
        CorpusItem entry;
        entry.item = Item{0, u"s-%1"_s.arg(i), u"A prompt."_s, text, TextFormat::Plain, {}, {{u"model"_s, u"gpt3"_s}}};
        for (int a = 0; a < 10; ++a) {
            CorpusAnnotation annotation{u"annotator %1"_s.arg(a), {}, {{u"rating"_s, 1 + random.bounded(5)}}};
            for (int s = 0; s < 3; ++s) annotation.spans << randomSpan(random, Words);
            entry.annotations << annotation;
        }
        corpus.items << entry;
    }
    ImportSummary summary;
    if (!CorpusWriter::write(project, 0, corpus, &summary, error)) {
        return false;
    }
    Person coordinator{0, u"coordinator"_s, Role::Coordinator};
    project.people().add(coordinator, 0);
    QList<Span> gold;
    for (const Item &item : project.items().all()) {
        if (item.externalId.mid(2).toInt() % 10 != 0) continue;
        const qint64 layer = *project.spans().ensureGoldLayer(item.id);
        for (int s = 0; s < 3; ++s) {
            gold << randomSpan(random, Words);
            gold.last().layerId = layer;
        }
    }
    project.spans().addMany(gold);
    const QList<Item> all = project.items().all();
    Qualification(project, coordinator.id).markTraining(all.at(0).id, TrainingPart::Task);
    QualityControl control(project, coordinator.id);
    control.markCheck(all.at(10).id, AttentionKind::KnownBad);
    control.markCheck(all.at(1).id, AttentionKind::KnownGood);
    for (const Person &person : project.people().all()) {
        if (person.roles.testFlag(Role::Annotator)) Qualification(project, coordinator.id).score(person.id, {});
    }
    return true;
}

void measure(const QString &name, Project &project)
{
    const ProjectSummary summary = project.summary();
    out << name << ": " << summary.items << " items, " << summary.annotators << " annotators, " << summary.spans
        << " spans, " << project.quality().results().size() << " qualification results\n";
    AnnotatorDashboardData data;
    timed(u"  dashboard (AnnotatorStatsCalculator::compute)"_s, 3,
          [&] { data = AnnotatorStatsCalculator::compute(project); });
    timed(u"  attention-check flags only"_s, 3, [&] { QualityControl::flags(project); });
    timed(u"  qualification results only"_s, 3, [&] { project.quality().latestResults(); });
    out << "  rows " << data.rows.size() << ", flags " << data.flags.size() << "\n";
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int items = qMax(20, app.arguments().value(1, u"1300"_s).toInt());
    QTemporaryDir dir;
    QString error;
    const QString demoPath = dir.filePath(u"demo.errata"_s);
    timed(u"write the demo project"_s, 1, [&] { DemoProject::create(demoPath, &error); });
    auto demo = Project::open(demoPath, &error);
    if (!demo) {
        out << "demo: " << error << "\n";
        return 1;
    }
    measure(u"demo"_s, *demo);
    auto big = Project::create(dir.filePath(u"big.errata"_s), *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy,
                               u"Big"_s, &error);
    bool ok = true;
    timed(u"write the synthetic project (bulk)"_s, 1, [&] { ok = big && writeSynthetic(*big, items, &error); });
    if (!ok) {
        out << "synthetic: " << error << "\n";
        return 1;
    }
    measure(u"synthetic"_s, *big);
    return 0;
}
