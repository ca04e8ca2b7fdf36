// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Version 8 of the schema (issue #18, suggestions that people correct).
#include "model/storage/schemaversions.h"

#include "model/storage/sqldialect.h"

using namespace Qt::StringLiterals;

namespace Errata::Schema {

// A system's span offered in an annotator's layer, and what the annotator did with it. The
// suggested fields are copied, not referenced: the prediction layer may be re-imported or replaced,
// and the record of what was offered must stay as it was. span_id has no foreign key on purpose:
// an accepted span deleted later leaves the record (its provenance is then "rejected").
QStringList version8()
{
    QStringList sql{
        uR"(CREATE TABLE suggestion (
            id %ID%,
            layer_id INTEGER NOT NULL REFERENCES layer(id) ON DELETE CASCADE,
            system TEXT NOT NULL CHECK (length(trim(system)) > 0),
            side TEXT NOT NULL DEFAULT 'generation' CHECK (side IN ('generation', 'prompt')),
            begin_offset INTEGER NOT NULL CHECK (begin_offset >= 0),
            end_offset INTEGER NOT NULL,
            type_key TEXT NOT NULL REFERENCES taxonomy_node(node_key),
            severity_key TEXT REFERENCES severity(severity_key),
            rationale TEXT NOT NULL DEFAULT '',
            confidence REAL CHECK (confidence IS NULL OR (confidence >= 0 AND confidence <= 1)),
            decision TEXT NOT NULL DEFAULT 'pending' CHECK (decision IN ('pending', 'accepted', 'rejected')),
            span_id INTEGER,
            decided_at TEXT,
            CHECK (end_offset >= begin_offset),
            CHECK ((decision = 'accepted') = (span_id IS NOT NULL))))"_s,
        u"CREATE INDEX suggestion_by_layer ON suggestion (layer_id)"_s,
    };
    for (QString &statement : sql) statement = SqlDialect::expand(statement);
    return sql;
}

} // namespace Errata::Schema
