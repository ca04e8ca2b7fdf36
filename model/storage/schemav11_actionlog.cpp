// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The action log (issue #44, after Anthea's timelines and Pearmut's action log): what an annotator did
// to an assignment, and when, one row per change, as the window writes them (AnnotationDocument).
#include "model/storage/schemaversions.h"

#include "model/storage/sqldialect.h"

using namespace Qt::StringLiterals;

namespace Errata::Schema {

QStringList actionLog()
{
    // The kinds as a chain of comparisons, not IN (…): see schemav10.cpp. span_id names no span row,
    // because a removed span's row is gone while its removal stays in the log. Append-only, like the
    // review log and the history: a timeline is evidence only if nothing in it can be rewritten.
    QStringList sql{
        uR"(CREATE TABLE action_log (
            id %ID%,
            assignment_id INTEGER NOT NULL REFERENCES assignment(id),
            kind TEXT NOT NULL CHECK (kind = 'opened' OR kind = 'span_added' OR kind = 'span_changed'
                OR kind = 'span_removed' OR kind = 'judgement_set' OR kind = 'submitted' OR kind = 'idle'
                OR kind = 'resumed'),
            span_id INTEGER,
            detail TEXT NOT NULL DEFAULT '',
            created_at TEXT NOT NULL))"_s,
        u"CREATE INDEX action_log_by_assignment ON action_log (assignment_id)"_s,
    };
    sql << SqlDialect::appendOnlyGuards(u"action_log"_s);
    for (QString &statement : sql) statement = SqlDialect::expand(statement);
    return sql;
}

} // namespace Errata::Schema
