// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue #41 on the team server: what the server records for a member is the server's, not their client's.
// Signed in as an annotator with psql: the times of spans, of decisions on suggestions and of action log
// entries are the server's clock, a layer snapshot must hold the spans the server has, and no counter can be run to its
// end (64-bit ids, also on a server an earlier build set up). A forged work package merged into a server
// project is refused by the shared audit (packageaudit.cpp) and leaves every row as it was.
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/project/workpackage.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"

#include "tests/serversupport.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

class ServerRecordsTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void spansAndDecisionsCarryTheServersTime();
    void actionLogCarriesTheServersTime();
    void snapshotsHoldTheServersSpans();
    void countersCannotRunOut();
    void anEarlierServerGetsItsIdsWidened();
    void forgedPackagesAreRefusedOnTheServer_data();
    void forgedPackagesAreRefusedOnTheServer();

private:
    QString scalar(const QString &sql, const QString &user = u"errata_admin"_s)
    {
        return ServerSupport::scalar(m_cluster, m_name, sql, user);
    }
    QString now() { return scalar(u"SELECT errata_now()"_s); }

    QTemporaryDir m_dir;
    ServerSupport::Cluster m_cluster;
    QString m_name = u"records"_s;
    qint64 m_amara = 0;
    qint64 m_open = 0;      // Amara's assignment in progress (the demo's item 9)
    qint64 m_openLayer = 0; // its layer
    QString m_type;
};

void ServerRecordsTest::initTestCase()
{
    m_cluster = ServerSupport::cluster();
    if (!m_cluster.isValid()) QSKIP("no PostgreSQL test cluster (run through CTest, with PostgreSQL installed)");
    QString error;
    const QString admin =
        ServerSupport::pushedDemo(m_cluster, m_name, m_dir.path(), {{u"Amara Okafor"_s, u"amara"_s}}, &error);
    QVERIFY2(!admin.isEmpty(), qPrintable(error));
    m_amara = scalar(u"SELECT id FROM person WHERE name = 'Amara Okafor'"_s).toLongLong();
    m_open = scalar(u"SELECT min(id) FROM assignment WHERE annotator_id = %1 AND state = 'in_progress'"_s.arg(m_amara))
                 .toLongLong();
    m_openLayer = scalar(u"SELECT l.id FROM layer l JOIN assignment a ON a.item_id = l.item_id AND a.annotator_id = "
                         u"l.person_id WHERE a.id = %1"_s.arg(m_open))
                      .toLongLong();
    m_type = scalar(u"SELECT node_key FROM taxonomy_node WHERE selectable = 1 ORDER BY node_key LIMIT 1"_s);
    QVERIFY(m_open > 0 && m_openLayer > 0 && !m_type.isEmpty());
}

// ISO 8601 in UTC, so the text's order is the time's: a stored time at or after `since` is the server's.
void ServerRecordsTest::spansAndDecisionsCarryTheServersTime()
{
    const QString since = now();
    const QString old = u"'2001-01-01T00:00:00.000Z'"_s;
    const auto run = ServerSupport::psql(
        m_cluster, m_name,
        u"INSERT INTO span (layer_id, begin_offset, end_offset, type_key, rationale, created_at, modified_at) VALUES "
        u"(%1, 0, 2, '%2', 'Dated', %3, %3)"_s.arg(m_openLayer)
            .arg(m_type, old),
        u"amara"_s);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QString made = scalar(u"SELECT created_at FROM span WHERE rationale = 'Dated'"_s);
    QVERIFY2(made >= since && made.size() == 24, qPrintable(made));
    QCOMPARE(scalar(u"SELECT modified_at FROM span WHERE rationale = 'Dated'"_s), made);
    // An edit keeps when the span was made and takes the server's time as when it changed.
    const QString edited = now();
    QCOMPARE(scalar(u"UPDATE span SET end_offset = 3, created_at = %1, modified_at = %1 WHERE rationale = "
                    u"'Dated'"_s.arg(old),
                    u"amara"_s),
             QString());
    QCOMPARE(scalar(u"SELECT created_at FROM span WHERE rationale = 'Dated'"_s), made);
    QVERIFY(scalar(u"SELECT modified_at FROM span WHERE rationale = 'Dated'"_s) >= edited);
    // A suggestion in her layer (a coordinator seeds them); her decision, and a date alone, are dated now.
    const QString suggestion = scalar(u"INSERT INTO suggestion (layer_id, system, begin_offset, end_offset, type_key) "
                                      u"VALUES (%1, 'tagger', 0, 1, '%2') RETURNING id"_s.arg(m_openLayer)
                                          .arg(m_type));
    const QString decided = u"SELECT decided_at FROM suggestion WHERE id = "_s + suggestion;
    for (const QString &change : {u"decision = 'rejected', decided_at = %1"_s, u"decided_at = %1"_s}) {
        const QString at = now();
        QCOMPARE(scalar(u"UPDATE suggestion SET %1 WHERE id = %2"_s.arg(change.arg(old), suggestion), u"amara"_s),
                 QString());
        QVERIFY2(scalar(decided) >= at, qPrintable(scalar(decided)));
    }
    QCOMPARE(scalar(u"UPDATE suggestion SET decision = 'pending', decided_at = %1 WHERE id = %2"_s.arg(old, suggestion),
                    u"amara"_s),
             QString());
    QCOMPARE(scalar(decided), QString()); // undone: no date
    scalar(u"DELETE FROM suggestion WHERE id = "_s + suggestion);
}

// A submission's snapshot is what the Changes tab compares a resubmission with: a member's must be the
// spans the server holds for that layer. Errata's own submission (spans with a link, a correction and a
// severity) passes; a snapshot that hides a span or rewrites one is refused, and nothing changes.
// Issue #44: a member's action log entry is dated by the server, only their own assignments take one, nobody
// else's entries are theirs to read, and none can be changed.
void ServerRecordsTest::actionLogCarriesTheServersTime()
{
    const QString since = now();
    const auto own = ServerSupport::psql(m_cluster, m_name,
                                         u"INSERT INTO action_log (assignment_id, kind, detail, created_at) VALUES "
                                         u"(%1, 'idle', 'dated', '2001-01-01T00:00:00.000Z')"_s.arg(m_open),
                                         u"amara"_s);
    QVERIFY2(own.exitCode == 0, qPrintable(own.err));
    const QString at = scalar(u"SELECT created_at FROM action_log WHERE detail = 'dated'"_s);
    QVERIFY2(at >= since && at.size() == 24, qPrintable(at));
    const QString other =
        scalar(u"SELECT min(id) FROM assignment WHERE annotator_id <> %1"_s.arg(m_amara)); // someone else's
    const auto foreign = ServerSupport::psql(
        m_cluster, m_name,
        u"INSERT INTO action_log (assignment_id, kind, created_at) VALUES (%1, 'opened', 'x')"_s.arg(other),
        u"amara"_s);
    QVERIFY(foreign.exitCode != 0);
    scalar(u"INSERT INTO action_log (assignment_id, kind, detail, created_at) VALUES (%1, 'opened', 'theirs', "
           u"'2026-01-01T00:00:00.000Z')"_s.arg(other));
    QCOMPARE(scalar(u"SELECT count(*) FROM action_log WHERE detail = 'theirs'"_s, u"amara"_s), u"0"_s);
    const auto rewrite = ServerSupport::psql(
        m_cluster, m_name, u"UPDATE action_log SET created_at = '2001-01-01T00:00:00.000Z' WHERE detail = 'dated'"_s,
        u"amara"_s);
    QVERIFY(rewrite.exitCode != 0);
    QCOMPARE(scalar(u"SELECT created_at FROM action_log WHERE detail = 'dated'"_s), at);
}

void ServerRecordsTest::snapshotsHoldTheServersSpans()
{
    Database db;
    QVERIFY2(db.open(ServerSupport::databaseUrl(m_cluster, m_name, u"amara"_s), Database::OpenMode::OpenExisting),
             qPrintable(db.lastError()));
    SpanRepository spans(&db);
    Span span;
    span.layerId = m_openLayer;
    span.range = {2, 6, TextSide::Generation};
    span.typeKey = m_type;
    span.severityKey = scalar(u"SELECT min(severity_key) FROM severity"_s);
    span.correction = u"better \"words\" ✓"_s;
    span.rationale = u"Quote \" and backslash \\ and a line\nbreak"_s;
    span.links << SpanLink{{0, 1, TextSide::Generation}, LinkKind::Antecedent};
    QVERIFY2(spans.add(span), qPrintable(spans.lastError()));
    // As AssignmentRepository::perform submits: the snapshot first, then the step.
    const QString submit = u"INSERT INTO layer_snapshot (assignment_id, iteration, spans_json, created_at) VALUES (%1, "
                           u"(SELECT iteration + 1 FROM assignment WHERE id = %1), '%2', 'x'); UPDATE assignment SET "
                           u"state = 'submitted', iteration = iteration + 1 WHERE id = %1"_s;
    const QString held = u"[{\"id\": %1, \"range\": [\"generation\", 2, 6], \"type\": \"%2\", \"severity\": \"\", "
                         u"\"rationale\": \"Dated\", \"review\": \"pending\", \"links\": []}]"_s;
    const QString before = ServerSupport::rowsDigest(m_cluster, m_name);
    for (const QString &forged :
         {u"[]"_s, held.arg(scalar(u"SELECT id FROM span WHERE rationale = 'Dated'"_s), m_type), u"not json"_s}) {
        const auto run = ServerSupport::psql(m_cluster, m_name, submit.arg(m_open).arg(forged), u"amara"_s);
        QVERIFY2(run.exitCode != 0, qPrintable(forged));
        QVERIFY2(run.err.contains(u"as the server has them"_s), qPrintable(run.err));
        QCOMPARE(ServerSupport::rowsDigest(m_cluster, m_name), before);
    }
    AssignmentRepository assignments(&db);
    QVERIFY2(assignments.perform(m_open, WorkflowAction::Submit, m_amara), qPrintable(assignments.lastError()));
    const std::optional<QList<Span>> kept = assignments.snapshot(m_open, assignments.find(m_open)->iteration);
    QVERIFY(kept);
    QCOMPARE(kept->size(), scalar(u"SELECT count(*) FROM span WHERE layer_id = %1"_s.arg(m_openLayer)).toInt());
    QVERIFY(kept->size() >= 2); // the demo's spans, 'Dated' and this one
    const auto mine = std::find_if(kept->cbegin(), kept->cend(), [&](const Span &s) { return s.id == span.id; });
    QVERIFY(mine != kept->cend());
    QCOMPARE(mine->correction, span.correction);
    QCOMPARE(mine->rationale, span.rationale);
    QCOMPARE(mine->links, span.links);
}

// Ids are 64 bits: a member whose refused inserts each take an id (PostgreSQL takes a default before any
// check runs) would need 2^63 of them; the test counts at most one taken per refused statement.
void ServerRecordsTest::countersCannotRunOut()
{
    QCOMPARE(scalar(u"SELECT count(*) FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE "
                    u"c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND a.attnum > 0 AND "
                    u"a.atttypid = 'integer'::regtype"_s),
             u"0"_s);
    QCOMPARE(scalar(u"SELECT DISTINCT max_value FROM pg_sequences WHERE sequencename LIKE '%\\_id\\_seq'"_s),
             u"9223372036854775807"_s);
    const QString counter = u"SELECT last_value FROM pg_sequences WHERE sequencename = 'span_id_seq'"_s;
    const qint64 start = scalar(counter).toLongLong();
    const QString before = ServerSupport::rowsDigest(m_cluster, m_name);
    const auto run = ServerSupport::psql( // her work is handed in: the span guard refuses it
        m_cluster, m_name,
        u"INSERT INTO span (layer_id, begin_offset, end_offset, type_key, created_at, modified_at) VALUES "
        u"(%1, 0, 1, '%2', 'x', 'x')"_s.arg(m_openLayer)
            .arg(m_type),
        u"amara"_s);
    QVERIFY(run.exitCode != 0);
    QCOMPARE(ServerSupport::rowsDigest(m_cluster, m_name), before);
    QVERIFY(scalar(counter).toLongLong() - start <= 1);
}

// A server an earlier build set up (32-bit ids, its policies on them) is widened when its owner opens it,
// and its members work on as before.
void ServerRecordsTest::anEarlierServerGetsItsIdsWidened()
{
    QCOMPARE(
        scalar(
            u"DO $$ DECLARE r record; BEGIN FOR r IN SELECT policyname, tablename FROM pg_policies WHERE "
            u"schemaname = 'public' LOOP EXECUTE format('DROP POLICY %I ON %I', r.policyname, r.tablename); "
            u"END LOOP; DROP VIEW errata_finished_work, errata_people, errata_handed_in; DROP TRIGGER errata_id_check "
            u"ON span; DROP TRIGGER errata_id_check ON span_link; ALTER TABLE span "
            u"ALTER COLUMN id TYPE integer, ALTER COLUMN layer_id TYPE integer; ALTER TABLE span_link ALTER "
            u"COLUMN span_id TYPE integer; UPDATE errata_security SET digest = 'an earlier build'; END $$"_s),
        QString());
    QCOMPARE(scalar(u"SELECT max_value FROM pg_sequences WHERE sequencename = 'span_id_seq'"_s), u"2147483647"_s);
    QString error;
    QVERIFY2(Project::open(ServerSupport::databaseUrl(m_cluster, m_name), &error), qPrintable(error));
    QCOMPARE(scalar(u"SELECT max_value FROM pg_sequences WHERE sequencename = 'span_id_seq'"_s),
             u"9223372036854775807"_s);
    QCOMPARE(scalar(u"SELECT format_type(atttypid, NULL) FROM pg_attribute WHERE attrelid = 'span_link'::regclass "
                    u"AND attname = 'span_id'"_s),
             u"bigint"_s);
    QVERIFY(scalar(u"SELECT count(*) FROM pg_policies WHERE tablename = 'span'"_s).toInt() == 4);
    QCOMPARE(scalar(u"SELECT count(*) FROM span WHERE rationale = 'Dated'"_s, u"amara"_s), u"1"_s);
}

void ServerRecordsTest::forgedPackagesAreRefusedOnTheServer_data()
{
    QTest::addColumn<int>("index"); // the demo's items of its first annotator, as forgedpackage_test numbers them
    QTest::addColumn<QString>("sql");
    QTest::addColumn<QString>("rule");
    QTest::newRow("own work accepted in the reviewer's name")
        << 7
        << u"UPDATE assignment SET state = 'accepted', reviewer_id = %reviewer WHERE id = %assignment; INSERT INTO "
           u"history (assignment_id, actor_id, action, from_state, to_state, iteration, reason, created_at) VALUES "
           u"(%assignment, %reviewer, 'accept', 'in_review', 'accepted', 1, '', '2026-01-01T00:00:00Z')"_s
        << u"history"_s;
    QTest::newRow("a span past the end of its text")
        << 9
        << u"INSERT INTO span (layer_id, begin_offset, end_offset, type_key, created_at, modified_at) SELECT "
           u"%layer, 0, length(generation) + 5, (SELECT min(node_key) FROM taxonomy_node WHERE selectable = 1), 'x', "
           u"'x' FROM item WHERE id = %item"_s
        << u"spans"_s;
    QTest::newRow("a decision in the reviewer's name")
        << 8
        << u"INSERT INTO review_event (assignment_id, span_id, author_id, kind, body, created_at) SELECT %assignment, "
           u"min(id), %reviewer, 'accept_span', 'Fine.', '2026-01-01T00:00:00Z' FROM span WHERE layer_id = %layer"_s
        << u"review"_s;
}

// Split from the server, edited with plain SQL as its owner could, merged back by the coordinator.
void ServerRecordsTest::forgedPackagesAreRefusedOnTheServer()
{
    QFETCH(int, index);
    QFETCH(QString, sql);
    QFETCH(QString, rule);
    const QString name = u"records_package"_s;
    QString error;
    const QString folder = m_dir.filePath(u"package %1"_s.arg(index));
    QVERIFY(QDir().mkpath(folder));
    const QString admin = ServerSupport::pushedDemo(m_cluster, name, folder, {}, &error);
    QVERIFY2(!admin.isEmpty(), qPrintable(error));
    auto home = Project::open(admin, &error);
    QVERIFY2(home, qPrintable(error));
    const qint64 coordinator = DemoProject::coordinatorId(*home);
    const QString package = folder + u"/package.errata"_s;
    SplitSummary split;
    QVERIFY2(WorkPackage::split(*home, coordinator, DemoProject::annotatorNames().at(0), package, &split, &error),
             qPrintable(error));
    const Item item = home->items().all().at(index);
    {
        auto offline = Project::open(package, &error);
        QVERIFY2(offline, qPrintable(error));
        const qint64 owner = offline->people().findByName(DemoProject::annotatorNames().at(0))->id;
        const qint64 reviewer = offline->people().findByName(DemoProject::reviewerName())->id;
        qint64 ownItem = 0;
        for (const Item &i : offline->items().all()) {
            if (i.generation == item.generation) ownItem = i.id;
        }
        QVERIFY(ownItem > 0);
        qint64 assignment = 0;
        for (const Assignment &a : offline->assignments().forItem(ownItem)) {
            if (a.annotatorId == owner) assignment = a.id;
        }
        const qint64 layer = *offline->spans().annotatorLayer(ownItem, owner);
        QSqlQuery query(offline->database().connection());
        for (const QString &statement : sql.split(u"; "_s)) {
            QVERIFY2(query.exec(QString(statement)
                                    .replace(u"%assignment"_s, QString::number(assignment))
                                    .replace(u"%reviewer"_s, QString::number(reviewer))
                                    .replace(u"%layer"_s, QString::number(layer))
                                    .replace(u"%item"_s, QString::number(ownItem))),
                     qPrintable(statement));
        }
    }
    const QString before = ServerSupport::rowsDigest(m_cluster, name);
    auto offline = Project::open(package, &error);
    QVERIFY2(offline, qPrintable(error));
    MergeSummary merged;
    QVERIFY2(!WorkPackage::merge(*home, coordinator, *offline, &merged, &error), "the forged package was merged");
    QVERIFY2(error.contains(u"tampered"_s), qPrintable(error));
    QVERIFY2(error.contains(u"Item %1,"_s.arg(item.externalId)), qPrintable(error));
    QVERIFY2(error.contains(u"rule \"%1\""_s.arg(rule)), qPrintable(error));
    QCOMPARE(ServerSupport::rowsDigest(m_cluster, name), before);
}

QTEST_GUILESS_MAIN(ServerRecordsTest)
#include "serverrecords_test.moc"
