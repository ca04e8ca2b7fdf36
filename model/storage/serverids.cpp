// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Ids on a team server (issue #41): 64-bit, handed out by the server only, in reservations bounded per
// call and by a per-person allowance that refills with time (docs/server.md, "Ids").
#include "model/storage/serverguards.h"

using namespace Qt::StringLiterals;

namespace Errata::ServerSecurity {
namespace {

// Ids: a member's every new row and every reservation draws on their allowance, a sequence of the owner's
// holding the time (in ms) at which what they took is paid off at 432 ms an id (200,000 a day); past 50,000
// ids ahead it refuses. Sequences, because a rolled-back transaction gives nothing back: reserving and
// rolling back in a loop, from ever new sessions, cannot skip a counter to its end. Coordinators (imports)
// and the owner are not limited.
QStringList counterGuards()
{
    return {
        uR"(CREATE OR REPLACE FUNCTION errata_charge_ids(n bigint) RETURNS void LANGUAGE plpgsql SECURITY DEFINER
            SET search_path = pg_catalog, public, pg_temp AS $$
            DECLARE allowance text := 'errata_quota_' || errata_me(); key bigint; now_ms bigint; due bigint;
            BEGIN
                IF n IS NULL OR n < 1 THEN RAISE EXCEPTION 'errata: ids are charged one or more at a time'; END IF;
                IF to_regclass(allowance) IS NULL THEN
                    RAISE EXCEPTION 'errata: % has no allowance of ids on this server; its owner gives one with '
                        'errata-cli server secure', session_user;
                END IF;
                key := hashtext(allowance);
                PERFORM pg_advisory_lock(key); -- for a moment, never to the transaction's end
                BEGIN
                    EXECUTE format('SELECT last_value FROM %I', allowance) INTO due;
                    now_ms := (extract(epoch FROM clock_timestamp()) * 1000)::bigint;
                    due := greatest(due, now_ms) + n * 432;
                    IF due - now_ms > 50000 * 432 THEN
                        RAISE EXCEPTION 'errata: % reserved too many ids lately (50000 at once, 200000 a day); '
                            'try again later', session_user;
                    END IF;
                    PERFORM setval(allowance, due);
                EXCEPTION WHEN OTHERS THEN
                    PERFORM pg_advisory_unlock(key);
                    RAISE;
                END;
                PERFORM pg_advisory_unlock(key);
            END $$)"_s,
        uR"(CREATE OR REPLACE FUNCTION errata_id_counter(tbl text) RETURNS text LANGUAGE plpgsql STABLE SECURITY DEFINER
            SET search_path = pg_catalog, public, pg_temp AS $$
            BEGIN
                IF NOT EXISTS (SELECT 1 FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
                               WHERE c.relnamespace = 'public'::regnamespace AND c.relname = tbl AND c.relkind = 'r'
                                 AND a.attname = 'id' AND a.attidentity <> '') THEN
                    RAISE EXCEPTION 'errata: % has no id counter', tbl;
                END IF;
                RETURN pg_get_serial_sequence(format('public.%I', tbl), 'id');
            END $$)"_s,
        // Replaces the schema's own (ServerDialect), which its owner uses before anyone else signs in.
        uR"(CREATE OR REPLACE FUNCTION errata_reserve_ids(tbl text, n bigint) RETURNS bigint LANGUAGE plpgsql
            SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
            DECLARE sequence text := errata_id_counter(tbl); first bigint;
            BEGIN
                IF errata_me() IS NOT NULL AND NOT errata_has('coordinator') THEN
                    IF n > 10000 THEN
                        RAISE EXCEPTION 'errata: a reservation takes at most 10000 ids, not %', n;
                    END IF;
                    PERFORM errata_charge_ids(greatest(n, 1));
                END IF;
                PERFORM pg_advisory_xact_lock(hashtext(sequence));
                first := nextval(sequence);
                IF n > 1 THEN PERFORM setval(sequence, first + n - 1); END IF;
                RETURN first;
            END $$)"_s,
        // A member's row takes an id the server handed out (a default, a reservation, a span that comes
        // back with its id), never one past the counter, and keeps it.
        uR"(CREATE OR REPLACE FUNCTION errata_check_id() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
            SET search_path = pg_catalog, public, pg_temp AS $$
            DECLARE handed_out bigint;
            BEGIN
                IF errata_me() IS NULL OR errata_has('coordinator') THEN RETURN NEW; END IF;
                IF TG_OP = 'UPDATE' THEN
                    IF NEW.id <> OLD.id THEN
                        RAISE EXCEPTION 'errata: ids are the server''s; % may not renumber % %',
                            session_user, TG_TABLE_NAME, OLD.id;
                    END IF;
                    RETURN NEW;
                END IF;
                EXECUTE format('SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM %s',
                               errata_id_counter(TG_TABLE_NAME)) INTO handed_out;
                IF NEW.id > handed_out THEN
                    RAISE EXCEPTION 'errata: id % of % was not handed out by the server; ids are the server''s',
                        NEW.id, TG_TABLE_NAME;
                END IF;
                PERFORM errata_charge_ids(1);
                RETURN NEW;
            END $$)"_s,
        uR"(DO $$ DECLARE t text; BEGIN
                FOR t IN SELECT c.relname FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
                         WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND a.attname = 'id'
                           AND a.attidentity <> '' ORDER BY 1 LOOP
                    EXECUTE format('DROP TRIGGER IF EXISTS errata_id_check ON %I', t);
                    EXECUTE format('CREATE TRIGGER errata_id_check BEFORE INSERT OR UPDATE OF id ON %I '
                                   'FOR EACH ROW EXECUTE FUNCTION errata_check_id()', t);
                END LOOP;
            END $$)"_s,
        uR"(DO $$ DECLARE p bigint; BEGIN
                FOR p IN SELECT person_id FROM errata_login LOOP
                    EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I AS bigint MINVALUE 0 START 0', 'errata_quota_' || p);
                END LOOP;
            END $$)"_s,
    };
}

// The tables, views and policies a server set up by an earlier build made with 32-bit integers. Every
// such column becomes bigint (SQLite's INTEGER is 64 bits; a 32-bit counter could be run to its end by
// a member's refused inserts, each of which takes an id before any check runs). Policies, views and
// triggers that name a column must go first (PostgreSQL refuses to change its type otherwise); setUp makes them anew,
// and the functions that took integers, replaced by bigint ones. Nothing happens once all are bigint.
QString widening()
{
    return uR"(DO $$ DECLARE r record; BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
                       WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND a.attnum > 0
                         AND NOT a.attisdropped AND a.atttypid = 'integer'::regtype) THEN
            RETURN;
        END IF;
        FOR r IN SELECT policyname, tablename FROM pg_policies WHERE schemaname = 'public' LOOP
            EXECUTE format('DROP POLICY %I ON %I', r.policyname, r.tablename);
        END LOOP;
        FOR r IN SELECT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
                 WHERE c.relnamespace = 'public'::regnamespace AND t.tgname = 'errata_id_check' LOOP
            EXECUTE format('DROP TRIGGER errata_id_check ON %I', r.relname); -- it names the id column
        END LOOP;
        FOR r IN SELECT viewname FROM pg_views WHERE schemaname = 'public' AND viewname LIKE 'errata\_%' LOOP
            EXECUTE format('DROP VIEW %I', r.viewname);
        END LOOP;
        FOR r IN SELECT p.oid::regprocedure AS f FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
                 AND p.proname LIKE 'errata\_%' AND ('integer'::regtype = ANY (p.proargtypes)
                                                    OR p.prorettype = 'integer'::regtype) LOOP
            EXECUTE format('DROP FUNCTION %s', r.f);
        END LOOP;
        FOR r IN SELECT c.relname AS t, string_agg(format('ALTER COLUMN %I TYPE bigint', a.attname), ', ') AS alter
                 FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
                 WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND a.attnum > 0
                   AND NOT a.attisdropped AND a.atttypid = 'integer'::regtype GROUP BY c.relname LOOP
            EXECUTE format('ALTER TABLE %I %s', r.t, r.alter);
        END LOOP;
    END $$)"_s;
}

} // namespace

QString allowanceStatement(qint64 personId)
{
    return u"CREATE SEQUENCE IF NOT EXISTS errata_quota_%1 AS bigint MINVALUE 0 START 0"_s.arg(personId);
}

QStringList widenIds()
{
    return {widening()};
}

QStringList idGuards()
{
    return counterGuards();
}

} // namespace Errata::ServerSecurity
