// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a team server writes itself for a member rather than take from their client (issue #41): when a
// suggestion was decided, and what a layer snapshot holds. Spans' own times are the span guard's
// (serverguards.cpp); history, review events and snapshots are stamped by errata_check_record; action
// log entries by errata_stamp_action.
// Coordinators and the owner pass: imports and merged work packages bring their own (docs/server.md).
#include "model/storage/serverguards.h"

using namespace Qt::StringLiterals;

namespace Errata::ServerSecurity {
namespace {

// A decision on a suggestion is dated by the server whenever it is made or undone; a client may clear
// the date (an undone decision) but never give one.
QString decisionTime()
{
    return uR"(CREATE OR REPLACE FUNCTION errata_stamp_decision() RETURNS trigger LANGUAGE plpgsql
        SET search_path = pg_catalog, public, pg_temp AS $$
        BEGIN
            IF errata_me() IS NULL OR errata_has('coordinator') THEN RETURN NEW; END IF;
            IF TG_OP = 'INSERT' OR NEW.decision IS DISTINCT FROM OLD.decision
               OR NEW.decided_at IS DISTINCT FROM OLD.decided_at THEN
                NEW.decided_at := CASE WHEN NEW.decision = 'pending' THEN NULL ELSE errata_now() END;
            END IF;
            RETURN NEW;
        END $$)"_s;
}

// The spans a submission hands in, as SpanSnapshot::toJson writes them (model/domain/spansnapshot.cpp),
// built from the rows of the assignment's layer: a member's snapshot must hold exactly these (compared
// as JSON values, in id order), so the Changes tab a reviewer reads is the server's record, not the
// client's story. The client's own text is kept, so files and servers export the same bytes.
QString snapshotContent()
{
    return uR"(CREATE OR REPLACE FUNCTION errata_check_snapshot() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE held jsonb; sent jsonb;
        BEGIN
            IF errata_me() IS NULL OR errata_has('coordinator') THEN RETURN NEW; END IF;
            SELECT coalesce(jsonb_agg(jsonb_build_object('id', s.id,
                       'range', jsonb_build_array(s.side, s.begin_offset, s.end_offset), 'type', s.type_key,
                       'severity', coalesce(s.severity_key, ''), 'rationale', s.rationale, 'review', s.review_state,
                       'links', (SELECT coalesce(jsonb_agg(jsonb_build_array(k.link_kind,
                                     jsonb_build_array(k.side, k.begin_offset, k.end_offset)) ORDER BY k.position),
                                     '[]'::jsonb) FROM span_link k WHERE k.span_id = s.id))
                       || CASE WHEN s.correction IS NULL THEN '{}'::jsonb
                               ELSE jsonb_build_object('correction', s.correction) END ORDER BY s.id), '[]'::jsonb)
                INTO held
                FROM assignment a JOIN layer l ON l.item_id = a.item_id AND l.person_id = a.annotator_id
                    AND l.kind = 'annotator' JOIN span s ON s.layer_id = l.id
                WHERE a.id = NEW.assignment_id;
            BEGIN
                SELECT coalesce(jsonb_agg(e ORDER BY (e->>'id')::numeric), '[]'::jsonb) INTO sent
                    FROM jsonb_array_elements(NEW.spans_json::jsonb) e;
            EXCEPTION WHEN OTHERS THEN sent := NULL; -- not a JSON array of spans: not the server's either
            END;
            IF coalesce(sent, 'null'::jsonb) <> held THEN
                RAISE EXCEPTION 'errata: a snapshot holds the spans of assignment % as the server has them; % sent '
                    'others', NEW.assignment_id, session_user;
            END IF;
            RETURN NEW;
        END $$)"_s;
}

// An action log entry is dated by the server when a member writes it: the timeline is the server's
// record of when things happened, not the client's clock.
QString actionTime()
{
    return uR"(CREATE OR REPLACE FUNCTION errata_stamp_action() RETURNS trigger LANGUAGE plpgsql
        SET search_path = pg_catalog, public, pg_temp AS $$
        BEGIN
            IF errata_me() IS NULL OR errata_has('coordinator') THEN RETURN NEW; END IF;
            NEW.created_at := errata_now();
            RETURN NEW;
        END $$)"_s;
}

} // namespace

QStringList stamps()
{
    return QStringList{decisionTime(), snapshotContent(), actionTime()}
    + rowTrigger(u"errata_action_time"_s, u"INSERT"_s, u"action_log"_s, u"errata_stamp_action"_s)
        + rowTrigger(u"errata_decision_time"_s, u"INSERT OR UPDATE"_s, u"suggestion"_s, u"errata_stamp_decision"_s)
        + rowTrigger(u"errata_snapshot_content"_s, u"INSERT OR UPDATE"_s, u"layer_snapshot"_s,
                     u"errata_check_snapshot"_s);
}

} // namespace Errata::ServerSecurity
