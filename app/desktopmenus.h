// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QAction;
class QMenu;
class QMenuBar;

namespace Errata {

struct DesktopMenus
{
    QMenu *settings = nullptr;
    QMenu *help = nullptr;
    QAction *preferences = nullptr;
    QAction *guidelines = nullptr;
    QAction *instructions = nullptr;
};

// Appends Settings ▸ Preferences… and Help ▸ Taxonomy Guidelines to the menu bar (the window
// adds its own Help entries after them). Their texts follow language changes.
DesktopMenus addDesktopMenus(QMenuBar *bar);

} // namespace Errata
