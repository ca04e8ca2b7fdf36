// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace Errata {

// Counts the time an annotator actually works on an item: only while the window is active, and
// never more than the idle limit after the last keystroke or mouse event (a lunch break with the
// item open must not count). Pure arithmetic on millisecond timestamps, fed by the view.
class TimeTracker
{
public:
    static constexpr qint64 DefaultIdleLimitMs = 2 * 60 * 1000;

    explicit TimeTracker(qint64 idleLimitMs = DefaultIdleLimitMs)
        : m_idleLimitMs(idleLimitMs)
    {
    }

    void setActive(bool active, qint64 nowMs);
    void activity(qint64 nowMs);
    // Away from the window, or no input for longer than the idle limit (the action log's "idle").
    bool isIdle(qint64 nowMs) const
    {
        return !m_active || m_lastActivityMs < 0 || nowMs - m_lastActivityMs > m_idleLimitMs;
    }
    // Whole seconds worked since the last take; the fraction carries over.
    qint64 takeSeconds(qint64 nowMs);

private:
    void accrue(qint64 nowMs);

    qint64 m_idleLimitMs;
    bool m_active = false;
    qint64 m_lastActivityMs = -1;
    qint64 m_countedUpToMs = 0;
    qint64 m_pendingMs = 0;
};

} // namespace Errata
