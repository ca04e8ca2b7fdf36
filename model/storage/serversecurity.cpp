// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/serversecurity.h"

#include "model/storage/serverfunctions.h"
#include "model/storage/serverguards.h"

#include "model/storage/database.h"
#include "model/storage/repository.h"
#include "model/storage/storageerror.h"

#include <QCryptographicHash>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace Errata::ServerSecurity {
namespace {

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
    for (const char *table : {"taxonomy_node", "taxonomy_text", "severity", "item", "metric_score", "training_item"}) {
        all.append({QString::fromLatin1(table), everyone, coordinator});
    }
    // In an anonymous project only the people whose names this member may read (errata_people has everyone).
    all.append({u"person"_s, coordinator + u" OR errata_name_shown(id)"_s, coordinator});
    // A blind project keeps some metadata (the model, the system…) from its annotators (HiddenMetadata).
    all.append({u"item_metadata"_s,
                staff + u" OR NOT (SELECT errata_blind()) OR "_s + foldedKey(u"meta_key"_s)
                    + u" <> ALL ((SELECT errata_hidden_keys())::text[])"_s,
                coordinator});
    // Reviewers keep the consensus proposals they turned down (GoldLayer::setRejected).
    all.append({u"project_setting"_s, settingsRead(),
                coordinator + u" OR ((SELECT errata_has('reviewer')) AND setting_key LIKE 'gold\\_rejected:%')"_s});
    all.append({u"attention_check"_s, staff, coordinator}); // which items are checks is not for annotators
    all.append({u"web_link"_s, coordinator, coordinator});  // sign-in links (hashed) are the coordinator's
    // Reads are the hot path (a statistic reads every span): the per-statement answers (SELECT …) come
    // first, so reviewers and coordinators pay nothing per row, and an annotator's other rows are
    // looked up by index through the layer's or assignment's own policy.
    const QString me = u"(SELECT errata_me())"_s;
    const QString handedIn = u"EXISTS (SELECT 1 FROM errata_handed_in h WHERE h.item_id = %1.item_id)"_s;
    // Another person's layer only once it is handed in (never work in progress), and in a blind project only
    // on items where one's own is too; a gold or reference layer (no owner) only then, in any project.
    const QString finished = u"EXISTS (SELECT 1 FROM errata_finished_work f WHERE f.item_id = %1.item_id AND "
                             u"f.annotator_id = %1.%2)"_s;
    all.append({u"layer"_s,
                staff + u" OR person_id = "_s + me + u" OR (person_id IS NULL AND "_s + handedIn.arg(u"layer"_s)
                    + u") OR "_s + finished.arg(u"layer"_s, u"person_id"_s),
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
    // Judgements are work too: another person's only once handed in.
    all.append({u"judgement"_s,
                staff + u" OR EXISTS (SELECT 1 FROM assignment a WHERE a.id = assignment_id AND (a.annotator_id = "_s
                    + me + u" OR "_s + finished.arg(u"a"_s, u"annotator_id"_s) + u"))"_s,
                coordinator + u" OR errata_own_open(assignment_id)"_s});
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
    // The action log is the coordinator's evidence and the person's own record: nobody else's to read,
    // written by the assignment's annotator alone (its times by the server: serverstamps.cpp).
    const QString ownLog =
        u"EXISTS (SELECT 1 FROM assignment a WHERE a.id = assignment_id AND a.annotator_id = "_s + me + u")"_s;
    all.append({u"action_log"_s, coordinator + u" OR "_s + ownLog, coordinator + u" OR "_s + ownLog});
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

// The team's role and the database are named by the server itself (current_database(), format's %I):
// no name is pasted into SQL text, so none can end a quote or a $$ body early.
QString grants()
{
    QStringList tables;
    for (const Rule &rule : rules()) tables << u"'"_s + rule.table + u"'"_s;
    return uR"(DO $$ DECLARE team text := current_database() || '_team'; t text; BEGIN
        BEGIN EXECUTE format('CREATE ROLE %I NOLOGIN', team); EXCEPTION WHEN duplicate_object THEN NULL; END;
        EXECUTE format('REVOKE ALL ON DATABASE %I FROM PUBLIC', current_database());
        EXECUTE format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), team);
        REVOKE CREATE ON SCHEMA public FROM PUBLIC;
        EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', team);
        REVOKE EXECUTE ON ALL FUNCTIONS IN SCHEMA public FROM PUBLIC;
        EXECUTE format('GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO %I', team);
        EXECUTE format('REVOKE EXECUTE ON FUNCTION errata_charge_ids(bigint), errata_credit_time(bigint) FROM %I',
                       team);
        EXECUTE format('GRANT SELECT ON errata_header, errata_handed_in, errata_finished_work, errata_people TO %I',
                       team);
        EXECUTE format('REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM %I', team);
        EXECUTE format('REVOKE ALL ON errata_login, errata_step, errata_time_credit FROM %I', team);
        FOREACH t IN ARRAY ARRAY[%1]::text[] LOOP
            EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO %I', t, team);
        END LOOP;
    END $$)"_s.arg(tables.join(u", "_s));
}

// The functions, triggers, policies and grants, without the digest of them.
QStringList permissions()
{
    QStringList sql = widenIds() + functions() + guards() + announcements() + policies();
    // Nobody but the team connects; nobody makes temporary tables (which a SECURITY DEFINER function might
    // otherwise find first) or objects in the schema; the functions are the team's alone, but for the two
    // that spend a person's allowances (only the server's triggers call them). No counter is the team's:
    // ids come from column defaults and errata_reserve_ids, never from nextval or setval.
    sql << grants()
        // Errata's statements are short; the policies' functions make their estimated costs look long
        // enough for JIT compilation, which then took more time than the query (50-100 ms). Only the
        // database's owner may say so; another administrator's set-up goes on without it.
        << u"DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET jit = off', current_database()); "
           u"EXCEPTION WHEN insufficient_privilege THEN NULL; END $$"_s
        << u"ALTER FUNCTION errata_follow_ids() SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp"_s;
    return sql;
}

QString digestOf(const QStringList &statements)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(statements.join(u'\n').toUtf8(), QCryptographicHash::Sha256).toHex());
}

} // namespace

QStringList setUp()
{
    QStringList sql = permissions();
    // What was set up, as a digest of the statements themselves: a build that changes any policy, grant
    // or function finds a server set up by an earlier one without anyone remembering to count versions.
    const QString digest = digestOf(sql);
    sql << u"CREATE TABLE IF NOT EXISTS errata_security (digest TEXT NOT NULL)"_s << u"DELETE FROM errata_security"_s
        << u"INSERT INTO errata_security (digest) VALUES ('%1')"_s.arg(digest)
        << uR"(DO $$ DECLARE team text := current_database() || '_team'; BEGIN
            EXECUTE format('REVOKE ALL ON errata_security FROM %I', team);
            EXECUTE format('GRANT SELECT ON errata_security TO %I', team);
        END $$)"_s;
    return sql;
}

QString setUpDigest()
{
    return digestOf(permissions());
}

bool apply(Database &db, QString *error, LockWait wait)
{
    QStringList statements = setUp();
    if (wait == LockWait::Briefly) statements.prepend(u"SET LOCAL lock_timeout = '5s'"_s);
    return run(db, statements, error);
}

bool addLogin(Database &db, const QString &login, qint64 personId, QString *error, qint64 *previousPerson)
{
    Transaction transaction(&db);
    QSqlQuery query(db.connection());
    const auto failed = [&] {
        *error = reasonText(query.lastError());
        return false;
    };
    // The server quotes the login (format's %I) from a bound value and answers the statements, which run as
    // they are: Errata pastes nothing of the name into SQL text.
    query.prepare(u"SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = ?::text) THEN "
                  u"format('CREATE ROLE %I LOGIN', ?::text) END, format('GRANT %I TO %I', current_database() || "
                  u"'_team', ?::text)"_s);
    for (int i = 0; i < 3; ++i) query.addBindValue(login);
    if (!query.exec() || !query.next()) return failed();
    QStringList statements;
    if (!query.isNull(0)) statements << query.value(0).toString();
    statements << query.value(1).toString() << allowanceStatement(personId);
    query.finish();
    for (const QString &statement : std::as_const(statements)) {
        if (!query.exec(statement)) return failed();
    }
    query.prepare(u"SELECT person_id FROM errata_login WHERE login = ?"_s);
    query.addBindValue(login);
    if (!query.exec()) return failed();
    if (previousPerson) *previousPerson = query.next() ? query.value(0).toLongLong() : 0;
    query.finish();
    query.prepare(u"INSERT INTO errata_login (login, person_id) VALUES (?, ?) ON CONFLICT (login) DO UPDATE SET "
                  u"person_id = excluded.person_id"_s);
    query.addBindValue(login);
    query.addBindValue(personId);
    if (!query.exec()) return failed();
    if (!transaction.commit()) {
        *error = db.lastError();
        return false;
    }
    return true;
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
