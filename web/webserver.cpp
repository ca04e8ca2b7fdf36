// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "webserver.h"

#include "annotatorapi.h"

#include "model/project/project.h"
#include "model/storage/personrepository.h"
#include "model/storage/weblinkrepository.h"

#include <QFile>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonDocument>
#include <QTcpSocket>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace Errata {

namespace {

const QByteArray CookieName = "errata_session";

// Only this program's own files, only from itself: no inline script or style, no frames, no forms
// posted elsewhere. Everything the page shows of an item goes in as text (app.js: textContent).
const QByteArray ContentSecurityPolicy =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
    "object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

WebServer::Reply json(int status, const QJsonObject &object)
{
    return {status, QJsonDocument(object).toJson(QJsonDocument::Compact), "application/json", {}};
}

WebServer::Reply error(int status, const QString &message)
{
    return json(status, {{u"error"_s, message}});
}

WebServer::Reply fromApi(const AnnotatorApi::Result &result)
{
    return json(result.status, result.body);
}

// Compares every byte whatever the first difference, so the time taken says nothing about the token.
bool sameSecret(const QByteArray &a, const QByteArray &b)
{
    if (a.size() != b.size() || a.isEmpty()) return false;
    unsigned char difference = 0;
    for (qsizetype i = 0; i < a.size(); ++i) difference |= static_cast<unsigned char>(a.at(i) ^ b.at(i));
    return difference == 0;
}

QByteArray cookieValue(const QHttpServerRequest &request)
{
    for (const QByteArray &part : request.value("Cookie").split(';')) {
        const QByteArray trimmed = part.trimmed();
        if (trimmed.startsWith(CookieName + '=')) return trimmed.mid(CookieName.size() + 1);
    }
    return {};
}

// A change sent from another site's page carries that site as its Origin: refused before anything else.
bool foreignOrigin(const QHttpServerRequest &request)
{
    const QByteArray origin = request.value("Origin");
    return !origin.isEmpty()
        && QUrl(QString::fromLatin1(origin)).authority() != QString::fromLatin1(request.value("Host"));
}

} // namespace

WebServer::WebServer(Project &project, Options options, QObject *parent)
    : QAbstractHttpServer(parent)
    , m_project(project)
    , m_options(options)
    , m_sessions(options.limits)
    , m_signIns{0, {}, {}, options.limits.burst, 0}
{
}

bool WebServer::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    write(request, socket, answer(request));
    return true;
}

void WebServer::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    write(request, socket, error(404, tr("Not found.")));
}

WebServer::Reply WebServer::answer(const QHttpServerRequest &request)
{
    const QString path = request.url().path();
    const bool post = request.method() == QHttpServerRequest::Method::Post;
    if (!post && request.method() != QHttpServerRequest::Method::Get) return error(405, tr("GET and POST only."));
    if (!path.startsWith(u"/api/"_s)) return post ? error(405, tr("GET only.")) : page(path);
    if (post) {
        if (request.value("Content-Length").toLongLong() > m_options.maxBody
            || request.body().size() > m_options.maxBody)
            return error(413, tr("The request is larger than %1 bytes.").arg(m_options.maxBody));
        if (foreignOrigin(request)) return error(403, tr("A change from another site's page is refused."));
        if (path == "/api/signin"_L1) return signIn(request);
    }
    QByteArray cookie;
    WebSessions::Session *session = sessionOf(request, &cookie);
    if (!session) return error(401, tr("Not signed in: open your personal link again."));
    if (!m_sessions.allow(*session)) return error(429, tr("Too many requests: wait a moment."));
    if (post && !sameSecret(request.value("X-CSRF-Token"), session->csrf)) {
        return error(403, tr("The request lacks this page's CSRF token."));
    }
    return api(request, *session, cookie);
}

WebSessions::Session *WebServer::sessionOf(const QHttpServerRequest &request, QByteArray *cookie)
{
    *cookie = cookieValue(request);
    WebSessions::Session *session = cookie->isEmpty() ? nullptr : m_sessions.find(*cookie);
    if (!session) return nullptr;
    // A revoked link (or a deactivated person) ends the session at its next request.
    if (WebLinkRepository(&m_project.database()).personOfHash(session->linkHash) != session->personId) {
        m_sessions.close(*cookie);
        return nullptr;
    }
    return session;
}

WebServer::Reply WebServer::signIn(const QHttpServerRequest &request)
{
    if (!m_sessions.allow(m_signIns)) return error(429, tr("Too many sign-in attempts: wait a moment."));
    const QJsonObject body = QJsonDocument::fromJson(request.body()).object();
    const QString token = body.value(u"token"_s).toString();
    WebLinkRepository links(&m_project.database());
    const auto personId = links.personOf(token);
    const auto person = personId ? m_project.people().find(*personId) : std::nullopt;
    if (!person || !person->roles.testFlag(Role::Annotator)) {
        return error(403, tr("This sign-in link does not work (revoked, or not copied whole). Ask your coordinator."));
    }
    const QByteArray id = m_sessions.open(person->id, WebLinkRepository::hashOf(token));
    AnnotatorApi::Result result = AnnotatorApi(m_project, person->id).session();
    result.body.insert(u"csrf"_s, QString::fromLatin1(m_sessions.find(id)->csrf));
    Reply reply = fromApi(result);
    reply.headers.append(
        {"Set-Cookie",
         CookieName + '=' + id + "; Path=/; HttpOnly; SameSite=Strict" + (m_options.tls ? "; Secure" : "")});
    return reply;
}

WebServer::Reply WebServer::api(const QHttpServerRequest &request, WebSessions::Session &session,
                                const QByteArray &cookie)
{
    const QStringList parts = request.url().path().mid(5).split(u'/', Qt::SkipEmptyParts);
    const bool post = request.method() == QHttpServerRequest::Method::Post;
    QJsonObject body;
    if (post && !request.body().isEmpty()) {
        QJsonParseError parsed;
        const QJsonDocument document = QJsonDocument::fromJson(request.body(), &parsed);
        if (parsed.error != QJsonParseError::NoError || !document.isObject()) {
            return error(400, tr("The request body is not a JSON object."));
        }
        body = document.object();
    }
    AnnotatorApi annotator(m_project, session.personId);
    const QString head = parts.value(0);
    if (!post && parts.size() == 1 && head == "session"_L1) {
        AnnotatorApi::Result result = annotator.session();
        result.body.insert(u"csrf"_s, QString::fromLatin1(session.csrf));
        return fromApi(result);
    }
    if (post && parts.size() == 1 && head == "signout"_L1) {
        m_sessions.close(cookie);
        return json(200, {});
    }
    if (!post && parts.size() == 1 && head == "queue"_L1) return fromApi(annotator.queue());
    if (head == "items"_L1) return items(parts, post, body, session.personId);
    return error(404, tr("Not found."));
}

WebServer::Reply WebServer::items(const QStringList &parts, bool post, const QJsonObject &body, qint64 personId)
{
    AnnotatorApi annotator(m_project, personId);
    bool ok = false;
    const int place = parts.value(1).toInt(&ok);
    if (!ok) return error(404, tr("Not found."));
    const qint64 spanId = parts.value(3).toLongLong();
    const QString verb = parts.mid(2).join(u'/');
    if (!post && parts.size() == 2) return fromApi(annotator.item(place));
    if (!post) return error(405, tr("That needs POST."));
    if (verb == "spans"_L1) return fromApi(annotator.addSpan(place, body));
    if (verb == "submit"_L1) return fromApi(annotator.submit(place));
    if (parts.size() == 4 && parts.at(2) == "spans"_L1) return fromApi(annotator.changeSpan(place, spanId, body));
    if (parts.size() == 5 && parts.at(2) == "spans"_L1 && parts.at(4) == "delete"_L1) {
        return fromApi(annotator.removeSpan(place, spanId));
    }
    return error(404, tr("Not found."));
}

WebServer::Reply WebServer::page(const QString &path) const
{
    static const QHash<QString, std::pair<QString, QByteArray>> files{
        {u"/"_s, {u":/web/index.html"_s, "text/html; charset=utf-8"}},
        {u"/app.js"_s, {u":/web/app.js"_s, "text/javascript; charset=utf-8"}},
        {u"/lanes.js"_s, {u":/web/lanes.js"_s, "text/javascript; charset=utf-8"}},
        {u"/app.css"_s, {u":/web/app.css"_s, "text/css; charset=utf-8"}},
    };
    const auto it = files.find(path);
    if (it == files.end()) return error(404, tr("Not found."));
    QFile file(it->first);
    if (!file.open(QIODevice::ReadOnly)) return error(500, tr("The page's files are missing from this build."));
    return {200, file.readAll(), it->second, {}};
}

void WebServer::write(const QHttpServerRequest &request, QTcpSocket *socket, const Reply &reply) const
{
    QHttpServerResponder responder = makeResponder(request, socket);
    responder.writeStatusLine(static_cast<QHttpServerResponder::StatusCode>(reply.status));
    responder.writeHeader("Content-Type", reply.contentType);
    responder.writeHeader("Content-Length", QByteArray::number(reply.body.size()));
    responder.writeHeader("Content-Security-Policy", ContentSecurityPolicy);
    responder.writeHeader("X-Content-Type-Options", "nosniff");
    responder.writeHeader("X-Frame-Options", "DENY");
    responder.writeHeader("Referrer-Policy", "no-referrer");
    responder.writeHeader("Cache-Control", "no-store");
    if (m_options.tls) responder.writeHeader("Strict-Transport-Security", "max-age=31536000");
    for (const auto &[name, value] : reply.headers) responder.writeHeader(name, value);
    responder.writeBody(reply.body);
}

} // namespace Errata
