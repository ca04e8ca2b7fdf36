// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "websessions.h"

#include <QRandomGenerator>

#include <algorithm>

namespace Errata {

namespace {
// More sessions than any study has browsers: beyond it the oldest are dropped, so a script signing in
// over and over cannot grow the server's memory without end.
constexpr qsizetype MaxSessions = 20000;
} // namespace

WebSessions::WebSessions(Limits limits)
    : m_limits(limits)
{
    m_clock.start();
}

QByteArray WebSessions::randomToken()
{
    QByteArray bytes(32, Qt::Uninitialized);
    QRandomGenerator::system()->generate(bytes.begin(), bytes.end());
    return bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

QByteArray WebSessions::open(qint64 personId, const QString &linkHash)
{
    if (m_sessions.size() >= MaxSessions) {
        const auto oldest = std::min_element(m_sessions.cbegin(), m_sessions.cend(),
                                             [](const Session &a, const Session &b) { return a.lastMs < b.lastMs; });
        m_sessions.erase(oldest);
    }
    const QByteArray id = randomToken();
    m_sessions.insert(id, {personId, linkHash, randomToken(), m_limits.burst, m_clock.elapsed()});
    return id;
}

void WebSessions::close(const QByteArray &id)
{
    m_sessions.remove(id);
}

WebSessions::Session *WebSessions::find(const QByteArray &id)
{
    const auto it = m_sessions.find(id);
    return it == m_sessions.end() ? nullptr : &it.value();
}

bool WebSessions::allow(Session &session)
{
    const qint64 now = m_clock.elapsed();
    session.allowance =
        std::min(m_limits.burst, session.allowance + double(now - session.lastMs) * m_limits.perSecond / 1000.0);
    session.lastMs = now;
    if (session.allowance < 1.0) return false;
    session.allowance -= 1.0;
    return true;
}

} // namespace Errata
