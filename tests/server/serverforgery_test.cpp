// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue #41: a team server no member can break or forge history. Each attack is made as a client that
// skips Errata (psql, signed in as the annotator or the reviewer): pushing a shared id counter to its
// end (a huge reservation, a huge explicit id, nextval, moving an id), turning a reviewer's rejection
// back into an acceptance, adding back-dated or duplicate history, inflating time spent. The server
// refuses each with its own message, and every row and every counter stays as it was. What the server
// writes itself (the times of history and review entries) is checked against the client's values, and a
// login's name never becomes SQL. servercli_test has the all-or-nothing push and the acting person.
#include "model/project/project.h"
#include "model/project/serveradmin.h"
#include "model/storage/assignmentrepository.h"

#include "tests/serversupport.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

class ServerForgeryTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void attacksAreRefused_data();
    void attacksAreRefused();
    void theServerWritesTheTimes();
    void timeGrowsOnlyAsTimePasses();
    void reservationsStayWithinTheirAllowance(); // spends Amara's allowance: after the tests that write as her
    void loginNamesAreNeverSql();

private:
    QString scalar(const QString &sql, const QString &user = u"errata_admin"_s);
    QString rows();     // every table's rows, as the owner sees them
    QString counters(); // every id counter's position
    qint64 counter(const QString &table);

    QTemporaryDir m_dir;
    ServerSupport::Cluster m_cluster;
    QString m_name = u"forgery"_s;
    qint64 m_amara = 0, m_rosa = 0;
    qint64 m_open = 0;      // Amara's assignment in progress
    qint64 m_openLayer = 0; // its layer, which holds m_ownSpan
    qint64 m_ownSpan = 0;
    qint64 m_returned = 0; // Amara's assignment Rosa returned, rejecting m_rejectedSpan
    qint64 m_returnedLayer = 0;
    qint64 m_rejectedSpan = 0;
    qint64 m_handedIn = 0; // one of Amara's that is submitted
    QString m_type;        // a selectable error type
};

QString ServerForgeryTest::scalar(const QString &sql, const QString &user)
{
    return ServerSupport::scalar(m_cluster, m_name, sql, user);
}

QString ServerForgeryTest::rows()
{
    return ServerSupport::rowsDigest(m_cluster, m_name);
}

QString ServerForgeryTest::counters()
{
    return scalar(u"SELECT string_agg(sequencename || '=' || coalesce(last_value, 0), ',' ORDER BY sequencename) "
                  u"FROM pg_sequences WHERE schemaname = 'public' AND sequencename LIKE '%\\_id\\_seq'"_s);
}

qint64 ServerForgeryTest::counter(const QString &table)
{
    return scalar(u"SELECT last_value FROM pg_sequences WHERE sequencename = '%1_id_seq'"_s.arg(table)).toLongLong();
}

void ServerForgeryTest::initTestCase()
{
    m_cluster = ServerSupport::cluster();
    if (!m_cluster.isValid()) QSKIP("no PostgreSQL test cluster (run through CTest, with PostgreSQL installed)");
    QString error;
    const QString admin = ServerSupport::pushedDemo(
        m_cluster, m_name, m_dir.path(), {{u"Amara Okafor"_s, u"amara"_s}, {u"Rosa Delgado"_s, u"rosa"_s}}, &error);
    QVERIFY2(!admin.isEmpty(), qPrintable(error));
    m_amara = scalar(u"SELECT id FROM person WHERE name = 'Amara Okafor'"_s).toLongLong();
    m_rosa = scalar(u"SELECT id FROM person WHERE name = 'Rosa Delgado'"_s).toLongLong();
    m_type = scalar(u"SELECT node_key FROM taxonomy_node WHERE selectable = 1 ORDER BY node_key LIMIT 1"_s);
    const QString layerOf = u"SELECT l.id FROM layer l JOIN assignment a ON a.item_id = l.item_id AND a.annotator_id "
                            u"= l.person_id WHERE a.id = %1"_s;
    const QStringList open = scalar(u"SELECT id FROM assignment WHERE annotator_id = %1 AND state IN ('new', "
                                    u"'in_progress') ORDER BY id LIMIT 2"_s.arg(m_amara))
                                 .split(u'\n');
    QCOMPARE(open.size(), 2);
    m_open = open[0].toLongLong();
    m_returned = open[1].toLongLong();
    m_openLayer = scalar(layerOf.arg(m_open)).toLongLong();
    m_returnedLayer = scalar(layerOf.arg(m_returned)).toLongLong();
    m_handedIn =
        scalar(u"SELECT min(id) FROM assignment WHERE annotator_id = %1 AND state = 'submitted'"_s.arg(m_amara))
            .toLongLong();
    QVERIFY(m_openLayer > 0 && m_returnedLayer > 0 && m_handedIn > 0);
    // As the owner, who passes every check: a span of Amara's on open work, and one Rosa rejected on
    // work she then returned (as ReviewSession records it: the span's state and the decision).
    const QString span = u"INSERT INTO span (layer_id, begin_offset, end_offset, type_key, review_state, created_at, "
                         u"modified_at) VALUES (%1, 0, 4, '%2', '%3', 'x', 'x') RETURNING id"_s;
    scalar(u"UPDATE assignment SET state = 'in_progress' WHERE id = %1"_s.arg(m_open));
    m_ownSpan = scalar(span.arg(m_openLayer).arg(m_type, u"pending"_s)).toLongLong();
    m_rejectedSpan = scalar(span.arg(m_returnedLayer).arg(m_type, u"rejected"_s)).toLongLong();
    QVERIFY(m_ownSpan > 0 && m_rejectedSpan > 0);
    QCOMPARE(scalar(u"INSERT INTO review_event (assignment_id, span_id, author_id, kind, body, created_at) VALUES (%1, "
                    u"%2, %3, 'reject_span', 'Not an error.', 'x'); UPDATE assignment SET state = 'returned', "
                    u"iteration = 1, reviewer_id = %3 WHERE id = %1"_s.arg(m_returned)
                        .arg(m_rejectedSpan)
                        .arg(m_rosa)),
             QString());
}

void ServerForgeryTest::attacksAreRefused_data()
{
    QTest::addColumn<QString>("login");
    QTest::addColumn<QString>("sql");
    QTest::addColumn<QString>("refusal"); // the server's own words
    const QString top = u"2147483647"_s;  // the counters' last value
    const auto span = [&](qint64 layer, const QString &id, const QString &state) {
        return u"INSERT INTO span (%1layer_id, begin_offset, end_offset, type_key, review_state, created_at, "
               u"modified_at) VALUES (%2%3, 0, 2, '%4', '%5', 'x', 'x')"_s
                   .arg(id.isEmpty() ? QString() : u"id, "_s, id.isEmpty() ? QString() : id + u", "_s)
                   .arg(layer)
                   .arg(m_type, state);
    };
    // The counters: ids are the server's, handed out in bounded reservations.
    QTest::newRow("annotator reserves the rest of a counter")
        << u"amara"_s << u"SELECT errata_reserve_ids('span', 2147483000)"_s << u"at most 10000 ids"_s;
    QTest::newRow("annotator reserves ids of a table that has none")
        << u"amara"_s << u"SELECT errata_reserve_ids('errata_login', 1)"_s << u"has no id counter"_s;
    QTest::newRow("annotator numbers a span past the counter")
        << u"amara"_s << span(m_openLayer, top, u"pending"_s) << u"was not handed out"_s;
    QTest::newRow("annotator numbers a link past the counter")
        << u"amara"_s
        << u"INSERT INTO span_link (id, span_id, position, link_kind, begin_offset, end_offset) VALUES (%1, %2, 0, "
           u"'antecedent', 0, 1)"_s.arg(top)
               .arg(m_ownSpan)
        << u"was not handed out"_s;
    QTest::newRow("annotator numbers a suggestion past the counter")
        << u"amara"_s
        << u"INSERT INTO suggestion (id, layer_id, system, begin_offset, end_offset, type_key) VALUES (%1, %2, "
           u"'x', 0, 1, '%3')"_s.arg(top)
               .arg(m_openLayer)
               .arg(m_type)
        << u"was not handed out"_s;
    QTest::newRow("annotator numbers a comment past the counter")
        << u"amara"_s
        << u"INSERT INTO review_event (id, assignment_id, author_id, kind, body, created_at) VALUES (%1, %2, %3, "
           u"'comment', 'Hello', 'x')"_s.arg(top)
               .arg(m_open)
               .arg(m_amara)
        << u"was not handed out"_s;
    QTest::newRow("annotator moves her span to the counter's end")
        << u"amara"_s << u"UPDATE span SET id = %1 WHERE id = %2"_s.arg(top).arg(m_ownSpan)
        << u"ids are the server's"_s;
    QTest::newRow("annotator takes ids from a counter")
        << u"amara"_s << u"SELECT nextval(pg_get_serial_sequence('span', 'id'))"_s
        << u"permission denied for sequence"_s;
    QTest::newRow("annotator sets a counter")
        << u"amara"_s << u"SELECT setval(pg_get_serial_sequence('history', 'id'), 2147483000)"_s
        << u"permission denied for sequence"_s;
    QTest::newRow("annotator pays back her allowance")
        << u"amara"_s << u"SELECT errata_charge_ids(-50000)"_s << u"permission denied for function"_s;
    // Decisions are the reviewer's.
    QTest::newRow("annotator turns a rejection into an acceptance")
        << u"amara"_s << u"UPDATE span SET review_state = 'accepted' WHERE id = %1"_s.arg(m_rejectedSpan)
        << u"only a reviewer decides on a span"_s;
    QTest::newRow("annotator clears a rejection")
        << u"amara"_s << u"UPDATE span SET review_state = 'pending' WHERE id = %1"_s.arg(m_rejectedSpan)
        << u"only a reviewer decides on a span"_s;
    QTest::newRow("annotator brings a rejected span back accepted")
        << u"amara"_s
        << u"DELETE FROM span WHERE id = %1; "_s.arg(m_rejectedSpan)
            + span(m_returnedLayer, QString::number(m_rejectedSpan), u"accepted"_s)
        << u"only a reviewer decides on a span"_s;
    QTest::newRow("annotator records an acceptance")
        << u"amara"_s
        << u"INSERT INTO review_event (assignment_id, span_id, author_id, kind, body, created_at) VALUES (%1, %2, %3, "
           u"'accept_span', '', 'x')"_s.arg(m_returned)
               .arg(m_rejectedSpan)
               .arg(m_amara)
        << u"only the reviewer who claimed the work decides on it"_s;
    // History records the steps taken, as they are taken.
    const QString history = u"INSERT INTO history (assignment_id, actor_id, action, from_state, to_state, iteration, "
                            u"created_at) VALUES (%1, %2, '%3', '%4', '%5', (SELECT iteration FROM assignment "
                            u"WHERE id = %1), '2020-01-01T00:00:00.000Z')"_s;
    const QString submit = u"UPDATE assignment SET state = 'submitted', iteration = iteration + 1 WHERE id = %1; "_s;
    QTest::newRow("annotator adds a back-dated entry for her step")
        << u"amara"_s << history.arg(m_open).arg(m_amara).arg(u"open"_s, u"new"_s, u"in_progress"_s)
        << u"records the step just taken"_s;
    QTest::newRow("annotator records one step twice")
        << u"amara"_s
        << submit.arg(m_open) + history.arg(m_open).arg(m_amara).arg(u"submit"_s, u"in_progress"_s, u"submitted"_s)
            + u"; "_s + history.arg(m_open).arg(m_amara).arg(u"submit"_s, u"in_progress"_s, u"submitted"_s)
        << u"records the step just taken"_s;
    QTest::newRow("annotator records another step than hers")
        << u"amara"_s
        << submit.arg(m_open) + history.arg(m_open).arg(m_amara).arg(u"accept"_s, u"in_progress"_s, u"submitted"_s)
        << u"records the step just taken"_s;
    QTest::newRow("annotator notes a step she did not take")
        << u"amara"_s
        << u"INSERT INTO errata_step VALUES (%1, pg_current_xact_id(), %2, 'in_progress', 'submitted', 1)"_s.arg(m_open)
               .arg(m_amara)
        << u"permission denied for table errata_step"_s;
    // Time spent grows only as time passes, on one's own open work.
    QTest::newRow("annotator marks time as spent long ago")
        << u"amara"_s << u"SELECT errata_credit_time(1)"_s << u"permission denied for function"_s;
    QTest::newRow("annotator inflates her time")
        << u"amara"_s
        << u"UPDATE assignment SET time_spent_seconds = time_spent_seconds + 86400 WHERE id = %1"_s.arg(m_open)
        << u"more time than has passed"_s;
    QTest::newRow("annotator adds time to handed-in work")
        << u"amara"_s
        << u"UPDATE assignment SET time_spent_seconds = time_spent_seconds + 1 WHERE id = %1"_s.arg(m_handedIn)
        << u"may not change assignment"_s;
    QTest::newRow("reviewer records a step nobody took")
        << u"rosa"_s << history.arg(m_returned).arg(m_rosa).arg(u"return"_s, u"in_review"_s, u"returned"_s)
        << u"records the step just taken"_s;
}

void ServerForgeryTest::attacksAreRefused()
{
    QFETCH(QString, login);
    QFETCH(QString, sql);
    QFETCH(QString, refusal);
    const QString before = rows();
    const QString counted = counters();
    const auto run = ServerSupport::psql(m_cluster, m_name, sql, login);
    QVERIFY2(run.exitCode != 0, qPrintable(u"the server let %1 run: %2"_s.arg(login, sql)));
    QVERIFY2(run.err.contains(refusal), qPrintable(run.err));
    QCOMPARE(rows(), before);
    // An explicit id takes nothing from a counter; a default one may have taken one before the refusal.
    if (sql.contains(u"INSERT INTO"_s) && !sql.contains(u"(id, "_s)) return;
    QCOMPARE(counters(), counted);
}

// Reserving and rolling back, again and again, or from new sessions, would skip a counter to its end
// without writing a row: a member's reservations draw on an allowance that refills with time.
void ServerForgeryTest::reservationsStayWithinTheirAllowance()
{
    const QString before = rows();
    const qint64 start = counter(u"span"_s);
    const QString loop = u"BEGIN; SELECT errata_reserve_ids('span', 10000); ROLLBACK;"_s;
    QString refusal;
    int sessions = 0;
    while (refusal.isEmpty() && sessions < 20) { // each run is a new session
        const auto run = ServerSupport::psql(m_cluster, m_name, loop.repeated(2), u"amara"_s);
        if (run.exitCode != 0) refusal = run.err;
        ++sessions;
    }
    QVERIFY2(refusal.contains(u"reserved too many ids"_s), qPrintable(refusal));
    // The allowance holds 50,000 at once; the first 10,000-id reservation that does not fit is refused.
    const qint64 moved = counter(u"span"_s) - start;
    QVERIFY2(moved <= 50000, qPrintable(QString::number(moved)));
    QCOMPARE(moved % 10000, 0);
    QCOMPARE(rows(), before);
    // The owner's own work is not limited.
    QVERIFY(scalar(u"SELECT errata_reserve_ids('span', 100000)"_s).toLongLong() > start);
}

// A member's history and review entries carry the server's time, whatever the client sent.
void ServerForgeryTest::theServerWritesTheTimes()
{
    const QString before = scalar(u"SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS')"_s);
    const auto run = ServerSupport::psql(
        m_cluster, m_name,
        u"UPDATE assignment SET state = 'submitted', iteration = iteration + 1 WHERE id = %1; INSERT INTO history "
        u"(assignment_id, actor_id, action, from_state, to_state, iteration, created_at) VALUES (%1, %2, 'submit', "
        u"'in_progress', 'submitted', (SELECT iteration FROM assignment WHERE id = %1), '2020-01-01T00:00:00.000Z'); "
        u"INSERT INTO review_event (assignment_id, "
        u"author_id, kind, body, created_at) VALUES (%1, %2, 'comment', 'Done.', '2020-01-01T00:00:00.000Z')"_s
            .arg(m_open)
            .arg(m_amara),
        u"amara"_s);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QString history =
        scalar(u"SELECT created_at FROM history WHERE assignment_id = %1 AND action = 'submit'"_s.arg(m_open));
    const QString comment = scalar(u"SELECT created_at FROM review_event WHERE assignment_id = %1 AND kind = "
                                   u"'comment' AND body = 'Done.'"_s.arg(m_open));
    for (const QString &at : {history, comment}) {
        QVERIFY2(at >= before, qPrintable(at + u" < "_s + before)); // ISO 8601 in UTC: the text order is the time's
        QVERIFY2(at.endsWith(u'Z') && at.size() == 24, qPrintable(at));
    }
    // Back to work, for the test of time below: her own step, which the server records in full.
    const auto reopen = ServerSupport::psql(
        m_cluster, m_name,
        u"UPDATE assignment SET state = 'in_progress' WHERE id = %1; INSERT INTO history (assignment_id, actor_id, "
        u"action, from_state, to_state, iteration, created_at) VALUES (%1, %2, 'open', 'submitted', 'in_progress', "
        u"(SELECT iteration FROM assignment WHERE id = %1), 'x')"_s.arg(m_open)
            .arg(m_amara),
        u"amara"_s);
    QVERIFY2(reopen.exitCode == 0, qPrintable(reopen.err));
}

// Errata's own path: the time a window measured is added while it is no more than has passed.
void ServerForgeryTest::timeGrowsOnlyAsTimePasses()
{
    Database db;
    QVERIFY2(db.open(ServerSupport::databaseUrl(m_cluster, m_name, u"amara"_s), Database::OpenMode::OpenExisting),
             qPrintable(db.lastError()));
    AssignmentRepository assignments(&db);
    const qint64 before = assignments.find(m_open)->timeSpentSeconds;
    QTest::qWait(2100); // a window that measured two seconds has been open at least that long
    QVERIFY2(assignments.addTimeSpent(m_open, 2), qPrintable(assignments.lastError()));
    QCOMPARE(assignments.find(m_open)->timeSpentSeconds, before + 2);
    // Those two seconds are spent: the same again at once is more than has passed since.
    QVERIFY(!assignments.addTimeSpent(m_open, 2));
    QVERIFY2(assignments.lastError().contains(u"more time than has passed"_s), qPrintable(assignments.lastError()));
    QCOMPARE(assignments.find(m_open)->timeSpentSeconds, before + 2);
}

// server login pasted the name into SQL text: where standard_conforming_strings is off, a backslash in it
// ended its quote and the rest ran as the owner; a $$ in it ended a DO block's body. A name is now only a
// bound value, and the role and its mapping carry it exactly.
void ServerForgeryTest::loginNamesAreNeverSql()
{
    QCOMPARE(scalar(u"ALTER DATABASE forgery SET standard_conforming_strings = off"_s), QString());
    QCOMPARE(scalar(u"ALTER DATABASE forgery SET escape_string_warning = off"_s), QString()); // Qt's \\ is right
    const QString admin = ServerSupport::databaseUrl(m_cluster, m_name);
    for (const QString &login :
         {u"m\\', (SELECT min(id) FROM person)); CREATE ROLE forged41; --"_s, u"x$$; CREATE ROLE forged41; --"_s}) {
        QString error;
        QVERIFY2(ServerAdmin::addLogin(admin, u"Rosa Delgado"_s, login, &error), qPrintable(error));
        const QString quoted = u"$q$"_s + login + u"$q$"_s;
        QCOMPARE(scalar(u"SELECT count(*) FROM pg_roles WHERE rolname = "_s + quoted), u"1"_s);
        QCOMPARE(scalar(u"SELECT person_id FROM errata_login WHERE login = "_s + quoted), QString::number(m_rosa));
    }
    QCOMPARE(scalar(u"SELECT count(*) FROM pg_roles WHERE rolname = 'forged41'"_s), u"0"_s);
    QCOMPARE(scalar(u"ALTER DATABASE forgery RESET standard_conforming_strings"_s), QString());
    QCOMPARE(scalar(u"ALTER DATABASE forgery RESET escape_string_warning"_s), QString());
}

QTEST_GUILESS_MAIN(ServerForgeryTest)
#include "serverforgery_test.moc"
