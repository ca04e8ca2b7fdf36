// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <functional>

class QWidget;

namespace Errata {

// Work for a tab, done when the tab is on screen: at once if it is, else the next time it is shown.
// A coordinator's Corpus and Annotators tabs read every finished layer of the project; done while the
// window opened, behind another tab, they took most of a minute at 100,000 items (issue #22).
class WhenShown final : public QObject
{
public:
    explicit WhenShown(QWidget *tab);
    // Replaces whatever was waiting: only the latest state of the project is worth computing.
    void run(std::function<void()> work);
    void cancel() { m_pending = nullptr; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_tab;
    std::function<void()> m_pending;
};

} // namespace Errata
