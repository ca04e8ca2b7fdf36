// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/serversecurity.h"

#include "model/storage/database.h"
#include "model/storage/repository.h"
#include "model/storage/storageerror.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace Errata::ServerSecurity {
namespace {

// Who is asking, as the policies see it. SECURITY DEFINER: the login table is the owner's alone. Each
// policy calls these as "(SELECT f())", which PostgreSQL evaluates once per statement, not per row.
QStringList identity()
{
    return {
        uR"(CREATE TABLE IF NOT EXISTS errata_login (
            login name PRIMARY KEY,
            person_id INTEGER NOT NULL REFERENCES person(id)))"_s,
        uR"(CREATE OR REPLACE FUNCTION errata_me() RETURNS integer LANGUAGE sql STABLE SECURITY DEFINER
            SET search_path = public AS $$ SELECT person_id FROM errata_login WHERE login = session_user $$)"_s,
        uR"(CREATE OR REPLACE FUNCTION errata_has(role text) RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER
            SET search_path = public AS $$
            SELECT coalesce((SELECT active = 1 AND CASE role WHEN 'annotator' THEN is_annotator = 1
                WHEN 'reviewer' THEN is_reviewer = 1 WHEN 'coordinator' THEN is_coordinator = 1 ELSE false END
                FROM person WHERE id = errata_me()), false) $$)"_s,
        uR"(CREATE OR REPLACE FUNCTION errata_blind() RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER
            SET search_path = public AS $$
            SELECT coalesce((SELECT setting_value <> '0' FROM project_setting WHERE setting_key = 'blind_mode'), true)
            $$)"_s,
        // product.md §4 and mayViewOtherLayers(): in a blind project an annotator sees another's work on an
        // item only once their own is handed in. SECURITY DEFINER, so that it reads every assignment.
        uR"(CREATE OR REPLACE FUNCTION errata_sees(item integer, owner integer) RETURNS boolean LANGUAGE sql
            STABLE SECURITY DEFINER SET search_path = public AS $$
            SELECT owner = errata_me() OR errata_has('reviewer') OR errata_has('coordinator') OR NOT errata_blind()
                OR EXISTS (SELECT 1 FROM assignment a WHERE a.item_id = item AND a.annotator_id = errata_me()
                           AND a.state IN ('submitted', 'in_review', 'accepted')) $$)"_s,
        // Who may write a layer's spans: its annotator while the work is in progress or returned, reviewers
        // the gold layer, coordinators everything (imports, merges, predictions).
        uR"(CREATE OR REPLACE FUNCTION errata_writes_layer(layer integer) RETURNS boolean LANGUAGE sql
            STABLE SECURITY DEFINER SET search_path = public AS $$
            SELECT errata_has('coordinator') OR EXISTS (SELECT 1 FROM layer l WHERE l.id = layer AND (
                (l.kind = 'gold' AND errata_has('reviewer'))
                OR (l.kind = 'annotator' AND l.person_id = errata_me() AND EXISTS (SELECT 1 FROM assignment a
                    WHERE a.item_id = l.item_id AND a.annotator_id = l.person_id
                      AND a.state IN ('in_progress', 'returned'))))) $$)"_s,
        uR"(CREATE OR REPLACE FUNCTION errata_layer_seen(layer integer) RETURNS boolean LANGUAGE sql
            STABLE SECURITY DEFINER SET search_path = public AS $$
            SELECT EXISTS (SELECT 1 FROM layer l WHERE l.id = layer AND errata_sees(l.item_id, l.person_id)) $$)"_s,
        uR"(CREATE OR REPLACE FUNCTION errata_assignment_seen(assignment integer) RETURNS boolean LANGUAGE sql
            STABLE SECURITY DEFINER SET search_path = public AS $$
            SELECT EXISTS (SELECT 1 FROM assignment a WHERE a.id = assignment
                           AND errata_sees(a.item_id, a.annotator_id)) $$)"_s,
        uR"(CREATE OR REPLACE FUNCTION errata_own_open(assignment integer) RETURNS boolean LANGUAGE sql
            STABLE SECURITY DEFINER SET search_path = public AS $$
            SELECT EXISTS (SELECT 1 FROM assignment a WHERE a.id = assignment AND a.annotator_id = errata_me()
                           AND a.state IN ('in_progress', 'returned')) $$)"_s,
    };
}

// The workflow of product.md §4 (model/domain/workflow.cpp), checked in the server: which person may
// move an assignment from which state to which. Coordinators and the owner (no login) pass.
QString transitionGuard()
{
    return uR"(CREATE OR REPLACE FUNCTION errata_check_transition() RETURNS trigger LANGUAGE plpgsql
        SET search_path = public AS $$
        DECLARE me integer := errata_me(); own boolean := OLD.annotator_id = errata_me();
        BEGIN
            IF me IS NULL OR errata_has('coordinator') THEN RETURN NEW; END IF;
            IF NEW.item_id <> OLD.item_id OR NEW.annotator_id <> OLD.annotator_id THEN
                RAISE EXCEPTION 'only a coordinator moves an assignment to another item or person';
            END IF;
            IF NEW.iteration < OLD.iteration THEN RAISE EXCEPTION 'an iteration never goes back'; END IF;
            IF NEW.state = OLD.state AND NEW.reviewer_id IS NOT DISTINCT FROM OLD.reviewer_id
               AND NEW.iteration = OLD.iteration AND (own OR OLD.reviewer_id = me) THEN
                RETURN NEW; -- time spent
            END IF;
            IF own AND errata_has('annotator') AND (
                   (OLD.state IN ('new', 'returned', 'submitted') AND NEW.state = 'in_progress')
                OR (OLD.state IN ('in_progress', 'returned') AND NEW.state = 'submitted')
                OR (OLD.state NOT IN ('accepted', 'discarded') AND NEW.state = 'discarded')) THEN
                RETURN NEW;
            END IF;
            IF NOT own AND errata_has('reviewer') AND (
                   (OLD.state = 'submitted' AND NEW.state = 'in_review' AND NEW.reviewer_id = me)
                OR (OLD.state = 'in_review' AND OLD.reviewer_id = me
                    AND NEW.state IN ('submitted', 'returned', 'accepted'))) THEN
                RETURN NEW;
            END IF;
            RAISE EXCEPTION 'errata: % may not move assignment % from % to %',
                session_user, OLD.id, OLD.state, NEW.state;
        END $$)"_s;
}

// A reviewer decides on an annotator's span (its review state) but never edits it.
QString spanGuard()
{
    return uR"(CREATE OR REPLACE FUNCTION errata_check_span_edit() RETURNS trigger LANGUAGE plpgsql
        SET search_path = public AS $$
        BEGIN
            IF errata_me() IS NULL OR errata_writes_layer(OLD.layer_id) THEN RETURN NEW; END IF;
            IF errata_has('reviewer') AND (to_jsonb(NEW) - 'review_state' - 'modified_at')
                                        = (to_jsonb(OLD) - 'review_state' - 'modified_at') THEN
                RETURN NEW;
            END IF;
            RAISE EXCEPTION 'errata: % may not edit span % of another person''s layer', session_user, OLD.id;
        END $$)"_s;
}

// LISTEN/NOTIFY (ServerChanges): at commit, every window learns which items' assignments changed. One
// trigger per event, as a transition table allows; the payload names the items, or "*" past its limit.
QStringList announcements()
{
    QStringList sql{uR"(CREATE OR REPLACE FUNCTION errata_announce_assignments() RETURNS trigger LANGUAGE plpgsql
        SET search_path = public AS $$
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
    return {transitionGuard(),
            spanGuard(),
            u"DROP TRIGGER IF EXISTS errata_transition ON assignment"_s,
            u"CREATE TRIGGER errata_transition BEFORE UPDATE ON assignment FOR EACH ROW "
            u"EXECUTE FUNCTION errata_check_transition()"_s,
            u"DROP TRIGGER IF EXISTS errata_span_edit ON span"_s,
            u"CREATE TRIGGER errata_span_edit BEFORE UPDATE ON span FOR EACH ROW "
            u"EXECUTE FUNCTION errata_check_span_edit()"_s};
}

// One table's policies: who reads which rows, who writes them.
struct Rule
{
    QString table;
    QString read;
    QString write;       // INSERT and DELETE, and UPDATE unless `change` says otherwise
    QString change = {}; // UPDATE, where it differs (an assignment's workflow: errata_check_transition)
};

QList<Rule> rules()
{
    const QString everyone = u"true"_s;
    const QString coordinator = u"(SELECT errata_has('coordinator'))"_s;
    const QString staff = u"(SELECT errata_has('coordinator') OR errata_has('reviewer'))"_s;
    QList<Rule> all;
    for (const char *table : {"project_setting", "taxonomy_node", "taxonomy_text", "severity", "person", "item",
                              "item_metadata", "metric_score", "training_item", "attention_check"}) {
        all.append({QString::fromLatin1(table), everyone, coordinator});
    }
    all.append({u"layer"_s, u"errata_sees(item_id, person_id)"_s,
                coordinator + u" OR (kind = 'gold' AND (SELECT errata_has('reviewer')))"_s});
    for (const char *table : {"span", "suggestion"}) {
        all.append({QString::fromLatin1(table), u"errata_layer_seen(layer_id)"_s,
                    u"errata_writes_layer(layer_id) OR (SELECT errata_has('reviewer'))"_s});
    }
    all.append({u"span_link"_s, u"EXISTS (SELECT 1 FROM span s WHERE s.id = span_id)"_s,
                u"EXISTS (SELECT 1 FROM span s WHERE s.id = span_id AND errata_writes_layer(s.layer_id))"_s});
    all.append({u"assignment"_s, u"errata_sees(item_id, annotator_id)"_s, coordinator,
                coordinator + u" OR annotator_id = (SELECT errata_me()) OR (SELECT errata_has('reviewer'))"_s});
    all.append({u"judgement"_s, u"errata_assignment_seen(assignment_id)"_s,
                coordinator + u" OR errata_own_open(assignment_id)"_s});
    all.append({u"layer_snapshot"_s, u"errata_assignment_seen(assignment_id)"_s,
                coordinator + u" OR errata_own_open(assignment_id)"_s});
    for (const char *table : {"review_event", "history"}) {
        const QString author = QString::fromLatin1(qstrcmp(table, "history") == 0 ? "actor_id" : "author_id");
        all.append({QString::fromLatin1(table), u"errata_assignment_seen(assignment_id)"_s,
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
        if (!query.exec(statement)) {
            *error = reasonText(query.lastError());
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

} // namespace

QString teamRole(const QString &database)
{
    return database + u"_team"_s;
}

QStringList setUp(const QString &database)
{
    const QString team = quotedRole(teamRole(database));
    QStringList sql = identity() + triggers() + announcements() + policies();
    sql << u"DO $$ BEGIN CREATE ROLE %1 NOLOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$"_s.arg(team)
        << u"GRANT CONNECT ON DATABASE %1 TO %2"_s.arg(quotedRole(database), team)
        << u"GRANT USAGE ON SCHEMA public TO %1"_s.arg(team) << u"GRANT SELECT ON errata_header TO %1"_s.arg(team)
        << u"GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO %1"_s.arg(team)
        << u"REVOKE ALL ON errata_login FROM %1"_s.arg(team);
    for (const Rule &rule : rules()) {
        sql << u"GRANT SELECT, INSERT, UPDATE, DELETE ON %1 TO %2"_s.arg(rule.table, team);
    }
    return sql;
}

bool apply(Database &db, QString *error)
{
    return run(db, setUp(db.connection().databaseName()), error);
}

bool addLogin(Database &db, const QString &login, qint64 personId, QString *error)
{
    QStringList sql = addLoginStatements(db.connection().databaseName(), login);
    sql << u"INSERT INTO errata_login (login, person_id) VALUES (%1, %2) ON CONFLICT (login) DO UPDATE SET "
           u"person_id = excluded.person_id"_s.arg(quotedText(login))
               .arg(personId);
    return run(db, sql, error);
}

qint64 signedInPerson(Database &db)
{
    QSqlQuery query(db.connection());
    return query.exec(u"SELECT errata_me()"_s) && query.next() ? query.value(0).toLongLong() : 0;
}

} // namespace Errata::ServerSecurity
