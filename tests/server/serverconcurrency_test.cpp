// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A team at work on one server at once (issue #21): 20 annotator processes and 2 reviewer processes on
// loopback, each signed in as their own role and working through Errata's repositories (serverclient),
// make 10,000 edits and over 200 workflow transitions. Afterwards every acknowledged edit is on the
// server exactly once and in its author's own layer, nothing unacknowledged is, and the history has every
// acknowledged step once. A client killed inside a transaction leaves nothing of it behind.
#include "tests/serversupport.h"
#include "tests/testsupport.h"

#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Qt::StringLiterals;

namespace {
constexpr int Annotators = 20;
constexpr int EditsEach = 500;
constexpr int ReviewerTransitions = 100; // each: 50 claims and 50 acceptances
} // namespace

class ServerConcurrencyTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void aTeamWorksAtOnce();
    void aClientKilledMidTransactionLeavesNothing();

private:
    QString scalar(const QString &sql) { return ServerSupport::psql(m_cluster, m_name, sql).out.trimmed(); }
    QString url(const QString &login) const { return ServerSupport::databaseUrl(m_cluster, m_name, login); }
    static QString login(int annotator) { return u"ann%1"_s.arg(annotator, 2, 10, QLatin1Char('0')); }
    TestSupport::Run cli(const QStringList &arguments)
    {
        return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }

    QTemporaryDir m_dir;
    ServerSupport::Cluster m_cluster;
    QString m_name = u"team"_s;
};

void ServerConcurrencyTest::initTestCase()
{
    m_cluster = ServerSupport::cluster();
    if (!m_cluster.isValid()) QSKIP("no PostgreSQL test cluster (run through CTest, with PostgreSQL installed)");
    QString error;
    const QString admin = ServerSupport::freshDatabase(m_cluster, m_name, &error);
    QVERIFY2(!admin.isEmpty(), qPrintable(error));
    QCOMPARE(cli({u"server"_s, u"init"_s, admin, u"--coordinator"_s, u"Cora"_s}).exitCode, 0);
    QStringList people{u"people"_s, u"add"_s, admin};
    for (int a = 1; a <= Annotators; ++a) people << login(a);
    QCOMPARE(cli(people).exitCode, 0);
    QCOMPARE(cli({u"people"_s, u"add"_s, admin, u"rev1"_s, u"rev2"_s, u"--role"_s, u"reviewer"_s}).exitCode, 0);
    QFile texts(m_dir.filePath(u"texts.csv"_s));
    QVERIFY(texts.open(QIODevice::WriteOnly));
    texts.write("id,prompt,text\n");
    for (int i = 1; i <= 100; ++i) {
        texts.write(u"t%1,Write on.,Text number %1 is long enough to carry forty-three characters of spans.\n"_s.arg(i)
                        .toUtf8());
    }
    texts.close();
    QCOMPARE(cli({u"items"_s, u"add"_s, admin, u"--format"_s, u"csv"_s, texts.fileName()}).exitCode, 0);
    QStringList annotators;
    for (int a = 1; a <= Annotators; ++a) annotators << login(a);
    const auto assigned = cli({u"assign"_s, admin, u"--per-item"_s, u"5"_s, u"--annotators"_s, annotators.join(u',')});
    QVERIFY2(assigned.exitCode == 0, qPrintable(assigned.err));
    for (const QString &person : annotators + QStringList{u"rev1"_s, u"rev2"_s}) {
        QCOMPARE(cli({u"server"_s, u"login"_s, admin, person, u"--login"_s, person}).exitCode, 0);
    }
}

void ServerConcurrencyTest::aTeamWorksAtOnce()
{
    std::vector<std::unique_ptr<QProcess>> clients;
    const auto start = [&](const QString &mode, const QString &who, int count) {
        auto process = std::make_unique<QProcess>();
        process->start(TestSupport::built(ERRATA_SERVER_CLIENT), {mode, url(who), QString::number(count)});
        clients.push_back(std::move(process));
    };
    for (int a = 1; a <= Annotators; ++a) start(u"annotate"_s, login(a), EditsEach);
    start(u"review"_s, u"rev1"_s, ReviewerTransitions);
    start(u"review"_s, u"rev2"_s, ReviewerTransitions);
    QHash<qint64, QString> spanAuthor; // acknowledged span -> its author's login
    QHash<qint64, qint64> spanLayer;
    QStringList transitions; // "open 12 ann03": acknowledged steps with their actor
    QStringList timings;
    for (qsizetype i = 0; i < qsizetype(clients.size()); ++i) {
        QProcess &client = *clients[size_t(i)];
        QVERIFY(client.waitForFinished(240000));
        const QString who = i < Annotators ? login(int(i) + 1) : u"rev%1"_s.arg(i - Annotators + 1);
        QVERIFY2(client.exitCode() == 0, qPrintable(who + u": "_s + QString::fromUtf8(client.readAllStandardError())));
        for (const QString &line : QString::fromUtf8(client.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts)) {
            const QStringList f = line.split(u' ');
            if (f[0] == "span"_L1) {
                QVERIFY2(!spanAuthor.contains(f[1].toLongLong()), qPrintable(line)); // no id acknowledged twice
                spanAuthor.insert(f[1].toLongLong(), who);
                spanLayer.insert(f[1].toLongLong(), f[2].toLongLong());
            } else if (f[0] == "edit-ms"_L1) {
                timings << f.mid(1).join(u'/');
            } else {
                transitions << f[0] + u' ' + f[1] + u' ' + who;
            }
        }
    }
    QCOMPARE(spanAuthor.size(), Annotators * EditsEach);
    QVERIFY(transitions.size() >= 200);
    qInfo("edit round trip p50/p99 in ms, per annotator: %s", qPrintable(timings.join(u' ')));
    // Every acknowledged span, once, in the layer it was acknowledged in, which is its author's; nothing else.
    QCOMPARE(scalar(u"SELECT count(*) FROM span"_s).toInt(), spanAuthor.size());
    const QStringList rows = scalar(u"SELECT s.id || ' ' || s.layer_id || ' ' || g.login FROM span s JOIN layer l ON "
                                    u"l.id = s.layer_id JOIN errata_login g ON g.person_id = l.person_id"_s)
                                 .split(u'\n');
    QCOMPARE(rows.size(), spanAuthor.size());
    for (const QString &row : rows) {
        const QStringList f = row.split(u' ');
        const qint64 id = f[0].toLongLong();
        QVERIFY2(spanAuthor.value(id) == f[2] && spanLayer.value(id) == f[1].toLongLong(), qPrintable(row));
    }
    // The history holds every acknowledged step once, with its actor.
    QStringList history = scalar(u"SELECT h.action || ' ' || h.assignment_id || ' ' || g.login FROM history h JOIN "
                                 u"errata_login g ON g.person_id = h.actor_id WHERE h.action <> 'create'"_s)
                              .split(u'\n', Qt::SkipEmptyParts);
    history.sort();
    transitions.sort();
    QCOMPARE(history, transitions);
}

void ServerConcurrencyTest::aClientKilledMidTransactionLeavesNothing()
{
    const QString spans = scalar(u"SELECT count(*) FROM span"_s);
    QProcess client;
    client.start(TestSupport::built(ERRATA_SERVER_CLIENT), {u"hang"_s, url(login(1))});
    QVERIFY(client.waitForReadyRead(60000));
    const QString inside = QString::fromUtf8(client.readAllStandardOutput()).trimmed();
    QVERIFY2(inside.startsWith(u"inside "_s), qPrintable(inside));
    // The server has the row, uncommitted: visible to its own session only.
    QCOMPARE(scalar(u"SELECT count(*) FROM span"_s), spans);
    ::kill(pid_t(client.processId()), SIGKILL);
    QVERIFY(client.waitForFinished(10000));
    QTRY_COMPARE_WITH_TIMEOUT(scalar(u"SELECT count(*) FROM pg_stat_activity WHERE usename = '%1' "
                                     u"AND datname = current_database()"_s.arg(login(1))),
                              u"0"_s, 10000);
    QCOMPARE(scalar(u"SELECT count(*) FROM span"_s), spans);
    QCOMPARE(scalar(u"SELECT count(*) FROM span WHERE id = %1"_s.arg(inside.section(u' ', 1))), u"0"_s);
}

QTEST_GUILESS_MAIN(ServerConcurrencyTest)
#include "serverconcurrency_test.moc"
