// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/serverfunctions.h"

#include "model/domain/hiddenmetadata.h"

using namespace Qt::StringLiterals;

namespace Errata::ServerSecurity {
namespace {

// One question the policies ask, answered by `body` (a single SQL expression or query). SECURITY
// DEFINER, so that it reads what the asker may not (the login table, every assignment), with a fixed
// search_path so that nobody's temporary tables stand in for Errata's. PL/pgSQL, not SQL: an SQL
// function that cannot be inlined is planned again in every statement that calls it, which made an
// annotator's edit pay about a millisecond; PL/pgSQL keeps its plans for the session.
QString function(const QString &signature, const QString &returns, const QString &body)
{
    const bool set = returns.startsWith(u"SETOF"_s);
    return u"CREATE OR REPLACE FUNCTION %1 RETURNS %2 LANGUAGE plpgsql STABLE SECURITY DEFINER "
           u"SET search_path = pg_catalog, public, pg_temp%3 AS $$ BEGIN %4; END $$"_s.arg(
               signature, returns, set ? u" ROWS 100"_s : QString(),
               set ? u"RETURN QUERY "_s + body : u"RETURN ("_s + body + u")"_s);
}

// HiddenMetadata::keys() in SQL, each key folded as HiddenMetadata::folded() folds it (foldedKey()):
// the setting's comma list, none for "none", the defaults when absent.
QString hiddenKeys()
{
    QStringList defaults;
    for (const QString &key : HiddenMetadata::defaultKeys()) defaults << u"'"_s + HiddenMetadata::folded(key) + u"'"_s;
    return function(u"errata_hidden_keys()"_s, u"text[]"_s,
                    uR"(SELECT CASE WHEN v IS NULL THEN ARRAY[%1]::text[] WHEN %2 = 'none' THEN '{}'::text[]
                ELSE ARRAY(SELECT %3 FROM unnest(string_to_array(v, ',')) k WHERE %3 <> '') END
                FROM (SELECT (SELECT setting_value FROM project_setting WHERE setting_key = 'hidden_metadata') v) s)"_s
                        .arg(defaults.join(u", "_s), foldedKey(u"v"_s), foldedKey(u"k"_s)));
}

// DisplayNames on the server, for a session that skips the program: in an anonymous project an annotator
// reads no other person's name, a reviewer none of the people who annotate; the person table shows a
// member only the rows whose names they may read, and errata_people everyone, the others by their code
// (A1…, R1…, C1…, numbered in the order of people as DisplayNames numbers them). Coordinators, who manage
// the people, read every name.
QStringList people()
{
    return {
        function(u"errata_annotates(person bigint)"_s, u"boolean"_s,
                 uR"(SELECT EXISTS (SELECT 1 FROM assignment a WHERE a.annotator_id = person)
                OR NOT EXISTS (SELECT 1 FROM person p WHERE p.id = person AND (p.is_reviewer = 1 OR p.is_coordinator = 1)))"_s),
        function(u"errata_name_shown(person bigint)"_s, u"boolean"_s,
                 uR"(SELECT errata_me() IS NULL OR person = errata_me() OR errata_has('coordinator')
                OR coalesce((SELECT setting_value FROM project_setting WHERE setting_key = 'anonymous_annotators'), '0') <> '1'
                OR (errata_has('reviewer') AND NOT errata_annotates(person)))"_s),
        uR"(CREATE OR REPLACE VIEW errata_people WITH (security_barrier) AS
            SELECT p.id, CASE WHEN errata_name_shown(p.id) THEN p.name ELSE c.code END AS name, p.is_annotator,
                   p.is_reviewer, p.is_coordinator, p.active,
                   CASE WHEN errata_name_shown(p.id) OR (SELECT errata_has('reviewer')) THEN p.condition END AS condition,
                   p.created_at
            FROM person p JOIN (SELECT id, kind || row_number() OVER (PARTITION BY kind ORDER BY id) AS code
                                FROM (SELECT q.id, CASE WHEN errata_annotates(q.id) THEN 'A' WHEN q.is_reviewer = 1
                                             THEN 'R' ELSE 'C' END AS kind FROM person q) k) c ON c.id = p.id)"_s,
    };
}

} // namespace

QString foldedKey(const QString &column)
{
    return u"lower(regexp_replace(%1, '[[:space:]_-]+', '', 'g'))"_s.arg(column);
}

// Who is asking, as the policies see it. Each policy calls these as "(SELECT f())", which PostgreSQL
// evaluates once per statement, not per row.
QStringList functions()
{
    QStringList sql{
        uR"(CREATE TABLE IF NOT EXISTS errata_login (
            login name PRIMARY KEY,
            person_id BIGINT NOT NULL REFERENCES person(id)))"_s,
        function(u"errata_me()"_s, u"bigint"_s, u"SELECT person_id FROM errata_login WHERE login = session_user"_s),
        function(u"errata_has(role text)"_s, u"boolean"_s,
                 uR"(SELECT coalesce((SELECT active = 1 AND CASE role WHEN 'annotator' THEN is_annotator = 1
                WHEN 'reviewer' THEN is_reviewer = 1 WHEN 'coordinator' THEN is_coordinator = 1 ELSE false END
                FROM person WHERE id = errata_me()), false))"_s),
        function(u"errata_blind()"_s, u"boolean"_s,
                 uR"(SELECT coalesce((SELECT setting_value <> '0' FROM project_setting
                                    WHERE setting_key = 'blind_mode'), true))"_s),
        // product.md §4 and mayViewOtherLayers(): in a blind project an annotator sees another's work on an
        // item only once their own is handed in; a gold or reference layer (no owner) only then in any
        // project (qualification.md).
        function(u"errata_sees(item bigint, owner bigint)"_s, u"boolean"_s,
                 uR"(SELECT owner = errata_me() OR errata_has('reviewer') OR errata_has('coordinator')
                OR (owner IS NOT NULL AND NOT errata_blind()) -- a reference answer only once handed in
                OR EXISTS (SELECT 1 FROM assignment a WHERE a.item_id = item AND a.annotator_id = errata_me()
                           AND a.state IN ('submitted', 'in_review', 'accepted')))"_s),
        // Who may write a layer's spans: its annotator while the work is in progress or returned, reviewers
        // the gold layer, coordinators everything (imports, merges, predictions).
        function(u"errata_writes_layer(layer bigint)"_s, u"boolean"_s,
                 uR"(SELECT errata_has('coordinator') OR EXISTS (SELECT 1 FROM layer l WHERE l.id = layer AND (
                (l.kind = 'gold' AND errata_has('reviewer'))
                OR (l.kind = 'annotator' AND l.person_id = errata_me() AND EXISTS (SELECT 1 FROM assignment a
                    WHERE a.item_id = l.item_id AND a.annotator_id = l.person_id
                      AND a.state IN ('in_progress', 'returned'))))))"_s),
        // The items whose work the signed-in person has handed in, which a blind project's read policies
        // ask about other people's rows. A view, not a function: PostgreSQL then plans it per statement,
        // an index probe per row for an item's few rows, one hash of them all for a whole table. (Asking
        // errata_sees() per row cost 2 s on 13,000 assignments; a set-returning function, 0.2 s per item
        // for an annotator with 73,000 handed in.) Owned by the tables' owner, it reads past their policies.
        uR"(CREATE OR REPLACE VIEW errata_handed_in AS SELECT item_id FROM assignment
            WHERE annotator_id = (SELECT errata_me()) AND state IN ('submitted', 'in_review', 'accepted'))"_s,
        // Whether another person's work on an item is handed in (submitted, in review, accepted), as far as the
        // asker may know of it at all: in a blind project only on items where their own is handed in too.
        // No annotator reads a colleague's work in progress (Visibility::shownLayers), in any project.
        uR"(CREATE OR REPLACE VIEW errata_finished_work AS SELECT item_id, annotator_id FROM assignment
            WHERE state IN ('submitted', 'in_review', 'accepted')
              AND (NOT (SELECT errata_blind()) OR item_id IN (SELECT item_id FROM errata_handed_in)))"_s,
        function(u"errata_layer_seen(layer bigint)"_s, u"boolean"_s,
                 u"SELECT EXISTS (SELECT 1 FROM layer l WHERE l.id = layer AND errata_sees(l.item_id, l.person_id))"_s),
        function(u"errata_assignment_seen(assignment bigint)"_s, u"boolean"_s,
                 uR"(SELECT EXISTS (SELECT 1 FROM assignment a WHERE a.id = assignment
                           AND errata_sees(a.item_id, a.annotator_id)))"_s),
        // A snapshot is written at submission, for the iteration the submission starts; earlier ones stay.
        function(u"errata_snapshot_open(assignment bigint, next_iteration bigint)"_s, u"boolean"_s,
                 uR"(SELECT EXISTS (SELECT 1 FROM assignment a WHERE a.id = assignment AND a.annotator_id = errata_me()
                           AND a.state IN ('in_progress', 'returned') AND a.iteration + 1 = next_iteration))"_s),
        hiddenKeys(),
        function(u"errata_own_open(assignment bigint)"_s, u"boolean"_s,
                 uR"(SELECT EXISTS (SELECT 1 FROM assignment a WHERE a.id = assignment AND a.annotator_id = errata_me()
                           AND a.state IN ('in_progress', 'returned')))"_s),
    };
    return sql + people();
}

} // namespace Errata::ServerSecurity
