// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "desktopmenus.h"

#include "widgets/actions/retranslate.h"

#include <QCoreApplication>
#include <QMenuBar>

namespace Errata {

DesktopMenus addDesktopMenus(QMenuBar *bar)
{
    // The strings belong to MainWindow's context: lupdate files QT_TRANSLATE_NOOP under it.
    static const char *context = "Errata::MainWindow";
    DesktopMenus menus;
    menus.settings =
        Retranslate::title(bar->addMenu(QString()), context, QT_TRANSLATE_NOOP("Errata::MainWindow", "&Settings"));
    menus.preferences = Retranslate::text(menus.settings->addAction(QString()), context,
                                          QT_TRANSLATE_NOOP("Errata::MainWindow", "&Preferences…"));
    menus.preferences->setObjectName(QStringLiteral("Settings.Preferences"));
    menus.preferences->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    menus.preferences->setMenuRole(QAction::PreferencesRole);
    menus.help = Retranslate::title(bar->addMenu(QString()), context, QT_TRANSLATE_NOOP("Errata::MainWindow", "&Help"));
    menus.guidelines = Retranslate::text(menus.help->addAction(QString()), context,
                                         QT_TRANSLATE_NOOP("Errata::MainWindow", "Taxonomy &Guidelines"));
    menus.guidelines->setObjectName(QStringLiteral("Help.Guidelines"));
    menus.guidelines->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F1));
    menus.guidelines->setToolTip(QCoreApplication::translate("Errata::MainWindow",
                                                             "Definitions and examples of "
                                                             "the project's error types, at "
                                                             "the type you are on"));
    menus.instructions = Retranslate::text(menus.help->addAction(QString()), context,
                                           QT_TRANSLATE_NOOP("Errata::MainWindow", "Project &Instructions"));
    menus.instructions->setObjectName(QStringLiteral("Help.Instructions"));
    menus.help->addSeparator();
    return menus;
}

} // namespace Errata
