// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/preferences/palettepage.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSettings;
class QSpinBox;
class QTabWidget;

namespace Errata {

class ActionRegistry;
class ShortcutsPage;

// Preferences: language, theme, text size, high contrast, backup folder (QSettings), the project's
// type colours, and keyboard shortcuts. Nothing is saved before OK; the caller applies the result.
class PreferencesDialog final : public QDialog
{
    Q_OBJECT
public:
    PreferencesDialog(QSettings *settings, ActionRegistry *actions, QWidget *parent = nullptr);

    void setTypeColours(const QList<TypeColour> &types);
    QHash<QString, QColor> typeColourOverrides() const;
    PalettePage *palettePage() const { return m_palette; }
    ShortcutsPage *shortcutsPage() const { return m_shortcuts; }
    void showPage(int index);

    // The languages Errata is translated into, as locale names ("" first: the system's).
    static QStringList languages();

    void accept() override;

private:
    QWidget *buildGeneralPage();
    void load();

    QSettings *m_settings;
    QTabWidget *m_tabs;
    QComboBox *m_language = nullptr;
    QComboBox *m_theme = nullptr;
    QSpinBox *m_textSize = nullptr;
    QCheckBox *m_highContrast = nullptr;
    QLineEdit *m_backupFolder = nullptr;
    PalettePage *m_palette;
    ShortcutsPage *m_shortcuts;
};

} // namespace Errata
