// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/actions/actionregistry.h"
#include "widgets/preferences/appearance.h"
#include "widgets/preferences/palettepage.h"
#include "widgets/preferences/preferencesdialog.h"
#include "widgets/preferences/shortcutspage.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QTimer>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

#include "widgettesthelpers.h"

using namespace Qt::StringLiterals;
using namespace Errata;

// Preferences, shortcuts and palettes against an INI file in a temporary directory: never the
// user's own settings.
class PreferencesTest : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void overridesPersistAndReset();
    void conflictsAreFound();
    void dialogRefusesConflictingShortcuts();
    void dialogSavesEveryChoice();
    void cancelSavesNothing();
    void paletteKeepsOnlyChangedColours();
    void fixedThemesAreReadable();

private:
    std::unique_ptr<QSettings> settings() const;
    // Three commands the way features name them: a registry is rebuilt from fresh actions each run.
    QList<QAction *> makeActions(QObject *parent) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_ini;
};

void PreferencesTest::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_ini = m_dir->filePath(u"errata.ini"_s);
}

void PreferencesTest::cleanup()
{
    m_dir.reset();
}

std::unique_ptr<QSettings> PreferencesTest::settings() const
{
    return std::make_unique<QSettings>(m_ini, QSettings::IniFormat);
}

QList<QAction *> PreferencesTest::makeActions(QObject *parent) const
{
    QList<QAction *> actions;
    const QList<std::pair<QString, QKeySequence>> specs{{u"Annotate.Submit"_s, QKeySequence(u"Ctrl+Return"_s)},
                                                        {u"Annotate.NextItem"_s, QKeySequence(u"Ctrl+PgDown"_s)},
                                                        {u"Span.Delete"_s, QKeySequence(u"Del"_s)}};
    for (const auto &[id, keys] : specs) {
        auto *action = new QAction(id, parent);
        action->setObjectName(id);
        action->setShortcut(keys);
        actions << action;
    }
    return actions;
}

void PreferencesTest::overridesPersistAndReset()
{
    {
        auto store = settings();
        QObject owner;
        ActionRegistry registry(store.get());
        registry.add(makeActions(&owner));
        QCOMPARE(registry.ids().size(), 3);
        registry.setShortcuts(u"Annotate.Submit"_s, {QKeySequence(u"Ctrl+S"_s)});
        QCOMPARE(registry.action(u"Annotate.Submit"_s)->shortcut(), QKeySequence(u"Ctrl+S"_s));
        registry.setShortcuts(u"Span.Delete"_s, {}); // "no shortcut" is a choice too
        QVERIFY(registry.action(u"Span.Delete"_s)->shortcuts().isEmpty());
        // An unnamed action or a second one with a taken id is refused.
        QAction unnamed;
        QVERIFY(!registry.add(&unnamed));
        QAction twin;
        twin.setObjectName(u"Annotate.Submit"_s);
        QVERIFY(!registry.add(&twin));
    }
    // The file holds them under shortcuts/<id>, and a new run applies them to fresh actions.
    QCOMPARE(settings()->value(u"shortcuts/Annotate.Submit"_s).toStringList(), QStringList{u"Ctrl+S"_s});
    auto store = settings();
    QObject owner;
    ActionRegistry registry(store.get());
    registry.add(makeActions(&owner));
    QCOMPARE(registry.action(u"Annotate.Submit"_s)->shortcut(), QKeySequence(u"Ctrl+S"_s));
    QVERIFY(registry.action(u"Span.Delete"_s)->shortcuts().isEmpty());
    QVERIFY(registry.isCustomised(u"Annotate.Submit"_s));
    QVERIFY(!registry.isCustomised(u"Annotate.NextItem"_s));
    registry.resetAll();
    QCOMPARE(registry.action(u"Annotate.Submit"_s)->shortcut(), QKeySequence(u"Ctrl+Return"_s));
    QCOMPARE(registry.action(u"Span.Delete"_s)->shortcut(), QKeySequence(u"Del"_s));
    store->sync();
    QVERIFY(!settings()->contains(u"shortcuts/Annotate.Submit"_s)); // defaults are not stored
}

void PreferencesTest::conflictsAreFound()
{
    auto store = settings();
    QObject owner;
    ActionRegistry registry(store.get());
    registry.add(makeActions(&owner));
    QVERIFY(registry.allConflicts().isEmpty());
    const QKeySequence next(u"Ctrl+PgDown"_s);
    QCOMPARE(registry.conflicts(u"Annotate.Submit"_s, {next}), QStringList{u"Annotate.NextItem"_s});
    QVERIFY(registry.conflicts(u"Annotate.NextItem"_s, {next}).isEmpty()); // its own key is no conflict
    registry.setShortcuts(u"Annotate.Submit"_s, {next});
    const auto conflicts = registry.allConflicts();
    QCOMPARE(conflicts.size(), 1);
    QCOMPARE(conflicts.value(next), (QStringList{u"Annotate.Submit"_s, u"Annotate.NextItem"_s}));
}

void PreferencesTest::dialogRefusesConflictingShortcuts()
{
    auto store = settings();
    QObject owner;
    ActionRegistry registry(store.get());
    registry.add(makeActions(&owner));
    PreferencesDialog dialog(store.get(), &registry);
    ShortcutsPage *page = dialog.shortcutsPage();
    QVERIFY(page->conflictingIds().isEmpty());
    page->setKeys(u"Span.Delete"_s, {QKeySequence(u"Ctrl+Return"_s)});
    QCOMPARE(page->conflictingIds().size(), 2);
    dialog.showPage(2);
    page->selectId(u"Span.Delete"_s);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    TestHelpers::saveScreenshot(&dialog, u"preferences-shortcuts.png"_s);
    QString warning;
    for (const QLabel *label : page->findChildren<QLabel *>()) {
        warning += label->isVisibleTo(page) ? label->text() : QString();
    }
    QVERIFY2(warning.contains(u"Annotate.Submit"_s) && warning.contains(u"Span.Delete"_s), qPrintable(warning));
    QTimer::singleShot(0, &dialog, [] { // the refusal is a message box; close it
        if (QWidget *box = QApplication::activeModalWidget()) box->close();
    });
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QCOMPARE(registry.action(u"Span.Delete"_s)->shortcut(), QKeySequence(u"Del"_s)); // nothing applied
    page->setKeys(u"Span.Delete"_s, {QKeySequence(u"Ctrl+D"_s)});
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(registry.action(u"Span.Delete"_s)->shortcut(), QKeySequence(u"Ctrl+D"_s));
}

void PreferencesTest::dialogSavesEveryChoice()
{
    auto store = settings();
    ActionRegistry registry(store.get());
    PreferencesDialog dialog(store.get(), &registry);
    auto *language = dialog.findChild<QComboBox *>(u"language"_s);
    auto *theme = dialog.findChild<QComboBox *>(u"theme"_s);
    language->setCurrentIndex(language->findData(u"zh_CN"_s));
    theme->setCurrentIndex(theme->findData(int(Theme::Dark)));
    dialog.findChild<QSpinBox *>(u"textSize"_s)->setValue(14);
    dialog.findChild<QCheckBox *>(u"highContrast"_s)->setChecked(true);
    dialog.findChild<QLineEdit *>(u"backupFolder"_s)->setText(u"/srv/errata-backups"_s);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    TestHelpers::saveScreenshot(&dialog, u"preferences.png"_s);
    dialog.accept();
    store.reset();
    // Read back by plain keys, as the backup feature and the next start read them.
    const auto saved = settings();
    QCOMPARE(saved->value(u"ui/language"_s).toString(), u"zh_CN"_s);
    QCOMPARE(saved->value(u"ui/theme"_s).toInt(), 2);
    QCOMPARE(saved->value(u"ui/textSize"_s).toInt(), 14);
    QCOMPARE(saved->value(u"ui/highContrast"_s).toBool(), true);
    QCOMPARE(saved->value(u"backup/folder"_s).toString(), u"/srv/errata-backups"_s);
    // A new dialog shows what was saved.
    PreferencesDialog again(saved.get(), &registry);
    QCOMPARE(again.findChild<QComboBox *>(u"language"_s)->currentData().toString(), u"zh_CN"_s);
    QCOMPARE(again.findChild<QSpinBox *>(u"textSize"_s)->value(), 14);
}

void PreferencesTest::cancelSavesNothing()
{
    auto store = settings();
    ActionRegistry registry(store.get());
    PreferencesDialog dialog(store.get(), &registry);
    dialog.findChild<QCheckBox *>(u"highContrast"_s)->setChecked(true);
    dialog.reject();
    store->sync();
    QVERIFY(settings()->allKeys().isEmpty());
}

void PreferencesTest::paletteKeepsOnlyChangedColours()
{
    PalettePage page;
    QVERIFY(!page.isEditable()); // no project
    page.setTypes({{u"Redundant"_s, u"Redundant"_s, QColor(u"#88CCEE"_s), QColor(u"#88CCEE"_s)},
                   {u"Off-prompt"_s, u"Off-prompt"_s, QColor(u"#CC6677"_s), QColor(u"#000000"_s)}});
    QCOMPARE(page.overrides().size(), 1); // the project's earlier choice
    page.setColour(u"Redundant"_s, QColor(u"#112233"_s));
    QCOMPARE(page.overrides().value(u"Redundant"_s), QColor(u"#112233"_s));
    const QString json = typeColoursToJson(page.overrides());
    QCOMPARE(typeColoursFromJson(json), page.overrides());
    page.resetAll();
    QVERIFY(page.overrides().isEmpty());
    // A hand-edited bad value is dropped (the taxonomy's colour shows) instead of painting black.
    const auto read = typeColoursFromJson(uR"({"Redundant": "teal-ish", "Off-prompt": "#00FF00"})"_s);
    QCOMPARE(read.size(), 1);
    QCOMPARE(read.value(u"Off-prompt"_s), QColor(0, 255, 0));
    QVERIFY(typeColoursFromJson(u"not json"_s).isEmpty());
}

void PreferencesTest::fixedThemesAreReadable()
{
    // WCAG 2 contrast ratio, written out here: (L1 + 0.05) / (L2 + 0.05) of relative luminances.
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const auto contrast = [&](const QColor &a, const QColor &b) {
        const double la = luminance(a), lb = luminance(b);
        return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
    };
    for (Theme theme : {Theme::Light, Theme::Dark}) {
        const QPalette p = Appearance::palette(theme);
        QVERIFY(contrast(p.color(QPalette::Text), p.color(QPalette::Base)) >= 7.0);
        QVERIFY(contrast(p.color(QPalette::WindowText), p.color(QPalette::Window)) >= 7.0);
        QVERIFY(contrast(p.color(QPalette::HighlightedText), p.color(QPalette::Highlight)) >= 4.5);
        QVERIFY(contrast(p.color(QPalette::PlaceholderText), p.color(QPalette::Base)) >= 4.5);
    }
    QVERIFY(Appearance::palette(Theme::Dark).color(QPalette::Base).lightnessF() < 0.3);
    QVERIFY(Appearance::palette(Theme::Light).color(QPalette::Base).lightnessF() > 0.9);
}

QTEST_MAIN(PreferencesTest)
#include "preferences_test.moc"
