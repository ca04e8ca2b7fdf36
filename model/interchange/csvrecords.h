// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace Errata {

struct CsvRecord
{
    int line = 0; // 1-based physical line the record starts on; a quoted field may span several
    QStringList fields;
};

// Splits RFC 4180 CSV into records, keeping every field's text exactly (no trimming): quoted
// fields may hold commas, doubled quotes and line breaks. Records end at \n, \r\n or \r; blank
// lines are skipped. A quote inside an unquoted field is kept as text, like Python's csv module.
class CsvRecords
{
    Q_DECLARE_TR_FUNCTIONS(CsvRecords)
public:
    struct Error
    {
        int line = 0;
        QString reason;
    };

    static std::optional<QList<CsvRecord>> parse(QStringView text, Error *error);
};

} // namespace Errata
