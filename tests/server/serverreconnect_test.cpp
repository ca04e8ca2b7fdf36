// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A lost connection to the team server (issue #21; docs/server.md, "A lost connection"): the server ends
// an annotator's session (as a restart or a network blip does) while their window is open. The next edit
// is written, once, on a new session, which again hears what others change; a session cut off in the
// middle of an edit writes nothing of it, says so, and the next read finds the server again.
#include "model/document/annotationdocument.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/project/serveradmin.h"
#include "model/storage/repository.h"
#include "model/storage/serverchanges.h"
#include "model/storage/spanrepository.h"

#include "tests/serversupport.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

class ServerReconnectTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void anEditAfterADroppedConnectionIsWrittenOnce();
    void aConnectionCutInsideAnEditWritesNothing();

private:
    QString url(const QString &login) const { return ServerSupport::databaseUrl(m_cluster, m_name, login); }
    QString scalar(const QString &sql) { return ServerSupport::psql(m_cluster, m_name, sql).out.trimmed(); }
    // Ends every session of the login, as a restarted server does, and waits until they are gone.
    void drop(const QString &login);
    int spansOfLayer() { return scalar(u"SELECT count(*) FROM span WHERE layer_id = %1"_s.arg(m_layer)).toInt(); }
    static Span aSpan(int begin);

    QTemporaryDir m_dir;
    ServerSupport::Cluster m_cluster;
    QString m_name = u"reconnect"_s;
    qint64 m_amara = 0, m_item = 0, m_assignment = 0, m_layer = 0;
};

void ServerReconnectTest::initTestCase()
{
    m_cluster = ServerSupport::cluster();
    if (!m_cluster.isValid()) QSKIP("no PostgreSQL test cluster (run through CTest, with PostgreSQL installed)");
    QString error;
    const QString admin =
        ServerSupport::pushedDemo(m_cluster, m_name, m_dir.path(), {{u"Amara Okafor"_s, u"amara"_s}}, &error);
    QVERIFY2(!admin.isEmpty(), qPrintable(error));
    m_amara = scalar(u"SELECT id FROM person WHERE name = 'Amara Okafor'"_s).toLongLong();
    const QStringList open = scalar(u"SELECT a.id, a.item_id, l.id FROM assignment a JOIN layer l ON l.item_id = "
                                    u"a.item_id AND l.person_id = a.annotator_id WHERE a.annotator_id = %1 AND "
                                    u"a.state IN ('new', 'in_progress') ORDER BY a.id LIMIT 1"_s.arg(m_amara))
                                 .split(u'|');
    QCOMPARE(open.size(), 3);
    m_assignment = open[0].toLongLong();
    m_item = open[1].toLongLong();
    m_layer = open[2].toLongLong();
    scalar(u"UPDATE assignment SET state = 'in_progress' WHERE id = %1"_s.arg(m_assignment));
}

void ServerReconnectTest::drop(const QString &login)
{
    // PostgreSQL 14's timeout argument: it returns once the sessions have ended. Only this test's database:
    // roles are the cluster's, and serversecurity_test, which CTest may run at the same time, signs in as
    // "amara" too (ending its sessions made this wait fail, and could have failed that test).
    const QString endAll = u"SELECT count(*) FILTER (WHERE pg_terminate_backend(pid, 10000)) FROM pg_stat_activity "
                           u"WHERE usename = '%1' AND datname = current_database()"_s.arg(login);
    const QString ended = scalar(endAll);
    QVERIFY2(ended.toInt() >= 1, qPrintable(ended));
    // A session the client closed just before (the previous test's) may still be on its way out, seen
    // by one query and gone for the next: end whatever is left until nothing is.
    QTRY_COMPARE_WITH_TIMEOUT(scalar(endAll), u"0"_s, 10000);
}

Span ServerReconnectTest::aSpan(int begin)
{
    Span span;
    span.range = {begin, begin + 4, TextSide::Generation};
    span.typeKey = u"Off-prompt"_s;
    span.severityKey = u"2"_s;
    return span;
}

void ServerReconnectTest::anEditAfterADroppedConnectionIsWrittenOnce()
{
    QString error;
    auto project = Project::open(url(u"amara"_s), &error);
    QVERIFY2(project, qPrintable(error));
    AnnotationDocument document(project.get(), m_item, m_amara);
    QVERIFY2(document.load(), qPrintable(document.lastError()));
    ServerChanges changes(project->database());
    QVERIFY(changes.isListening());
    QSignalSpy announced(&changes, &ServerChanges::assignmentsChanged);
    const int before = spansOfLayer();
    const qsizetype shown = document.spans().size();

    drop(u"amara"_s);
    QVERIFY2(document.insertSpan(shown, aSpan(2)), qPrintable(document.lastError()));
    QCOMPARE(spansOfLayer(), before + 1);
    QCOMPARE(document.spans().size(), shown + 1);
    QCOMPARE(scalar(u"SELECT count(*) FROM span WHERE id = %1"_s.arg(document.spans().last().id)), u"1"_s);

    // The new session listens again: another person's change of this item is heard.
    scalar(u"UPDATE assignment SET time_spent_seconds = time_spent_seconds + 1 WHERE id = %1"_s.arg(m_assignment));
    QTRY_VERIFY_WITH_TIMEOUT(!announced.isEmpty(), 10000);
    QCOMPARE(announced.first().first().value<QList<qint64>>(), QList<qint64>{m_item});
}

void ServerReconnectTest::aConnectionCutInsideAnEditWritesNothing()
{
    QString error;
    auto project = Project::open(url(u"amara"_s), &error);
    QVERIFY2(project, qPrintable(error));
    const int before = spansOfLayer();
    {
        Transaction transaction(&project->database());
        QVERIFY(transaction.isActive());
        Span span = aSpan(6);
        span.layerId = m_layer;
        SpanRepository spans = project->spans();
        QVERIFY2(spans.add(span), qPrintable(spans.lastError()));
        drop(u"amara"_s);
        Span more = aSpan(12);
        more.layerId = m_layer;
        QVERIFY(!spans.add(more));
        QVERIFY2(spans.lastError().contains(u"connection"_s), qPrintable(spans.lastError()));
        QVERIFY(!transaction.commit()); // reported: the edit may not be made again blindly
    }
    QCOMPARE(spansOfLayer(), before);
    // The next read opens a new session by itself.
    SpanRepository spans = project->spans();
    QCOMPARE(spans.spansOfLayer(m_layer).size(), before);
    QVERIFY2(spans.lastError().isEmpty(), qPrintable(spans.lastError()));
}

QTEST_MAIN(ServerReconnectTest)
#include "serverreconnect_test.moc"
