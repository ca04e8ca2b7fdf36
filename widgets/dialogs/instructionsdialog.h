// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QTextBrowser;

namespace Errata {

// The project's instructions (Markdown, written by its coordinator; docs/study.md), shown before an
// annotator's first item and from Help ▸ Project Instructions. They come from the project file, so they are
// rendered as untrusted text: raw HTML is shown as text, nothing is loaded (no local file, device, resource
// or network: an image shows as its placeholder), only http, https and mailto links open (in the system's
// browser, on a click), and Markdown beyond SettingLimit::InstructionsChars is cut with a note saying so.
class InstructionsDialog final : public QDialog
{
    Q_OBJECT
public:
    InstructionsDialog(const QString &title, const QString &markdown, QWidget *parent = nullptr);
    QTextBrowser *browser() const { return m_browser; }
    QLabel *cutNote() const { return m_cutNote; }

    // The instructions into a browser as annotators see them: this dialog and the Study tab's preview
    // (InstructionsEditor) render through here, so they cannot differ, and neither loads anything
    // (no HTML, no resources, only web links on a click, at most SettingLimit::InstructionsChars).
    // Returns whether the text was cut to that limit.
    static bool render(QTextBrowser *browser, const QString &markdown);
    // The links a click opens; any other (file:, qrc:, relative, javascript:) does nothing.
    static bool opensLink(const QUrl &url);

private:
    QTextBrowser *m_browser;
    QLabel *m_cutNote;
};

} // namespace Errata
