// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// scale_bench: issue #9's table. Generates the scarecrow and million presets (once; --regenerate to
// redo), then runs each operation in a child process of its own (so each peak memory is its own)
// and prints one Markdown table: figure, target, peak memory, per preset.
//
//   build/release/bench/scale_bench [--presets scarecrow,million] [--dir /tmp/errata-scale] [--regenerate]
//                                   [--ops open,agreement,…]
#include "scalebenchops.h"

#include <QCoreApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace {

struct Row
{
    QString op;
    QString label;
    QString target[2]; // scarecrow, million
    double limit[2];   // ms (or MB for memory); <0: no target
    bool perPreset = true;
};

const QList<Row> &rows()
{
    static const QList<Row> all{
        {u"generate"_s, u"generate the preset (errata-cli generate)"_s, {u"—"_s, u"< 60 s"_s}, {-1, 60000}},
        {u"open"_s, u"open project → first item painted"_s, {u"< 300 ms"_s, u"< 1 s"_s}, {300, 1000}},
        {u"open-coordinator"_s,
         u"open → first paint, as the coordinator (corpus, annotators and study tabs)"_s,
         {u"—"_s, u"—"_s},
         {-1, -1}},
        {u"quick-check"_s, u"whole-file quick check (after opening, on a thread)"_s, {u"—"_s, u"—"_s}, {-1, -1}},
        {u"item-rows"_s, u"the item list's rows read (no text), alone"_s, {u"—"_s, u"—"_s}, {-1, -1}},
        {u"switch-annotate"_s, u"switch item, annotate view (p95)"_s, {u"< 16 ms"_s, u"< 30 ms"_s}, {16, 30}},
        {u"switch-layers"_s, u"switch item, layer view (p95)"_s, {u"< 16 ms"_s, u"< 30 ms"_s}, {16, 30}},
        {u"scroll"_s, u"item list scrolled end to end (per page)"_s, {u"< 16 ms"_s, u"< 16 ms"_s}, {16, 16}},
        {u"edit"_s, u"add / edit / undo a span, committed (p99)"_s, {u"< 5 ms"_s, u"< 5 ms"_s}, {5, 5}},
        {u"heatmap"_s, u"coverage heatmap model × type"_s, {u"< 100 ms"_s, u"< 2 s"_s}, {100, 2000}},
        {u"agreement"_s, u"agreement per type (tokens)"_s, {u"< 300 ms"_s, u"< 5 s"_s}, {300, 5000}},
        {u"mqm-table"_s, u"MQM table"_s, {u"—"_s, u"—"_s}, {-1, -1}},
        {u"bootstrap"_s, u"bootstrap (1000 rounds)"_s, {u"—"_s, u"—"_s}, {-1, -1}},
        {u"export"_s, u"export errata-jsonl"_s, {u"< 1 s"_s, u"< 20 s"_s}, {1000, 20000}},
        {u"package"_s, u"package split + merge (one annotator)"_s, {u"—"_s, u"—"_s}, {-1, -1}},
        {u"import-mqm"_s, u"import the 26.6 MB MQM TSV (new project)"_s, {u"—"_s, u"—"_s}, {-1, -1}, false},
        {u"latency"_s,
         u"GUI event-loop lateness during that import (p99)"_s,
         {u"< 50 ms"_s, u"< 50 ms"_s},
         {50, 50},
         false},
        {u"latency-export"_s,
         u"GUI event-loop lateness during export errata-jsonl (p99)"_s,
         {u"< 50 ms"_s, u"< 50 ms"_s},
         {50, 50}},
        {u"latency-merge"_s,
         u"GUI event-loop lateness during a package merge (p99)"_s,
         {u"< 50 ms"_s, u"< 50 ms"_s},
         {50, 50}},
    };
    return all;
}

struct Cell
{
    QString figure;
    double ms = -1;
    double peakMb = 0;
};

Cell runChild(const QString &op, const QString &project, const QString &extra)
{
    QProcess child;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    child.setProcessEnvironment(environment);
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    // The window's operations live in scale_bench_gui, which links the widgets; the rest in this program.
    const QString program = isGuiOperation(op) ? QCoreApplication::applicationDirPath() + u"/scale_bench_gui"_s
                                               : QCoreApplication::applicationFilePath();
    child.start(program, {u"--op"_s, op, u"--project"_s, project, u"--extra"_s, extra});
    child.waitForFinished(-1);
    const QStringList lines = QString::fromUtf8(child.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
    const QStringList fields = lines.isEmpty() ? QStringList() : lines.last().split(u'\t');
    if (fields.size() != 4 || fields.first() != "RESULT"_L1) {
        return {u"failed: "_s + lines.join(u' '), -1, 0};
    }
    return {fields.at(1), fields.at(2).toDouble(), fields.at(3).toDouble()};
}

int childMain(const QCommandLineParser &parser)
{
    return printResult(runOperation(parser.value(u"op"_s), parser.value(u"project"_s), parser.value(u"extra"_s)));
}

// Marks against the target by wall time; on a shared machine compare the CPU time in the figure instead.
QString verdict(double value, double limit)
{
    return limit < 0 || value < 0 ? QString() : value <= limit ? u" ✓ (wall)"_s : u" ✗ (wall)"_s;
}

// Every chosen operation on every preset, each in a process of its own: op -> preset -> cell.
QMap<QString, QMap<QString, Cell>> runAll(const QCommandLineParser &parser, const QStringList &presets,
                                          const QString &dir)
{
    const QStringList only = parser.value(u"ops"_s).split(u',', Qt::SkipEmptyParts);
    QMap<QString, QMap<QString, Cell>> cells;
    for (const QString &preset : presets) {
        const QString project = dir + u'/' + preset + u".errata"_s;
        for (const Row &row : rows()) {
            const bool generate = row.op == "generate"_L1;
            if (!generate
                && ((!only.isEmpty() && !only.contains(row.op)) || (!row.perPreset && preset != presets.first())))
                continue;
            // The preset is made whatever --ops says when it is missing: every other operation opens it, and a
            // window waiting for a file that never came waited for ever.
            if (generate && QFileInfo::exists(project) && !parser.isSet(u"regenerate"_s)) continue;
            if (!generate && row.perPreset && !QFileInfo::exists(project)) {
                QTextStream(stderr) << preset << ": " << row.op << " skipped, " << project << " was not made\n";
                continue;
            }
            const bool mqm = !row.perPreset;
            const QString extra = row.op == "generate"_L1 ? preset : dir;
            QTextStream(stderr) << preset << ": " << row.op << "…\n";
            cells[row.op][preset] = runChild(row.op, mqm ? parser.value(u"mqm"_s) : project, extra);
        }
    }
    return cells;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addOptions({{u"op"_s, u"child: one operation"_s, u"name"_s},
                       {u"project"_s, u"child"_s, u"path"_s},
                       {u"extra"_s, u"child"_s, u"text"_s},
                       {u"presets"_s, u"comma list"_s, u"names"_s, u"scarecrow,million"_s},
                       {u"dir"_s, u"where the projects go"_s, u"dir"_s, QDir::tempPath() + u"/errata-scale"_s},
                       {u"mqm"_s, u"the MQM TSV"_s, u"file"_s,
                        QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral(ERRATA_MQM_TSV))},
                       {u"regenerate"_s, u"generate the presets again"_s},
                       {u"ops"_s, u"only these operations (comma list; default all)"_s, u"names"_s}});
    parser.process(app);
    if (parser.isSet(u"op"_s)) {
        return childMain(parser);
    }
    const QStringList presets = parser.value(u"presets"_s).split(u',');
    const QString dir = parser.value(u"dir"_s);
    QDir().mkpath(dir);
    const QMap<QString, QMap<QString, Cell>> cells = runAll(parser, presets, dir);
    QTextStream out(stdout);
    out << "| operation |";
    for (const QString &preset : presets) out << ' ' << preset << " | target | peak RSS |";
    out << "\n|---|";
    for (qsizetype i = 0; i < presets.size(); ++i) out << "---|---|---|";
    out << '\n';
    for (const Row &row : rows()) {
        out << "| " << row.label << " |";
        for (qsizetype i = 0; i < presets.size(); ++i) {
            const int slot = presets.at(i) == "million"_L1 ? 1 : 0;
            const Cell cell = cells.value(row.op).value(row.perPreset ? presets.at(i) : presets.first());
            const QString figure = cell.figure.isEmpty() ? u"(not run)"_s
                : !row.perPreset && i > 0                ? u"same file as left"_s
                                                         : cell.figure;
            out << ' ' << figure << verdict(cell.ms, row.limit[slot]) << " | " << row.target[slot] << " | "
                << (cell.peakMb > 0 ? u"%1 MB"_s.arg(cell.peakMb, 0, 'f', 0) : QString()) << " |";
        }
        out << '\n';
    }
    return 0;
}
