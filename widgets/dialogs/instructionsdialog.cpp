// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/dialogs/instructionsdialog.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace Errata {

InstructionsDialog::InstructionsDialog(const QString &title, const QString &markdown, QWidget *parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
{
    setWindowTitle(tr("Instructions — %1").arg(title));
    m_browser->setOpenExternalLinks(true);
    render(m_browser, markdown);
    m_browser->setAccessibleName(tr("Project instructions"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    resize(720, 560);
}

void InstructionsDialog::render(QTextBrowser *browser, const QString &markdown)
{
    browser->setMarkdown(markdown);
}

} // namespace Errata
