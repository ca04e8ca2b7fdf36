// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QIODevice>

namespace Errata {

class Project;

// Writes annotator layers as a Google MQM annotation TSV (the layout of mqm_ted_zhen.tsv, plus a
// comment column), so MQM tooling can read Errata work and `import --format mqm-tsv` reads it back:
// one row per span with <v>…</v> around it in the target (or in the source for prompt-side spans),
// one "No-error" row for an annotator who found nothing. The format has no quoting, so tabs and
// line breaks inside texts are written as spaces (offsets stay valid: one character for one).
// Raters are written without the " · <file>" suffix the importer added; export to a file with the
// original name and a re-import finds the same items and raters.
class MqmTsvWriter
{
    Q_DECLARE_TR_FUNCTIONS(MqmTsvWriter)
public:
    static QStringList columns();
    static bool write(Project &project, QIODevice &out, qint64 *rows, QString *error);
};

} // namespace Errata
