// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/timetracker.h"

#include <algorithm>

namespace Errata {

void TimeTracker::accrue(qint64 nowMs)
{
    if (m_active && m_lastActivityMs >= 0) {
        // Count from where counting stopped up to now, but not past the idle limit after the last activity.
        const qint64 until = std::min(nowMs, m_lastActivityMs + m_idleLimitMs);
        m_pendingMs += std::max<qint64>(0, until - m_countedUpToMs);
    }
    m_countedUpToMs = std::max(m_countedUpToMs, nowMs);
}

void TimeTracker::setActive(bool active, qint64 nowMs)
{
    accrue(nowMs);
    m_active = active;
    if (active) {
        m_lastActivityMs = nowMs; // coming back to the window is activity
        m_countedUpToMs = nowMs;
    }
}

void TimeTracker::activity(qint64 nowMs)
{
    accrue(nowMs);
    m_lastActivityMs = nowMs;
}

qint64 TimeTracker::takeSeconds(qint64 nowMs)
{
    accrue(nowMs);
    const qint64 seconds = m_pendingMs / 1000;
    m_pendingMs -= seconds * 1000;
    return seconds;
}

} // namespace Errata
