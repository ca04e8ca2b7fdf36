// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "preferencesactions.h"

#include "mainwindow.h"
#include "translations.h"

#include "model/domain/typecolour.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/permissions.h"
#include "widgets/annotate/annotateview.h"
#include "widgets/dialogs/guidelinesdialog.h"
#include "widgets/dialogs/instructionsdialog.h"

#include "model/project/projectinstructions.h"
#include "widgets/layers/layerview.h"
#include "widgets/preferences/appearance.h"
#include "widgets/preferences/preferencesdialog.h"
#include "widgets/review/reviewview.h"
#include "widgets/textview/spantextview.h"

#include <QMessageBox>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace Errata::PreferencesActions {

void applyAppearance(const QSettings &settings, MainWindow *window)
{
    Appearance::apply(Theme(Preferences::ThemeChoice.value(settings)), Preferences::TextSize.value(settings));
    const bool highContrast = Preferences::HighContrast.value(settings);
    for (SpanTextView *view : window->findChildren<SpanTextView *>()) {
        view->setHighContrast(highContrast);
    }
}

QHash<QString, QColor> typeColours(Project &project)
{
    return typeColoursFromJson(project.settings().value(SettingKey::TypeColours, QString()));
}

void applyTypeColours(Project *project, MainWindow *window)
{
    const QHash<QString, QColor> colours = project ? typeColours(*project) : QHash<QString, QColor>();
    // Every view that draws spans: the gold editor has an annotate view and a layer view of its own.
    for (AnnotateView *view : window->findChildren<AnnotateView *>()) {
        view->setTypeColours(colours);
    }
    for (LayerView *view : window->findChildren<LayerView *>()) {
        view->setTypeColours(colours);
    }
    for (ReviewView *view : window->findChildren<ReviewView *>()) {
        view->setTypeColours(colours);
    }
}

bool edit(QSettings &settings, ActionRegistry &actions, Project *project, qint64 actorId, MainWindow *window)
{
    PreferencesDialog dialog(&settings, &actions, window);
    if (project) {
        const QHash<QString, QColor> chosen = typeColours(*project);
        const QString language = QLocale().name();
        QList<TypeColour> types;
        for (const TaxonomyNode *node : project->taxonomy().selectableNodes()) {
            // The taxonomy's colour by the same rule (a type without one shows its group's), so an
            // untouched type never reads as changed and Reset never writes an invalid colour.
            types << TypeColour{node->key, node->name.text(language), typeColour(&project->taxonomy(), node->key),
                                typeColour(&project->taxonomy(), node->key, chosen)};
        }
        dialog.setTypeColours(types);
        const QString refusal = Permissions::coordinatorRefusal(
            &project->database(), actorId,
            QCoreApplication::translate("PreferencesActions", "change the project's colours"));
        if (!refusal.isEmpty()) {
            dialog.palettePage()->setReadOnly(
                QCoreApplication::translate("PreferencesActions",
                                            "%1 Everyone who opens the project sees these colours.")
                    .arg(refusal));
        }
    }
    const QString languageBefore = Preferences::Language.value(settings);
    if (dialog.exec() != QDialog::Accepted) {
        return false;
    }
    if (project && dialog.palettePage()->isEditable()) {
        project->settings().setProjectOption(SettingKey::TypeColours, typeColoursToJson(dialog.typeColourOverrides()),
                                             actorId);
        applyTypeColours(project, window);
    }
    if (Preferences::Language.value(settings) != languageBefore) {
        Translations::install(Preferences::Language.value(settings));
    }
    applyAppearance(settings, window);
    return true;
}

void showGuidelines(Project &project, MainWindow *window)
{
    GuidelinesDialog dialog(project.taxonomy(), QLocale().name(), window);
    dialog.showType(window->annotateView()->currentTypeKey());
    dialog.exec();
}

void showInstructions(Project &project, MainWindow *window)
{
    const QString markdown = ProjectInstructions::text(project);
    if (markdown.isEmpty()) {
        QMessageBox::information(window, QCoreApplication::translate("Errata::MainWindow", "Project Instructions"),
                                 QCoreApplication::translate("Errata::MainWindow",
                                                             "This project has no instructions. A coordinator writes "
                                                             "them in the Study tab (Instructions)."));
        return;
    }
    auto *dialog = new InstructionsDialog(project.title(), markdown, window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open(); // not exec(): the window stays usable behind it, and tests are not blocked
}

bool showInstructionsBeforeFirstItem(Project &project, qint64 personId, MainWindow *window)
{
    if (!ProjectInstructions::showFirst(project, personId)) return false;
    showInstructions(project, window);
    return true;
}

} // namespace Errata::PreferencesActions
