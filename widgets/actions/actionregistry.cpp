// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/actions/actionregistry.h"

#include <QAction>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QStringList toStrings(const QList<QKeySequence> &keys)
{
    QStringList strings;
    for (const QKeySequence &key : keys) {
        strings << key.toString(QKeySequence::PortableText);
    }
    return strings;
}

QList<QKeySequence> fromStrings(const QStringList &strings)
{
    QList<QKeySequence> keys;
    for (const QString &string : strings) {
        const QKeySequence key = QKeySequence::fromString(string, QKeySequence::PortableText);
        if (!key.isEmpty()) {
            keys << key;
        }
    }
    return keys;
}

} // namespace

ActionRegistry::ActionRegistry(QSettings *settings, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
{
}

QString ActionRegistry::settingsKey(const QString &id)
{
    return u"shortcuts/"_s + id;
}

bool ActionRegistry::add(QAction *action)
{
    const QString id = action ? action->objectName() : QString();
    if (id.isEmpty() || m_entries.contains(id)) {
        return false;
    }
    m_entries.insert(id, {action, action->shortcuts()});
    m_order << id;
    if (m_settings->contains(settingsKey(id))) {
        apply(id);
    }
    return true;
}

void ActionRegistry::add(const QList<QAction *> &actions)
{
    for (QAction *action : actions) {
        add(action);
    }
}

QAction *ActionRegistry::action(const QString &id) const
{
    return m_entries.value(id).action;
}

QList<QKeySequence> ActionRegistry::defaultShortcuts(const QString &id) const
{
    return m_entries.value(id).defaults;
}

QList<QKeySequence> ActionRegistry::shortcuts(const QString &id) const
{
    // An override is stored even when empty ("no shortcut"), so presence is what counts.
    if (m_settings->contains(settingsKey(id))) {
        return fromStrings(m_settings->value(settingsKey(id)).toStringList());
    }
    return defaultShortcuts(id);
}

bool ActionRegistry::isCustomised(const QString &id) const
{
    return m_settings->contains(settingsKey(id)) && shortcuts(id) != defaultShortcuts(id);
}

void ActionRegistry::setShortcuts(const QString &id, const QList<QKeySequence> &keys)
{
    if (!m_entries.contains(id)) {
        return;
    }
    if (keys == defaultShortcuts(id)) {
        m_settings->remove(settingsKey(id));
    } else {
        // QSettings drops an empty QStringList on some formats; an empty string list entry survives.
        m_settings->setValue(settingsKey(id), keys.isEmpty() ? QStringList{QString()} : toStrings(keys));
    }
    apply(id);
}

void ActionRegistry::resetToDefault(const QString &id)
{
    setShortcuts(id, defaultShortcuts(id));
}

void ActionRegistry::resetAll()
{
    for (const QString &id : std::as_const(m_order)) {
        resetToDefault(id);
    }
}

void ActionRegistry::apply(const QString &id)
{
    if (QAction *target = action(id)) {
        target->setShortcuts(shortcuts(id));
    }
    emit shortcutsChanged(id);
}

// Annotators work in the annotate view and reviewers in the review view, never both at once: a key
// may mean "submit" in one and "accept the item" in the other.
bool ActionRegistry::mayShareKeys(const QString &a, const QString &b)
{
    const QString scopeA = a.section(u'.', 0, 0), scopeB = b.section(u'.', 0, 0);
    const QStringList exclusive{QStringLiteral("Annotate"), QStringLiteral("Review")};
    return scopeA != scopeB && exclusive.contains(scopeA) && exclusive.contains(scopeB);
}

QStringList ActionRegistry::conflicts(const QString &id, const QList<QKeySequence> &keys) const
{
    QStringList found;
    for (const QString &other : m_order) {
        if (other == id || mayShareKeys(id, other)) {
            continue;
        }
        const QList<QKeySequence> theirs = shortcuts(other);
        const bool shared = std::any_of(keys.cbegin(), keys.cend(), [&](const QKeySequence &key) {
            return !key.isEmpty() && theirs.contains(key);
        });
        if (shared) {
            found << other;
        }
    }
    return found;
}

QHash<QKeySequence, QStringList> ActionRegistry::allConflicts() const
{
    QHash<QKeySequence, QStringList> users;
    for (const QString &id : m_order) {
        for (const QKeySequence &key : shortcuts(id)) {
            if (!key.isEmpty() && !users[key].contains(id)) {
                users[key] << id;
            }
        }
    }
    const auto clash = [](const QStringList &ids) {
        for (qsizetype i = 0; i < ids.size(); ++i) {
            for (qsizetype j = i + 1; j < ids.size(); ++j) {
                if (!mayShareKeys(ids[i], ids[j])) return true;
            }
        }
        return false;
    };
    for (auto it = users.begin(); it != users.end();) {
        it = clash(it.value()) ? std::next(it) : users.erase(it);
    }
    return users;
}

} // namespace Errata
