// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli with a team server (issue #21), run as a user runs it: server init, push and pull (the
// errata-jsonl exports of a file, its server copy and the file pulled back are equal byte for byte),
// every reading command answering the same on both, and a study set up on the server ending as the
// same study set up in a file.
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"

#include "tests/serversupport.h"
#include "tests/testsupport.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using TestSupport::Run;

class ServerCliTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void initMakesAProjectOnTheServer();
    void pushAndPullKeepEveryByte_data();
    void pushAndPullKeepEveryByte();
    void readingCommandsAnswerAlike_data();
    void readingCommandsAnswerAlike();
    void aStudySetUpOnTheServerEqualsOneInAFile();
    void workPackagesGoOutAndComeBack();
    void refusesWithReasons();
    void leavesNoProjectWithoutPermissions();
    void aKilledPushLeavesNothingBehind();
    void aKilledInitLeavesNothingBehind();
    void actsAsTheSignedInPerson();
    void loginSaysWhatItReplaced();

private:
    Run cli(const QStringList &arguments)
    {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    QString fresh(const QString &name)
    {
        QString error;
        const QString url = ServerSupport::freshDatabase(m_cluster, name, &error);
        if (url.isEmpty()) qWarning("%s", qPrintable(error));
        return url;
    }
    QByteArray exported(const QString &project, const QString &name);
    void killWhileWaitingForTheTeam(const QString &name, const QStringList &arguments);

    QTemporaryDir m_dir;
    ServerSupport::Cluster m_cluster;
    QString m_demo;
    QString m_mqm;
    QString m_demoServer;
};

void ServerCliTest::initTestCase()
{
    m_cluster = ServerSupport::cluster();
    if (!m_cluster.isValid()) QSKIP("no PostgreSQL test cluster (run through CTest, with PostgreSQL installed)");
    m_demo = m_dir.filePath(u"demo.errata"_s);
    QCOMPARE(cli({u"demo"_s, m_demo}).exitCode, 0);
    m_mqm = m_dir.filePath(u"mqm.errata"_s);
    const QString tsv = qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s)
        + u"/mqm/generalMT2023/ende/sxs_mqm_generalMT2023_ende.3ratingsPerSegment.tsv"_s;
    const Run imported = cli({u"import"_s, m_mqm, u"--format"_s, u"mqm-tsv"_s, tsv});
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    m_demoServer = fresh(u"cli_demo"_s);
    const Run pushed = cli({u"server"_s, u"push"_s, m_demo, m_demoServer});
    QVERIFY2(pushed.exitCode == 0, qPrintable(pushed.err));
}

QByteArray ServerCliTest::exported(const QString &project, const QString &name)
{
    const QString out = m_dir.filePath(name);
    const Run run = cli({u"export"_s, project, u"--format"_s, u"errata-jsonl"_s, u"-o"_s, out});
    if (run.exitCode != 0) qWarning("%s", qPrintable(run.err));
    return TestSupport::readAll(out);
}

void ServerCliTest::initMakesAProjectOnTheServer()
{
    const QString url = fresh(u"cli_init"_s);
    const Run init = cli({u"server"_s, u"init"_s, url, u"--title"_s, u"Team study"_s, u"--coordinator"_s, u"Priya"_s,
                          u"--taxonomy"_s, u"mqm"_s});
    QVERIFY2(init.exitCode == 0, qPrintable(init.err));
    const Run info = cli({u"--format"_s, u"tsv"_s, u"info"_s, url});
    QVERIFY2(info.out.contains(u"title\tTeam study"_s), qPrintable(info.out));
    QVERIFY2(info.out.contains(u"taxonomy\tmqm"_s), qPrintable(info.out));
    const Run people = cli({u"--format"_s, u"tsv"_s, u"people"_s, u"list"_s, url});
    QVERIFY2(people.out.contains(u"Priya\tannotator,reviewer,coordinator"_s), qPrintable(people.out));
    // Without --title the database's name is the title, as a file's name is.
    const QString untitled = fresh(u"cli_untitled"_s);
    QCOMPARE(cli({u"server"_s, u"init"_s, untitled}).exitCode, 0);
    QVERIFY(cli({u"--format"_s, u"tsv"_s, u"info"_s, untitled}).out.contains(u"title\tcli_untitled"_s));
    // server secure sets the permissions up again: a policy dropped since is back.
    const auto policies = [&] {
        return ServerSupport::psql(m_cluster, u"cli_untitled"_s, u"SELECT count(*) FROM pg_policies"_s).out.trimmed();
    };
    const QString before = policies();
    QVERIFY(before.toInt() > 0);
    QCOMPARE(ServerSupport::psql(m_cluster, u"cli_untitled"_s, u"DROP POLICY errata_read ON span"_s).exitCode, 0);
    QCOMPARE(policies().toInt(), before.toInt() - 1);
    const Run secure = cli({u"--format"_s, u"tsv"_s, u"server"_s, u"secure"_s, untitled});
    QVERIFY2(secure.exitCode == 0, qPrintable(secure.err));
    QVERIFY2(secure.out.contains(u"secured\tpostgresql://"_s), qPrintable(secure.out));
    QCOMPARE(policies(), before);
}

void ServerCliTest::pushAndPullKeepEveryByte_data()
{
    QTest::addColumn<QString>("which");
    QTest::newRow("demo") << u"demo"_s;
    QTest::newRow("WMT23 en-de MQM") << u"mqm"_s;
}

void ServerCliTest::pushAndPullKeepEveryByte()
{
    QFETCH(QString, which);
    const QString file = which == "demo"_L1 ? m_demo : m_mqm;
    const QString url = which == "demo"_L1 ? m_demoServer : fresh(u"cli_push_"_s + which);
    if (which != "demo"_L1) QCOMPARE(cli({u"server"_s, u"push"_s, file, url}).exitCode, 0);
    const QString back = m_dir.filePath(which + u"-pulled.errata"_s);
    const Run pulled = cli({u"server"_s, u"pull"_s, url, back});
    QVERIFY2(pulled.exitCode == 0, qPrintable(pulled.err));
    const QByteArray original = exported(file, which + u"-file.jsonl"_s);
    QVERIFY(original.count('\n') > 10);
    QCOMPARE(exported(url, which + u"-server.jsonl"_s), original);
    QCOMPARE(exported(back, which + u"-pulled.jsonl"_s), original);
    QCOMPARE(cli({u"check"_s, back}).exitCode, 0);
}

void ServerCliTest::readingCommandsAnswerAlike_data()
{
    QTest::addColumn<QStringList>("arguments");
    const auto row = [](const char *name, const QString &args) { QTest::newRow(name) << args.split(u' '); };
    row("info", u"info"_s);
    row("review-status", u"review-status --by annotator"_s);
    row("progress matrix", u"progress --matrix"_s);
    row("stats coverage by model", u"stats --measure coverage --by model"_s);
    row("stats count", u"stats --measure count --level 2"_s);
    row("agreement", u"agreement"_s);
    row("agreement pairs", u"agreement --pairs"_s);
    row("annotators", u"annotators"_s);
    row("history", u"history --item demo-01"_s);
    row("people", u"people list"_s);
    row("bootstrap", u"bootstrap --items 4,8"_s);
    row("dataset-stats", u"dataset-stats"_s);
    row("lengths", u"lengths --by model"_s);
    row("assignments", u"assign --list"_s);
}

void ServerCliTest::readingCommandsAnswerAlike()
{
    QFETCH(QStringList, arguments);
    const QString command = arguments.takeFirst();
    QStringList leading{u"--format"_s, u"tsv"_s, command};
    if (arguments.value(0) == "list"_L1) leading << arguments.takeFirst(); // people list PROJECT
    const Run local = cli(leading + QStringList{m_demo} + arguments);
    const Run remote = cli(leading + QStringList{m_demoServer} + arguments);
    QVERIFY2(local.exitCode == 0, qPrintable(local.err));
    QCOMPARE(remote.exitCode, 0);
    QVERIFY(local.out.count(u'\n') >= 1);
    QCOMPARE(remote.out, local.out);
}

void ServerCliTest::aStudySetUpOnTheServerEqualsOneInAFile()
{
    const QString texts = m_dir.filePath(u"texts.csv"_s);
    QFile csv(texts);
    QVERIFY(csv.open(QIODevice::WriteOnly));
    csv.write("id,prompt,text,model\nt1,Tell a story.,A cat sat on the mat.,gpt2\n"
              "t2,Tell a story.,The dog barked at nothing at all.,gpt3\nt3,Describe rain.,Rain fell upward.,gpt2\n");
    csv.close();
    const QString file = m_dir.filePath(u"study.errata"_s);
    const QString url = fresh(u"cli_study"_s);
    QByteArray exports[2];
    const QString places[] = {file, url};
    for (int i = 0; i < 2; ++i) {
        const QString &p = places[i];
        const QStringList init = i == 0 ? QStringList{u"init"_s, p, u"--title"_s, u"study"_s}
                                        : QStringList{u"server"_s, u"init"_s, p, u"--title"_s, u"study"_s};
        QCOMPARE(cli(init + QStringList{u"--coordinator"_s, u"Priya"_s}).exitCode, 0);
        QCOMPARE(cli({u"people"_s, u"add"_s, p, u"Ann"_s, u"Bo"_s, u"Cy"_s}).exitCode, 0);
        QCOMPARE(cli({u"items"_s, u"add"_s, p, u"--format"_s, u"csv"_s, texts}).exitCode, 0);
        const Run assigned = cli({u"assign"_s, p, u"--per-item"_s, u"2"_s, u"--seed"_s, u"7"_s});
        QVERIFY2(assigned.exitCode == 0, qPrintable(assigned.err));
        QCOMPARE(cli({u"people"_s, u"deactivate"_s, p, u"Cy"_s}).exitCode, 0);
        exports[i] = exported(p, u"study-%1.jsonl"_s.arg(i)).replace(url.toUtf8(), file.toUtf8());
    }
    static const QRegularExpression time(uR"(\d{4}-\d\d-\d\dT[0-9:.]+Z)"_s);
    QCOMPARE(exports[0].count('\n'), 4); // the project's line, then one per item
    QCOMPARE(QString::fromUtf8(exports[1]).replace(time, u"T"_s), QString::fromUtf8(exports[0]).replace(time, u"T"_s));
}

void ServerCliTest::workPackagesGoOutAndComeBack()
{
    // A package split from the server, worked on offline (a span added in the package file), merged back.
    const QString url = fresh(u"cli_packages"_s);
    QCOMPARE(cli({u"server"_s, u"push"_s, m_demo, url}).exitCode, 0);
    const QString package = m_dir.filePath(u"amara.errata"_s);
    const Run split = cli({u"package"_s, u"split"_s, url, u"--annotator"_s, u"Amara Okafor"_s, u"-o"_s, package,
                           u"--as"_s, u"Priya Raman"_s});
    QVERIFY2(split.exitCode == 0, qPrintable(split.err));
    qint64 added = 0;
    {
        QString error;
        auto offline = Errata::Project::open(package, &error);
        QVERIFY2(offline, qPrintable(error));
        const auto person = offline->people().findByName(u"Amara Okafor"_s);
        QVERIFY(person);
        const QList<Errata::Assignment> assignments = offline->assignments().all();
        const auto open = std::find_if(assignments.cbegin(), assignments.cend(), [&](const Errata::Assignment &a) {
            return a.annotatorId == person->id && a.state == Errata::AssignmentState::InProgress;
        });
        QVERIFY(open != assignments.cend());
        Errata::Span span;
        span.layerId = *offline->spans().annotatorLayer(open->itemId, person->id);
        span.range = {1, 5, Errata::TextSide::Generation};
        span.typeKey = offline->taxonomy().selectableNodes().first()->key;
        QVERIFY(offline->spans().add(span));
        added = span.id;
    }
    const QString spans = u"SELECT count(*) FROM span"_s;
    const QString before = ServerSupport::psql(m_cluster, u"cli_packages"_s, spans).out.trimmed();
    const Run merged =
        cli({u"--format"_s, u"tsv"_s, u"package"_s, u"merge"_s, url, package, u"--as"_s, u"Priya Raman"_s});
    QVERIFY2(merged.exitCode == 0, qPrintable(merged.err));
    QVERIFY2(merged.out.contains(u"spans_added\t1"_s), qPrintable(merged.out));
    QCOMPARE(ServerSupport::psql(m_cluster, u"cli_packages"_s, spans).out.trimmed().toInt(), before.toInt() + 1);
    QVERIFY(added > 0);
    // Merging again changes nothing (a merge is idempotent).
    const Run again =
        cli({u"--format"_s, u"tsv"_s, u"package"_s, u"merge"_s, url, package, u"--as"_s, u"Priya Raman"_s});
    QVERIFY2(again.out.contains(u"spans_added\t0"_s), qPrintable(again.out));
    QCOMPARE(ServerSupport::psql(m_cluster, u"cli_packages"_s, spans).out.trimmed().toInt(), before.toInt() + 1);
}

void ServerCliTest::refusesWithReasons()
{
    const Run again = cli({u"server"_s, u"push"_s, m_demo, m_demoServer});
    QCOMPARE(again.exitCode, 1);
    QVERIFY2(again.err.contains(u"already holds an Errata project"_s), qPrintable(again.err));
    const Run notUrl = cli({u"server"_s, u"init"_s, m_dir.filePath(u"x.errata"_s)});
    QCOMPARE(notUrl.exitCode, 1);
    QVERIFY2(notUrl.err.contains(u"postgresql://"_s), qPrintable(notUrl.err));
    const Run pullOver = cli({u"server"_s, u"pull"_s, m_demoServer, m_demo});
    QCOMPARE(pullOver.exitCode, 1);
    QVERIFY2(pullOver.err.contains(u"already exists"_s), qPrintable(pullOver.err));
    const Run verb = cli({u"server"_s, u"sync"_s});
    QCOMPARE(verb.exitCode, 1);
    QVERIFY2(verb.err.contains(u"init, push, pull, login or secure"_s), qPrintable(verb.err));
}

// docs/server.md's administrator needs CREATEROLE. Without it, push and init used to copy or make the
// whole project and only then fail to set up its permissions, leaving a project nobody guarded.
void ServerCliTest::leavesNoProjectWithoutPermissions()
{
    const auto sql = [&](const QString &database, const QString &statement) {
        return ServerSupport::psql(m_cluster, database, statement);
    };
    QCOMPARE(sql(u"postgres"_s, u"DROP DATABASE IF EXISTS cli_plain WITH (FORCE)"_s).exitCode, 0);
    QCOMPARE(sql(u"postgres"_s, u"DROP ROLE IF EXISTS cli_plain_admin"_s).exitCode, 0);
    QCOMPARE(sql(u"postgres"_s, u"CREATE ROLE cli_plain_admin LOGIN"_s).exitCode, 0);
    QCOMPARE(sql(u"postgres"_s, u"CREATE DATABASE cli_plain OWNER cli_plain_admin"_s).exitCode, 0);
    const QString url = ServerSupport::databaseUrl(m_cluster, u"cli_plain"_s, u"cli_plain_admin"_s);
    const QString tables = u"SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"_s;
    for (const QStringList &command : {QStringList{u"server"_s, u"push"_s, m_demo, url},
                                       QStringList{u"server"_s, u"init"_s, url, u"--coordinator"_s, u"Priya"_s}}) {
        const Run refused = cli(command);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(u"cli_plain_admin may not create roles"_s), qPrintable(refused.err));
        QVERIFY2(refused.err.contains(u"--createrole"_s), qPrintable(refused.err));
        QCOMPARE(sql(u"cli_plain"_s, tables).out.trimmed(), u"0"_s); // nothing made
    }
    // A team member may not set the permissions up, and is told so in words.
    QCOMPARE(cli({u"server"_s, u"login"_s, m_demoServer, u"Amara Okafor"_s, u"--login"_s, u"cli_amara"_s}).exitCode, 0);
    const QString member = ServerSupport::databaseUrl(m_cluster, u"cli_demo"_s, u"cli_amara"_s);
    const Run secure = cli({u"server"_s, u"secure"_s, member});
    QCOMPARE(secure.exitCode, 1);
    QVERIFY2(secure.err.contains(u"Only the owner"_s), qPrintable(secure.err));
    const Run login = cli({u"server"_s, u"login"_s, member, u"Bao Chen"_s, u"--login"_s, u"cli_bao"_s});
    QCOMPARE(login.exitCode, 1);
    QVERIFY2(login.err.contains(u"Only the owner"_s), qPrintable(login.err));
}

// Runs errata-cli with arguments against the fresh database `name` and SIGKILLs it while it waits for the team's
// role, which another session holds uncommitted; then the database must be left with no table.
void ServerCliTest::killWhileWaitingForTheTeam(const QString &name, const QStringList &arguments)
{
    QCOMPARE(ServerSupport::psql(m_cluster, u"postgres"_s, u"DROP ROLE IF EXISTS %1_team"_s.arg(name)).exitCode, 0);
    QProcess holder;
    holder.start(m_cluster.bin + u"/psql"_s,
                 {u"-X"_s, u"-q"_s, u"-h"_s, m_cluster.host, u"-p"_s, m_cluster.port, u"-U"_s, u"errata_admin"_s,
                  u"-d"_s, u"postgres"_s});
    QVERIFY(holder.waitForStarted());
    holder.write(u"BEGIN; CREATE ROLE %1_team NOLOGIN;\n"_s.arg(name).toUtf8());
    QProcess run;
    run.setWorkingDirectory(m_dir.path());
    run.start(TestSupport::built(ERRATA_CLI_PATH), arguments);
    const QString waiting =
        u"SELECT count(*) FROM pg_stat_activity WHERE datname = '%1' AND wait_event_type = 'Lock'"_s.arg(name);
    QTRY_VERIFY_WITH_TIMEOUT(ServerSupport::psql(m_cluster, u"postgres"_s, waiting).out.trimmed() == u"1"_s, 60000);
    run.kill();
    QVERIFY(run.waitForFinished());
    holder.write("ROLLBACK;\n");
    holder.closeWriteChannel();
    QVERIFY(holder.waitForFinished());
    // The server rolls the work back once it finds its client gone: no table, no project.
    const QString tables = u"SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"_s;
    QTRY_COMPARE(ServerSupport::psql(m_cluster, name, tables).out.trimmed(), u"0"_s);
}

// Issue #41: a push stopped anywhere leaves the database as empty as it was, and a rerun makes the
// project. This one is killed while it waits for the team's role.
void ServerCliTest::aKilledPushLeavesNothingBehind()
{
    const QString url = fresh(u"cli_killed"_s);
    killWhileWaitingForTheTeam(u"cli_killed"_s, {u"server"_s, u"push"_s, m_demo, url});
    if (QTest::currentTestFailed()) return;
    const Run again = cli({u"server"_s, u"push"_s, m_demo, url});
    QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    QCOMPARE(exported(url, u"killed-server.jsonl"_s), exported(m_demo, u"killed-file.jsonl"_s));
}

// Issue #41: server init is one transaction from the schema to the coordinator and the permissions. Killed while
// it waits for the team's role, it leaves an empty database, and a second run makes the whole project (before, the
// schema, settings and coordinator were committed, the permissions missing, and the rerun refused).
void ServerCliTest::aKilledInitLeavesNothingBehind()
{
    const QString url = fresh(u"cli_killed_init"_s);
    const QStringList arguments{u"server"_s, u"init"_s, url, u"--coordinator"_s, u"Priya"_s};
    killWhileWaitingForTheTeam(u"cli_killed_init"_s, arguments);
    if (QTest::currentTestFailed()) return;
    const Run again = cli(arguments);
    QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    const Run people = cli({u"--format"_s, u"tsv"_s, u"people"_s, u"list"_s, url});
    QVERIFY2(people.out.contains(u"Priya\tannotator,reviewer,coordinator"_s), qPrintable(people.out));
    const QString policies =
        u"SELECT count(*) FROM pg_policies WHERE policyname = 'errata_read' AND tablename = 'span'"_s;
    QCOMPARE(ServerSupport::psql(m_cluster, u"cli_killed_init"_s, policies).out.trimmed(), u"1"_s);
}

// Issue #41: on a server the CLI acts as the person signed in, never as the project's coordinator; the
// model then refuses them what their role may not do, in its own words.
void ServerCliTest::actsAsTheSignedInPerson()
{
    QCOMPARE(cli({u"server"_s, u"login"_s, m_demoServer, u"Amara Okafor"_s, u"--login"_s, u"cli_amara"_s}).exitCode, 0);
    const QString amara = ServerSupport::databaseUrl(m_cluster, u"cli_demo"_s, u"cli_amara"_s);
    const QString people = u"SELECT count(*) FROM person"_s;
    const QString before = ServerSupport::psql(m_cluster, u"cli_demo"_s, people).out;
    const Run named = cli({u"people"_s, u"add"_s, amara, u"Mallory"_s, u"--as"_s, u"Priya Raman"_s});
    QCOMPARE(named.exitCode, 1);
    QVERIFY2(named.err.contains(u"is signed in as Amara Okafor"_s), qPrintable(named.err));
    const Run unnamed = cli({u"people"_s, u"add"_s, amara, u"Mallory"_s});
    QCOMPARE(unnamed.exitCode, 1);
    QVERIFY2(unnamed.err.contains(u"Amara Okafor is an annotator, not a coordinator"_s), qPrintable(unnamed.err));
    QCOMPARE(ServerSupport::psql(m_cluster, u"cli_demo"_s, people).out, before);
}

// Issue 48: a login names one person. Giving it to another says whose it was, in text and in JSON;
// giving it again to the same person replaces nothing and says nothing.
void ServerCliTest::loginSaysWhatItReplaced()
{
    const QStringList base{u"server"_s, u"login"_s, m_demoServer};
    Run run = cli(base + QStringList{u"Amara Okafor"_s, u"--login"_s, u"cli_moved"_s});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(!run.out.contains(u"Until now"_s) && run.err.isEmpty(), qPrintable(run.out + run.err));
    run = cli(base + QStringList{u"Bao Chen"_s, u"--login"_s, u"cli_moved"_s});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(u"Until now the login of:"_s) && run.out.contains(u"Amara Okafor"_s),
             qPrintable(run.out));
    QVERIFY2(run.err.contains(u"cli_moved was Amara Okafor's login until now"_s), qPrintable(run.err));
    run = cli(QStringList{u"--format"_s, u"json"_s} + base
              + QStringList{u"Amara Okafor"_s, u"--login"_s, u"cli_moved"_s});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(u"\"replaced_person\": \"Bao Chen\""_s), qPrintable(run.out));
    run = cli(base + QStringList{u"Amara Okafor"_s, u"--login"_s, u"cli_moved"_s});
    QVERIFY2(!run.out.contains(u"Until now"_s) && run.err.isEmpty(), qPrintable(run.out + run.err));
}

QTEST_GUILESS_MAIN(ServerCliTest)
#include "servercli_test.moc"
