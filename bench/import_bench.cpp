// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The yardstick for import speed: `errata-cli import` of the 26.6 MB MQM side-by-side TSV
// into a new project against sqlite3's own `.import` of the same raw TSV, both as processes,
// interleaved round by round so machine noise hits both alike. Prints each median and the ratio.
//   import_bench [FILE.tsv] [ROUNDS]
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

double timed(const QString &program, const QStringList &arguments)
{
    QProcess process;
    // sqlite3 warns on every row of this file (11 header cells, 10 fields): keep that off the screen.
    process.setStandardOutputFile(QProcess::nullDevice());
    process.setStandardErrorFile(QProcess::nullDevice());
    QElapsedTimer timer;
    timer.start();
    process.start(program, arguments);
    process.waitForFinished(-1);
    const double seconds = timer.nsecsElapsed() / 1e9;
    return process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0 ? seconds : -1;
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values.at(values.size() / 2);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QStringList args = app.arguments();
    const QString tsv = args.value(1,
                                   u"../shared/data/mqm/generalMT2023/ende/"
                                   "sxs_mqm_generalMT2023_ende.3ratingsPerSegment.tsv"_s);
    const int rounds = args.value(2, u"5"_s).toInt();
    const QString sqlite = QStandardPaths::findExecutable(u"sqlite3"_s);
    if (!QFile::exists(tsv)) {
        out << "no such file: " << tsv << '\n';
        return 1;
    }
    QTemporaryDir dir;
    QList<double> errata, raw;
    for (int round = 0; round < rounds; ++round) {
        const QString project = dir.filePath(u"r%1.errata"_s.arg(round));
        errata << timed(QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral(ERRATA_CLI_PATH)),
                        {u"import"_s, project, u"--format"_s, u"mqm-tsv"_s, tsv});
        if (!sqlite.isEmpty()) {
            raw << timed(
                sqlite, {dir.filePath(u"r%1.db"_s.arg(round)), u"-cmd"_s, u".mode tabs"_s, u".import %1 t"_s.arg(tsv)});
        }
    }
    out << "errata-cli import (new project): median " << median(errata) << " s of " << rounds << '\n';
    if (sqlite.isEmpty()) {
        out << "sqlite3 not installed: no .import to compare with\n";
        return 0;
    }
    out << "sqlite3 .import (raw table):     median " << median(raw) << " s\n";
    out << "ratio: " << median(errata) / median(raw) << "x\n";
    return 0;
}
