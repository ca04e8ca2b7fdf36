// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/preferences/shortcutspage.h"

#include "widgets/actions/actionregistry.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {
enum Column { CommandColumn, KeysColumn };

QString keysText(const QList<QKeySequence> &keys)
{
    QStringList texts;
    for (const QKeySequence &key : keys) {
        texts << key.toString(QKeySequence::NativeText);
    }
    return texts.join(u", "_s);
}

QString commandText(const ActionRegistry *registry, const QString &id)
{
    const QAction *action = registry->action(id);
    QString text = action ? action->text() : id;
    return text.remove(u'&');
}
} // namespace

ShortcutsPage::ShortcutsPage(ActionRegistry *registry, QWidget *parent)
    : QWidget(parent)
    , m_registry(registry)
    , m_table(new QTableWidget(this))
    , m_editor(new QKeySequenceEdit(this))
    , m_clear(new QPushButton(tr("&Clear"), this))
    , m_reset(new QPushButton(tr("Reset to &Default"), this))
    , m_conflicts(new QLabel(this))
{
    m_table->setColumnCount(2);
    m_table->setHorizontalHeaderLabels({tr("Command"), tr("Shortcut")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(CommandColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(KeysColumn, QHeaderView::ResizeToContents);
    m_table->setAccessibleName(tr("Commands and their shortcuts"));
    m_table->setRowCount(int(registry->ids().size()));
    for (int row = 0; row < m_table->rowCount(); ++row) {
        fillRow(row);
    }
    m_editor->setAccessibleName(tr("Shortcut of the selected command"));
    m_conflicts->setWordWrap(true);
    m_conflicts->setTextFormat(Qt::PlainText);
    auto *editRow = new QHBoxLayout;
    editRow->addWidget(new QLabel(tr("Shortcut:"), this));
    editRow->addWidget(m_editor, 1);
    editRow->addWidget(m_clear);
    editRow->addWidget(m_reset);
    auto *resetAllButton = new QPushButton(tr("Reset &All"), this);
    editRow->addWidget(resetAllButton);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addLayout(editRow);
    layout->addWidget(m_conflicts);

    connect(m_table, &QTableWidget::itemSelectionChanged, this, &ShortcutsPage::onCurrentChanged);
    connect(m_editor, &QKeySequenceEdit::editingFinished, this, [this] {
        if (!currentId().isEmpty()) {
            setKeys(currentId(),
                    m_editor->keySequence().isEmpty() ? QList<QKeySequence>()
                                                      : QList<QKeySequence>{m_editor->keySequence()});
        }
    });
    connect(m_clear, &QPushButton::clicked, this, [this] { setKeys(currentId(), {}); });
    connect(m_reset, &QPushButton::clicked, this,
            [this] { setKeys(currentId(), m_registry->defaultShortcuts(currentId())); });
    connect(resetAllButton, &QPushButton::clicked, this, &ShortcutsPage::resetAll);
    onCurrentChanged();
    updateConflicts();
}

QList<QKeySequence> ShortcutsPage::keys(const QString &id) const
{
    return m_edited.contains(id) ? m_edited.value(id) : m_registry->shortcuts(id);
}

QString ShortcutsPage::currentId() const
{
    const int row = m_table->currentRow();
    return row >= 0 ? m_registry->ids().value(row) : QString();
}

void ShortcutsPage::selectId(const QString &id)
{
    m_table->selectRow(int(m_registry->ids().indexOf(id)));
}

void ShortcutsPage::fillRow(int row)
{
    const QString id = m_registry->ids().at(row);
    auto *command = new QTableWidgetItem(commandText(m_registry, id));
    command->setToolTip(id);
    m_table->setItem(row, CommandColumn, command);
    auto *keysItem = new QTableWidgetItem(keysText(keys(id)));
    QFont font = keysItem->font();
    font.setBold(keys(id) != m_registry->defaultShortcuts(id)); // changed from the default
    keysItem->setFont(font);
    m_table->setItem(row, KeysColumn, keysItem);
}

void ShortcutsPage::setKeys(const QString &id, const QList<QKeySequence> &keys)
{
    const int row = int(m_registry->ids().indexOf(id));
    if (row < 0) {
        return;
    }
    m_edited.insert(id, keys);
    fillRow(row);
    if (id == currentId()) {
        m_editor->setKeySequence(keys.value(0));
    }
    updateConflicts();
}

void ShortcutsPage::resetAll()
{
    for (const QString &id : m_registry->ids()) {
        setKeys(id, m_registry->defaultShortcuts(id));
    }
}

void ShortcutsPage::onCurrentChanged()
{
    const QString id = currentId();
    m_editor->setEnabled(!id.isEmpty());
    m_clear->setEnabled(!id.isEmpty());
    m_reset->setEnabled(!id.isEmpty());
    m_editor->setKeySequence(id.isEmpty() ? QKeySequence() : keys(id).value(0));
}

QStringList ShortcutsPage::conflictingIds() const
{
    QHash<QKeySequence, QStringList> users;
    for (const QString &id : m_registry->ids()) {
        for (const QKeySequence &key : keys(id)) {
            users[key] << id;
        }
    }
    // Two commands clash unless they live in views never shown together (ActionRegistry::mayShareKeys).
    QStringList ids;
    for (const QStringList &sharing : std::as_const(users)) {
        for (const QString &id : sharing) {
            const bool clash = std::any_of(sharing.cbegin(), sharing.cend(), [&](const QString &other) {
                return other != id && !ActionRegistry::mayShareKeys(id, other);
            });
            if (clash && !ids.contains(id)) {
                ids << id;
            }
        }
    }
    return ids;
}

void ShortcutsPage::updateConflicts()
{
    // Named per key so the user sees which two commands to tell apart.
    QHash<QKeySequence, QStringList> users;
    const QStringList conflicting = conflictingIds();
    for (const QString &id : m_registry->ids()) {
        for (const QKeySequence &key : keys(id)) {
            if (conflicting.contains(id)) users[key] << commandText(m_registry, id);
        }
    }
    QStringList lines;
    for (auto it = users.cbegin(); it != users.cend(); ++it) {
        if (it.value().size() > 1) {
            lines
                << tr("%1 is used by: %2").arg(it.key().toString(QKeySequence::NativeText), it.value().join(tr(", ")));
        }
    }
    lines.sort();
    m_conflicts->setText(
        lines.isEmpty() ? QString() : tr("Conflicts — a key can start only one command:\n%1").arg(lines.join(u'\n')));
    m_conflicts->setVisible(!lines.isEmpty());
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const bool bad = conflicting.contains(m_registry->ids().at(row));
        m_table->item(row, KeysColumn)->setForeground(bad ? QColor(0xCC, 0x33, 0x11) : palette().color(QPalette::Text));
        m_table->item(row, KeysColumn)->setToolTip(bad ? tr("Shared with another command") : QString());
    }
}

void ShortcutsPage::apply()
{
    for (auto it = m_edited.cbegin(); it != m_edited.cend(); ++it) {
        if (it.value() != m_registry->shortcuts(it.key())) {
            m_registry->setShortcuts(it.key(), it.value());
        }
    }
    m_edited.clear();
}

} // namespace Errata
