// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli serve's HTTP API (issue #46, docs/web.md), served in-process on a random loopback port and asked
// with QNetworkAccessManager as a browser would: sign-in by link, revocation, CSRF, size and rate limits,
// hostile text returned as a JSON string, edits in the file, blindness, one annotator kept from another's items.
#include "webclient.h"

#include "tests/testsupport.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "web/webserver.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using TestSupport::Run;

namespace {
const QString Coordinator = u"Cora Coord"_s, Ann = u"Ann Able"_s, Ben = u"Ben Baker"_s;
// What a blind project hides from its annotators: the system, and the corpus ids.
const QString System = u"SecretSystemX"_s;
const QString Hostile = u"</script><script>alert(1)</script><img src=x onerror=alert(2)> \"quotes\" & ampersands"_s;
const QString Chinese = u"小明今天去了学校。他很高兴。"_s;
} // namespace

class WebApiTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void signInByLink();
    void revokedLinkIsRefused();
    void wrongCsrfIsRefused();
    void oversizedBodyIsRefused();
    void hostileTextIsAJsonString();
    void spanAddedIsInTheFile();
    void submitAsksTheWindowsCheck();
    void blindProjectLeaksNoSystemName();
    void oneAnnotatorCannotReachAnothersItem();
    void tooManyRequestsAreRefused();

private:
    Run cli(const QStringList &arguments);
    QString link(const QString &person);
    QString path() const { return m_dir.filePath(u"study.errata"_s); }
    QByteArray fileState() const; // the file and its -wal, hashed
    // Every item text one signed-in person's queue holds, by label.
    QHash<QString, QString> textsOf(WebClient &client);

    QTemporaryDir m_dir;
    std::unique_ptr<Errata::Project> m_project;
    std::unique_ptr<Errata::WebServer> m_server;
    quint16 m_port = 0;
};

Run WebApiTest::cli(const QStringList &arguments)
{
    return TestSupport::runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
}

QString WebApiTest::link(const QString &person)
{
    const Run run = cli({u"links"_s, path(), u"--make"_s, person, u"--as"_s, Coordinator});
    if (run.exitCode != 0) qWarning() << run.err << run.out;
    return run.out.trimmed().section(u"#t="_s, 1);
}

// Hashed by another process: opening and closing the file in this one would drop the POSIX locks the
// in-process server's SQLite holds on it (docs/reliability.md), and its reads would go stale.
QByteArray WebApiTest::fileState() const
{
    QProcess sha;
    sha.start(u"sha256sum"_s, {path(), path() + u"-wal"_s});
    return sha.waitForFinished() && sha.exitCode() == 0 ? sha.readAllStandardOutput() : QByteArray();
}

void WebApiTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QFile items(m_dir.filePath(u"items.jsonl"_s));
    QVERIFY(items.open(QIODevice::WriteOnly));
    const QList<std::pair<QString, QString>> texts{{u"web-1"_s, Hostile},
                                                   {u"web-2"_s, u"The cat sat on the mat and purred."_s},
                                                   {u"web-3"_s, Chinese},
                                                   {u"web-4"_s, u"Another plain sentence for Ben."_s}};
    for (const auto &[id, text] : texts) {
        const QJsonObject line{
            {u"id"_s, id}, {u"prompt"_s, u"Write <b>one</b> line."_s}, {u"text"_s, text}, {u"model"_s, System}};
        items.write(QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n');
    }
    items.close();
    for (const QStringList &step :
         {QStringList{u"init"_s, path(), u"--blind"_s, u"on"_s, u"--coordinator"_s, Coordinator},
          QStringList{u"people"_s, u"add"_s, path(), Ann, Ben, u"--as"_s, Coordinator},
          QStringList{u"items"_s, u"add"_s, path(), u"--format"_s, u"jsonl"_s, items.fileName(), u"--as"_s,
                      Coordinator},
          QStringList{u"assign"_s, path(), u"--per-item"_s, u"1"_s, u"--seed"_s, u"1"_s, u"--as"_s, Coordinator}}) {
        const Run run = cli(step);
        QVERIFY2(run.exitCode == 0, qPrintable(step.join(u' ') + u": "_s + run.err));
    }
    QString error;
    m_project = Errata::Project::open(path(), &error);
    QVERIFY2(m_project, qPrintable(error));
    m_server = std::make_unique<Errata::WebServer>(*m_project, Errata::WebServer::Options{});
    m_port = m_server->listen(QHostAddress::LocalHost, 0);
    QVERIFY(m_port != 0);
}

QHash<QString, QString> WebApiTest::textsOf(WebClient &client)
{
    QHash<QString, QString> texts;
    const QJsonArray items = client.get(u"/api/queue"_s).json().value(u"items"_s).toArray();
    for (const QJsonValue &entry : items) {
        const int place = entry[u"place"_s].toInt();
        texts.insert(QString::number(place),
                     client.get(u"/api/items/%1"_s.arg(place)).json()[u"generation"_s].toString());
    }
    return texts;
}

void WebApiTest::signInByLink()
{
    WebClient browser(m_port);
    QCOMPARE(browser.get(u"/api/queue"_s).status, 401); // not signed in
    const WebReply reply = browser.signIn(link(Ann));
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json().value(u"person"_s).toString(), Ann);
    const QByteArray cookie = reply.header("Set-Cookie");
    QVERIFY2(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"), cookie.constData());
    QVERIFY(!reply.json().value(u"csrf"_s).toString().isEmpty());
    QCOMPARE(browser.get(u"/api/session"_s).json().value(u"person"_s).toString(), Ann);
    QCOMPARE(browser.get(u"/api/queue"_s).json().value(u"items"_s).toArray().size(), 2); // 4 items, 2 people
    // A made-up token of the right length, and none at all.
    QCOMPARE(WebClient(m_port).signIn(QString(43, u'A')).status, 403);
    QCOMPARE(WebClient(m_port).signIn(QString()).status, 403);
}

void WebApiTest::revokedLinkIsRefused()
{
    const QString token = link(Ben);
    WebClient browser(m_port);
    QCOMPARE(browser.signIn(token).status, 200);
    QCOMPARE(browser.get(u"/api/queue"_s).status, 200);
    const Run revoke = cli({u"links"_s, path(), u"--revoke"_s, Ben, u"--as"_s, Coordinator});
    QVERIFY2(revoke.exitCode == 0, qPrintable(revoke.err));
    QCOMPARE(WebClient(m_port).signIn(token).status, 403);
    QCOMPARE(browser.get(u"/api/queue"_s).status, 401); // the open session ended with its link
    // Only a coordinator makes links.
    const Run annotator = cli({u"links"_s, path(), u"--make"_s, Ben, u"--as"_s, Ann});
    QCOMPARE(annotator.exitCode, 1);
    QVERIFY2(annotator.err.contains(u"Only a coordinator"_s) && annotator.out.isEmpty(), qPrintable(annotator.err));
}

void WebApiTest::wrongCsrfIsRefused()
{
    WebClient browser(m_port);
    QCOMPARE(browser.signIn(link(Ann)).status, 200);
    const QByteArray before = fileState();
    const QJsonObject span{{u"begin"_s, 0}, {u"end"_s, 3}, {u"type"_s, u"Grammar_Usage"_s}};
    for (const QByteArray &csrf : {QByteArray("wrong"), QByteArray()}) {
        const WebReply reply = browser.post(u"/api/items/1/spans"_s, span, csrf);
        QCOMPARE(reply.status, 403);
        QVERIFY(reply.json().value(u"error"_s).toString().contains(u"CSRF"_s));
    }
    QCOMPARE(fileState(), before);
}

void WebApiTest::oversizedBodyIsRefused()
{
    WebClient browser(m_port);
    QCOMPARE(browser.signIn(link(Ann)).status, 200);
    const QByteArray before = fileState();
    const QByteArray body = "{\"rationale\":\"" + QByteArray(70 * 1024, 'x') + "\"}";
    QCOMPARE(browser.postRaw(u"/api/items/1/spans"_s, body).status, 413);
    QCOMPARE(browser.postRaw(u"/api/items/1/spans"_s, "not json").status, 400);
    QCOMPARE(fileState(), before);
}

void WebApiTest::hostileTextIsAJsonString()
{
    bool found = false;
    for (const QString &person : {Ann, Ben}) {
        WebClient browser(m_port);
        const WebReply signedIn = browser.signIn(link(person));
        QVERIFY2(signedIn.status == 200, signedIn.body.constData());
        for (const QString &place : textsOf(browser).keys()) {
            const WebReply reply = browser.get(u"/api/items/"_s + place);
            QCOMPARE(reply.header("Content-Type"), QByteArray("application/json"));
            QCOMPARE(reply.header("X-Content-Type-Options"), QByteArray("nosniff"));
            QCOMPARE(reply.json().value(u"prompt"_s).toString(), u"Write <b>one</b> line."_s);
            found = found || reply.json().value(u"generation"_s).toString() == Hostile;
        }
    }
    QVERIFY(found); // the hostile text came back, character for character, as a string
    const WebReply page = WebClient(m_port).get(u"/"_s);
    QCOMPARE(page.status, 200);
    QVERIFY(page.header("Content-Security-Policy").startsWith("default-src 'self'; script-src 'self';"));
    QCOMPARE(page.body.count("<script"), page.body.count("<script src=\"/")); // no inline script at all
}

void WebApiTest::spanAddedIsInTheFile()
{
    const QString cat = u"The cat sat on the mat and purred."_s;
    for (const QString &person : {Ann, Ben}) {
        WebClient browser(m_port);
        QCOMPARE(browser.signIn(link(person)).status, 200);
        const QString place = textsOf(browser).key(cat);
        if (place.isEmpty()) continue;
        // "a" of "cat" (5–6) is widened to the word: "cat" is 4–7.
        const WebReply reply = browser.post(u"/api/items/%1/spans"_s.arg(place),
                                            {{u"begin"_s, 5},
                                             {u"end"_s, 6},
                                             {u"type"_s, u"Commonsense"_s},
                                             {u"severity"_s, u"2"_s},
                                             {u"rationale"_s, u"Cats <b>do</b> sit."_s}});
        QCOMPARE(reply.status, 200);
        const QJsonObject span = reply.json().value(u"spans"_s).toArray().first().toObject();
        QCOMPARE(span.value(u"begin"_s).toInt(), 4);
        QCOMPARE(span.value(u"end"_s).toInt(), 7);
        // In the file, as another program opening it sees it.
        QString error;
        const auto again = Errata::Project::open(path(), &error);
        QVERIFY2(again, qPrintable(error));
        const auto item = again->items().findByExternalId(u"web-2"_s);
        const auto who = again->people().findByName(person);
        QVERIFY(item && who);
        const auto layer = again->spans().annotatorLayer(item->id, who->id);
        QVERIFY(layer);
        const QList<Errata::Span> spans = again->spans().spansOfLayer(*layer);
        QCOMPARE(spans.size(), 1);
        QCOMPARE(spans.first().range.begin, 4);
        QCOMPARE(spans.first().range.end, 7);
        QCOMPARE(spans.first().typeKey, u"Commonsense"_s);
        QCOMPARE(spans.first().rationale, u"Cats <b>do</b> sit."_s);
        // Outside the text, or a type the taxonomy does not have: refused, nothing written.
        const QByteArray before = fileState();
        QCOMPARE(browser
                     .post(u"/api/items/%1/spans"_s.arg(place),
                           {{u"begin"_s, 30}, {u"end"_s, 99}, {u"type"_s, u"Commonsense"_s}})
                     .status,
                 400);
        QCOMPARE(
            browser.post(u"/api/items/%1/spans"_s.arg(place), {{u"begin"_s, 0}, {u"end"_s, 3}, {u"type"_s, u"Nope"_s}})
                .status,
            422);
        QCOMPARE(browser
                     .post(u"/api/items/%1/spans"_s.arg(place),
                           {{u"begin"_s, 3}, {u"end"_s, 4}, {u"type"_s, u"Commonsense"_s}})
                     .status,
                 422); // a space only
        QCOMPARE(fileState(), before);
        return;
    }
    QFAIL("nobody has the cat item");
}

void WebApiTest::submitAsksTheWindowsCheck()
{
    for (const QString &person : {Ann, Ben}) {
        WebClient browser(m_port);
        QCOMPARE(browser.signIn(link(person)).status, 200);
        const QString place = textsOf(browser).key(Chinese);
        if (place.isEmpty()) continue;
        const QString items = u"/api/items/"_s + place;
        // "今" alone (2–3): every ideograph is a word of its own.
        const WebReply added =
            browser.post(items + u"/spans"_s,
                         {{u"begin"_s, 2}, {u"end"_s, 3}, {u"type"_s, u"Incoherent"_s}, {u"severity"_s, u"1"_s}});
        QCOMPARE(added.status, 200);
        const QJsonObject span = added.json().value(u"spans"_s).toArray().first().toObject();
        QCOMPARE(span.value(u"end"_s).toInt() - span.value(u"begin"_s).toInt(), 1);
        const WebReply early = browser.post(items + u"/submit"_s, {});
        QCOMPARE(early.status, 422); // Scarecrow's types need a rationale
        QVERIFY(early.json().value(u"problems"_s).toArray().first().toString().contains(u"rationale"_s));
        const QString spanPath = items + u"/spans/"_s + QString::number(span.value(u"id"_s).toInteger());
        QCOMPARE(browser.post(spanPath, {{u"rationale"_s, u"不通顺"_s}}).status, 200);
        const WebReply submitted = browser.post(items + u"/submit"_s, {});
        QCOMPARE(submitted.status, 200);
        QCOMPARE(submitted.json().value(u"state"_s).toString(), u"submitted"_s);
        QCOMPARE(submitted.json().value(u"editable"_s).toBool(), false);
        QCOMPARE(browser.post(spanPath + u"/delete"_s, {}).status, 409); // handed in: no more edits
        QString error;
        const auto again = Errata::Project::open(path(), &error);
        QVERIFY2(again, qPrintable(error));
        const auto item = again->items().findByExternalId(u"web-3"_s);
        QVERIFY(item);
        QCOMPARE(again->assignments().forItem(item->id).first().state, Errata::AssignmentState::Submitted);
        return;
    }
    QFAIL("nobody has the Chinese item");
}

void WebApiTest::blindProjectLeaksNoSystemName()
{
    for (const QString &person : {Ann, Ben}) {
        WebClient browser(m_port);
        QByteArray said = browser.signIn(link(person)).body + browser.get(u"/api/session"_s).body;
        said += browser.get(u"/api/queue"_s).body;
        for (int place = 1; place <= 2; ++place) said += browser.get(u"/api/items/%1"_s.arg(place)).body;
        const QString text = QString::fromUtf8(said);
        QVERIFY(text.contains(u"#01"_s)); // the blind labels, and real answers
        QVERIFY2(!text.contains(System), qPrintable(text));
        QVERIFY2(!text.contains(u"web-"_s), qPrintable(text)); // no corpus ids
        QVERIFY2(!text.contains(person == Ann ? Ben : Ann), qPrintable(text));
    }
}

void WebApiTest::oneAnnotatorCannotReachAnothersItem()
{
    WebClient ann(m_port), ben(m_port);
    QCOMPARE(ann.signIn(link(Ann)).status, 200);
    QCOMPARE(ben.signIn(link(Ben)).status, 200);
    const QList<QString> annTexts = textsOf(ann).values(), benTexts = textsOf(ben).values();
    QCOMPARE(annTexts.size() + benTexts.size(), 4);
    for (const QString &text : annTexts) QVERIFY(!benTexts.contains(text));
    const QByteArray before = fileState();
    for (const QString &place : {u"0"_s, u"3"_s, u"-1"_s, u"x"_s}) {
        QCOMPARE(ann.get(u"/api/items/"_s + place).status, 404);
        QCOMPARE(ann.post(u"/api/items/%1/spans"_s.arg(place),
                          {{u"begin"_s, 0}, {u"end"_s, 3}, {u"type"_s, u"Commonsense"_s}})
                     .status,
                 404);
        QCOMPARE(ann.post(u"/api/items/%1/submit"_s.arg(place), {}).status, 404);
    }
    QCOMPARE(fileState(), before);
}

void WebApiTest::tooManyRequestsAreRefused()
{
    Errata::WebServer::Options options;
    options.limits = {0.001, 3}; // three requests, then one every 1000 s
    Errata::WebServer strict(*m_project, options);
    const quint16 port = strict.listen(QHostAddress::LocalHost, 0);
    QVERIFY(port != 0);
    WebClient browser(port);
    QCOMPARE(browser.signIn(link(Ann)).status, 200);
    for (int i = 0; i < 3; ++i) QCOMPARE(browser.get(u"/api/queue"_s).status, 200);
    QCOMPARE(browser.get(u"/api/queue"_s).status, 429);
}

QTEST_GUILESS_MAIN(WebApiTest)
#include "webapi_test.moc"
