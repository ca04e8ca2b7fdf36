// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli export: writes to a temporary file beside the target and renames it over, so a failed
// export never leaves a half-written file where the old one was.
#include "clicommands.h"

#include "model/interchange/archivecollector.h"
#include "model/interchange/erratajsonl.h"
#include "model/interchange/mqmtsvwriter.h"
#include "model/interchange/spanscsvwriter.h"
#include "model/project/project.h"

#include <QFile>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// Writes one export format to an open device; rows counts what the format calls a row.
bool writeFormat(const QString &format, Project &project, QIODevice &out, qint64 *rows, QString *error)
{
    if (format == "errata-jsonl"_L1) {
        const Archive archive = ArchiveCollector::collect(project);
        *rows = archive.items.size();
        const QByteArray bytes = ErrataJsonl::write(archive);
        return out.write(bytes) == bytes.size() || (*error = out.errorString(), false);
    }
    if (format == "mqm-tsv"_L1) {
        return MqmTsvWriter::write(project, out, rows, error);
    }
    return SpansCsvWriter::write(project, out, rows, error);
}

} // namespace

int CliCommands::exportProject(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!takeOptions(args, {u"--format"_s, u"-o"_s}, &options)) {
        return UserError;
    }
    const QStringList formats{u"errata-jsonl"_s, u"mqm-tsv"_s, u"spans-csv"_s};
    const QString format = options.value(u"--format"_s);
    if (!formats.contains(format)) {
        return userError(tr("export needs --format, one of: %1").arg(formats.join(u", "_s)));
    }
    const QString output = options.value(u"-o"_s);
    if (args.size() != 1 || output.isEmpty()) {
        return userError(tr("export takes the project file and -o FILE (- for standard output)."));
    }
    QString error;
    auto project = Project::open(args.first(), &error);
    if (!project) {
        return userError(error);
    }
    qint64 rows = 0;
    if (output == "-"_L1) {
        QFile out;
        if (!out.open(stdout, QIODevice::WriteOnly) || !writeFormat(format, *project, out, &rows, &error)) {
            return userError(error);
        }
        return Ok;
    }
    QSaveFile out(output);
    if (!out.open(QIODevice::WriteOnly) || !writeFormat(format, *project, out, &rows, &error) || !out.commit()) {
        return userError(tr("%1: %2").arg(output, error.isEmpty() ? out.errorString() : error));
    }
    CliRecord record;
    record.add(u"file"_s, tr("Written"), output);
    record.add(u"rows"_s, tr("Rows"), rows);
    record.print(m_out, m_format);
    return Ok;
}

} // namespace Errata
