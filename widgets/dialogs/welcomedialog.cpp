// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/dialogs/welcomedialog.h"

#include <QCommandLinkButton>
#include <QLabel>
#include <QVBoxLayout>

namespace Errata {

WelcomeDialog::WelcomeDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Welcome to Errata"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("<h2>Errata</h2><p>Mark, review and analyse errors in machine-generated text. "
                                "Each project is one file on your computer, or a team's PostgreSQL server.</p>"),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    const auto addChoice = [this, layout](const QString &title, const QString &detail, Choice choice) {
        auto *button = new QCommandLinkButton(title, detail, this);
        connect(button, &QCommandLinkButton::clicked, this, [this, choice] { choose(choice); });
        layout->addWidget(button);
        return button;
    };
    addChoice(tr("&Open the demo project"),
              tr("Twelve generated paragraphs, ten annotators' layers, items in every review state."),
              Choice::DemoProject)
        ->setFocus();
    addChoice(tr("&New project…"), tr("Start an empty project with the Scarecrow, TGEA or MQM taxonomy."),
              Choice::NewProject);
    addChoice(tr("O&pen project…"), tr("Open an existing .errata file."), Choice::OpenProject);
    addChoice(tr("&Connect to server…"), tr("Open your team's project on its PostgreSQL server, as yourself."),
              Choice::ConnectToServer);
    setMinimumWidth(460);
}

void WelcomeDialog::choose(Choice choice)
{
    m_choice = choice;
    accept();
}

} // namespace Errata
