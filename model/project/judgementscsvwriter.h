// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QIODevice>

namespace Errata {

class Project;

// One row per item judgement of one annotator (docs/formats.md "judgements-csv"), for pandas and R:
// item, annotator, the assignment's state, key, value, then a column per item metadata key
// ("meta_model", …) so ratings can be grouped without a join. RFC 4180 CSV, UTF-8, a header line;
// rows in item order, then by annotator and key.
class JudgementsCsvWriter
{
    Q_DECLARE_TR_FUNCTIONS(JudgementsCsvWriter)
public:
    static bool write(Project &project, QIODevice &out, qint64 *rows, QString *error);
};

} // namespace Errata
