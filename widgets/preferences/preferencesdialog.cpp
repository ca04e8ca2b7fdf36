// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/preferences/preferencesdialog.h"

#include "widgets/preferences/preferences.h"
#include "widgets/preferences/shortcutspage.h"

#include "widgets/common/filedialogs.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {

PreferencesDialog::PreferencesDialog(QSettings *settings, ActionRegistry *actions, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_tabs(new QTabWidget(this))
    , m_palette(new PalettePage(this))
    , m_shortcuts(new ShortcutsPage(actions, this))
{
    setWindowTitle(tr("Preferences"));
    m_tabs->addTab(buildGeneralPage(), tr("&General"));
    m_tabs->addTab(m_palette, tr("&Colours"));
    m_tabs->addTab(m_shortcuts, tr("&Shortcuts"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PreferencesDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
    load();
    resize(640, 520);
}

QStringList PreferencesDialog::languages()
{
    return {QString(), u"en"_s, u"de"_s, u"zh_CN"_s};
}

QWidget *PreferencesDialog::buildGeneralPage()
{
    auto *page = new QWidget(this);
    m_language = new QComboBox(page);
    // Each language is named in itself, so a user lost in a foreign UI still finds their own.
    m_language->addItem(tr("System language"), QString());
    m_language->addItem(u"English"_s, u"en"_s);
    m_language->addItem(u"Deutsch"_s, u"de"_s);
    m_language->addItem(u"简体中文"_s, u"zh_CN"_s);
    m_theme = new QComboBox(page);
    m_theme->addItem(tr("System"), int(Theme::System));
    m_theme->addItem(tr("Light"), int(Theme::Light));
    m_theme->addItem(tr("Dark"), int(Theme::Dark));
    m_textSize = new QSpinBox(page);
    m_textSize->setRange(0, 32);
    m_textSize->setSpecialValueText(tr("System size"));
    m_textSize->setSuffix(tr(" pt"));
    m_highContrast =
        new QCheckBox(tr("&High contrast: a hatch per type and thicker lanes per severity, besides colour"), page);
    m_backupFolder = new QLineEdit(page);
    m_backupFolder->setPlaceholderText(tr("Next to the project file"));
    auto *browse = new QPushButton(tr("&Browse…"), page);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString folder = FileDialogs::getExistingDirectory(this, tr("Backup Folder"), m_backupFolder->text());
        if (!folder.isEmpty()) {
            m_backupFolder->setText(folder);
        }
    });
    // Named for the tests and for accessibility tools that list controls by name.
    m_language->setObjectName(u"language"_s);
    m_theme->setObjectName(u"theme"_s);
    m_textSize->setObjectName(u"textSize"_s);
    m_highContrast->setObjectName(u"highContrast"_s);
    m_backupFolder->setObjectName(u"backupFolder"_s);
    auto *backupRow = new QHBoxLayout;
    backupRow->addWidget(m_backupFolder, 1);
    backupRow->addWidget(browse);
    auto *form = new QFormLayout(page);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("&Theme:"), m_theme);
    form->addRow(tr("Text &size:"), m_textSize);
    form->addRow(m_highContrast);
    auto *backupLabel = new QLabel(tr("&Backups:"), page); // a row of widgets gets no buddy by itself
    backupLabel->setBuddy(m_backupFolder);
    form->addRow(backupLabel, backupRow);
    auto *note = new QLabel(tr("Menus and views change language at once; a few panel labels change the next "
                               "time Errata starts."),
                            page);
    note->setWordWrap(true);
    form->addRow(note);
    return page;
}

void PreferencesDialog::load()
{
    const int language = m_language->findData(Preferences::Language.value(*m_settings));
    m_language->setCurrentIndex(std::max(language, 0));
    m_theme->setCurrentIndex(std::max(m_theme->findData(Preferences::ThemeChoice.value(*m_settings)), 0));
    m_textSize->setValue(Preferences::TextSize.value(*m_settings));
    m_highContrast->setChecked(Preferences::HighContrast.value(*m_settings));
    m_backupFolder->setText(Preferences::BackupFolder.value(*m_settings));
}

void PreferencesDialog::setTypeColours(const QList<TypeColour> &types)
{
    m_palette->setTypes(types);
}

QHash<QString, QColor> PreferencesDialog::typeColourOverrides() const
{
    return m_palette->overrides();
}

void PreferencesDialog::showPage(int index)
{
    m_tabs->setCurrentIndex(index);
}

void PreferencesDialog::accept()
{
    if (!m_shortcuts->conflictingIds().isEmpty()) {
        m_tabs->setCurrentWidget(m_shortcuts);
        QMessageBox::warning(this, tr("Preferences"),
                             tr("Two commands share a shortcut. Change one of them before saving."));
        return;
    }
    Preferences::Language.setValue(*m_settings, m_language->currentData().toString());
    Preferences::ThemeChoice.setValue(*m_settings, m_theme->currentData().toInt());
    Preferences::TextSize.setValue(*m_settings, m_textSize->value());
    Preferences::HighContrast.setValue(*m_settings, m_highContrast->isChecked());
    Preferences::BackupFolder.setValue(*m_settings, m_backupFolder->text().trimmed());
    m_shortcuts->apply();
    m_settings->sync();
    QDialog::accept();
}

} // namespace Errata
