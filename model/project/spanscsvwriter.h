// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QIODevice>

namespace Errata {

class Project;

// One row per span, for spreadsheets and pandas (docs/formats.md "spans-csv"): RFC 4180 CSV,
// UTF-8, a header line. Offsets are Unicode code points (what Python's str indexes), with the
// span's text beside them so a reader can check its own slicing.
class SpansCsvWriter
{
    Q_DECLARE_TR_FUNCTIONS(SpansCsvWriter)
public:
    static QStringList columns();
    static bool write(Project &project, QIODevice &out, qint64 *rows, QString *error);
    static qsizetype codePointOffset(const QString &text, qsizetype utf16Offset);
};

} // namespace Errata
