// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace Errata {

// Writing RFC 4180 CSV, for every table Errata exports (spans, Scarecrow's CSV, heatmaps, the
// Corpus tab's tables): one quoting rule, so each file reads back the same in pandas, R and here.
namespace Csv {

// The field as written: quoted, with quotes doubled, only when it holds a comma, quote or line break.
QString field(const QString &text);
// Fields joined by commas, without the line end (callers choose \r\n or \n to match their format).
QString line(const QStringList &fields);
// The CSV text with columns added at the end of every record: `names` on the header (the first record),
// `values` on every other. Line breaks inside quoted fields are kept inside their record.
QString appendColumns(const QString &csv, const QStringList &names, const QStringList &values);

} // namespace Csv
} // namespace Errata
