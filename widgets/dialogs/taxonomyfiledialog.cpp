// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/dialogs/taxonomyfiledialog.h"

#include "model/domain/taxonomyloader.h"
#include "widgets/textview/syntaxcolouring.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QTextBlock>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace Errata {

namespace {
constexpr int LineRole = Qt::UserRole;
constexpr int ColumnRole = Qt::UserRole + 1;
} // namespace

TaxonomyFileDialog::TaxonomyFileDialog(QWidget *parent)
    : QDialog(parent)
    , m_editor(new QPlainTextEdit(this))
    , m_messages(new QListWidget(this))
    , m_summary(new QLabel(this))
    , m_pause(new QTimer(this))
{
    setWindowTitle(tr("Taxonomy File"));
    m_editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_editor->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_editor->setAccessibleName(tr("Taxonomy JSON"));
    SyntaxColouring::highlightJson(m_editor->document(), SyntaxColouring::isDark(m_editor->palette()));
    m_messages->setAccessibleName(tr("Problems in the taxonomy file"));
    m_messages->setMaximumHeight(fontMetrics().height() * 7);
    m_summary->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Close, this);
    m_save = buttons->button(QDialogButtonBox::Save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_save, &QPushButton::clicked, this, [this] {
        QString error;
        m_summary->setText(save(&error) ? tr("Saved %1.").arg(QFileInfo(m_path).fileName()) : error);
    });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_summary);
    layout->addWidget(m_messages);
    layout->addWidget(buttons);
    resize(760, 620);

    // Checking on every keystroke would flood the list with half-typed errors: wait for a pause.
    m_pause->setSingleShot(true);
    m_pause->setInterval(400);
    connect(m_pause, &QTimer::timeout, this, &TaxonomyFileDialog::validate);
    connect(m_editor, &QPlainTextEdit::textChanged, m_pause, qOverload<>(&QTimer::start));
    connect(m_messages, &QListWidget::currentRowChanged, this, &TaxonomyFileDialog::goToMessage);
}

bool TaxonomyFileDialog::openFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("Could not read %1: %2").arg(path, file.errorString());
        return false;
    }
    m_path = path;
    setWindowTitle(tr("Taxonomy File — %1").arg(QFileInfo(path).fileName()));
    setJson(QString::fromUtf8(file.readAll()));
    return true;
}

void TaxonomyFileDialog::setJson(const QString &json)
{
    m_editor->setPlainText(json);
    validate();
}

void TaxonomyFileDialog::validate()
{
    m_pause->stop();
    const TaxonomyLoadResult result = TaxonomyLoader::fromJson(m_editor->toPlainText().toUtf8());
    m_valid = result.isValid();
    m_messages->clear();
    for (const TaxonomyError &problem : result.errors) {
        const QString where = problem.line > 0 ? tr("Line %1: ").arg(problem.line) : QString();
        auto *row = new QListWidgetItem(where + problem.message, m_messages);
        row->setData(LineRole, problem.line);
        row->setData(ColumnRole, problem.column);
    }
    m_messages->setVisible(!result.errors.isEmpty());
    m_save->setEnabled(m_valid && !m_path.isEmpty());
    m_summary->setText(m_valid ? tr("Valid: “%1”, %n error type(s) to choose from.", nullptr,
                                    int(result.taxonomy->selectableNodes().size()))
                                     .arg(result.taxonomy->name.text())
                               : tr("%n problem(s); the taxonomy cannot be used until they are fixed.", nullptr,
                                    int(result.errors.size())));
}

void TaxonomyFileDialog::goToMessage(int row)
{
    const QListWidgetItem *item = m_messages->item(row);
    if (!item || item->data(LineRole).toInt() <= 0) {
        return;
    }
    const QTextBlock block = m_editor->document()->findBlockByNumber(item->data(LineRole).toInt() - 1);
    QTextCursor cursor(block);
    const int column = item->data(ColumnRole).toInt();
    cursor.setPosition(block.position() + std::clamp(column - 1, 0, std::max(0, block.length() - 1)));
    m_editor->setTextCursor(cursor);
    m_editor->setFocus();
}

bool TaxonomyFileDialog::save(QString *error)
{
    validate();
    if (!m_valid || m_path.isEmpty()) {
        *error = tr("Not saved: the taxonomy has problems, or no file was opened.");
        return false;
    }
    QSaveFile file(m_path); // all or nothing: a crash mid-write leaves the old file
    if (!file.open(QIODevice::WriteOnly) || file.write(m_editor->toPlainText().toUtf8()) < 0 || !file.commit()) {
        *error = tr("Could not write %1: %2").arg(m_path, file.errorString());
        return false;
    }
    return true;
}

} // namespace Errata
