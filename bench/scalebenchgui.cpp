// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI rows of scale_bench: the real window (app/Application) offscreen, timed until pixels exist
// (QWidget::grab() paints synchronously).
#include "scalebenchops.h"

#include "application.h"
#include "mainwindow.h"

#include "model/project/workpackage.h"
#include "model/project/backgroundimport.h"
#include "model/project/backgroundjob.h"
#include "model/project/project.h"
#include "widgets/annotate/annotateview.h"
#include "widgets/items/itemlistpanel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QPixmap>
#include <QEventLoop>
#include <QProgressDialog>
#include <QScrollBar>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTableView>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

constexpr int Switches = 40;

QString personWhere(const QString &path, QString condition)
{
    QString error;
    auto project = Project::open(path, &error);
    QSqlQuery query(project ? project->database().connection() : QSqlDatabase());
    // On a team server the window is whoever signed in (bench/server_bench.sh signs in as the right one).
    const qint64 signedIn = project ? project->signedInPerson() : 0;
    if (signedIn != 0) condition = u"id = %1"_s.arg(signedIn);
    return project && query.exec(u"SELECT name FROM person WHERE %1 ORDER BY id LIMIT 1"_s.arg(condition))
            && query.next()
        ? query.value(0).toString()
        : QString();
}

QString annotatorOf(const QString &path)
{
    return personWhere(path, u"is_annotator = 1 AND is_coordinator = 0"_s);
}
QString coordinatorOf(const QString &path)
{
    return personWhere(path, u"is_coordinator = 1"_s);
}

// Starts the window as `person` and paints it once; the time is what a user waits for.
double openWindow(Application &app, const QString &path, const QString &person, double *cpuMs = nullptr,
                  double *guiCpuMs = nullptr)
{
    QStandardPaths::setTestModeEnabled(true); // the user's settings stay out of it
    Clock clock;
    if (!app.start({path, false, person, {}})) {
        return -1;
    }
    app.window()->resize(1400, 900);
    QCoreApplication::processEvents();
    const QPixmap painted = app.window()->grab();
    if (cpuMs) *cpuMs = clock.cpuMs();
    if (guiCpuMs) *guiCpuMs = clock.threadCpuMs();
    const double wall = clock.wallMs();
    if (const QString dir = qEnvironmentVariable("ERRATA_SCREENSHOT_DIR"); !dir.isEmpty()) {
        painted.save(dir + u"/scale-open-"_s + QFileInfo(path).completeBaseName() + u".png"_s);
    }
    return wall;
}

QString spread(const QList<double> &samples, const QList<double> &cpu)
{
    double sum = 0;
    for (double sample : samples) sum += sample;
    return u"mean %1 ms, p95 %2 ms, max %3 ms (%4 items) · cpu p95 %5 ms"_s.arg(sum / samples.size(), 0, 'f', 1)
        .arg(percentile(samples, 95), 0, 'f', 1)
        .arg(percentile(samples, 100), 0, 'f', 1)
        .arg(samples.size())
        .arg(percentile(cpu, 95), 0, 'f', 1);
}

} // namespace

// Open → first paint as `person` (an annotator by default; --op open-coordinator for the coordinator,
// whose window also has the corpus, annotators and study tabs).
OpResult guiOpen(const QString &path, const QString &person)
{
    Application app;
    double cpu = 0, guiCpu = 0;
    const double ms = openWindow(app, path, person, &cpu, &guiCpu);
    // The process's CPU includes the integrity check and the backup, which run on threads beside
    // the window from the moment it opens; the GUI thread's is what the first paint waited for.
    return {u"%1 ms · cpu %2 ms (GUI thread %3 ms)"_s.arg(ms, 0, 'f', 0).arg(cpu, 0, 'f', 0).arg(guiCpu, 0, 'f', 0), ms,
            ms < 0 ? u"could not open"_s : QString()};
}

// Next item as an annotator goes there: the annotate view loads the item and the list follows.
OpResult guiSwitchAnnotate(const QString &path)
{
    Application app;
    if (openWindow(app, path, annotatorOf(path)) < 0) return {{}, -1, u"could not open"_s};
    AnnotateView *view = app.window()->annotateView();
    const QList<qint64> ids = app.window()->itemList()->visibleItemIds();
    QList<double> samples, cpu;
    for (int i = 1; i <= Switches && i < ids.size(); ++i) {
        Clock clock;
        view->showItem(ids.at(qsizetype(i) * (ids.size() - 1) / Switches));
        QCoreApplication::processEvents();
        view->grab();
        samples << clock.wallMs();
        cpu << clock.cpuMs();
    }
    return {spread(samples, cpu), percentile(samples, 95), {}};
}

// A reviewer clicks another row: preview and every annotator's layer in the layer view.
OpResult guiSwitchLayers(const QString &path)
{
    Application app;
    if (openWindow(app, path, coordinatorOf(path)) < 0) return {{}, -1, u"could not open"_s};
    QTableView *list = app.window()->itemList()->view();
    const int rows = list->model()->rowCount();
    QList<double> samples, cpu;
    for (int i = 1; i <= Switches && i < rows; ++i) {
        Clock clock;
        list->setCurrentIndex(list->model()->index(int(qint64(i) * (rows - 1) / Switches), 0));
        QCoreApplication::processEvents();
        app.window()->centralWidget()->grab();
        samples << clock.wallMs();
        cpu << clock.cpuMs();
    }
    return {spread(samples, cpu), percentile(samples, 95), {}};
}

// The item list scrolled a page at a time from the first row to the last, each page painted.
OpResult guiScroll(const QString &path)
{
    Application app;
    if (openWindow(app, path, coordinatorOf(path)) < 0) return {{}, -1, u"could not open"_s};
    QTableView *list = app.window()->itemList()->view();
    QScrollBar *bar = list->verticalScrollBar();
    Clock clock;
    int pages = 0;
    for (int value = 0;; value += bar->pageStep()) {
        bar->setValue(std::min(value, bar->maximum()));
        list->viewport()->grab();
        ++pages;
        if (value >= bar->maximum()) break;
    }
    const double ms = clock.wallMs();
    return {u"%1 ms for %2 rows (%3 pages, %4 ms a page) · cpu %5 ms a page"_s.arg(ms, 0, 'f', 0)
                .arg(list->model()->rowCount())
                .arg(pages)
                .arg(ms / pages, 0, 'f', 2)
                .arg(clock.cpuMs() / pages, 0, 'f', 2),
            ms / pages,
            {}};
}

// GUI event-loop lateness while a large import runs on its own thread behind a progress dialog:
// a 5 ms timer notes how late each tick arrives.
OpResult guiImportLatency(const QString &tsv, const QString &workDir)
{
    QString error;
    const QString target = mqmProject(tsv, workDir + u"/latency.errata"_s, &error);
    if (target.isEmpty()) return {{}, -1, error};
    BackgroundImport job(target, 0, u"mqm-tsv"_s, {tsv});
    QProgressDialog dialog(u"Importing…"_s, u"Cancel"_s, 0, 100);
    dialog.setMinimumDuration(0);
    QObject::connect(&job, &BackgroundImport::progressChanged, &dialog, &QProgressDialog::setValue);
    QObject::connect(&job, &BackgroundImport::progressChanged, &dialog, [&dialog](int percent) {
        const QString dir = qEnvironmentVariable("ERRATA_SCREENSHOT_DIR");
        if (percent >= 50 && !dir.isEmpty() && !QFileInfo::exists(dir + u"/import-progress.png"_s)) {
            dialog.grab().save(dir + u"/import-progress.png"_s);
        }
    });
    QObject::connect(&dialog, &QProgressDialog::canceled, &job, &BackgroundImport::cancel);
    QList<double> lateness;
    QElapsedTimer clock;
    QTimer tick;
    tick.setTimerType(Qt::PreciseTimer);
    tick.setInterval(5);
    qint64 expected = 0;
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        lateness << std::max<qint64>(0, now - expected) / 1e6;
        expected = now + 5'000'000;
    });
    // First two seconds without the import: how late the timer is on this machine anyway.
    QEventLoop loop;
    QTimer::singleShot(2000, &loop, &QEventLoop::quit);
    clock.start();
    expected = 5'000'000;
    tick.start();
    loop.exec();
    const QList<double> idle = lateness;
    lateness.clear();
    QObject::connect(&job, &BackgroundImport::finished, &loop, &QEventLoop::quit);
    const qint64 started = clock.nsecsElapsed();
    job.start();
    loop.exec();
    const double seconds = (clock.nsecsElapsed() - started) / 1e9;
    if (!job.succeeded()) return {{}, -1, job.errorText()};
    return {u"p50 %1 ms, p99 %2 ms, max %3 ms over %4 ticks (import %5 s, %6 items); idle p99 %7 ms"_s
                .arg(percentile(lateness, 50), 0, 'f', 1)
                .arg(percentile(lateness, 99), 0, 'f', 1)
                .arg(percentile(lateness, 100), 0, 'f', 1)
                .arg(lateness.size())
                .arg(seconds, 0, 'f', 1)
                .arg(job.summary().newItems)
                .arg(percentile(idle, 99), 0, 'f', 1),
            percentile(lateness, 99),
            {}};
}

// The same measurement around a BackgroundJob (export, package merge) behind JobDialog's kind of
// progress dialog: 2 s idle first, then the job; p99 of the ticks while it runs.
OpResult jobLatency(BackgroundJob &job, const QString &what)
{
    QProgressDialog dialog(what + u"…"_s, u"Cancel"_s, 0, 100);
    dialog.setMinimumDuration(0);
    QObject::connect(&job, &BackgroundJob::progressChanged, &dialog, &QProgressDialog::setValue);
    QObject::connect(&job, &BackgroundJob::progressChanged, &dialog, [&dialog, &what](int percent) {
        const QString dir = qEnvironmentVariable("ERRATA_SCREENSHOT_DIR");
        const QString file = dir + u'/' + what.section(u' ', 0, 0).toLower() + u"-progress.png"_s;
        if (percent >= 50 && !dir.isEmpty() && !QFileInfo::exists(file)) dialog.grab().save(file);
    });
    QList<double> lateness;
    QElapsedTimer clock;
    QTimer tick;
    tick.setTimerType(Qt::PreciseTimer);
    tick.setInterval(5);
    qint64 expected = 0;
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        lateness << std::max<qint64>(0, now - expected) / 1e6;
        expected = now + 5'000'000;
    });
    QEventLoop loop;
    QTimer::singleShot(2000, &loop, &QEventLoop::quit);
    clock.start();
    expected = 5'000'000;
    tick.start();
    loop.exec();
    const QList<double> idle = lateness;
    lateness.clear();
    QObject::connect(&job, &BackgroundJob::finished, &loop, &QEventLoop::quit);
    const qint64 started = clock.nsecsElapsed();
    job.start();
    loop.exec();
    const double seconds = (clock.nsecsElapsed() - started) / 1e9;
    if (!job.succeeded()) return {{}, -1, job.errorText()};
    return {u"p50 %1 ms, p99 %2 ms, max %3 ms over %4 ticks (%5 %6 s); idle p99 %7 ms"_s
                .arg(percentile(lateness, 50), 0, 'f', 1)
                .arg(percentile(lateness, 99), 0, 'f', 1)
                .arg(percentile(lateness, 100), 0, 'f', 1)
                .arg(lateness.size())
                .arg(what)
                .arg(seconds, 0, 'f', 1)
                .arg(percentile(idle, 99), 0, 'f', 1),
            percentile(lateness, 99),
            {}};
}

OpResult guiExportLatency(const QString &path, const QString &workDir)
{
    qint64 rows = 0;
    auto job = BackgroundJob::exportProject(path, u"errata-jsonl"_s, workDir + u"/latency-export.jsonl"_s, &rows);
    return jobLatency(*job, u"Export errata-jsonl"_s);
}

// One annotator's package split first (not measured), then merged back while the timer ticks.
OpResult guiMergeLatency(const QString &path, const QString &workDir)
{
    const QString home = workDir + u"/latency-home.errata"_s, packagePath = workDir + u"/latency-package.errata"_s;
    for (const QString &file : {home, packagePath}) Project::removeFiles(file);
    if (!QFile::copy(path, home)) return {{}, -1, u"cannot copy the project"_s};
    QString error;
    qint64 coordinator = 0;
    {
        auto project = Project::open(home, &error);
        QSqlQuery query(project ? project->database().connection() : QSqlDatabase());
        if (!project
            || !query.exec(u"SELECT (SELECT name FROM person WHERE is_annotator = 1 ORDER BY id LIMIT 1), "
                           "COALESCE((SELECT id FROM person WHERE is_coordinator = 1 ORDER BY id LIMIT 1), 0)"_s)
            || !query.next())
            return {{}, -1, error};
        const QString annotator = query.value(0).toString();
        coordinator = query.value(1).toLongLong(); // packages are the coordinator's
        query.finish();
        SplitSummary split;
        if (!WorkPackage::split(*project, coordinator, annotator, packagePath, &split, &error)) return {{}, -1, error};
    }
    MergeSummary merged;
    auto job = BackgroundJob::mergePackage(home, coordinator, packagePath, &merged);
    return jobLatency(*job, u"Merge package"_s);
}

OpResult runGuiOperation(const QString &op, const QString &project, const QString &extra)
{
    if (op == "latency-export"_L1) return guiExportLatency(project, extra);
    if (op == "latency-merge"_L1) return guiMergeLatency(project, extra);
    if (op == "open"_L1) return guiOpen(project, annotatorOf(project));
    if (op == "open-coordinator"_L1) return guiOpen(project, coordinatorOf(project));
    if (op == "switch-annotate"_L1) return guiSwitchAnnotate(project);
    if (op == "switch-layers"_L1) return guiSwitchLayers(project);
    if (op == "scroll"_L1) return guiScroll(project);
    if (op == "latency"_L1) return guiImportLatency(project, extra);
    return {{}, -1, u"unknown operation "_s + op};
}

// scale_bench_gui --op NAME --project PATH --extra TEXT: one window operation, offscreen.
int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    const auto value = [&args](const QString &name) { return args.value(args.indexOf(name) + 1); };
    return printResult(runGuiOperation(value(u"--op"_s), value(u"--project"_s), value(u"--extra"_s)));
}
