// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

namespace Errata {

// First screen when no project is open: create, open, connect to a team's server, or explore the demo.
class WelcomeDialog final : public QDialog
{
    Q_OBJECT
public:
    enum class Choice { None, NewProject, OpenProject, DemoProject, ConnectToServer };

    explicit WelcomeDialog(QWidget *parent = nullptr);
    Choice choice() const { return m_choice; }

private:
    void choose(Choice choice);
    Choice m_choice = Choice::None;
};

} // namespace Errata
