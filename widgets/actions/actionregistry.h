// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

class QAction;
class QSettings;

namespace Errata {

// Every command with a keyboard shortcut, by a stable string id ("Annotate.Submit"): the default
// keys as the feature set them, the user's overrides (persisted under "shortcuts/<id>"), reset to
// default, and the conflicts between them (house style §2.8). Features own their actions and name
// them with QObject::objectName; the registry only changes their shortcuts.
class ActionRegistry final : public QObject
{
    Q_OBJECT
public:
    explicit ActionRegistry(QSettings *settings, QObject *parent = nullptr);

    // Registers the action under its objectName; its current shortcuts become the default and the
    // user's override, if any, is applied. Returns false for an unnamed action or a taken id.
    bool add(QAction *action);
    void add(const QList<QAction *> &actions);

    QStringList ids() const { return m_order; }
    QAction *action(const QString &id) const;
    QList<QKeySequence> defaultShortcuts(const QString &id) const;
    QList<QKeySequence> shortcuts(const QString &id) const;
    bool isCustomised(const QString &id) const;

    // An empty list removes the shortcut; the change is applied and saved at once.
    void setShortcuts(const QString &id, const QList<QKeySequence> &keys);
    void resetToDefault(const QString &id);
    void resetAll();

    // The other ids that use any of these keys: a key can trigger only one of them.
    QStringList conflicts(const QString &id, const QList<QKeySequence> &keys) const;
    // Every key used by more than one action, with the ids using it.
    QHash<QKeySequence, QStringList> allConflicts() const;

    static QString settingsKey(const QString &id);
    // Ids of views that are never active together ("Annotate." and "Review.") may use one key.
    static bool mayShareKeys(const QString &a, const QString &b);

signals:
    void shortcutsChanged(const QString &id);

private:
    struct Entry
    {
        QPointer<QAction> action;
        QList<QKeySequence> defaults;
    };
    void apply(const QString &id);

    QSettings *m_settings;
    QHash<QString, Entry> m_entries;
    QStringList m_order;
};

} // namespace Errata
