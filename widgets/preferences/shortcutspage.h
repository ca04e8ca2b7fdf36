// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QKeySequence>
#include <QWidget>

class QKeySequenceEdit;
class QLabel;
class QPushButton;
class QTableWidget;

namespace Errata {

class ActionRegistry;

// The keyboard shortcuts editor: every registered command with its keys, an editor for the
// selected one, and the commands that would share a key named before anything is saved.
class ShortcutsPage final : public QWidget
{
    Q_OBJECT
public:
    explicit ShortcutsPage(ActionRegistry *registry, QWidget *parent = nullptr);

    // The keys as edited (saved or not).
    QList<QKeySequence> keys(const QString &id) const;
    // Ids sharing a key with another command, as edited; empty when all keys are unique.
    QStringList conflictingIds() const;
    void selectId(const QString &id);
    void setKeys(const QString &id, const QList<QKeySequence> &keys);
    void resetAll();
    // Saves the edits into the registry (which applies and persists them).
    void apply();

private:
    void fillRow(int row);
    void onCurrentChanged();
    void updateConflicts();
    QString currentId() const;

    ActionRegistry *m_registry;
    QHash<QString, QList<QKeySequence>> m_edited;
    QTableWidget *m_table;
    QKeySequenceEdit *m_editor;
    QPushButton *m_clear;
    QPushButton *m_reset;
    QLabel *m_conflicts;
};

} // namespace Errata
