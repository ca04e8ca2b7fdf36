// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace Errata {

// Writing RFC 4180 CSV, for every table Errata exports (spans, Scarecrow's CSV, heatmaps, the
// Corpus tab's tables): one quoting rule, so each file reads back the same in pandas, R and here.
namespace Csv {

// The field as written, defused: quoted, with quotes doubled, only when it holds a comma, quote or line break.
QString field(const QString &text);
// The same without defusing, for files other programs read back byte for byte (scarecrow-csv).
QString exactField(const QString &text);
// Fields joined by commas, defused, without the line end (callers choose \r\n or \n to match their format).
QString line(const QStringList &fields);

// A spreadsheet runs a cell that begins with = + - @, a tab or a carriage return as a formula
// (=HYPERLINK(…), =cmd|…). Such a cell, after any leading single quotes, gets one more single quote in
// front, as OWASP's advice on CSV injection says and spreadsheet-safe writers do; a cell that is a
// number (-3, +1.5e-3) is left alone. undefused() takes exactly that quote off again, so what Errata
// writes it reads back unchanged (a cell "'=x" is written "''=x").
QString defused(const QString &text);
QString undefused(const QString &text);
// The CSV text with columns added at the end of every record: `names` on the header (the first record),
// `values` on every other. Line breaks inside quoted fields are kept inside their record.
QString appendColumns(const QString &csv, const QStringList &names, const QStringList &values);

} // namespace Csv
} // namespace Errata
