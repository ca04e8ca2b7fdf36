// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/erratajsonlstream.h"
#include "model/project/scarecrowcsvwriter.h"

#include <QStringList>

namespace Errata {

// The export formats (docs/formats.md) behind one call, for errata-cli export and File ▸ Export.
class ProjectExport
{
    Q_DECLARE_TR_FUNCTIONS(ProjectExport)
public:
    using Progress = ErrataJsonlStream::Progress;

    static QStringList formats(); // DataFormats::exportKeys(): the rows of the table that are written
    // Writes format to out. rows: records written; scarecrow-csv also fills csv. progress is
    // called every few items by errata-jsonl (the others are one bulk read and report at the end).
    static bool write(const QString &format, Project &project, QIODevice &out, qint64 *rows, ScarecrowCsvSummary *csv,
                      QString *error, const Progress &progress = {});
    // To path through a QSaveFile: a failed or cancelled export leaves no file, and an old file
    // at path stays as it was.
    static bool writeFile(const QString &format, Project &project, const QString &path, qint64 *rows,
                          ScarecrowCsvSummary *csv, QString *error, const Progress &progress = {});
};

} // namespace Errata
