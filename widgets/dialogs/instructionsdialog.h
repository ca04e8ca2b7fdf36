// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QTextBrowser;

namespace Errata {

// The project's instructions (Markdown, written by its coordinator; docs/study.md), shown before an
// annotator's first item and from Help ▸ Project Instructions. Links open in the system's browser.
class InstructionsDialog final : public QDialog
{
    Q_OBJECT
public:
    InstructionsDialog(const QString &title, const QString &markdown, QWidget *parent = nullptr);
    QTextBrowser *browser() const { return m_browser; }
    // The instructions into a browser as annotators see them: this dialog and the Study tab's preview
    // (InstructionsEditor) render through here, so they cannot differ.
    static void render(QTextBrowser *browser, const QString &markdown);

private:
    QTextBrowser *m_browser;
};

} // namespace Errata
