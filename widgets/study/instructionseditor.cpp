// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/study/instructionseditor.h"

#include "widgets/dialogs/instructionsdialog.h"

#include "model/project/project.h"
#include "model/project/projectinstructions.h"
#include "model/storage/settingsrepository.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {

InstructionsEditor::InstructionsEditor(QWidget *parent)
    : QWidget(parent)
    , m_editor(new QPlainTextEdit(this))
    , m_preview(new QTextBrowser(this))
    , m_save(new QPushButton(tr("Save Instr&uctions"), this))
    , m_revert(new QPushButton(tr("&Back to Saved"), this))
    , m_status(new QLabel(this))
    , m_typing(new QTimer(this))
{
    m_editor->setAccessibleName(tr("Instructions (Markdown)"));
    m_editor->setPlaceholderText(tr("What annotators read before their first item, in Markdown: # a heading, "
                                    "**bold**, - a list, [a link](https://…)"));
    m_preview->setAccessibleName(tr("Instructions as annotators see them"));
    m_preview->setOpenExternalLinks(true);
    m_save->setToolTip(tr("Annotators see them before their first item and under Help ▸ Project Instructions; "
                          "work packages made from now on carry them"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_typing->setSingleShot(true);
    m_typing->setInterval(300);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_editor);
    split->addWidget(m_preview);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_revert);
    buttons->addWidget(m_save);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
    layout->addLayout(buttons);
    connect(m_editor, &QPlainTextEdit::textChanged, m_typing, qOverload<>(&QTimer::start));
    connect(m_typing, &QTimer::timeout, this, &InstructionsEditor::updatePreview);
    connect(m_save, &QPushButton::clicked, this, &InstructionsEditor::save);
    connect(m_revert, &QPushButton::clicked, this, &InstructionsEditor::load);
    setProject(nullptr, 0);
}

void InstructionsEditor::setProject(Project *project, qint64 actorId)
{
    m_project = project;
    m_actorId = actorId;
    setEnabled(project != nullptr);
    load();
}

void InstructionsEditor::load()
{
    m_editor->setPlainText(m_project ? ProjectInstructions::text(*m_project) : QString());
    m_editor->document()->setModified(false);
    updatePreview();
    m_status->clear();
}

void InstructionsEditor::updatePreview()
{
    m_typing->stop();
    InstructionsDialog::render(m_preview, m_editor->toPlainText());
}

void InstructionsEditor::save()
{
    if (!m_project) return;
    const QString markdown = m_editor->toPlainText();
    SettingsRepository settings = m_project->settings();
    const bool removing = markdown.trimmed().isEmpty();
    if (!settings.setProjectOption(SettingKey::Instructions, removing ? QString() : markdown, m_actorId)) {
        m_status->setText(settings.lastError());
        m_status->setStyleSheet(u"color: #a00000;"_s);
        return;
    }
    m_editor->document()->setModified(false);
    m_status->setStyleSheet(QString());
    m_status->setText(removing ? tr("The instructions are removed.") : tr("The instructions are saved."));
}

} // namespace Errata
