// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli export: writes to a temporary file beside the target and renames it over, so a failed
// export never leaves a half-written file where the old one was.
#include "clicommands.h"
#include "taskexportcommand.h"

#include "model/project/project.h"
#include "model/project/projectexport.h"
#include "model/project/scarecrowcsvwriter.h"
#include "model/project/tgeajsonwriter.h"

#include <QFile>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// Writes one format to out and notes what was written in record: what a format leaves out too.
bool writeFormat(const QString &format, Project &project, QIODevice &out, CliRecord *record, QString *error)
{
    if (format == "scarecrow-csv"_L1) {
        ScarecrowCsvSummary summary;
        if (!ScarecrowCsvWriter::write(project, out, &summary, error)) {
            return false;
        }
        record->add(u"rows"_s, CliCommands::tr("Rows"), summary.rows);
        record->add(u"spans"_s, CliCommands::tr("Spans"), summary.spans);
        record->add(u"skipped_spans"_s, CliCommands::tr("Spans skipped (prompt side, not Scarecrow)"),
                    summary.skippedSpans);
        record->add(u"skipped_links"_s, CliCommands::tr("Links skipped (not antecedents)"), summary.skippedLinks);
        return true;
    }
    if (format == "tgea-json"_L1) {
        TgeaJsonSummary summary;
        if (!TgeaJsonWriter::write(project, out, &summary, error)) {
            return false;
        }
        record->add(u"rows"_s, CliCommands::tr("Records"), summary.records);
        record->add(u"errors"_s, CliCommands::tr("Errors"), summary.errors);
        record->add(u"unfinished"_s, CliCommands::tr("Annotations not handed in (left out)"), summary.unfinished);
        record->add(u"skipped_spans"_s, CliCommands::tr("Spans skipped (prompt side, not TGEA)"), summary.promptSpans);
        return true;
    }
    // errata-jsonl streams item by item (flat memory); the others are one read each.
    qint64 rows = 0;
    const bool ok = ProjectExport::write(format, project, out, &rows, nullptr, error, {});
    if (ok) {
        record->add(u"rows"_s, CliCommands::tr("Rows"), rows);
    }
    return ok;
}

} // namespace

int CliCommands::exportProject(const QStringList &arguments)
{
    for (const QString &argument : arguments) {
        if (argument.section(u'=', 0, 0) == "--task"_L1) return TaskExportCommand(*this).run(arguments);
    }
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!takeOptions(args, {u"--format"_s, u"-o"_s}, &options)) {
        return UserError;
    }
    const QStringList formats = ProjectExport::formats();
    const QString format = options.value(u"--format"_s);
    if (format.isEmpty()) {
        return userError(tr("export needs --format, one of: %1").arg(formats.join(u", "_s)));
    }
    if (!formats.contains(format)) {
        return userError(tr("export cannot write \"%1\"; --format is one of: %2").arg(format, formats.join(u", "_s)));
    }
    const QString output = options.value(u"-o"_s);
    if (args.size() != 1 || output.isEmpty()) {
        return userError(tr("export takes the project file and -o FILE (- for standard output)."));
    }
    QString error;
    // To standard output the export streams as it reads, so the file is checked first; to a file the check
    // runs beside it and the file is kept only if the project is sound.
    auto project = output == "-"_L1 ? Project::openForReading(args.first(), &error) : openToRead(args.first(), &error);
    if (!project) {
        return userError(error);
    }
    CliRecord record;
    record.add(u"file"_s, tr("Written"), output);
    if (output == "-"_L1) {
        QFile out;
        if (!out.open(stdout, QIODevice::WriteOnly) || !writeFormat(format, *project, out, &record, &error)) {
            return userError(error);
        }
        return Ok;
    }
    QSaveFile out(output);
    const bool written = out.open(QIODevice::WriteOnly) && writeFormat(format, *project, out, &record, &error);
    if (written && refusedByCheck()) {
        out.cancelWriting(); // nothing from a damaged project replaces the file
        return UserError;
    }
    if (!written || !out.commit()) {
        return userError(tr("%1: %2").arg(output, error.isEmpty() ? out.errorString() : error));
    }
    record.print(m_out, m_format);
    return Ok;
}

} // namespace Errata
