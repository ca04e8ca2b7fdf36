// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "whenshown.h"

#include <QEvent>
#include <QWidget>

namespace Errata {

WhenShown::WhenShown(QWidget *tab)
    : QObject(tab)
    , m_tab(tab)
{
    tab->installEventFilter(this);
}

void WhenShown::run(std::function<void()> work)
{
    m_pending = nullptr;
    if (m_tab->isVisible()) {
        work();
    } else {
        m_pending = std::move(work);
    }
}

bool WhenShown::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_tab && event->type() == QEvent::Show && m_pending) {
        const auto work = std::move(m_pending);
        m_pending = nullptr;
        work();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace Errata
