// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// product.md §4 enforced by the server itself (issue #21): each person signs in as their own PostgreSQL role
// and tries, directly in SQL through psql and through Qt's driver, everything their role may not do —
// reading another annotator's layer in a blind project, writing another's span or their own after
// handing it in, changing an assignment, skipping a workflow state, adding people, touching the
// taxonomy. Every attempt is refused by the server and the data stays as it was (a digest of every
// table, before and after). What each role may do still works, through Errata's own repositories.
#include "model/document/reviewsession.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/project/serveradmin.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/serversecurity.h"
#include "model/storage/spanrepository.h"

#include "tests/serversupport.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace Qt::StringLiterals;
using namespace Errata;

class ServerSecurityTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void annotatorCannotSeeAnotherLayerInABlindProject();
    void annotatorCannotReadHiddenMetadata();
    void hiddenKeysInAnySpellingAndPackageRecords();
    void forbiddenWritesAreRefusedByTheServer_data();
    void forbiddenWritesAreRefusedByTheServer();
    void theDriverMeetsTheSameRefusals();
    void eachRoleCanStillDoItsWork();
    void anEarlierBuildsPermissionsGiveWayOnTheOwnersOpen();

private:
    QString scalar(const QString &sql, const QString &user = u"errata_admin"_s);
    QString digest(); // every table's rows, as the owner sees them
    QString url(const QString &login) const { return ServerSupport::databaseUrl(m_cluster, m_name, login); }

    QTemporaryDir m_dir;
    ServerSupport::Cluster m_cluster;
    QString m_name = u"security"_s;
    qint64 m_amara = 0, m_bao = 0, m_rosa = 0;
    qint64 m_openItem = 0;      // an item where Amara's work is in progress and Bao's layer has spans
    qint64 m_amaraOpen = 0;     // that assignment of Amara's
    qint64 m_amaraHandedIn = 0; // one of Amara's that is submitted
    qint64 m_baoLayer = 0;
};

QString ServerSecurityTest::scalar(const QString &sql, const QString &user)
{
    return ServerSupport::scalar(m_cluster, m_name, sql, user);
}

QString ServerSecurityTest::digest()
{
    return ServerSupport::rowsDigest(m_cluster, m_name);
}

void ServerSecurityTest::initTestCase()
{
    m_cluster = ServerSupport::cluster();
    if (!m_cluster.isValid()) QSKIP("no PostgreSQL test cluster (run through CTest, with PostgreSQL installed)");
    QString error;
    // push also sets up the permissions
    const QString admin = ServerSupport::pushedDemo(m_cluster, m_name, m_dir.path(),
                                                    {{u"Amara Okafor"_s, u"amara"_s},
                                                     {u"Bao Chen"_s, u"bao"_s},
                                                     {u"Rosa Delgado"_s, u"rosa"_s},
                                                     {u"Priya Raman"_s, u"priya"_s}},
                                                    &error);
    QVERIFY2(!admin.isEmpty(), qPrintable(error));
    m_amara = scalar(u"SELECT id FROM person WHERE name = 'Amara Okafor'"_s).toLongLong();
    m_bao = scalar(u"SELECT id FROM person WHERE name = 'Bao Chen'"_s).toLongLong();
    m_rosa = scalar(u"SELECT id FROM person WHERE name = 'Rosa Delgado'"_s).toLongLong();
    // The demo leaves Amara's work on some items open; one where Bao marked spans is the test's item.
    const QStringList open = scalar(u"SELECT a.id, a.item_id, l.id FROM assignment a JOIN layer l ON l.item_id = "
                                    u"a.item_id AND l.person_id = %1 WHERE a.annotator_id = %2 AND a.state IN "
                                    u"('new', 'in_progress') AND EXISTS (SELECT 1 FROM span s WHERE s.layer_id = "
                                    u"l.id) ORDER BY a.id LIMIT 1"_s.arg(m_bao)
                                        .arg(m_amara))
                                 .split(u'|');
    QCOMPARE(open.size(), 3);
    m_amaraOpen = open[0].toLongLong();
    m_openItem = open[1].toLongLong();
    m_baoLayer = open[2].toLongLong();
    // In progress, so that what she may not write there is refused for that reason and no other.
    scalar(u"UPDATE assignment SET state = 'in_progress' WHERE id = %1"_s.arg(m_amaraOpen));
    m_amaraHandedIn =
        scalar(u"SELECT min(id) FROM assignment WHERE annotator_id = %1 AND state = 'submitted'"_s.arg(m_amara))
            .toLongLong();
    QVERIFY(m_amaraHandedIn > 0);
    QCOMPARE(scalar(u"SELECT setting_value FROM project_setting WHERE setting_key = 'blind_mode'"_s), u"1"_s);
}

void ServerSecurityTest::annotatorCannotSeeAnotherLayerInABlindProject()
{
    const QString baoSpans = u"SELECT count(*) FROM span WHERE layer_id = %1"_s.arg(m_baoLayer);
    QVERIFY(scalar(baoSpans).toInt() > 0);            // the owner sees them
    QCOMPARE(scalar(baoSpans, u"amara"_s), u"0"_s);   // Amara, whose work there is open, does not
    QVERIFY(scalar(baoSpans, u"rosa"_s).toInt() > 0); // a reviewer does
    QCOMPARE(scalar(u"SELECT count(*) FROM layer WHERE id = %1"_s.arg(m_baoLayer), u"amara"_s), u"0"_s);
    QCOMPARE(
        scalar(u"SELECT count(*) FROM assignment WHERE item_id = %1 AND annotator_id = %2"_s.arg(m_openItem).arg(m_bao),
               u"amara"_s),
        u"0"_s);
    QVERIFY(scalar(u"SELECT count(*) FROM errata_login"_s, u"amara"_s).contains(u"permission denied"_s));
    // Once her own work on an item is handed in, she may compare (mayViewOtherLayers).
    const qint64 handedInItem =
        scalar(u"SELECT item_id FROM assignment WHERE id = %1"_s.arg(m_amaraHandedIn)).toLongLong();
    QCOMPARE(
        scalar(u"SELECT count(*) FROM layer WHERE item_id = %1 AND kind = 'annotator'"_s.arg(handedInItem), u"amara"_s),
        scalar(u"SELECT count(*) FROM layer WHERE item_id = %1 AND kind = 'annotator'"_s.arg(handedInItem)));
}

// The demo names no hidden keys, so the defaults hide its model and decoding settings, not its topic.
void ServerSecurityTest::annotatorCannotReadHiddenMetadata()
{
    const auto count = [&](const QString &key, const QString &login) {
        return scalar(u"SELECT count(*) FROM item_metadata WHERE meta_key = '%1'"_s.arg(key), login);
    };
    QCOMPARE(count(u"model"_s, u"errata_admin"_s), u"12"_s);
    QCOMPARE(count(u"model"_s, u"amara"_s), u"0"_s);
    QCOMPARE(count(u"temperature"_s, u"amara"_s), u"0"_s);
    QCOMPARE(count(u"topic"_s, u"amara"_s), u"12"_s);
    QCOMPARE(count(u"model"_s, u"rosa"_s), u"12"_s); // reviewers see what the window shows them
    // The project's own list replaces the defaults; "none" hides nothing.
    const QString before = digest();
    scalar(u"INSERT INTO project_setting (setting_key, setting_value) VALUES ('hidden_metadata', ' topic , model')"_s);
    QCOMPARE(count(u"topic"_s, u"amara"_s), u"0"_s);
    QCOMPARE(count(u"model"_s, u"amara"_s), u"0"_s);
    QCOMPARE(count(u"temperature"_s, u"amara"_s), u"12"_s);
    scalar(u"UPDATE project_setting SET setting_value = 'none' WHERE setting_key = 'hidden_metadata'"_s);
    QCOMPARE(count(u"model"_s, u"amara"_s), u"12"_s);
    scalar(u"DELETE FROM project_setting WHERE setting_key = 'hidden_metadata'"_s);
    QCOMPARE(digest(), before);
}

// Issue #42: a key the project hides is hidden in any spelling (HiddenMetadata::folded), and the
// record a split keeps at home ("package:<owner>", the owner's unsubmitted spans and rationales, and
// their name) is the coordinator's alone.
void ServerSecurityTest::hiddenKeysInAnySpellingAndPackageRecords()
{
    const QString before = digest();
    scalar(u"INSERT INTO item_metadata (item_id, meta_key, meta_value) VALUES (%1, 'Model', 'SecretQ'), "
           u"(%1, 'SYSTEM', 'SecretQ'), (%1, 'Top P', 'SecretQ')"_s.arg(m_openItem));
    const QString secrets = u"SELECT count(*) FROM item_metadata WHERE meta_value = 'SecretQ'"_s;
    QCOMPARE(scalar(secrets), u"3"_s);
    QCOMPARE(scalar(secrets, u"amara"_s), u"0"_s);
    QCOMPARE(scalar(secrets, u"rosa"_s), u"3"_s);
    scalar(u"DELETE FROM item_metadata WHERE meta_value = 'SecretQ'"_s);
    scalar(u"INSERT INTO project_setting (setting_key, setting_value) VALUES ('package:Bao Chen', "
           u"'{\"rationale\": \"BaosUnsubmitted\"}'), ('package:Bao Chen@s1', '{}')"_s);
    const QString records = u"SELECT count(*) FROM project_setting WHERE setting_key LIKE 'package:%'"_s;
    QCOMPARE(scalar(records, u"amara"_s), u"0"_s);
    QCOMPARE(scalar(records, u"rosa"_s), u"0"_s);
    QCOMPARE(scalar(records, u"priya"_s), u"2"_s);
    QCOMPARE(scalar(u"SELECT count(*) FROM project_setting WHERE setting_key = 'blind_mode'"_s, u"amara"_s), u"1"_s);
    scalar(u"DELETE FROM project_setting WHERE setting_key LIKE 'package:%'"_s);
    QCOMPARE(digest(), before);
}

void ServerSecurityTest::forbiddenWritesAreRefusedByTheServer_data()
{
    QTest::addColumn<QString>("login");
    QTest::addColumn<QString>("sql");
    const auto span = [](qint64 layer) {
        return u"INSERT INTO span (layer_id, begin_offset, end_offset, type_key, created_at, modified_at) VALUES "
               u"(%1, 0, 3, (SELECT node_key FROM taxonomy_node WHERE selectable = 1 LIMIT 1), 'x', 'x')"_s.arg(layer);
    };
    // An UPDATE or DELETE that a policy filters out silently is refused here too: it must fail, never
    // report "changed", and leave the tables as they were.
    const auto changesNothing = [](const QString &statement) {
        return u"DO $$ BEGIN %1; IF FOUND THEN RAISE 'changed'; END IF; RAISE 'nothing changed'; END $$"_s.arg(
            statement);
    };
    const QString amaraLayerOf = u"(SELECT l.id FROM layer l JOIN assignment a ON a.item_id = l.item_id AND "
                                 u"a.annotator_id = l.person_id WHERE a.id = %1)"_s;
    QTest::newRow("annotator writes another's span") << u"amara"_s << span(m_baoLayer);
    QTest::newRow("annotator edits another's span")
        << u"amara"_s << changesNothing(u"UPDATE span SET begin_offset = 0 WHERE layer_id = %1"_s).arg(m_baoLayer);
    QTest::newRow("annotator writes after handing in")
        << u"amara"_s
        << u"INSERT INTO span (layer_id, begin_offset, end_offset, type_key, created_at, modified_at) "
           u"SELECT %1, 0, 3, (SELECT node_key FROM taxonomy_node WHERE selectable = 1 LIMIT 1), 'x', "
           u"'x'"_s.arg(amaraLayerOf.arg(m_amaraHandedIn));
    QTest::newRow("annotator deletes after handing in")
        << u"amara"_s
        << changesNothing(u"DELETE FROM span WHERE layer_id = %1"_s).arg(amaraLayerOf.arg(m_amaraHandedIn));
    QTest::newRow("annotator takes another's assignment")
        << u"amara"_s << u"UPDATE assignment SET annotator_id = %1 WHERE id = %2"_s.arg(m_bao).arg(m_amaraOpen);
    QTest::newRow("annotator skips to accepted")
        << u"amara"_s << u"UPDATE assignment SET state = 'accepted' WHERE id = %1"_s.arg(m_amaraOpen);
    QTest::newRow("annotator assigns work")
        << u"amara"_s
        << u"INSERT INTO assignment (item_id, annotator_id) VALUES ((SELECT min(id) FROM item), %1)"_s.arg(m_rosa);
    QTest::newRow("annotator adds a person")
        << u"amara"_s << u"INSERT INTO person (name, is_coordinator, created_at) VALUES ('Mallory', 1, 'x')"_s;
    QTest::newRow("annotator makes herself coordinator")
        << u"amara"_s << changesNothing(u"UPDATE person SET is_coordinator = 1 WHERE name = 'Amara Okafor'"_s);
    QTest::newRow("annotator changes the taxonomy")
        << u"amara"_s << u"INSERT INTO taxonomy_node (node_key, level, position, selectable) VALUES ('X', 1, 99, 1)"_s;
    QTest::newRow("annotator forges history")
        << u"amara"_s
        << u"INSERT INTO history (assignment_id, actor_id, action, to_state, iteration, created_at) "
           u"VALUES (%1, %2, 'accept', 'accepted', 1, 'x')"_s.arg(m_amaraOpen)
               .arg(m_rosa);
    QTest::newRow("annotator rewrites history")
        << u"amara"_s << u"UPDATE history SET reason = 'x' WHERE actor_id = %1"_s.arg(m_amara);
    QTest::newRow("annotator shadows the login table")
        << u"amara"_s
        << u"CREATE TEMP TABLE errata_login (login name, person_id integer); INSERT INTO errata_login "
           u"SELECT session_user, id FROM person WHERE is_coordinator = 1; INSERT INTO person (name, "
           u"created_at) VALUES ('Mallory', 'x')"_s;
    QTest::newRow("annotator marks her own span accepted")
        << u"amara"_s
        << span(0)
               .replace(u"VALUES (0,"_s, u"VALUES (%1,"_s.arg(amaraLayerOf.arg(m_amaraOpen)))
               .replace(u"created_at, modified_at)"_s, u"created_at, modified_at, review_state)"_s)
               .replace(u"'x', 'x')"_s, u"'x', 'x', 'accepted')"_s);
    QTest::newRow("annotator forges an acceptance of her own")
        << u"amara"_s
        << u"INSERT INTO history (assignment_id, actor_id, action, to_state, iteration, created_at) "
           u"VALUES (%1, %2, 'accept', 'accepted', 1, 'x')"_s.arg(m_amaraOpen)
               .arg(m_amara);
    QTest::newRow("annotator rewrites a handed-in snapshot")
        << u"amara"_s
        << changesNothing(u"UPDATE layer_snapshot SET spans_json = '[]' WHERE assignment_id = %1"_s)
               .arg(m_amaraHandedIn);
    QTest::newRow("annotator winds a sequence back")
        << u"amara"_s << u"SELECT setval(pg_get_serial_sequence('span', 'id'), 1)"_s;
    QTest::newRow("reviewer adds a span to an annotator's layer") << u"rosa"_s << span(m_baoLayer);
    QTest::newRow("reviewer deletes an annotator's span")
        << u"rosa"_s << changesNothing(u"DELETE FROM span WHERE layer_id = %1"_s).arg(m_baoLayer);
    QTest::newRow("reviewer decides on work nobody claimed")
        << u"rosa"_s
        << u"INSERT INTO review_event (assignment_id, author_id, kind, body, created_at) VALUES (%1, %2, "
           u"'accept_span', '', 'x')"_s.arg(m_amaraHandedIn)
               .arg(m_rosa);
    QTest::newRow("reviewer edits an annotator's span")
        << u"rosa"_s << u"UPDATE span SET end_offset = end_offset + 1 WHERE layer_id = %1"_s.arg(m_baoLayer);
    QTest::newRow("reviewer accepts unclaimed work")
        << u"rosa"_s << u"UPDATE assignment SET state = 'accepted' WHERE id = %1"_s.arg(m_amaraHandedIn);
    QTest::newRow("reviewer reassigns") << u"rosa"_s
                                        << u"UPDATE assignment SET annotator_id = %1 WHERE id = %2"_s.arg(m_bao).arg(
                                               m_amaraOpen);
    QTest::newRow("reviewer adds a person")
        << u"rosa"_s << u"INSERT INTO person (name, created_at) VALUES ('Mallory', 'x')"_s;
}

void ServerSecurityTest::forbiddenWritesAreRefusedByTheServer()
{
    QFETCH(QString, login);
    QFETCH(QString, sql);
    const QString before = digest();
    const auto run = ServerSupport::psql(m_cluster, m_name, sql, login);
    QVERIFY2(run.exitCode != 0, qPrintable(u"the server let %1 run: %2"_s.arg(login, sql)));
    QVERIFY2(!run.err.contains(u"ERROR:  changed"_s) && !run.err.contains(u"ERROR:  deleted"_s), qPrintable(run.err));
    QCOMPARE(digest(), before);
}

void ServerSecurityTest::theDriverMeetsTheSameRefusals()
{
    // Qt's driver, as a client that skips Errata's checks: straight SQL on Amara's own connection.
    const QString before = digest();
    Database db;
    QVERIFY2(db.open(url(u"amara"_s), Database::OpenMode::OpenExisting), qPrintable(db.lastError()));
    QCOMPARE(ServerSecurity::signedInPerson(db), m_amara);
    QSqlQuery query(db.connection());
    QVERIFY(query.exec(u"SELECT count(*) FROM span WHERE layer_id = %1"_s.arg(m_baoLayer)) && query.next());
    QCOMPARE(query.value(0).toInt(), 0);
    QVERIFY(!query.exec(u"UPDATE assignment SET state = 'accepted' WHERE id = %1"_s.arg(m_amaraOpen)));
    QVERIFY2(query.lastError().text().contains(u"may not move assignment"_s), qPrintable(query.lastError().text()));
    QVERIFY(!query.exec(u"INSERT INTO person (name, created_at) VALUES ('Mallory', 'x')"_s));
    QVERIFY2(query.lastError().text().contains(u"row-level security"_s), qPrintable(query.lastError().text()));
    // And through Errata's own repository, which the server refuses too if the app's check were gone:
    AssignmentRepository assignments(&db);
    QVERIFY(!assignments.perform(m_amaraHandedIn, WorkflowAction::Accept, m_amara));
    QCOMPARE(digest(), before);
}

void ServerSecurityTest::eachRoleCanStillDoItsWork()
{
    QString error;
    auto amara = Project::open(url(u"amara"_s), &error);
    QVERIFY2(amara, qPrintable(error));
    AssignmentRepository work(&amara->database());
    const auto own = work.find(m_amaraOpen);
    QVERIFY(own);
    if (own->state == AssignmentState::New) {
        QVERIFY2(work.perform(m_amaraOpen, WorkflowAction::Open, m_amara), qPrintable(work.lastError()));
    }
    SpanRepository spans(&amara->database());
    const auto layer = spans.annotatorLayer(m_openItem, m_amara);
    QVERIFY(layer);
    Span span;
    span.layerId = *layer;
    span.range = {0, 4, TextSide::Generation};
    span.typeKey = scalar(u"SELECT node_key FROM taxonomy_node WHERE selectable = 1 ORDER BY node_key LIMIT 1"_s);
    QVERIFY2(spans.add(span), qPrintable(spans.lastError()));
    QVERIFY2(work.perform(m_amaraOpen, WorkflowAction::Submit, m_amara), qPrintable(work.lastError()));
    QCOMPARE(scalar(u"SELECT state FROM assignment WHERE id = %1"_s.arg(m_amaraOpen)), u"submitted"_s);

    auto rosa = Project::open(url(u"rosa"_s), &error);
    QVERIFY2(rosa, qPrintable(error));
    ReviewSession review(*rosa, m_rosa, m_amaraOpen); // as the Review tab does it
    QVERIFY2(review.claim(), qPrintable(review.lastError()));
    QVERIFY2(review.decide(span.id, SpanDecision::NeedsChange, u"Which word?"_s), qPrintable(review.lastError()));
    QVERIFY2(review.returnForAmendment(u"Check the first word."_s), qPrintable(review.lastError()));
    QCOMPARE(scalar(u"SELECT state || ' ' || review_state FROM assignment a JOIN span s ON s.id = %1 WHERE a.id = %2"_s
                        .arg(span.id)
                        .arg(m_amaraOpen)),
             u"returned needs_change"_s);
    QCOMPARE(scalar(u"SELECT count(*) FROM history WHERE assignment_id = %1 AND action IN ('submit', 'claim', "
                    u"'return')"_s.arg(m_amaraOpen)),
             u"3"_s);
}

void ServerSecurityTest::anEarlierBuildsPermissionsGiveWayOnTheOwnersOpen()
{
    // A server set up by an earlier build, whose policy let any team member change any span, with the
    // digest of what that build set up.
    const QString policy = u"SELECT qual FROM pg_policies WHERE tablename = 'span' AND policyname = 'errata_change'"_s;
    const QString current = scalar(policy);
    QVERIFY(!current.isEmpty() && current != u"true"_s);
    scalar(u"DROP POLICY errata_change ON span; CREATE POLICY errata_change ON span FOR UPDATE USING (true) "
           u"WITH CHECK (true); UPDATE errata_security SET digest = 'an earlier build'"_s);
    QCOMPARE(scalar(policy), u"true"_s);
    // Whether the permissions are this build's, as seen from an open as `login`; nothing when it did not open.
    const auto openAs = [this](const QString &login) -> std::optional<bool> {
        QString error;
        auto project = Project::open(url(login), &error);
        if (!project) qWarning("%s", qPrintable(error));
        return project ? std::optional<bool>(ServerSecurity::isCurrent(project->database())) : std::nullopt;
    };
    // A team member's open goes on under the server's permissions; only the owner may replace them.
    QCOMPARE(openAs(u"bao"_s), std::optional<bool>(false));
    QCOMPARE(scalar(policy), u"true"_s);
    QCOMPARE(openAs(u"errata_admin"_s), std::optional<bool>(true));
    QCOMPARE(scalar(policy), current);
    // A build from before the digest left no errata_security at all.
    scalar(u"DROP TABLE errata_security"_s);
    QCOMPARE(openAs(u"bao"_s), std::optional<bool>(false));
    QCOMPARE(openAs(u"errata_admin"_s), std::optional<bool>(true));
    QCOMPARE(scalar(u"SELECT count(*) FROM errata_security"_s), u"1"_s);
    QCOMPARE(openAs(u"bao"_s), std::optional<bool>(true)); // a member reads the digest
}

QTEST_GUILESS_MAIN(ServerSecurityTest)
#include "serversecurity_test.moc"
