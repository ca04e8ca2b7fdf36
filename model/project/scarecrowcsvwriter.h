// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QIODevice>

namespace Errata {

class Project;

struct ScarecrowCsvSummary
{
    qint64 rows = 0;
    qint64 spans = 0;        // written
    qint64 skippedSpans = 0; // prompt-side, not a Scarecrow type, or no severity 1–3
    qint64 skippedLinks = 0; // not an antecedent on the generation
};

// Writes a project as Scarecrow's grouped_data.csv (docs/formats.md "scarecrow-csv"), the format
// ScarecrowCsvReader reads: one row per item with at least one annotator layer, one `responses`
// entry per annotator ("annotator N · …" in order of N, other names after them by name).
class ScarecrowCsvWriter
{
    Q_DECLARE_TR_FUNCTIONS(ScarecrowCsvWriter)
public:
    static bool write(Project &project, QIODevice &out, ScarecrowCsvSummary *summary, QString *error);
    // The inverse of ScarecrowCsvReader::unescapeExplanation.
    static QString escapeExplanation(QString rationale);
};

} // namespace Errata
