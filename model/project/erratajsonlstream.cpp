// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/erratajsonlstream.h"

#include "model/interchange/erratajsonl.h"
#include "model/project/archivecollector.h"
#include "model/project/project.h"
#include "model/storage/archivecursor.h"

#include <QIODevice>

namespace Errata {
namespace {

constexpr qsizetype FlushBytes = 1 << 20; // written out a megabyte at a time

} // namespace

bool ErrataJsonlStream::write(Project &project, QIODevice &out, qint64 *items, QString *error, const Progress &progress)
{
    ArchiveCursor cursor(project.database()); // first, so the header below reads the same snapshot
    QByteArray buffer = ErrataJsonl::headerLine(ArchiveCollector::header(project));
    buffer.reserve(FlushBytes + FlushBytes / 4);
    const auto flush = [&] {
        if (out.write(buffer) != buffer.size()) {
            *error = out.errorString();
            return false;
        }
        buffer.resize(0); // keeps the capacity
        return true;
    };
    ArchiveItem entry;
    *items = 0;
    while (cursor.next(&entry)) {
        ErrataJsonl::appendItem(entry, &buffer);
        ++*items;
        if (buffer.size() >= FlushBytes && !flush()) return false;
        if (progress && *items % 64 == 0 && !progress(*items, cursor.itemCount())) {
            *error = tr("The export was cancelled.");
            return false;
        }
    }
    if (!cursor.isValid()) {
        *error = tr("Could not read %1: %2").arg(project.path(), cursor.errorText());
        return false;
    }
    if (!flush()) return false;
    if (progress && !progress(*items, cursor.itemCount())) { // the caller may still discard the file
        *error = tr("The export was cancelled.");
        return false;
    }
    return true;
}

} // namespace Errata
