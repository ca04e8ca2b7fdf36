// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The model rows of scale_bench: whole operations as errata-cli or the window runs them.
#include "scalebenchops.h"

#include "model/document/annotationdocument.h"
#include "model/storage/corpustablereader.h"
#include "model/document/commands/addspancommand.h"
#include "model/document/commands/changespancommand.h"
#include "model/project/archivecollector.h"
#include "model/interchange/erratajsonl.h"
#include "model/project/projectexport.h"
#include "model/interchange/mqmtsvreader.h"
#include "model/interchange/taxonomyextender.h"
#include "model/project/workpackage.h"
#include "model/project/backgroundimport.h"
#include "model/project/project.h"
#include "model/storage/spanrepository.h"
#include "model/generators/scalegenerator.h"
#include "model/stats/agreement.h"
#include "model/project/agreementdata.h"
#include "model/stats/bootstrap.h"
#include "model/stats/corpusmeasures.h"
#include "model/stats/heatmap.h"
#include "model/storage/integritycheck.h"
#include "model/storage/itemrowreader.h"
#include "model/domain/taxonomyloader.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTextStream>
#include <QUndoStack>

#include <sys/resource.h>

#include <limits>

using namespace Qt::StringLiterals;
using namespace Errata;

bool isGuiOperation(const QString &op)
{
    return QStringList{u"open"_s,   u"open-coordinator"_s, u"switch-annotate"_s, u"switch-layers"_s,
                       u"scroll"_s, u"latency"_s,          u"latency-export"_s,  u"latency-merge"_s}
        .contains(op);
}

int printResult(const OpResult &result)
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    QTextStream out(stdout);
    if (!result.error.isEmpty() || result.figure.isEmpty()) {
        out << "ERROR\t" << result.error << '\n';
        return 1;
    }
    out << "RESULT\t" << result.figure << '\t' << result.ms << '\t' << usage.ru_maxrss / 1024.0 << '\n';
    return 0;
}

double percentile(QList<double> samples, double p)
{
    if (samples.isEmpty()) return 0;
    std::sort(samples.begin(), samples.end());
    const qsizetype rank = qsizetype(std::ceil(p / 100.0 * samples.size()));
    return samples.at(std::clamp<qsizetype>(rank - 1, 0, samples.size() - 1));
}

namespace {

QString ms(double value)
{
    return u"%1 ms"_s.arg(value, 0, 'f', value < 10 ? 2 : 0);
}
QString cpu(const Clock &clock)
{
    return u" · cpu "_s + ms(clock.cpuMs());
}

OpResult generate(const QString &path, const QString &preset)
{
    QFile::remove(path);
    // A preset's name, or a number of items with the million preset's shape (10 annotators, ~1 span each).
    bool isCount = false;
    const int items = preset.toInt(&isCount);
    const auto options = isCount ? std::optional(ScaleOptions{items, 10, 1.06, 1}) : ScaleOptions::preset(preset);
    Clock clock;
    ScaleSummary summary;
    QString error;
    if (!options || !ScaleGenerator::generate(path, *options, &summary, &error)) return {{}, -1, error};
    const double took = clock.wallMs();
    return {u"%1 s: %2 items, %3 spans, %4 MB file · cpu %5 s"_s.arg(took / 1000, 0, 'f', 1)
                .arg(summary.items)
                .arg(summary.spans)
                .arg(QFileInfo(path).size() / 1e6, 0, 'f', 0)
                .arg(clock.cpuMs() / 1000, 0, 'f', 1),
            took,
            {}};
}

// Add, edit and undo spans the way the annotate view does (commands on the document's undo stack);
// each returns once its transaction is committed to the WAL file.
OpResult edit(const QString &path)
{
    QString error;
    auto project = Project::open(path, &error);
    if (!project) return {{}, -1, error};
    QSqlQuery query(project->database().connection());
    // On a team server: the signed-in annotator's own work, the only work they may edit.
    const qint64 me = project->signedInPerson();
    const QString own = me != 0 ? u" AND annotator_id = %1"_s.arg(me) : QString();
    if (!query.exec(u"SELECT item_id, annotator_id FROM assignment WHERE state = 'in_progress'%1 LIMIT 1"_s.arg(own))
        || !query.next())
        return {{}, -1, u"no assignment in progress"_s};
    AnnotationDocument document(project.get(), query.value(0).toLongLong(), query.value(1).toLongLong());
    query.finish();
    if (!document.load()) return {{}, -1, document.lastError()};
    QList<double> add, change, undo;
    Clock total;
    for (int i = 0; i < 100; ++i) {
        Span span;
        span.range = {i % 40, i % 40 + 3, TextSide::Generation};
        span.typeKey = u"Off-prompt"_s;
        span.severityKey = u"2"_s;
        Clock timer;
        document.undoStack()->push(new AddSpanCommand(&document, span));
        add << timer.wallMs();
        if (document.spans().isEmpty()) return {{}, -1, u"the span was not added: "_s + document.lastError()};
        Span changed = document.spans().last();
        changed.typeKey = u"Incoherent"_s;
        timer.restart();
        document.undoStack()->push(new ChangeSpanCommand(&document, document.spans().size() - 1, changed, u""_s));
        change << timer.wallMs();
        timer.restart();
        document.undoStack()->undo();
        undo << timer.wallMs();
    }
    const double worst = std::max({percentile(add, 99), percentile(change, 99), percentile(undo, 99)});
    return {u"add %1 / edit %2 / undo %3 (p50); p99 of all %4 · cpu %5 a step"_s.arg(
                ms(percentile(add, 50)), ms(percentile(change, 50)), ms(percentile(undo, 50)), ms(worst),
                ms(total.cpuMs() / 300)),
            worst,
            {}};
}

OpResult agreement(const QString &path)
{
    QString error;
    auto project = Project::open(path, &error);
    if (!project) return {{}, -1, error};
    Clock timer;
    const QList<AgreementItem> items = AgreementData::finished(*project, nullptr, &error);
    if (!error.isEmpty()) return {{}, -1, error};
    const double read = timer.wallMs(), readCpu = timer.cpuMs();
    const AgreementCalculator calculator(AgreementUnit::Token);
    const QList<TypeAgreement> rows = calculator.perType(items, TypeSelectors::forTaxonomy(project->taxonomy(), 2));
    const double took = timer.wallMs();
    return {u"%1 (reading %2 · cpu %3), %4 types"_s.arg(ms(took), ms(read), ms(readCpu)).arg(rows.size()) + cpu(timer),
            took,
            {}};
}

// SQLite's quick check of the whole file, which the window now runs after opening, on a thread.
OpResult quickCheck(const QString &path)
{
    Clock timer;
    const QString refusal = quickIntegrityCheck(path);
    if (!refusal.isEmpty()) return {{}, -1, refusal};
    return {ms(timer.wallMs()) + cpu(timer), timer.wallMs(), {}};
}

// What the item list reads when a window opens (every item's id, metadata and assignments, no text),
// alone: the largest part of opening a large project, and a figure callgrind can count.
OpResult itemRows(const QString &path)
{
    QString error;
    auto project = Project::open(path, &error);
    if (!project) return {{}, -1, error};
    Clock timer;
    const QList<ItemRow> rows = ItemRowReader::rows(project->database());
    qsizetype assignments = 0;
    for (const ItemRow &row : rows) assignments += row.assignments.size();
    const double took = timer.wallMs();
    return {u"%1 (%2 items, %3 assignments)"_s.arg(ms(took)).arg(rows.size()).arg(assignments) + cpu(timer), took, {}};
}

// The corpus panel's three views as a user meets them: the table read once, then the measure.
OpResult corpusMeasure(const QString &path, const QString &what)
{
    QString error;
    auto project = Project::open(path, &error);
    if (!project) return {{}, -1, error};
    // ERRATA_BENCH_ONE_CONNECTION=1: the corpus table read on one connection, to compare with two.
    if (qEnvironmentVariableIntValue("ERRATA_BENCH_ONE_CONNECTION") == 1) {
        CorpusTableReader::setTwoConnectionsFrom(std::numeric_limits<qint64>::max());
    }
    Clock timer;
    CorpusTable table;
    if (!CorpusTableReader::load(project->database(), &table, &error)) return {{}, -1, error};
    const double read = timer.wallMs(), readCpu = timer.cpuMs();
    MeasureOptions options;
    options.groupBy = {u"model"_s};
    QString detail;
    if (what == "heatmap"_L1) { // span coverage, model × type: the grid needs means, the panel adds intervals
        MeasureOptions means = options;
        means.ci = CiMethod::Normal;
        const Clock grid;
        const Heatmap map = Heatmap::typesByGroup(CorpusMeasures::compute(table, project->taxonomy(), means));
        const double gridCpu = grid.cpuMs();
        const Clock intervals;
        CorpusMeasures::compute(table, project->taxonomy(), options);
        detail = u"%1 × %2 cells; read + grid cpu %3, the panel's 1000-round bootstrap intervals cpu %4 more"_s
                     .arg(map.rows.size())
                     .arg(map.columns.size())
                     .arg(ms(readCpu + gridCpu), ms(intervals.cpuMs()));
    } else if (what == "mqm-table"_L1) { // MQM score per model and type, bootstrap intervals
        options.measure = CorpusMeasure::Mqm;
        detail = u"%1 cells"_s.arg(CorpusMeasures::compute(table, project->taxonomy(), options).cells.size());
    } else { // Scarecrow's Table 5 study as the corpus panel runs it: 1000 rounds at five sample sizes
        const ItemValues values = CorpusMeasures::itemValues(table, project->taxonomy(), options);
        detail = u"%1 rows"_s.arg(bootstrapStudy(values, {10, 25, 50, 100, 200}, 1000, 1).size());
    }
    const double took = timer.wallMs();
    return {
        u"%1 (reading %2 · cpu %3; %4 spans), %5"_s.arg(ms(took), ms(read), ms(readCpu)).arg(table.spans()).arg(detail)
            + cpu(timer),
        took,
        {}};
}

// The streaming writer (what errata-cli export and File ▸ Export run), to a QSaveFile.
OpResult exportJsonl(const QString &path, const QString &output)
{
    QString error;
    auto project = Project::open(path, &error);
    if (!project) return {{}, -1, error};
    Clock timer;
    qint64 rows = 0;
    if (!ProjectExport::writeFile(u"errata-jsonl"_s, *project, output, &rows, nullptr, &error)) return {{}, -1, error};
    const double took = timer.wallMs();
    return {u"%1, %2 MB"_s.arg(ms(took)).arg(QFileInfo(output).size() / 1e6, 0, 'f', 0) + cpu(timer), took, {}};
}

// The writer it replaced (the whole project collected, then one QByteArray), for comparison:
// scale_bench --op export-collected --project P --extra DIR.
OpResult exportCollected(const QString &path, const QString &output)
{
    QString error;
    auto project = Project::open(path, &error);
    if (!project) return {{}, -1, error};
    Clock timer;
    const QByteArray bytes = ErrataJsonl::write(ArchiveCollector::collect(*project));
    QFile file(output);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) return {{}, -1, file.errorString()};
    file.close();
    const double took = timer.wallMs();
    return {u"%1, %2 MB"_s.arg(ms(took)).arg(bytes.size() / 1e6, 0, 'f', 0) + cpu(timer), took, {}};
}

// One annotator's share out to a package and merged back (unchanged: the merge still compares all).
OpResult package(const QString &path, const QString &workDir)
{
    const QString home = workDir + u"/home.errata"_s, packagePath = workDir + u"/package.errata"_s;
    for (const QString &file : {home, packagePath}) Project::removeFiles(file);
    if (!QFile::copy(path, home)) return {{}, -1, u"cannot copy the project"_s};
    QString error;
    auto project = Project::open(home, &error);
    QSqlQuery query(project ? project->database().connection() : QSqlDatabase());
    if (!project
        || !query.exec(u"SELECT (SELECT name FROM person WHERE is_annotator = 1 ORDER BY id LIMIT 1), "
                       "COALESCE((SELECT id FROM person WHERE is_coordinator = 1 ORDER BY id LIMIT 1), 0)"_s)
        || !query.next())
        return {{}, -1, error};
    const QString annotator = query.value(0).toString();
    const qint64 coordinator = query.value(1).toLongLong(); // packages are the coordinator's
    query.finish();
    Clock timer;
    SplitSummary split;
    auto packageProject = WorkPackage::split(*project, coordinator, annotator, packagePath, &split, &error);
    const double splitMs = timer.wallMs();
    const double splitCpu = timer.cpuMs();
    if (!packageProject) return {{}, -1, error};
    timer.restart();
    MergeSummary merged;
    if (!WorkPackage::merge(*project, coordinator, *packageProject, &merged, &error)) return {{}, -1, error};
    const double mergeMs = timer.wallMs();
    return {u"split %1 / merge %2 (%3 items) · cpu %4 / %5"_s.arg(ms(splitMs), ms(mergeMs))
                .arg(split.items)
                .arg(ms(splitCpu), ms(timer.cpuMs())),
            splitMs + mergeMs,
            {}};
}

} // namespace

// An empty project with the MQM taxonomy extended by the file's categories (as errata-cli makes).
QString mqmProject(const QString &tsv, const QString &target, QString *error)
{
    Project::removeFiles(target);
    QFile file(tsv);
    ImportError failure;
    const auto corpus =
        file.open(QIODevice::ReadOnly) ? MqmTsvReader::read(file.readAll(), tsv, &failure) : std::nullopt;
    const auto taxonomy = corpus ? TaxonomyExtender::extend(*TaxonomyLoader::builtin(u"mqm"_s).taxonomy,
                                                            corpus->typeKeys, corpus->severityKeys, error)
                                 : std::nullopt;
    if (!taxonomy || !Project::create(target, *taxonomy, u"mqm"_s, error)) {
        *error = error->isEmpty() ? failure.message() : *error;
        return {};
    }
    return target;
}

namespace {

OpResult importMqm(const QString &tsv, const QString &workDir)
{
    QString error;
    const QString target = mqmProject(tsv, workDir + u"/mqm.errata"_s, &error);
    if (target.isEmpty()) return {{}, -1, error};
    BackgroundImport job(target, 0, u"mqm-tsv"_s, {tsv});
    QEventLoop loop;
    QObject::connect(&job, &BackgroundImport::finished, &loop, &QEventLoop::quit);
    Clock timer;
    job.start();
    loop.exec();
    const double took = timer.wallMs();
    if (!job.succeeded()) return {{}, -1, job.errorText()};
    return {u"%1 s, %2 items, %3 spans · cpu %4 s"_s.arg(took / 1000, 0, 'f', 1)
                .arg(job.summary().newItems)
                .arg(job.summary().newSpans)
                .arg(timer.cpuMs() / 1000, 0, 'f', 1),
            took,
            {}};
}

} // namespace

OpResult runOperation(const QString &op, const QString &project, const QString &extra)
{
    if (op == "generate"_L1) return generate(project, extra);
    if (op == "edit"_L1) return edit(project);
    if (op == "agreement"_L1) return agreement(project);
    if (op == "quick-check"_L1) return quickCheck(project);
    if (op == "item-rows"_L1) return itemRows(project);
    if (op == "heatmap"_L1 || op == "mqm-table"_L1 || op == "bootstrap"_L1) return corpusMeasure(project, op);
    if (op == "export"_L1) return exportJsonl(project, extra + u"/export.jsonl"_s);
    if (op == "export-collected"_L1) return exportCollected(project, extra + u"/export-collected.jsonl"_s);
    if (op == "package"_L1) return package(project, extra);
    if (op == "import-mqm"_L1) return importMqm(project, extra);
    return {{}, -1, u"unknown operation "_s + op};
}
