// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/archive.h"
#include "model/interchange/corpus.h"

#include <optional>

namespace Errata {

// errata-jsonl, Errata's own interchange format (docs/formats.md): a header record (format,
// version, offset unit, settings, taxonomy, people), then one record per item with every layer,
// judgement, review event and history entry. Offsets are Unicode code points, so Python can slice
// with them. Keys are sorted and numbers written the same way every time, so exporting an imported
// export gives the same bytes.
class ErrataJsonl
{
    Q_DECLARE_TR_FUNCTIONS(ErrataJsonl)
public:
    static constexpr int Version = 1;

    static QByteArray write(const Archive &archive);
    // The same bytes a record at a time, for writing a project item by item (ErrataJsonlStream):
    // the header line (archive.items is not read), then one line per item.
    static QByteArray headerLine(const Archive &archive);
    static void appendItem(const ArchiveItem &item, QByteArray *out);
    static std::optional<Archive> read(const QByteArray &bytes, const QString &fileName, ImportError *error);
};

} // namespace Errata
