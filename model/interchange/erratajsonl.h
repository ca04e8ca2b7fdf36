// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/archive.h"
#include "model/interchange/corpus.h"

#include <optional>

namespace Errata {

// errata-jsonl, Errata's own interchange format (docs/formats.md): a header record (format,
// version, offset unit, settings, taxonomy, people, qualification results), then one record per item
// with every layer, judgement, review event, history entry, snapshot, training or attention mark,
// metric score and merge conflict: every table of the project (archivecoverage_test holds it to that). Offsets are Unicode code points, so Python can slice
// with them. Keys are sorted and numbers written the same way every time, so exporting an imported
// export gives the same bytes.
class ErrataJsonl
{
    Q_DECLARE_TR_FUNCTIONS(ErrataJsonl)
public:
    // 2: every setting, people's state and condition, qualification results, and per item its marks,
    // metric scores, merge conflicts and snapshots. Files of version 1 are read as they were.
    static constexpr int Version = 2;

    static QByteArray write(const Archive &archive);
    // The same bytes a record at a time, for writing a project item by item (ErrataJsonlStream):
    // the header line (archive.items is not read), then one line per item.
    static QByteArray headerLine(const Archive &archive);
    static void appendItem(const ArchiveItem &item, QByteArray *out);
    static std::optional<Archive> read(const QByteArray &bytes, const QString &fileName, ImportError *error);

    // What the format does with each column of the project schema ("table.column"): carries its value,
    // carries the row's place in another form (a name, an order, a layer reference), or leaves it out
    // on purpose (the note says why). erratajsonlcoverage.cpp; archivecoverage_test holds the schema to it.
    enum class Carried { Value, Reference, NotArchived };
    struct Coverage
    {
        QString column;
        Carried carried;
        QString note; // where in the format, or why not
    };
    static QList<Coverage> coverage();
};

} // namespace Errata
