// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/schema.h"
#include "model/storage/schemaversions.h"

#include "model/storage/sqldialect.h"

using namespace Qt::StringLiterals;

namespace Errata::Schema {
namespace {

// Version 1: everything product.md §2–4 describes. Booleans are 0/1 integers and times are
// ISO-8601 UTC text, which both SQLite and PostgreSQL accept unchanged.
QStringList settingsAndTaxonomy()
{
    return {
        uR"(CREATE TABLE project_setting (
            setting_key TEXT PRIMARY KEY CHECK (length(setting_key) > 0),
            setting_value TEXT NOT NULL))"_s,

        uR"(CREATE TABLE taxonomy_node (
            node_key TEXT PRIMARY KEY CHECK (length(trim(node_key)) > 0),
            parent_key TEXT REFERENCES taxonomy_node(node_key),
            level INTEGER NOT NULL CHECK (level IN (1, 2)),
            position INTEGER NOT NULL,
            selectable INTEGER NOT NULL CHECK (selectable IN (0, 1)),
            color TEXT CHECK (color IS NULL OR length(color) = 7),
            shortcut TEXT CHECK (shortcut IS NULL OR length(shortcut) = 1),
            requires_rationale INTEGER NOT NULL DEFAULT 0 CHECK (requires_rationale IN (0, 1)),
            requires_correction INTEGER NOT NULL DEFAULT 0 CHECK (requires_correction IN (0, 1)),
            requires_link INTEGER NOT NULL DEFAULT 0 CHECK (requires_link IN (0, 1)),
            link_kind TEXT CHECK (link_kind IS NULL OR link_kind IN ('antecedent', 'associated')),
            CHECK ((level = 1) = (parent_key IS NULL)),
            UNIQUE (shortcut)))"_s,

        uR"(CREATE TABLE taxonomy_text (
            node_key TEXT NOT NULL REFERENCES taxonomy_node(node_key) ON DELETE CASCADE,
            language TEXT NOT NULL CHECK (length(language) >= 2),
            field TEXT NOT NULL CHECK (field IN ('name', 'definition', 'example')),
            body TEXT NOT NULL,
            PRIMARY KEY (node_key, language, field)))"_s,

        uR"(CREATE TABLE severity (
            severity_key TEXT PRIMARY KEY CHECK (length(trim(severity_key)) > 0),
            position INTEGER NOT NULL,
            weight REAL NOT NULL,
            shortcut TEXT CHECK (shortcut IS NULL OR length(shortcut) = 1),
            name_en TEXT NOT NULL))"_s,
    };
}

QStringList peopleAndItems()
{
    return {
        uR"(CREATE TABLE person (
            id %ID%,
            name TEXT NOT NULL UNIQUE CHECK (length(trim(name)) > 0),
            is_annotator INTEGER NOT NULL DEFAULT 0 CHECK (is_annotator IN (0, 1)),
            is_reviewer INTEGER NOT NULL DEFAULT 0 CHECK (is_reviewer IN (0, 1)),
            is_coordinator INTEGER NOT NULL DEFAULT 0 CHECK (is_coordinator IN (0, 1)),
            created_at TEXT NOT NULL))"_s,

        uR"(CREATE TABLE item (
            id %ID%,
            external_id TEXT NOT NULL UNIQUE CHECK (length(trim(external_id)) > 0),
            position INTEGER NOT NULL,
            prompt TEXT NOT NULL,
            generation TEXT NOT NULL,
            text_format TEXT NOT NULL DEFAULT 'plain' CHECK (text_format IN ('plain', 'markdown', 'code')),
            code_language TEXT,
            created_at TEXT NOT NULL,
            CHECK ((text_format = 'code') = (code_language IS NOT NULL))))"_s,

        uR"(CREATE TABLE item_metadata (
            item_id INTEGER NOT NULL REFERENCES item(id) ON DELETE CASCADE,
            meta_key TEXT NOT NULL CHECK (length(trim(meta_key)) > 0),
            meta_value TEXT NOT NULL,
            PRIMARY KEY (item_id, meta_key)))"_s,
        u"CREATE INDEX item_metadata_by_key ON item_metadata (meta_key, meta_value)"_s,
    };
}

QStringList layersAndAssignments()
{
    return {
        // A layer is one set of spans on one item: an annotator's, the adjudicated gold layer,
        // or an imported machine prediction.
        uR"(CREATE TABLE layer (
            id %ID%,
            item_id INTEGER NOT NULL REFERENCES item(id) ON DELETE CASCADE,
            kind TEXT NOT NULL CHECK (kind IN ('annotator', 'gold', 'prediction')),
            person_id INTEGER REFERENCES person(id),
            label TEXT NOT NULL DEFAULT '',
            CHECK ((kind = 'annotator') = (person_id IS NOT NULL)),
            CHECK (kind <> 'prediction' OR length(trim(label)) > 0)))"_s,
        u"CREATE INDEX layer_by_item ON layer (item_id)"_s,
        u"CREATE UNIQUE INDEX layer_one_per_annotator ON layer (item_id, person_id) WHERE kind = 'annotator'"_s,
        u"CREATE UNIQUE INDEX layer_one_gold ON layer (item_id) WHERE kind = 'gold'"_s,
        u"CREATE UNIQUE INDEX layer_prediction_label ON layer (item_id, label) WHERE kind = 'prediction'"_s,

        uR"(CREATE TABLE assignment (
            id %ID%,
            item_id INTEGER NOT NULL REFERENCES item(id) ON DELETE CASCADE,
            annotator_id INTEGER NOT NULL REFERENCES person(id),
            state TEXT NOT NULL DEFAULT 'new' CHECK (state IN
                ('new', 'in_progress', 'submitted', 'in_review', 'returned', 'accepted', 'discarded')),
            iteration INTEGER NOT NULL DEFAULT 0 CHECK (iteration >= 0),
            time_spent_seconds INTEGER NOT NULL DEFAULT 0 CHECK (time_spent_seconds >= 0),
            reviewer_id INTEGER REFERENCES person(id),
            discard_reason TEXT,
            CHECK (state <> 'discarded' OR (discard_reason IS NOT NULL AND length(trim(discard_reason)) > 0)),
            CHECK (state <> 'in_review' OR reviewer_id IS NOT NULL),
            UNIQUE (item_id, annotator_id)))"_s,
        u"CREATE INDEX assignment_by_annotator ON assignment (annotator_id, state)"_s,
    };
}

QStringList spansAndJudgements()
{
    return {
        uR"(CREATE TABLE span (
            id %ID%,
            layer_id INTEGER NOT NULL REFERENCES layer(id) ON DELETE CASCADE,
            side TEXT NOT NULL DEFAULT 'generation' CHECK (side IN ('generation', 'prompt')),
            begin_offset INTEGER NOT NULL CHECK (begin_offset >= 0),
            end_offset INTEGER NOT NULL,
            type_key TEXT NOT NULL REFERENCES taxonomy_node(node_key),
            severity_key TEXT REFERENCES severity(severity_key),
            correction TEXT,
            rationale TEXT NOT NULL DEFAULT '',
            review_state TEXT NOT NULL DEFAULT 'pending' CHECK (review_state IN
                ('pending', 'accepted', 'rejected', 'needs_change', 'amended')),
            created_at TEXT NOT NULL,
            modified_at TEXT NOT NULL,
            CHECK (end_offset >= begin_offset)))"_s,
        u"CREATE INDEX span_by_layer ON span (layer_id)"_s,
        u"CREATE INDEX span_by_type ON span (type_key)"_s,

        uR"(CREATE TABLE span_link (
            id %ID%,
            span_id INTEGER NOT NULL REFERENCES span(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            link_kind TEXT NOT NULL CHECK (link_kind IN ('antecedent', 'associated')),
            side TEXT NOT NULL DEFAULT 'generation' CHECK (side IN ('generation', 'prompt')),
            begin_offset INTEGER NOT NULL CHECK (begin_offset >= 0),
            end_offset INTEGER NOT NULL,
            CHECK (end_offset >= begin_offset),
            UNIQUE (span_id, position)))"_s,

        // Item-level judgements (product.md §2): TGEA erroneous, OpenMEVA rating and deductions,
        // Clark et al. authorship. The CHECKs hold each key to its scale.
        uR"(CREATE TABLE judgement (
            assignment_id INTEGER NOT NULL REFERENCES assignment(id) ON DELETE CASCADE,
            judgement_key TEXT NOT NULL CHECK (judgement_key IN ('erroneous', 'rating',
                'deduction_repetitive_plot', 'deduction_unrelated_events', 'deduction_conflicting_logic',
                'deduction_chaotic_scenes', 'authorship', 'authorship_reason')),
            int_value INTEGER,
            text_value TEXT,
            PRIMARY KEY (assignment_id, judgement_key),
            CHECK (judgement_key <> 'erroneous' OR int_value IN (0, 1)),
            CHECK (judgement_key <> 'rating' OR int_value BETWEEN 1 AND 5),
            CHECK (judgement_key NOT IN ('deduction_repetitive_plot', 'deduction_unrelated_events',
                'deduction_conflicting_logic') OR int_value IN (-1, -2)),
            CHECK (judgement_key <> 'deduction_chaotic_scenes' OR int_value = -2),
            CHECK (judgement_key <> 'authorship' OR int_value BETWEEN 1 AND 4),
            CHECK (judgement_key <> 'authorship_reason' OR length(trim(text_value)) > 0)))"_s,
    };
}

QStringList reviewAndHistory()
{
    return {
        // Review decisions and comment threads. span_id has no foreign key on purpose: an annotator
        // may delete a span a reviewer commented on, and the conversation must survive that.
        uR"(CREATE TABLE review_event (
            id %ID%,
            assignment_id INTEGER NOT NULL REFERENCES assignment(id),
            span_id INTEGER,
            author_id INTEGER NOT NULL REFERENCES person(id),
            kind TEXT NOT NULL CHECK (kind IN
                ('comment', 'accept_span', 'reject_span', 'needs_change_span', 'resolve_thread')),
            body TEXT NOT NULL DEFAULT '',
            created_at TEXT NOT NULL,
            CHECK (kind NOT IN ('comment', 'reject_span', 'needs_change_span') OR length(trim(body)) > 0)))"_s,
        u"CREATE INDEX review_event_by_assignment ON review_event (assignment_id)"_s,

        uR"(CREATE TABLE history (
            id %ID%,
            assignment_id INTEGER NOT NULL REFERENCES assignment(id),
            actor_id INTEGER NOT NULL REFERENCES person(id),
            action TEXT NOT NULL CHECK (action IN
                ('create', 'import', 'open', 'submit', 'claim', 'unclaim', 'return', 'accept', 'discard')),
            from_state TEXT CHECK (from_state IS NULL OR from_state IN
                ('new', 'in_progress', 'submitted', 'in_review', 'returned', 'accepted', 'discarded')),
            to_state TEXT NOT NULL CHECK (to_state IN
                ('new', 'in_progress', 'submitted', 'in_review', 'returned', 'accepted', 'discarded')),
            iteration INTEGER NOT NULL CHECK (iteration >= 0),
            reason TEXT NOT NULL DEFAULT '',
            created_at TEXT NOT NULL))"_s,
        u"CREATE INDEX history_by_assignment ON history (assignment_id)"_s,
    };
}

QStringList version1()
{
    QStringList sql =
        settingsAndTaxonomy() + peopleAndItems() + layersAndAssignments() + spansAndJudgements() + reviewAndHistory();
    sql << SqlDialect::appendOnlyGuards(u"review_event"_s) << SqlDialect::appendOnlyGuards(u"history"_s);
    for (QString &statement : sql) {
        statement = SqlDialect::expand(statement);
    }
    return sql;
}

// Version 2: offline work packages. A merge that finds a span changed both in the package and at
// home keeps both and records the pair here for the coordinator; nothing is overwritten.
QStringList version2()
{
    QStringList sql{
        uR"(CREATE TABLE merge_conflict (
            id %ID%,
            item_id INTEGER NOT NULL REFERENCES item(id) ON DELETE CASCADE,
            annotator_id INTEGER NOT NULL REFERENCES person(id),
            home_span_id INTEGER,
            package_span_id INTEGER,
            field TEXT NOT NULL DEFAULT 'span' CHECK (field IN ('span', 'judgement', 'state')),
            note TEXT NOT NULL DEFAULT '',
            created_at TEXT NOT NULL,
            resolved_at TEXT))"_s,
        u"CREATE INDEX merge_conflict_open ON merge_conflict (item_id) WHERE resolved_at IS NULL"_s,
        // The annotator's layer as handed in at each submission, so a reviewer sees what changed
        // since the last review (spans as JSON: model/review/spansnapshot.h).
        uR"(CREATE TABLE layer_snapshot (
            assignment_id INTEGER NOT NULL REFERENCES assignment(id) ON DELETE CASCADE,
            iteration INTEGER NOT NULL CHECK (iteration >= 1),
            spans_json TEXT NOT NULL,
            created_at TEXT NOT NULL,
            PRIMARY KEY (assignment_id, iteration)))"_s,
        // A new item goes after max(position): without an index that is a scan of every item (and
        // their long texts' pages), which made adding N items quadratic.
        u"CREATE INDEX item_by_position ON item (position)"_s,
    };
    for (QString &statement : sql) {
        statement = SqlDialect::expand(statement);
    }
    return sql;
}

// Version 3: qualification and quality control (product.md §4). A training item's reference
// answer and a known-bad item's planted errors are a layer of that item (usually gold), so they
// are edited, shown and compared like any other layer. Qualification results are append-only: a
// re-scored attempt adds a row, and the person's record is the newest one.
QStringList version3()
{
    QStringList sql{
        uR"(CREATE TABLE training_item (
            item_id INTEGER PRIMARY KEY REFERENCES item(id) ON DELETE CASCADE,
            part TEXT NOT NULL DEFAULT 'task' CHECK (part IN ('exercise', 'choice', 'task')),
            reference_layer_id INTEGER NOT NULL REFERENCES layer(id) ON DELETE CASCADE,
            marked_by INTEGER NOT NULL REFERENCES person(id),
            marked_at TEXT NOT NULL))"_s,
        uR"(CREATE TABLE attention_check (
            item_id INTEGER PRIMARY KEY REFERENCES item(id) ON DELETE CASCADE,
            kind TEXT NOT NULL CHECK (kind IN ('known_good', 'known_bad')),
            reference_layer_id INTEGER REFERENCES layer(id) ON DELETE SET NULL,
            marked_by INTEGER NOT NULL REFERENCES person(id),
            marked_at TEXT NOT NULL,
            CHECK (kind = 'known_bad' OR reference_layer_id IS NULL)))"_s,
        uR"(CREATE TABLE qualification_result (
            id %ID%,
            person_id INTEGER NOT NULL REFERENCES person(id),
            scheme TEXT NOT NULL CHECK (scheme IN ('span_match', 'scarecrow')),
            match_mode TEXT NOT NULL CHECK (match_mode IN ('exact', 'overlap50', 'any')),
            score REAL NOT NULL,
            max_score REAL NOT NULL CHECK (max_score > 0),
            pass_mark REAL NOT NULL,
            passed INTEGER NOT NULL CHECK (passed IN (0, 1)),
            scored_by INTEGER NOT NULL REFERENCES person(id),
            created_at TEXT NOT NULL,
            CHECK (score >= 0 AND score <= max_score)))"_s,
        u"CREATE INDEX qualification_result_by_person ON qualification_result (person_id)"_s,
        // Per error type (precision and recall counts) and per part of a scheme (points).
        uR"(CREATE TABLE qualification_breakdown (
            result_id INTEGER NOT NULL REFERENCES qualification_result(id),
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
    };
    sql << SqlDialect::appendOnlyGuards(u"qualification_result"_s)
        << SqlDialect::appendOnlyGuards(u"qualification_breakdown"_s);
    for (QString &statement : sql) {
        statement = SqlDialect::expand(statement);
    }
    return sql;
}

// Version 4: the review queue finds each handed-in assignment's latest submission with an index
// lookup instead of scanning all history (about four rows per assignment; 4 M at 100k items × 10).
QStringList version4()
{
    return {u"CREATE INDEX history_by_action ON history (action, assignment_id)"_s};
}

// Version 5: running a study (issue #17). A person can be deactivated (their work stays, new
// assignments pass them by) and can carry a condition label (Clark et al.'s between-subjects designs:
// they get only items whose "condition" metadata matches).
QStringList version5()
{
    return {u"ALTER TABLE person ADD COLUMN active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))"_s,
            u"ALTER TABLE person ADD COLUMN condition TEXT"_s};
}

} // namespace

const QList<QStringList> &migrations()
{
    static const QList<QStringList> all = [] {
        QList<QStringList> versions{version1(), version2(), version3(), version4(), version5(),
                                    version6(), version7(), version8(), version9()};
        versions << version10(versions);
        versions << actionLog();
        versions << webLinks();
        return versions;
    }();
    return all;
}

} // namespace Errata::Schema
