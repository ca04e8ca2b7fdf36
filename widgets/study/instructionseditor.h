// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTextBrowser;
class QTimer;

namespace Errata {

class Project;

// The Study tab's Instructions page: the coordinator writes the project's instructions (Markdown) with
// a preview beside them, rendered as annotators see them (InstructionsDialog::render). Save writes them
// through the model's rule (only a coordinator may; SettingsRepository::setProjectOption), as
// `errata-cli instructions --set` does; an empty text removes them.
class InstructionsEditor final : public QWidget
{
    Q_OBJECT
public:
    explicit InstructionsEditor(QWidget *parent = nullptr);

    void setProject(Project *project, qint64 actorId); // nullptr clears

    QPlainTextEdit *editor() const { return m_editor; }
    QTextBrowser *preview() const { return m_preview; }
    QPushButton *saveButton() const { return m_save; }
    QPushButton *revertButton() const { return m_revert; }
    QLabel *statusLabel() const { return m_status; }

private:
    void load();
    void save();
    void updatePreview();

    Project *m_project = nullptr;
    qint64 m_actorId = 0;
    QPlainTextEdit *m_editor = nullptr;
    QTextBrowser *m_preview = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_revert = nullptr;
    QLabel *m_status = nullptr;
    QTimer *m_typing = nullptr; // the preview follows typing after a pause, not on every key
};

} // namespace Errata
