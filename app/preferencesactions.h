// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QHash>

class QSettings;

namespace Errata {

class ActionRegistry;
class MainWindow;
class Project;

// Composition of the preferences and help features: reads QSettings and the project's settings,
// runs the dialogs, and hands the results to the window's views (which know nothing of storage).
namespace PreferencesActions {

// Theme, text size and high contrast from the settings, applied to the application and views.
void applyAppearance(const QSettings &settings, MainWindow *window);
// The project's colours for its types (project setting "type_colors"), handed to the views.
QHash<QString, QColor> typeColours(Project &project);
void applyTypeColours(Project *project, MainWindow *window);
// Preferences…: on OK everything is saved and applied at once, the language included. The project's
// colours change only when actorId (the person using the window) is its coordinator.
bool edit(QSettings &settings, ActionRegistry &actions, Project *project, qint64 actorId, MainWindow *window);
// Help ▸ Taxonomy Guidelines, at the type of the span being edited.
void showGuidelines(Project &project, MainWindow *window);
// Help ▸ Project Instructions (the coordinator's Markdown), or a note that there are none.
void showInstructions(Project &project, MainWindow *window);
// Before an annotator's first item: the instructions, when ProjectInstructions::showFirst says so
// (the project, or the work package, has them and the person has begun nothing). Returns whether they
// were shown.
bool showInstructionsBeforeFirstItem(Project &project, qint64 personId, MainWindow *window);

} // namespace PreferencesActions
} // namespace Errata
