// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <functional>

class QIODevice;

namespace Errata {

class Project;

// A whole project as errata-jsonl, written item by item as ArchiveCursor reads it: memory holds
// one item and a buffer of output, whatever the project's size. The same reader and writer as
// ErrataJsonl::write(ArchiveCollector::collect(project)), which work packages use (one
// annotator's archive, restored at once), so the bytes are the same.
class ErrataJsonlStream
{
    Q_DECLARE_TR_FUNCTIONS(ErrataJsonlStream)
public:
    // Called every few items; returning false cancels the export (the error says so).
    using Progress = std::function<bool(qint64 done, qint64 total)>;
    static bool write(Project &project, QIODevice &out, qint64 *items, QString *error, const Progress &progress = {});
};

} // namespace Errata
