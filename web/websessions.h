// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>

#include <optional>

namespace Errata {

// The web page's signed-in browsers, in memory only: a session cookie (HttpOnly, SameSite=Strict) names
// one, and its CSRF token must come back in a header with every change. A restarted server forgets
// them all; the personal link signs in again. Each session has its own allowance of requests (a token
// bucket on the monotonic clock), so one browser tab cannot starve the others.
class WebSessions
{
public:
    struct Limits
    {
        double perSecond = 20; // steady requests a session may make
        double burst = 60;     // and how many at once
    };
    struct Session
    {
        qint64 personId = 0;
        QString linkHash; // the link it signed in with, asked again on every request
        QByteArray csrf;
        double allowance = 0;
        qint64 lastMs = 0;
    };

    explicit WebSessions(Limits limits);

    // A new session for personId, signed in with the link of that hash: its cookie value.
    QByteArray open(qint64 personId, const QString &linkHash);
    void close(const QByteArray &id);
    // The session a cookie value names, or nullptr.
    Session *find(const QByteArray &id);
    // Whether the session may make one more request now (and counts it).
    bool allow(Session &session);

    static QByteArray randomToken(); // 32 bytes from the system's generator, base64url

private:
    Limits m_limits;
    QElapsedTimer m_clock;
    QHash<QByteArray, Session> m_sessions;
};

} // namespace Errata
