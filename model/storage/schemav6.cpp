// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Version 6 of the schema (issue #17: ESA, practice items, TGEA's qualification gate), kept apart from
// the earlier versions because it rebuilds tables rather than only adding to them.
#include "model/storage/schemaversions.h"

#include "model/storage/sqldialect.h"

using namespace Qt::StringLiterals;

namespace Errata::Schema {

// Version 6, second part: TGEA's qualification gate (scheme "tgea"). The results and their breakdown
// are rebuilt together, the breakdown first out and last in, so that no row ever points nowhere;
// dropping a table fires no triggers, and the append-only guards are made again on the new tables.
namespace {

QStringList qualificationTablesV6()
{
    QStringList sql{
        uR"(CREATE TABLE qualification_result_v6 (
            id %ID%,
            person_id INTEGER NOT NULL REFERENCES person(id),
            scheme TEXT NOT NULL CHECK (scheme IN ('span_match', 'scarecrow', 'tgea')),
            match_mode TEXT NOT NULL CHECK (match_mode IN ('exact', 'overlap50', 'any')),
            score REAL NOT NULL,
            max_score REAL NOT NULL CHECK (max_score > 0),
            pass_mark REAL NOT NULL,
            passed INTEGER NOT NULL CHECK (passed IN (0, 1)),
            scored_by INTEGER NOT NULL REFERENCES person(id),
            created_at TEXT NOT NULL,
            CHECK (score >= 0 AND score <= max_score)))"_s,
        uR"(CREATE TABLE qualification_breakdown_v6 (
            result_id INTEGER NOT NULL REFERENCES qualification_result_v6(id),
            kind TEXT NOT NULL CHECK (kind IN ('type', 'part')),
            breakdown_key TEXT NOT NULL CHECK (length(trim(breakdown_key)) > 0),
            position INTEGER NOT NULL,
            reference_spans INTEGER NOT NULL DEFAULT 0 CHECK (reference_spans >= 0),
            attempt_spans INTEGER NOT NULL DEFAULT 0 CHECK (attempt_spans >= 0),
            matched_reference INTEGER NOT NULL DEFAULT 0 CHECK (matched_reference BETWEEN 0 AND reference_spans),
            matched_attempt INTEGER NOT NULL DEFAULT 0 CHECK (matched_attempt BETWEEN 0 AND attempt_spans),
            points REAL,
            max_points REAL,
            PRIMARY KEY (result_id, kind, breakdown_key)))"_s,
        u"INSERT INTO qualification_result_v6 SELECT * FROM qualification_result"_s,
        u"INSERT INTO qualification_breakdown_v6 SELECT * FROM qualification_breakdown"_s,
        u"DROP TABLE qualification_breakdown"_s,
        u"DROP TABLE qualification_result"_s,
        u"ALTER TABLE qualification_result_v6 RENAME TO qualification_result"_s,
        u"ALTER TABLE qualification_breakdown_v6 RENAME TO qualification_breakdown"_s,
        u"CREATE INDEX qualification_result_by_person ON qualification_result (person_id)"_s,
    };
    sql << SqlDialect::appendOnlyGuards(u"qualification_result"_s)
        << SqlDialect::appendOnlyGuards(u"qualification_breakdown"_s);
    for (QString &statement : sql) statement = SqlDialect::expand(statement);
    return sql;
}

} // namespace

// Version 6: the ESA protocol (Kocmi et al., 2024): a 0–100 score beside minor/major error spans.
// SQLite cannot change a CHECK in place, so the judgement table is rebuilt with the new key and its
// scale, its rows copied over; nothing references the table, so dropping the old one is safe.
QStringList version6()
{
    return QStringList{
               uR"(CREATE TABLE judgement_v6 (
            assignment_id INTEGER NOT NULL REFERENCES assignment(id) ON DELETE CASCADE,
            judgement_key TEXT NOT NULL CHECK (judgement_key IN ('erroneous', 'rating',
                'deduction_repetitive_plot', 'deduction_unrelated_events', 'deduction_conflicting_logic',
                'deduction_chaotic_scenes', 'authorship', 'authorship_reason', 'esa_score')),
            int_value INTEGER,
            text_value TEXT,
            PRIMARY KEY (assignment_id, judgement_key),
            CHECK (judgement_key <> 'erroneous' OR int_value IN (0, 1)),
            CHECK (judgement_key <> 'rating' OR int_value BETWEEN 1 AND 5),
            CHECK (judgement_key NOT IN ('deduction_repetitive_plot', 'deduction_unrelated_events',
                'deduction_conflicting_logic') OR int_value IN (-1, -2)),
            CHECK (judgement_key <> 'deduction_chaotic_scenes' OR int_value = -2),
            CHECK (judgement_key <> 'authorship' OR int_value BETWEEN 1 AND 4),
            CHECK (judgement_key <> 'authorship_reason' OR length(trim(text_value)) > 0),
            CHECK (judgement_key <> 'esa_score' OR int_value BETWEEN 0 AND 100)))"_s,
               u"INSERT INTO judgement_v6 SELECT assignment_id, judgement_key, int_value, text_value FROM judgement"_s,
               u"DROP TABLE judgement"_s, u"ALTER TABLE judgement_v6 RENAME TO judgement"_s,
               // Practice items (Clark et al.'s "Examples"): the answer is shown after submission, with
               // an explanation, and the item is not scored.
               u"ALTER TABLE training_item ADD COLUMN practice INTEGER NOT NULL DEFAULT 0 CHECK (practice IN (0, 1))"_s,
               u"ALTER TABLE training_item ADD COLUMN explanation TEXT"_s}
    + qualificationTablesV6();
}

} // namespace Errata::Schema
