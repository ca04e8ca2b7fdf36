// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/serverguards.h"

using namespace Qt::StringLiterals;

namespace Errata::ServerSecurity {
namespace {

// The owner's bookkeeping, which no team member reads or writes: the step each transaction took on an
// assignment (its history entry must record exactly that, once) and when each person last added time.
// The server's time, as Errata stores times (StoredTime: ISO 8601 in UTC, milliseconds).
QStringList bookkeeping()
{
    return {
        uR"(CREATE TABLE IF NOT EXISTS errata_step (assignment_id bigint PRIMARY KEY, xact xid8 NOT NULL,
            actor bigint NOT NULL, from_state text NOT NULL, to_state text NOT NULL, iteration bigint NOT NULL))"_s,
        u"CREATE TABLE IF NOT EXISTS errata_time_credit (person_id bigint PRIMARY KEY, credited_at timestamptz NOT NULL)"_s,
        uR"SQL(CREATE OR REPLACE FUNCTION errata_now() RETURNS text LANGUAGE sql
            RETURN to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))SQL"_s,
    };
}

// Time spent grows on one's own open work by no more than has passed since one last added any, or since
// this session began: a window cannot have measured more.
QString timeCredit()
{
    return uR"(CREATE OR REPLACE FUNCTION errata_credit_time(seconds bigint) RETURNS void LANGUAGE plpgsql
        SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE since timestamptz; passed double precision;
        BEGIN
            IF seconds <= 0 THEN RETURN; END IF;
            SELECT credited_at INTO since FROM errata_time_credit WHERE person_id = errata_me() FOR UPDATE;
            since := greatest(coalesce(since, '-infinity'),
                              (SELECT backend_start FROM pg_stat_activity WHERE pid = pg_backend_pid()));
            passed := extract(epoch FROM clock_timestamp() - since);
            IF seconds > passed + 1 THEN
                RAISE EXCEPTION 'errata: % may not add % s to their time, more time than has passed (% s)',
                    session_user, seconds, floor(passed);
            END IF;
            INSERT INTO errata_time_credit VALUES (errata_me(), clock_timestamp())
                ON CONFLICT (person_id) DO UPDATE SET credited_at = excluded.credited_at;
        END $$)"_s;
}

// The workflow of product.md §4 (model/domain/workflow.cpp), checked in the server: which person may
// move an assignment from which state to which. Coordinators and the owner (no login) pass. A step a
// member takes is noted for the history entry that must record it (errata_check_record).
QString transitionGuard()
{
    return uR"(CREATE OR REPLACE FUNCTION errata_check_transition() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE me bigint := errata_me(); own boolean := OLD.annotator_id = errata_me();
        BEGIN
            IF me IS NULL OR errata_has('coordinator') THEN RETURN NEW; END IF;
            IF NEW.id <> OLD.id OR NEW.item_id <> OLD.item_id OR NEW.annotator_id <> OLD.annotator_id THEN
                RAISE EXCEPTION 'only a coordinator moves an assignment to another item or person';
            END IF;
            IF NEW.state = OLD.state THEN -- only the time spent on one's own open work grows
                IF own AND OLD.state IN ('new', 'in_progress', 'returned') AND NEW.iteration = OLD.iteration
                   AND NEW.reviewer_id IS NOT DISTINCT FROM OLD.reviewer_id
                   AND NEW.discard_reason IS NOT DISTINCT FROM OLD.discard_reason
                   AND NEW.time_spent_seconds >= OLD.time_spent_seconds THEN
                    PERFORM errata_credit_time(NEW.time_spent_seconds - OLD.time_spent_seconds);
                    RETURN NEW;
                END IF;
                RAISE EXCEPTION 'errata: % may not change assignment %', session_user, OLD.id;
            END IF;
            -- What each step writes besides the state (AssignmentRepository::perform). A CASE inside IF is
            -- parenthesised: PL/pgSQL ends an IF's condition at the first THEN it meets.
            IF NEW.time_spent_seconds <> OLD.time_spent_seconds
               OR NEW.iteration <> OLD.iteration + (CASE WHEN own AND NEW.state = 'submitted' THEN 1 ELSE 0 END)
               OR NEW.reviewer_id IS DISTINCT FROM (CASE NEW.state WHEN 'in_review' THEN me WHEN 'submitted' THEN NULL
                                                    ELSE OLD.reviewer_id END)
               OR (NEW.state <> 'discarded' AND NEW.discard_reason IS DISTINCT FROM OLD.discard_reason) THEN
                RAISE EXCEPTION 'errata: assignment % changed more than its step allows', OLD.id;
            END IF;
            IF (own AND errata_has('annotator') AND (
                   (OLD.state IN ('new', 'returned', 'submitted') AND NEW.state = 'in_progress')
                OR (OLD.state IN ('in_progress', 'returned') AND NEW.state = 'submitted')
                OR (OLD.state NOT IN ('accepted', 'discarded') AND NEW.state = 'discarded')))
               OR (NOT own AND errata_has('reviewer') AND (
                   (OLD.state = 'submitted' AND NEW.state = 'in_review')
                OR (OLD.state = 'in_review' AND OLD.reviewer_id = me
                    AND NEW.state IN ('submitted', 'returned', 'accepted')))) THEN
                INSERT INTO errata_step VALUES (OLD.id, pg_current_xact_id(), me, OLD.state, NEW.state, NEW.iteration)
                    ON CONFLICT (assignment_id) DO UPDATE SET xact = excluded.xact, actor = excluded.actor,
                        from_state = excluded.from_state, to_state = excluded.to_state, iteration = excluded.iteration;
                RETURN NEW;
            END IF;
            RAISE EXCEPTION 'errata: % may not move assignment % from % to %',
                session_user, OLD.id, OLD.state, NEW.state;
        END $$)"_s;
}

// A span stays in its layer and carries the server's times; its annotator never decides on it: a span of theirs is pending, or carries
// the last decision a reviewer recorded on it (a span that comes back), or is amended after a rejection or
// a request for change (recorded, or the span's state when edited: an import's events may name no span). A reviewer changes only the review state of spans in work they claimed.
QString spanGuard()
{
    return uR"(CREATE OR REPLACE FUNCTION errata_check_span_edit() RETURNS trigger LANGUAGE plpgsql
        SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE me bigint := errata_me(); layer record; decided text;
        BEGIN
            IF me IS NULL OR errata_has('coordinator') THEN RETURN NEW; END IF;
            IF TG_OP = 'INSERT' THEN -- the server's clock: when a member's span was made and last changed
                NEW.created_at := errata_now();
                NEW.modified_at := NEW.created_at;
            ELSE
                NEW.created_at := OLD.created_at;
                NEW.modified_at := errata_now();
            END IF;
            IF TG_OP = 'UPDATE' AND NEW.layer_id <> OLD.layer_id THEN
                RAISE EXCEPTION 'errata: a span stays in its layer';
            END IF;
            SELECT l.kind, l.person_id, l.item_id INTO layer FROM layer l WHERE l.id = NEW.layer_id;
            IF errata_writes_layer(NEW.layer_id) THEN
                IF layer.kind = 'annotator' AND (TG_OP = 'INSERT' OR NEW.review_state <> OLD.review_state) THEN
                    decided := errata_decision(NEW.id, layer.item_id, layer.person_id);
                    IF NEW.review_state <> coalesce(decided, 'pending') AND NOT (NEW.review_state = 'amended'
                       AND (decided IN ('rejected', 'needs_change')
                            OR (TG_OP = 'UPDATE' AND OLD.review_state IN ('rejected', 'needs_change')))) THEN
                        RAISE EXCEPTION 'errata: only a reviewer decides on a span; % may not mark span % %',
                            session_user, NEW.id, NEW.review_state;
                    END IF;
                END IF;
                RETURN NEW;
            END IF;
            IF TG_OP = 'UPDATE' AND layer.kind = 'annotator'
               AND (to_jsonb(NEW) - 'review_state' - 'modified_at') = (to_jsonb(OLD) - 'review_state' - 'modified_at')
               AND EXISTS (SELECT 1 FROM assignment a WHERE a.item_id = layer.item_id
                           AND a.annotator_id = layer.person_id AND a.state = 'in_review' AND a.reviewer_id = me) THEN
                RETURN NEW;
            END IF;
            RAISE EXCEPTION 'errata: % may not edit span % of another person''s layer', session_user, NEW.id;
        END $$)"_s;
}

// The last decision a reviewer recorded on a span of an annotator's work, as the span's review state.
QString decision()
{
    return uR"(CREATE OR REPLACE FUNCTION errata_decision(span bigint, item bigint, annotator bigint) RETURNS text
        LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
        BEGIN
            RETURN (SELECT CASE r.kind WHEN 'accept_span' THEN 'accepted' WHEN 'reject_span' THEN 'rejected'
                           ELSE 'needs_change' END
                    FROM review_event r JOIN assignment a ON a.id = r.assignment_id
                    WHERE r.span_id = span AND r.kind IN ('accept_span', 'reject_span', 'needs_change_span')
                      AND a.item_id = item AND a.annotator_id = annotator
                    ORDER BY r.id DESC LIMIT 1);
        END $$)"_s;
}

// History records the step its author just took, once, as that step; decisions on spans are the claiming
// reviewer's. A member's entries, comments and snapshots carry the server's time.
QString recordGuard()
{
    return uR"(CREATE OR REPLACE FUNCTION errata_check_record() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE me bigint := errata_me(); step errata_step; action text;
        BEGIN
            IF me IS NULL OR errata_has('coordinator') THEN RETURN NEW; END IF;
            NEW.created_at := errata_now();
            -- Nested, not joined with AND: PL/pgSQL would look for the other table's column in NEW.
            IF TG_TABLE_NAME = 'history' THEN
                IF NEW.actor_id IS DISTINCT FROM me THEN
                    RAISE EXCEPTION 'errata: % writes history only as themselves', session_user;
                END IF;
                DELETE FROM errata_step s WHERE s.assignment_id = NEW.assignment_id AND s.actor = me
                    AND s.xact = pg_current_xact_id() RETURNING * INTO step;
                action := CASE step.to_state WHEN 'in_progress' THEN 'open' WHEN 'in_review' THEN 'claim'
                    WHEN 'returned' THEN 'return' WHEN 'accepted' THEN 'accept' WHEN 'discarded' THEN 'discard'
                    WHEN 'submitted' THEN CASE WHEN step.from_state = 'in_review' THEN 'unclaim' ELSE 'submit' END END;
                IF step.assignment_id IS NULL OR NEW.action IS DISTINCT FROM action
                   OR NEW.from_state IS DISTINCT FROM step.from_state OR NEW.to_state <> step.to_state
                   OR NEW.iteration <> step.iteration THEN
                    RAISE EXCEPTION 'errata: a history entry records the step just taken, once; % took no % of '
                        'assignment % to % here', session_user, NEW.action, NEW.assignment_id, NEW.to_state;
                END IF;
            ELSIF TG_TABLE_NAME = 'review_event' THEN
                IF NEW.kind IN ('accept_span', 'reject_span', 'needs_change_span', 'resolve_thread')
                   AND NOT EXISTS (SELECT 1 FROM assignment a WHERE a.id = NEW.assignment_id
                                   AND a.state = 'in_review' AND a.reviewer_id = me) THEN
                    RAISE EXCEPTION 'errata: only the reviewer who claimed the work decides on it';
                END IF;
            END IF;
            RETURN NEW;
        END $$)"_s;
}

} // namespace

QStringList rowTrigger(const QString &name, const QString &events, const QString &table, const QString &function)
{
    return {
        u"DROP TRIGGER IF EXISTS %1 ON %2"_s.arg(name, table),
        u"CREATE TRIGGER %1 BEFORE %2 ON %3 FOR EACH ROW EXECUTE FUNCTION %4()"_s.arg(name, events, table, function)};
}

QStringList guards()
{
    QStringList sql = bookkeeping() + idGuards();
    sql << timeCredit() << transitionGuard() << decision() << spanGuard() << recordGuard();
    sql += stamps();
    sql += rowTrigger(u"errata_transition"_s, u"UPDATE"_s, u"assignment"_s, u"errata_check_transition"_s);
    sql += rowTrigger(u"errata_span_edit"_s, u"INSERT OR UPDATE"_s, u"span"_s, u"errata_check_span_edit"_s);
    sql += rowTrigger(u"errata_history_record"_s, u"INSERT"_s, u"history"_s, u"errata_check_record"_s);
    sql += rowTrigger(u"errata_review_record"_s, u"INSERT"_s, u"review_event"_s, u"errata_check_record"_s);
    sql +=
        rowTrigger(u"errata_snapshot_record"_s, u"INSERT OR UPDATE"_s, u"layer_snapshot"_s, u"errata_check_record"_s);
    return sql;
}

} // namespace Errata::ServerSecurity
