// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QApplication>
#include <QCoreApplication>
#include <QMouseEvent>
#include <QString>
#include <QTest>
#include <QWidget>

namespace Errata::TestHelpers {

// Set ERRATA_SCREENSHOT_DIR to refresh docs/screenshots from the real widgets.
inline void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("ERRATA_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        widget->grab().save(dir + u'/' + name);
    }
}

// Press, move with the button held, release: a mouse drag QTest has no single call for.
inline void drag(QWidget *widget, QPoint from, QPoint to)
{
    QTest::mousePress(widget, Qt::LeftButton, {}, from);
    QMouseEvent move(QEvent::MouseMove, to, widget->mapToGlobal(to), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(widget, &move);
    QTest::mouseRelease(widget, Qt::LeftButton, {}, to);
}

// Makes a window the active one, as a window manager would on a click. Qt 6.5 deprecated
// QApplication::setActiveWindow for QWidget::activateWindow, which offscreen Qt 6.4 does not honour;
// in Qt 6.8 the activation arrives through the event loop, and qWaitForWindowActive may already be
// true before QApplication::activeWindow (where the keys go) has followed, so wait for that.
inline bool activate(QWidget *window)
{
#if QT_VERSION < QT_VERSION_CHECK(6, 5, 0)
    QApplication::setActiveWindow(window);
    return QApplication::activeWindow() == window;
#else
    window->activateWindow();
    return QTest::qWaitFor([window] { return QApplication::activeWindow() == window; }, 2000);
#endif
}

} // namespace Errata::TestHelpers
