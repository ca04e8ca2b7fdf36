// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/projectexport.h"

#include "model/project/dataformats.h"
#include "model/project/judgementscsvwriter.h"
#include "model/project/mqmtsvwriter.h"
#include "model/project/spanscsvwriter.h"
#include "model/project/tgeajsonwriter.h"
#include "model/project/project.h"

#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace Errata {

QStringList ProjectExport::formats()
{
    return DataFormats::exportKeys();
}

bool ProjectExport::write(const QString &format, Project &project, QIODevice &out, qint64 *rows,
                          ScarecrowCsvSummary *csv, QString *error, const Progress &progress)
{
    *rows = 0;
    if (format == "errata-jsonl"_L1) {
        return ErrataJsonlStream::write(project, out, rows, error, progress);
    }
    bool ok = false;
    if (format == "scarecrow-csv"_L1) {
        ScarecrowCsvSummary local;
        ScarecrowCsvSummary *summary = csv ? csv : &local;
        ok = ScarecrowCsvWriter::write(project, out, summary, error);
        *rows = summary->rows;
    } else if (format == "mqm-tsv"_L1) {
        ok = MqmTsvWriter::write(project, out, rows, error);
    } else if (format == "spans-csv"_L1) {
        ok = SpansCsvWriter::write(project, out, rows, error);
    } else if (format == "judgements-csv"_L1) {
        ok = JudgementsCsvWriter::write(project, out, rows, error);
    } else if (format == "tgea-json"_L1) {
        TgeaJsonSummary summary;
        ok = TgeaJsonWriter::write(project, out, &summary, error);
        *rows = summary.records;
    } else {
        *error = tr("unknown export format \"%1\"; one of: %2").arg(format, formats().join(u", "_s));
        return false;
    }
    // The one-read writers cannot stop half-way; cancelling them takes effect here.
    if (ok && progress && !progress(*rows, *rows)) {
        *error = tr("The export was cancelled.");
        return false;
    }
    return ok;
}

bool ProjectExport::writeFile(const QString &format, Project &project, const QString &path, qint64 *rows,
                              ScarecrowCsvSummary *csv, QString *error, const Progress &progress)
{
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly)) {
        *error = tr("%1: %2").arg(path, out.errorString());
        return false;
    }
    if (!write(format, project, out, rows, csv, error, progress)) {
        out.cancelWriting(); // the temporary file goes; nothing is left at path
        return false;
    }
    if (!out.commit()) {
        *error = tr("%1: %2").arg(path, out.errorString());
        return false;
    }
    return true;
}

} // namespace Errata
