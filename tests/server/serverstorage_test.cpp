// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A project on a team server (issue #21), at the storage line: the schema made through the dialect, the
// server's refusals, the rules the server itself enforces, and parity — every reader gives the same rows
// from a file and from the same project pushed to PostgreSQL, and a project written on the server
// directly equals one written to a file. Runs on the throwaway cluster of tests/server/pgcluster.sh.
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/project/serveradmin.h"
#include "model/storage/bulkrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/schema.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"
#include "model/storage/tablecopy.h"

#include "tests/readerdumps.h"
#include "tests/wmt23project.h"
#include "tests/serversupport.h"

#include <QFile>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace ReaderDumps;

namespace {

QString stripTimes(QString text)
{
    static const QRegularExpression time(uR"(\d{4}-\d\d-\d\dT[0-9:.]+(Z|[+-]\d\d:\d\d)?)"_s);
    return text.replace(time, u"T"_s);
}

} // namespace

class ServerStorageTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void initMakesEveryTableOfAFile();
    void refusesWhatIsNotAnEmptyOrErrataDatabase();
    void appendOnlyTablesAreGuardedByTheServer();
    void readOnlySessionsCannotWrite();
    void newIdsContinueAfterPushedOnes();
    void bulkNumberedIdsAreNobodyElses();
    void everyReaderGivesTheSameRows_data();
    void everyReaderGivesTheSameRows();
    void writingOnTheServerEqualsWritingAFile();
    void aFailedPullLeavesNoFile();

private:
    QString pushed(const QString &file, const QString &name);
    QTemporaryDir m_dir;
    ServerSupport::Cluster m_cluster;
    QString m_demo;
    QString m_mqm;
};

void ServerStorageTest::initTestCase()
{
    m_cluster = ServerSupport::cluster();
    if (!m_cluster.isValid()) QSKIP("no PostgreSQL test cluster (run through CTest, with PostgreSQL installed)");
    QString error;
    m_demo = m_dir.filePath(u"demo.errata"_s);
    QVERIFY2(DemoProject::create(m_demo, &error), qPrintable(error));
    m_mqm = m_dir.filePath(u"mqm.errata"_s);
    QVERIFY2(TestSupport::createWmt23Project(m_mqm, &error), qPrintable(error));
}

QString ServerStorageTest::pushed(const QString &file, const QString &name)
{
    QString error;
    const QString url = ServerSupport::freshDatabase(m_cluster, name, &error);
    if (url.isEmpty()) qWarning("%s", qPrintable(error));
    if (!url.isEmpty() && !ServerAdmin::push(file, url, &error)) {
        qWarning("%s", qPrintable(error));
        return {};
    }
    return url;
}

void ServerStorageTest::initMakesEveryTableOfAFile()
{
    QString error;
    const QString url = ServerSupport::freshDatabase(m_cluster, u"init_tables"_s, &error);
    QVERIFY2(!url.isEmpty(), qPrintable(error));
    Database server;
    QVERIFY2(server.open(url, Database::OpenMode::CreateNew), qPrintable(server.lastError()));
    QVERIFY2(server.finishCreation(), qPrintable(server.lastError())); // until then, other sessions see nothing
    QCOMPARE(server.backend(), Backend::Postgres);
    QCOMPARE(server.schemaVersion(), Schema::latestVersion());
    const auto run = ServerSupport::psql(m_cluster, u"init_tables"_s,
                                         u"SELECT string_agg(tablename, ',' ORDER BY tablename) FROM pg_tables "
                                         u"WHERE schemaname = 'public' AND tablename <> 'errata_header'"_s);
    QCOMPARE(run.exitCode, 0);
    // The file's tables, from SQLite's own catalogue: what push and pull must copy.
    Database file;
    QVERIFY(file.open(m_demo, Database::OpenMode::ReadOnly));
    QSqlQuery query(file.connection());
    QVERIFY(query.exec(u"SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'sqlite_sequence' "
                       u"ORDER BY name"_s));
    QStringList fileTables;
    while (query.next()) fileTables << query.value(0).toString();
    QCOMPARE(run.out.trimmed(), fileTables.join(u','));
    QStringList copied = TableCopy::tables();
    copied.sort();
    QCOMPARE(copied, fileTables);
}

void ServerStorageTest::refusesWhatIsNotAnEmptyOrErrataDatabase()
{
    QString error;
    const QString url = pushed(m_demo, u"refusals"_s);
    QVERIFY(!url.isEmpty());
    Database db;
    QVERIFY(!db.open(url, Database::OpenMode::CreateNew));
    QVERIFY2(db.lastError().contains(u"already holds an Errata project"_s), qPrintable(db.lastError()));
    // Sessions are named in pg_stat_activity: Errata, unless the address names them itself.
    const auto sessionName = [](const QString &address) {
        Database named;
        if (!named.open(address, Database::OpenMode::ReadOnly)) return named.lastError();
        QSqlQuery query(named.connection());
        return query.exec(u"SHOW application_name"_s) && query.next() ? query.value(0).toString() : QString();
    };
    QCOMPARE(sessionName(url), u"Errata"_s);
    QCOMPARE(sessionName(url + u"&application_name=study-script"_s), u"study-script"_s);

    const QString empty = ServerSupport::freshDatabase(m_cluster, u"refusals_empty"_s, &error);
    QVERIFY(!db.open(empty, Database::OpenMode::OpenExisting));
    QVERIFY2(db.lastError().contains(u"errata-cli server init"_s), qPrintable(db.lastError()));

    const QString foreign = ServerSupport::freshDatabase(m_cluster, u"refusals_foreign"_s, &error);
    QCOMPARE(ServerSupport::psql(m_cluster, u"refusals_foreign"_s, u"CREATE TABLE invoices (n int)"_s).exitCode, 0);
    QVERIFY(!db.open(foreign, Database::OpenMode::CreateNew));
    QVERIFY2(db.lastError().contains(u"another application"_s), qPrintable(db.lastError()));
    QCOMPARE(ServerSupport::psql(m_cluster, u"refusals_foreign"_s,
                                 u"SELECT count(*) FROM pg_tables WHERE "
                                 u"schemaname = 'public'"_s)
                 .out.trimmed(),
             u"1"_s); // nothing was made beside the foreign table

    QVERIFY(!db.open(u"postgresql://errata_admin@/?host=%1&port=%2"_s.arg(m_cluster.host, m_cluster.port),
                     Database::OpenMode::OpenExisting));
    QVERIFY2(db.lastError().contains(u"names no database"_s), qPrintable(db.lastError()));
    QVERIFY(!db.open(u"postgresql://errata_admin:secret@/nowhere?host=%1&port=%2"_s.arg(m_cluster.host, m_cluster.port),
                     Database::OpenMode::OpenExisting));
    QVERIFY2(db.lastError().contains(u"Cannot connect"_s), qPrintable(db.lastError()));
    QVERIFY2(!db.lastError().contains(u"secret"_s), qPrintable(db.lastError())); // never the password
}

void ServerStorageTest::appendOnlyTablesAreGuardedByTheServer()
{
    const QString url = pushed(m_demo, u"append_only"_s);
    QVERIFY(!url.isEmpty());
    const auto count = [&](const QString &table) {
        return ServerSupport::psql(m_cluster, u"append_only"_s, u"SELECT count(*) FROM "_s + table).out.trimmed();
    };
    const QString history = count(u"history"_s);
    const QString reviews = count(u"review_event"_s);
    QVERIFY(history.toInt() > 0 && reviews.toInt() > 0);
    // Straight SQL, past every check of the app: the server itself refuses.
    for (const QString &sql : {u"UPDATE history SET reason = 'rewritten'"_s, u"DELETE FROM history"_s,
                               u"DELETE FROM review_event"_s, u"UPDATE review_event SET body = 'x'"_s}) {
        const auto run = ServerSupport::psql(m_cluster, u"append_only"_s, sql);
        QVERIFY2(run.exitCode != 0, qPrintable(sql));
        QVERIFY2(run.err.contains(u"is append-only"_s), qPrintable(run.err));
    }
    QCOMPARE(count(u"history"_s), history);
    QCOMPARE(count(u"review_event"_s), reviews);
    QCOMPARE(ServerSupport::psql(m_cluster, u"append_only"_s,
                                 u"SELECT count(*) FROM history WHERE reason = "
                                 u"'rewritten'"_s)
                 .out.trimmed(),
             u"0"_s);
}

void ServerStorageTest::readOnlySessionsCannotWrite()
{
    const QString url = pushed(m_demo, u"read_only"_s);
    QVERIFY(!url.isEmpty());
    Database db;
    QVERIFY2(db.open(url, Database::OpenMode::ReadOnly), qPrintable(db.lastError()));
    SettingsRepository settings(&db);
    const QString title = settings.value(u"title"_s, QString());
    QVERIFY(!title.isEmpty());
    QVERIFY(!settings.setValue(u"title"_s, u"changed"_s));
    QCOMPARE(settings.value(u"title"_s, QString()), title);
}

void ServerStorageTest::newIdsContinueAfterPushedOnes()
{
    // The same new span in the file and on the server gets the same id: the server's sequence went on
    // where the file's numbering stood, and rows that Errata numbers itself (addMany) move it along.
    const QString copy = m_dir.filePath(u"ids.errata"_s);
    QVERIFY(QFile::copy(m_demo, copy));
    const QString url = pushed(copy, u"ids"_s);
    QVERIFY(!url.isEmpty());
    QList<qint64> ids[2];
    const QString places[] = {copy, url};
    for (int place = 0; place < 2; ++place) {
        QString error;
        auto project = Project::open(places[place], &error);
        QVERIFY2(project, qPrintable(error));
        SpanRepository spans(&project->database());
        const Span first = spans.allSpans().first();
        Span added = first;
        added.id = 0;
        added.range.begin = first.range.begin + 1;
        QList<Span> many{added, added};
        QVERIFY2(spans.addMany(many), qPrintable(spans.lastError()));
        QVERIFY2(spans.add(added), qPrintable(spans.lastError()));
        for (const Span &span : spans.allSpans()) ids[place] << span.id;
        std::sort(ids[place].begin(), ids[place].end());
    }
    QCOMPARE(ids[1], ids[0]);
    QCOMPARE(std::adjacent_find(ids[1].cbegin(), ids[1].cend()), ids[1].cend()); // no id twice
}

void ServerStorageTest::bulkNumberedIdsAreNobodyElses()
{
    // An import numbers its rows itself from a reservation (CorpusWriter, PredictionImport). Another
    // session's insert meanwhile neither waits for the import nor takes one of its ids: the sequence
    // went past them at once. Without that the insert took one of them, and the import's commit failed.
    const QString url = pushed(m_demo, u"bulkids"_s);
    QVERIFY(!url.isEmpty());
    QString error;
    auto project = Project::open(url, &error);
    QVERIFY2(project, qPrintable(error));
    const qint64 item = project->items().all().first().id;
    const QString other = u"SET lock_timeout = '2s'; INSERT INTO layer (item_id, kind, label) "
                          u"VALUES (%1, 'prediction', 'other') RETURNING id"_s.arg(item);
    Transaction transaction(&project->database());
    BulkRepository bulk(&project->database());
    const qint64 first = bulk.reserveIds(u"layer"_s, 2);
    QVERIFY2(first > 0, qPrintable(bulk.lastError()));
    const auto meanwhile = ServerSupport::psql(m_cluster, u"bulkids"_s, other);
    QVERIFY2(meanwhile.exitCode == 0, qPrintable(meanwhile.err)); // it did not wait for the import
    QCOMPARE(meanwhile.out.trimmed().toLongLong(), first + 2);
    QVERIFY2(bulk.insert(BulkRepository::Table::LabelledLayer,
                         {{first, item, u"prediction"_s, u"a"_s}, {first + 1, item, u"prediction"_s, u"b"_s}}),
             qPrintable(bulk.lastError()));
    QVERIFY(transaction.commit());
    QCOMPARE(
        ServerSupport::psql(m_cluster, u"bulkids"_s, u"SELECT count(*) FROM layer WHERE label IN ('a', 'b', 'other')"_s)
            .out.trimmed(),
        u"3"_s);
}

void ServerStorageTest::everyReaderGivesTheSameRows_data()
{
    QTest::addColumn<QString>("project");
    QTest::addColumn<int>("reader");
    const QStringList names = readerNames();
    for (int reader = 0; reader < names.size(); ++reader) {
        QTest::addRow("demo, %s", qPrintable(names[reader])) << u"demo"_s << reader;
        QTest::addRow("WMT23 MQM, %s", qPrintable(names[reader])) << u"mqm"_s << reader;
    }
}

void ServerStorageTest::everyReaderGivesTheSameRows()
{
    QFETCH(QString, project);
    QFETCH(int, reader);
    const QString file = project == "demo"_L1 ? m_demo : m_mqm;
    static QHash<QString, QString> servers; // pushed once per project, read by each reader
    if (!servers.contains(project)) servers.insert(project, pushed(file, u"parity_"_s + project));
    QVERIFY(!servers.value(project).isEmpty());
    QString error;
    auto local = Project::open(file, &error);
    auto remote = Project::open(servers.value(project), &error);
    QVERIFY2(local && remote, qPrintable(error));
    QCOMPARE(remote->database().backend(), Backend::Postgres);
    const QStringList expected = readers()[reader](local->database());
    const QStringList actual = readers()[reader](remote->database());
    QVERIFY(expected.size() > 1 || reader == 1);
    QCOMPARE(actual.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i) QCOMPARE(actual.at(i), expected.at(i));
}

void ServerStorageTest::writingOnTheServerEqualsWritingAFile()
{
    // The demo generator writes through every repository (people, items, assignments, spans, reviews,
    // history, judgements); made on the server, it gives the file's rows but for the times it was made.
    QString error;
    const QString url = ServerSupport::freshDatabase(m_cluster, u"written"_s, &error);
    QVERIFY2(!url.isEmpty(), qPrintable(error));
    QVERIFY2(DemoProject::create(url, &error), qPrintable(error));
    auto local = Project::open(m_demo, &error);
    auto remote = Project::open(url, &error);
    QVERIFY2(local && remote, qPrintable(error));
    for (int reader = 0; reader < readerNames().size(); ++reader) {
        const QStringList expected = readers()[reader](local->database());
        const QStringList actual = readers()[reader](remote->database());
        QCOMPARE(actual.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i) QCOMPARE(stripTimes(actual.at(i)), stripTimes(expected.at(i)));
    }
}

void ServerStorageTest::aFailedPullLeavesNoFile()
{
    QString error;
    const QString empty = ServerSupport::freshDatabase(m_cluster, u"pull_empty"_s, &error);
    const QString target = m_dir.filePath(u"pulled.errata"_s);
    QVERIFY(!ServerAdmin::pull(empty, target, &error));
    QVERIFY2(error.contains(u"errata-cli server init"_s), qPrintable(error));
    QVERIFY(!QFile::exists(target));
    QVERIFY(!ServerAdmin::push(m_demo, target, &error)); // push goes to a server, never to a file
    QVERIFY(!QFile::exists(target));
}

QTEST_GUILESS_MAIN(ServerStorageTest)
#include "serverstorage_test.moc"
