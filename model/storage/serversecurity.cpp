// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/serversecurity.h"

#include "model/storage/serverfunctions.h"

#include "model/storage/database.h"
#include "model/storage/repository.h"
#include "model/storage/storageerror.h"

#include <QCryptographicHash>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace Errata::ServerSecurity {
namespace {

// The workflow of product.md §4 (model/domain/workflow.cpp), checked in the server: which person may
// move an assignment from which state to which. Coordinators and the owner (no login) pass.
QString transitionGuard()
{
    return uR"(CREATE OR REPLACE FUNCTION errata_check_transition() RETURNS trigger LANGUAGE plpgsql
        SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE me integer := errata_me(); own boolean := OLD.annotator_id = errata_me();
        BEGIN
            IF me IS NULL OR errata_has('coordinator') THEN RETURN NEW; END IF;
            IF NEW.id <> OLD.id OR NEW.item_id <> OLD.item_id OR NEW.annotator_id <> OLD.annotator_id THEN
                RAISE EXCEPTION 'only a coordinator moves an assignment to another item or person';
            END IF;
            IF NEW.state = OLD.state THEN -- only the time spent on one's own work grows
                IF own AND NEW.iteration = OLD.iteration AND NEW.reviewer_id IS NOT DISTINCT FROM OLD.reviewer_id
                   AND NEW.discard_reason IS NOT DISTINCT FROM OLD.discard_reason
                   AND NEW.time_spent_seconds >= OLD.time_spent_seconds THEN
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
            IF own AND errata_has('annotator') AND (
                   (OLD.state IN ('new', 'returned', 'submitted') AND NEW.state = 'in_progress')
                OR (OLD.state IN ('in_progress', 'returned') AND NEW.state = 'submitted')
                OR (OLD.state NOT IN ('accepted', 'discarded') AND NEW.state = 'discarded')) THEN
                RETURN NEW;
            END IF;
            IF NOT own AND errata_has('reviewer') AND (
                   (OLD.state = 'submitted' AND NEW.state = 'in_review')
                OR (OLD.state = 'in_review' AND OLD.reviewer_id = me
                    AND NEW.state IN ('submitted', 'returned', 'accepted'))) THEN
                RETURN NEW;
            END IF;
            RAISE EXCEPTION 'errata: % may not move assignment % from % to %',
                session_user, OLD.id, OLD.state, NEW.state;
        END $$)"_s;
}

// A span stays in its layer; its annotator never decides on it (pending or amended only, unless it comes
// back with a decision a reviewer recorded); a reviewer changes only the review state of spans in work
// they claimed.
QString spanGuard()
{
    return uR"(CREATE OR REPLACE FUNCTION errata_check_span_edit() RETURNS trigger LANGUAGE plpgsql
        SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE me integer := errata_me(); layer record;
        BEGIN
            IF me IS NULL OR errata_has('coordinator') THEN RETURN NEW; END IF;
            IF TG_OP = 'UPDATE' AND NEW.layer_id <> OLD.layer_id THEN
                RAISE EXCEPTION 'errata: a span stays in its layer';
            END IF;
            SELECT l.kind, l.person_id, l.item_id INTO layer FROM layer l WHERE l.id = NEW.layer_id;
            IF errata_writes_layer(NEW.layer_id) THEN
                IF layer.kind = 'annotator' AND NEW.review_state NOT IN ('pending', 'amended')
                   AND (TG_OP = 'INSERT' OR NEW.review_state <> OLD.review_state)
                   AND NOT EXISTS (SELECT 1 FROM review_event r WHERE r.span_id = NEW.id
                                   AND r.kind IN ('accept_span', 'reject_span', 'needs_change_span')) THEN
                    RAISE EXCEPTION 'errata: only a reviewer decides on a span';
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

// History records what happened: a step's entry names the state the assignment is now in. Decisions on
// spans are the claiming reviewer's.
QString recordGuards()
{
    return uR"(CREATE OR REPLACE FUNCTION errata_check_record() RETURNS trigger LANGUAGE plpgsql
        SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE me integer := errata_me();
        BEGIN
            IF me IS NULL OR errata_has('coordinator') THEN RETURN NEW; END IF;
            -- Nested, not joined with AND: PL/pgSQL would look for the other table's column in NEW.
            IF TG_TABLE_NAME = 'history' THEN
                IF NOT EXISTS (SELECT 1 FROM assignment a WHERE a.id = NEW.assignment_id AND a.state = NEW.to_state
                               AND a.iteration = NEW.iteration) THEN
                    RAISE EXCEPTION 'errata: a history entry records the step just taken';
                END IF;
            ELSIF NEW.kind IN ('accept_span', 'reject_span', 'needs_change_span', 'resolve_thread')
                  AND NOT EXISTS (SELECT 1 FROM assignment a WHERE a.id = NEW.assignment_id AND a.state = 'in_review'
                                  AND a.reviewer_id = me) THEN
                RAISE EXCEPTION 'errata: only the reviewer who claimed the work decides on it';
            END IF;
            RETURN NEW;
        END $$)"_s;
}

// LISTEN/NOTIFY (ServerChanges): at commit, every window learns which items' assignments changed. One
// trigger per event, as a transition table allows; the payload names the items, or "*" past its limit.
QStringList announcements()
{
    QStringList sql{uR"(CREATE OR REPLACE FUNCTION errata_announce_assignments() RETURNS trigger LANGUAGE plpgsql
        SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE items text;
        BEGIN
            SELECT string_agg(DISTINCT item_id::text, ',') INTO items FROM changed;
            IF items IS NOT NULL THEN
                PERFORM pg_notify('errata_changed',
                                  'assignment ' || CASE WHEN length(items) < 7000 THEN items ELSE '*' END);
            END IF;
            RETURN NULL;
        END $$)"_s};
    for (const auto &[event, table] : {std::pair{"INSERT", "NEW"}, {"UPDATE", "NEW"}, {"DELETE", "OLD"}}) {
        const QString name = u"errata_announce_"_s + QString::fromLatin1(event).toLower();
        sql << u"DROP TRIGGER IF EXISTS %1 ON assignment"_s.arg(name)
            << u"CREATE TRIGGER %1 AFTER %2 ON assignment REFERENCING %3 TABLE AS changed FOR EACH STATEMENT "
               u"EXECUTE FUNCTION errata_announce_assignments()"_s.arg(name, QLatin1StringView(event),
                                                                       QLatin1StringView(table));
    }
    return sql;
}

QStringList triggers()
{
    QStringList sql{transitionGuard(), spanGuard(), recordGuards()};
    const auto trigger = [&](const QString &name, const QString &events, const QString &table,
                             const QString &function) {
        sql << u"DROP TRIGGER IF EXISTS %1 ON %2"_s.arg(name, table)
            << u"CREATE TRIGGER %1 BEFORE %2 ON %3 FOR EACH ROW EXECUTE FUNCTION %4()"_s.arg(name, events, table,
                                                                                             function);
    };
    trigger(u"errata_transition"_s, u"UPDATE"_s, u"assignment"_s, u"errata_check_transition"_s);
    trigger(u"errata_span_edit"_s, u"INSERT OR UPDATE"_s, u"span"_s, u"errata_check_span_edit"_s);
    trigger(u"errata_history_record"_s, u"INSERT"_s, u"history"_s, u"errata_check_record"_s);
    trigger(u"errata_review_record"_s, u"INSERT"_s, u"review_event"_s, u"errata_check_record"_s);
    return sql;
}

// One table's policies: who reads which rows, who writes them.
struct Rule
{
    QString table;
    QString read;
    QString write;       // INSERT and DELETE, and UPDATE unless `change` says otherwise
    QString change = {}; // UPDATE, where it differs (an assignment's workflow: errata_check_transition)
};

// Who reads which project settings (Visibility, on the server). A package record ("package:<owner>",
// "package:<owner>@<split>") holds its owner's work as it was at the split, unsubmitted spans and
// rationales included, and its key names them: the coordinator's, who splits and merges, alone.
QString settingsRead()
{
    return u"(SELECT errata_has('coordinator')) OR setting_key NOT LIKE 'package:%'"_s;
}

QList<Rule> rules()
{
    const QString everyone = u"true"_s;
    const QString coordinator = u"(SELECT errata_has('coordinator'))"_s;
    const QString staff = u"(SELECT errata_has('coordinator') OR errata_has('reviewer'))"_s;
    QList<Rule> all;
    for (const char *table :
         {"taxonomy_node", "taxonomy_text", "severity", "person", "item", "metric_score", "training_item"}) {
        all.append({QString::fromLatin1(table), everyone, coordinator});
    }
    // A blind project keeps some metadata (the model, the system…) from its annotators (HiddenMetadata).
    all.append({u"item_metadata"_s,
                staff + u" OR NOT (SELECT errata_blind()) OR "_s + foldedKey(u"meta_key"_s)
                    + u" <> ALL ((SELECT errata_hidden_keys())::text[])"_s,
                coordinator});
    // Reviewers keep the consensus proposals they turned down (GoldLayer::setRejected).
    all.append({u"project_setting"_s, settingsRead(),
                coordinator + u" OR ((SELECT errata_has('reviewer')) AND setting_key LIKE 'gold\\_rejected:%')"_s});
    all.append({u"attention_check"_s, staff, coordinator}); // which items are checks is not for annotators
    // Reads are the hot path (a statistic reads every span): the per-statement answers (SELECT …) come
    // first, so reviewers and coordinators pay nothing per row, and an annotator's other rows are
    // looked up by index through the layer's or assignment's own policy.
    const QString me = u"(SELECT errata_me())"_s;
    const QString handedIn = u"EXISTS (SELECT 1 FROM errata_handed_in h WHERE h.item_id = %1.item_id)"_s;
    all.append({u"layer"_s,
                staff + u" OR person_id = "_s + me
                    + u" OR (person_id IS NOT NULL AND NOT (SELECT errata_blind())) OR "_s + handedIn.arg(u"layer"_s),
                coordinator + u" OR (kind = 'gold' AND (SELECT errata_has('reviewer')))"_s});
    const QString layerSeen = staff + u" OR EXISTS (SELECT 1 FROM layer l WHERE l.id = layer_id)"_s;
    // A reviewer's decision is an UPDATE of the review state (errata_check_span_edit says which); adding
    // and removing spans is the layer's writer's. Suggestions are decided by the annotator alone.
    all.append({u"span"_s, layerSeen, u"errata_writes_layer(layer_id)"_s,
                u"errata_writes_layer(layer_id) OR (SELECT errata_has('reviewer'))"_s});
    all.append({u"suggestion"_s, layerSeen, u"errata_writes_layer(layer_id)"_s});
    all.append({u"span_link"_s, staff + u" OR EXISTS (SELECT 1 FROM span s WHERE s.id = span_id)"_s,
                u"EXISTS (SELECT 1 FROM span s WHERE s.id = span_id AND errata_writes_layer(s.layer_id))"_s});
    // The assignment's own policy cannot look at its table again (PostgreSQL refuses the recursion):
    // errata_handed_in is a view of the owner's, asked only for other people's rows of a blind project.
    all.append({u"assignment"_s,
                staff + u" OR annotator_id = "_s + me + u" OR NOT (SELECT errata_blind()) OR "_s
                    + handedIn.arg(u"assignment"_s),
                coordinator, coordinator + u" OR annotator_id = "_s + me + u" OR (SELECT errata_has('reviewer'))"_s});
    const QString assignmentSeen = staff + u" OR EXISTS (SELECT 1 FROM assignment a WHERE a.id = assignment_id)"_s;
    all.append({u"judgement"_s, assignmentSeen, coordinator + u" OR errata_own_open(assignment_id)"_s});
    all.append(
        {u"layer_snapshot"_s, assignmentSeen, coordinator + u" OR errata_snapshot_open(assignment_id, iteration)"_s});
    for (const char *table : {"review_event", "history"}) {
        const QString author = QString::fromLatin1(qstrcmp(table, "history") == 0 ? "actor_id" : "author_id");
        all.append({QString::fromLatin1(table), assignmentSeen,
                    coordinator + u" OR ("_s + author
                        + u" = (SELECT errata_me()) AND errata_assignment_seen(assignment_id))"_s});
    }
    all.append({u"merge_conflict"_s, staff, coordinator});
    for (const char *table : {"qualification_result", "qualification_breakdown"}) {
        const QString own = qstrcmp(table, "qualification_result") == 0
            ? u"person_id = (SELECT errata_me())"_s
            : u"EXISTS (SELECT 1 FROM qualification_result r WHERE r.id = result_id)"_s;
        all.append({QString::fromLatin1(table), staff + u" OR "_s + own, coordinator});
    }
    return all;
}

QStringList policies()
{
    QStringList sql;
    for (const Rule &rule : rules()) {
        sql << u"ALTER TABLE %1 ENABLE ROW LEVEL SECURITY"_s.arg(rule.table);
        for (const char *kind : {"read", "add", "change", "remove"}) {
            sql << u"DROP POLICY IF EXISTS errata_%1 ON %2"_s.arg(QLatin1StringView(kind), rule.table);
        }
        sql << u"CREATE POLICY errata_read ON %1 FOR SELECT USING (%2)"_s.arg(rule.table, rule.read)
            << u"CREATE POLICY errata_add ON %1 FOR INSERT WITH CHECK (%2)"_s.arg(rule.table, rule.write)
            << u"CREATE POLICY errata_change ON %1 FOR UPDATE USING (%2) WITH CHECK (%2)"_s.arg(
                   rule.table, rule.change.isEmpty() ? rule.write : rule.change)
            << u"CREATE POLICY errata_remove ON %1 FOR DELETE USING (%2)"_s.arg(rule.table, rule.write);
    }
    return sql;
}

QString quotedRole(const QString &role)
{
    return u"\""_s + QString(role).replace(u"\""_s, u"\"\""_s) + u"\""_s;
}

QString quotedText(const QString &text)
{
    return u"'"_s + QString(text).replace(u"'"_s, u"''"_s) + u"'"_s;
}

// All or nothing: one transaction.
bool run(Database &db, const QStringList &statements, QString *error)
{
    Transaction transaction(&db);
    QSqlQuery query(db.connection());
    for (const QString &statement : statements) {
        if (!query.exec(statement)) { // the statement's start says which of many failed
            *error = reasonText(query.lastError()) + u" (in: "_s + statement.simplified().left(80) + u"…)"_s;
            return false;
        }
    }
    if (!transaction.commit()) {
        *error = db.lastError();
        return false;
    }
    return true;
}

QStringList addLoginStatements(const QString &database, const QString &login)
{
    const QString role = quotedRole(login);
    return {u"DO $$ BEGIN CREATE ROLE %1 LOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$"_s.arg(role),
            u"GRANT %1 TO %2"_s.arg(quotedRole(database + u"_team"_s), role)};
}

// The functions, triggers, policies and grants, without the digest of them.
QStringList permissions(const QString &database)
{
    const QString team = quotedRole(teamRole(database));
    QStringList sql = functions() + triggers() + announcements() + policies();
    sql << u"DO $$ BEGIN CREATE ROLE %1 NOLOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$"_s.arg(team)
        // Nobody but the team connects; nobody makes temporary tables (which a SECURITY DEFINER function
        // might otherwise find first) or objects in the schema; the functions are the team's alone.
        << u"REVOKE ALL ON DATABASE %1 FROM PUBLIC"_s.arg(quotedRole(database))
        << u"GRANT CONNECT ON DATABASE %1 TO %2"_s.arg(quotedRole(database), team)
        << u"REVOKE CREATE ON SCHEMA public FROM PUBLIC"_s << u"GRANT USAGE ON SCHEMA public TO %1"_s.arg(team)
        << u"REVOKE EXECUTE ON ALL FUNCTIONS IN SCHEMA public FROM PUBLIC"_s
        << u"GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO %1"_s.arg(team)
        << u"GRANT SELECT ON errata_header, errata_handed_in TO %1"_s.arg(team)
        // Errata's statements are short; the policies' functions make their estimated costs look long
        // enough for JIT compilation, which then took more time than the query (50-100 ms). Only the
        // database's owner may say so; another administrator's set-up goes on without it.
        << u"DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET jit = off', current_database()); "
           u"EXCEPTION WHEN insufficient_privilege THEN NULL; END $$"_s
        // nextval only: moving a sequence (setval) is left to the owner's functions.
        << u"REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM %1"_s.arg(team)
        << u"GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO %1"_s.arg(team)
        << u"ALTER FUNCTION errata_follow_ids() SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp"_s
        << u"REVOKE ALL ON errata_login FROM %1"_s.arg(team);
    for (const Rule &rule : rules()) {
        sql << u"GRANT SELECT, INSERT, UPDATE, DELETE ON %1 TO %2"_s.arg(rule.table, team);
    }
    return sql;
}

QString digestOf(const QStringList &statements)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(statements.join(u'\n').toUtf8(), QCryptographicHash::Sha256).toHex());
}

} // namespace

QString teamRole(const QString &database)
{
    return database + u"_team"_s;
}

QStringList setUp(const QString &database)
{
    QStringList sql = permissions(database);
    // What was set up, as a digest of the statements themselves: a build that changes any policy, grant
    // or function finds a server set up by an earlier one without anyone remembering to count versions.
    const QString team = quotedRole(teamRole(database));
    const QString digest = digestOf(sql);
    sql << u"CREATE TABLE IF NOT EXISTS errata_security (digest TEXT NOT NULL)"_s << u"DELETE FROM errata_security"_s
        << u"INSERT INTO errata_security (digest) VALUES ('%1')"_s.arg(digest)
        << u"REVOKE ALL ON errata_security FROM %1"_s.arg(team) << u"GRANT SELECT ON errata_security TO %1"_s.arg(team);
    return sql;
}

QString setUpDigest(const QString &database)
{
    return digestOf(permissions(database));
}

bool apply(Database &db, QString *error, LockWait wait)
{
    QStringList statements = setUp(db.connection().databaseName());
    if (wait == LockWait::Briefly) statements.prepend(u"SET LOCAL lock_timeout = '5s'"_s);
    return run(db, statements, error);
}

bool addLogin(Database &db, const QString &login, qint64 personId, QString *error)
{
    QStringList sql = addLoginStatements(db.connection().databaseName(), login);
    sql << u"INSERT INTO errata_login (login, person_id) VALUES (%1, %2) ON CONFLICT (login) DO UPDATE SET "
           u"person_id = excluded.person_id"_s.arg(quotedText(login))
               .arg(personId);
    return run(db, sql, error);
}

bool isSetUp(Database &db)
{
    QSqlQuery query(db.connection());
    return query.exec(u"SELECT to_regclass('errata_login') IS NOT NULL"_s) && query.next() && query.value(0).toBool();
}

qint64 signedInPerson(Database &db)
{
    QSqlQuery query(db.connection());
    return query.exec(u"SELECT errata_me()"_s) && query.next() ? query.value(0).toLongLong() : 0;
}

} // namespace Errata::ServerSecurity
