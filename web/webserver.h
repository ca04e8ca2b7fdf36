// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "websessions.h"

#include <QAbstractHttpServer>
#include <QCoreApplication>
#include <QHostAddress>
#include <QJsonObject>

namespace Errata {

class Project;

// errata-cli serve: the annotator's page and its JSON API on one project file (docs/web.md), on Qt
// HttpServer in the program's own event loop, so every request reaches the project in the one thread
// that has it open. This class is the HTTP side only — sign-in, cookies, CSRF, limits, headers — and
// hands each request to AnnotatorApi, which asks the model.
class WebServer final : public QAbstractHttpServer
{
    Q_OBJECT
public:
    struct Options
    {
        qsizetype maxBody = 64 * 1024; // a request body larger than this is refused (413)
        WebSessions::Limits limits;
        bool tls = false; // cookies marked Secure, and Strict-Transport-Security sent
    };

    WebServer(Project &project, Options options, QObject *parent = nullptr);

    // What one request is answered with, before it is written.
    struct Reply
    {
        int status = 200;
        QByteArray body;
        QByteArray contentType = "application/json";
        QList<std::pair<QByteArray, QByteArray>> headers;
    };

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    Reply answer(const QHttpServerRequest &request);
    Reply page(const QString &path) const;
    Reply signIn(const QHttpServerRequest &request);
    Reply api(const QHttpServerRequest &request, WebSessions::Session &session, const QByteArray &cookie);
    Reply items(const QStringList &parts, bool post, const QJsonObject &body, qint64 personId);
    // The session the request's cookie names, still signed in by a working link; nullptr otherwise.
    WebSessions::Session *sessionOf(const QHttpServerRequest &request, QByteArray *cookie);
    void write(const QHttpServerRequest &request, QTcpSocket *socket, const Reply &reply) const;

    Project &m_project;
    Options m_options;
    WebSessions m_sessions;
    WebSessions::Session m_signIns; // one allowance shared by all sign-in attempts
};

} // namespace Errata
