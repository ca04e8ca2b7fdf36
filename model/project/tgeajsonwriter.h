// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QIODevice>

namespace Errata {

class Project;

// What a tgea-json export left out, so the command can say it.
struct TgeaJsonSummary
{
    qint64 records = 0;
    qint64 errors = 0;
    qint64 unfinished = 0;  // annotations not handed in (new, in progress, returned, discarded): not written
    qint64 promptSpans = 0; // spans on the prompt: TGEA marks errors in the generated text only
};

// Writes a TGEA project as tgea-json (docs/formats.md), the format TgeaReader reads: one record per
// item and annotator whose work is handed in, with its erroneous flag and errors in code points.
// Types are written as the TGEA taxonomy's keys (level1 "Missing", level2 "Subject"), which the reader
// takes back; ids lose the "tgea:" the reader put in front of them. Only a project on the TGEA
// taxonomy can be written: any other project's types would not be read back, so it is refused.
class TgeaJsonWriter
{
    Q_DECLARE_TR_FUNCTIONS(TgeaJsonWriter)
public:
    static bool write(Project &project, QIODevice &out, TgeaJsonSummary *summary, QString *error);
};

} // namespace Errata
