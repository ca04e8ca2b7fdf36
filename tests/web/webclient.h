// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One browser for the web API's tests: its own cookie jar (QNetworkAccessManager's), and the CSRF token the
// page would keep after signing in. Requests wait in a local event loop, so the in-process server answers.
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

#include <optional>

struct WebReply
{
    int status = 0;
    QByteArray body;
    QList<QNetworkReply::RawHeaderPair> headers;
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
    QByteArray header(const QByteArray &name) const
    {
        for (const auto &[key, value] : headers) {
            if (key.compare(name, Qt::CaseInsensitive) == 0) return value;
        }
        return {};
    }
};

class WebClient
{
public:
    explicit WebClient(quint16 port)
        : m_base(QStringLiteral("http://127.0.0.1:%1").arg(port))
    {
    }

    WebReply get(const QString &path) { return wait(m_manager.get(request(path))); }
    // csrf: the token to send, when not the one signing in gave.
    WebReply post(const QString &path, const QJsonObject &body, std::optional<QByteArray> csrf = std::nullopt)
    {
        return postRaw(path, QJsonDocument(body).toJson(QJsonDocument::Compact), csrf);
    }
    WebReply postRaw(const QString &path, const QByteArray &body, std::optional<QByteArray> csrf = std::nullopt)
    {
        QNetworkRequest r = request(path);
        r.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        r.setRawHeader("X-CSRF-Token", csrf.value_or(m_csrf));
        return wait(m_manager.post(r, body));
    }
    WebReply signIn(const QString &token)
    {
        const WebReply reply = post(QStringLiteral("/api/signin"), {{QStringLiteral("token"), token}});
        if (reply.status == 200) m_csrf = reply.json().value(QStringLiteral("csrf")).toString().toLatin1();
        return reply;
    }

private:
    QNetworkRequest request(const QString &path) const { return QNetworkRequest(QUrl(m_base + path)); }
    static WebReply wait(QNetworkReply *reply)
    {
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        if (!reply->isFinished()) loop.exec();
        WebReply result{reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), reply->readAll(),
                        reply->rawHeaderPairs()};
        reply->deleteLater();
        return result;
    }

    QNetworkAccessManager m_manager;
    QString m_base;
    QByteArray m_csrf;
};
