// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Personal sign-in links for the web page (issue #46, errata-cli serve and links; docs/web.md).
#include "model/storage/schemaversions.h"

#include "model/storage/sqldialect.h"

using namespace Qt::StringLiterals;

namespace Errata::Schema {

// One sign-in link per row: only the SHA-256 of its token is kept, so the file (a backup, a copy
// mailed to a colleague) never holds a link anyone could use. A revoked link keeps its row, with
// when it was revoked, so the coordinator's list says what happened to it.
QStringList webLinks()
{
    QStringList sql{
        uR"(CREATE TABLE web_link (
            id %ID%,
            person_id INTEGER NOT NULL REFERENCES person(id) ON DELETE CASCADE,
            token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
            created_by INTEGER REFERENCES person(id) ON DELETE SET NULL,
            created_at TEXT NOT NULL,
            revoked_at TEXT))"_s,
        u"CREATE INDEX web_link_by_person ON web_link (person_id)"_s,
    };
    for (QString &statement : sql) statement = SqlDialect::expand(statement);
    return sql;
}

} // namespace Errata::Schema
