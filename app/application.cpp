// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "application.h"

#include "mainwindow.h"
#include "widgets/dialogs/newprojectdialog.h"
#include "exportactions.h"
#include "importactions.h"
#include "packageactions.h"
#include "reviewcontroller.h"
#include "serveractions.h"
#include "whenshown.h"
#include "widgets/study/studypanel.h"
#include "widgets/review/reviewview.h"
#include "preferencesactions.h"
#include "backupscheduler.h"

#include "model/document/annotationdocument.h"
#include "model/project/backgroundcheck.h"
#include "model/storage/integritycheck.h"
#include "model/document/itemlistmodel.h"
#include "model/document/reviewqueuemodel.h"
#include "model/project/annotatorstats.h"
#include "model/document/reviewsession.h"
#include "model/generators/demoproject.h"
#include "model/project/projectlock.h"
#include "model/project/visibility.h"
#include "model/project/project.h"
#include "model/storage/serverchanges.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"
#include "model/project/agreementdata.h"
#include "model/domain/taxonomyloader.h"
#include "widgets/actions/actionregistry.h"
#include "widgets/common/plaintext.h"
#include "widgets/annotate/annotateview.h"
#include "widgets/corpus/corpuspanel.h"
#include "widgets/review/goldeditor.h"
#include "widgets/review/reviewqueuepanel.h"
#include "widgets/review/annotatordashboard.h"
#include "widgets/dialogs/welcomedialog.h"
#include "widgets/dialogs/whoareyoudialog.h"
#include "widgets/items/itemlistpanel.h"
#include "widgets/layers/layerview.h"
#include "widgets/itemview/itempreview.h"
#include "widgets/textview/spantextview.h"

#include "widgets/common/filedialogs.h"

#include <QDir>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QTableView>
#include <QInputDialog>
#include <QStandardPaths>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace Errata {
QString Application::personKey(const QString &path)
{
    const QString place = Project::isServerAddress(path) ? path : QFileInfo(path).absoluteFilePath();
    return u"people/%1"_s.arg(
        QString::fromLatin1(place.toUtf8().toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals)));
}

Application::Application(QObject *parent)
    : QObject(parent)
    , m_items(std::make_unique<ItemListModel>())
    , m_queue(std::make_unique<ReviewQueueModel>())
    , m_window(std::make_unique<MainWindow>(m_items.get(), m_queue.get()))
    , m_review(std::make_unique<ReviewController>(m_window.get(), m_queue.get()))
    , m_actions(std::make_unique<ActionRegistry>(&m_settings))
    , m_corpusShown(new WhenShown(m_window->corpusPanel()))
    , m_dashboardShown(new WhenShown(m_window->annotatorDashboard()))
    , m_studyShown(new WhenShown(m_window->studyPanel()))
{
    // Every named command gets the user's shortcuts; Preferences edits them.
    m_actions->add(m_window->commands());
    m_actions->add(m_window->annotateView()->commands());
    m_actions->add(m_window->reviewView()->commands());
    PreferencesActions::applyAppearance(m_settings, m_window.get());
    connect(m_window->preferencesAction(), &QAction::triggered, this, [this] {
        if (PreferencesActions::edit(m_settings, *m_actions, m_project.get(), m_personId, m_window.get())
            && m_project) {
            // Texts made here rather than in a view follow a language change too.
            const auto person = m_project->people().find(m_personId);
            m_window->setPersonStatus(person ? person->name : QString(), WorkflowText::roleName(m_role));
            m_review->refreshQueue();
        }
    });
    connect(m_window->guidelinesAction(), &QAction::triggered, this, [this] {
        if (m_project) PreferencesActions::showGuidelines(*m_project, m_window.get());
    });
    connect(m_window->instructionsAction(), &QAction::triggered, this, [this] {
        if (m_project) PreferencesActions::showInstructions(*m_project, m_window.get());
    });
    connect(m_window->newAction(), &QAction::triggered, this, &Application::newProject);
    connect(m_window->openAction(), &QAction::triggered, this, &Application::openWithDialog);
    connect(m_window->connectAction(), &QAction::triggered, this, &Application::connectToServer);
    connect(m_window->demoAction(), &QAction::triggered, this, &Application::openDemo);
    connect(m_window->switchPersonAction(), &QAction::triggered, this, [this] { choosePerson(true); });
    connect(m_window->makePackageAction(), &QAction::triggered, this,
            [this] { PackageActions::make(*m_project, m_personId, m_window.get()); });
    m_backups = new BackupScheduler(&m_settings, this);
    connect(m_backups, &BackupScheduler::errorOccurred, this,
            [this](const QString &message) { m_window->statusBar()->showMessage(message, 15000); });
    connect(m_window->restoreBackupAction(), &QAction::triggered, this, &Application::restoreBackup);
    m_watcher = new QFileSystemWatcher(this);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &Application::onProjectFileChanged);
    connect(m_window->mergePackageAction(), &QAction::triggered, this, [this] {
        if (PackageActions::merge(*m_project, m_personId, m_window.get())) refresh();
    });
    connect(m_window->makeAllPackagesAction(), &QAction::triggered, this, [this] {
        if (m_project) PackageActions::makeForEveryone(*m_project, m_personId, m_window.get());
    });
    connect(m_window->mergeFolderAction(), &QAction::triggered, this, [this] {
        if (m_project && PackageActions::mergeFolder(*m_project, m_personId, m_window.get())) refresh();
    });
    connect(m_window->importAction(), &QAction::triggered, this, [this] {
        if (m_project && ImportActions::import(*m_project, m_personId, m_window.get())) refresh();
    });
    connect(m_window->importMetricsAction(), &QAction::triggered, this, [this] {
        if (m_project && ImportActions::importMetrics(*m_project, m_personId, m_window.get())) refresh();
    });
    connect(m_window->exportAction(), &QAction::triggered, this, [this] {
        if (m_project) ExportActions::exportProject(*m_project, m_window.get());
    });
    connect(m_window->exportTaskAction(), &QAction::triggered, this, [this] {
        if (m_project && ExportActions::exportTask(*m_project, m_personId, m_window.get())) refresh();
    });
    connect(m_window->itemList(), &ItemListPanel::itemSelected, this, &Application::showItem);
    connect(m_review.get(), &ReviewController::assignmentsChanged, this,
            [this](qint64 itemId) { m_items->updateAssignments(itemId, m_project->assignments().forItem(itemId)); });
    connect(m_window->reviewQueue(), &ReviewQueuePanel::itemSelected, this, &Application::showItem);
    connect(m_window->corpusPanel(), &CorpusPanel::openItemRequested, this, [this](qint64 itemId) {
        m_window->itemList()->selectItem(itemId);
        showItem(itemId);
        m_window->showLayerView();
    });
    connect(m_window->annotatorDashboard(), &AnnotatorDashboard::itemSelected, this, &Application::showItem);
    connect(m_window->studyPanel(), &StudyPanel::projectChanged, this, &Application::refresh);
    AnnotateView *annotate = m_window->annotateView();
    connect(annotate, &AnnotateView::currentItemChanged, m_window->itemList(), &ItemListPanel::selectItem);
    connect(annotate, &AnnotateView::assignmentChanged, this, [this](qint64 itemId) {
        m_items->updateAssignments(itemId, m_project->assignments().forItem(itemId));
        showAnnotatorLayers(itemId); // submitting may open the other layers
    });
    // Queued: Save As may open another project, which must not happen inside the failing document's call.
    connect(annotate, &AnnotateView::storageFailed, this, &Application::offerSaveAs, Qt::QueuedConnection);
    connect(m_window->goldEditor(), &GoldEditor::storageFailed, this, &Application::offerSaveAs, Qt::QueuedConnection);
    connect(annotate, &AnnotateView::messageRaised, this, [this](const QString &message) {
        if (message.contains(u'\n')) {
            PlainText::warning(m_window.get(), tr("Errata"), message);
        } else {
            m_window->statusBar()->showMessage(message, 8000);
        }
    });
}

Application::~Application()
{
    m_check.reset();
    m_review.reset();
    m_window.reset(); // views go before the model they show
    m_project.reset();
    m_lock.reset(); // only once the file is closed
}

QString Application::demoProjectPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/demo.errata"_s;
}

bool Application::start(const Options &options)
{
    // Before the first open: a --screenshot run reports on stderr and asks nobody (not even for a password).
    m_interactive = options.screenshotPath.isEmpty();
    bool opened = false;
    if (!options.projectPath.isEmpty()) {
        // With --as the views are filled once, for that person (each fill reads every item).
        opened = openProject(options.projectPath, options.person.isEmpty());
    } else if (options.demo) {
        opened = openDemo();
    } else if (const QString last = m_settings.value(LastProjectKey).toString(); Project::existsAt(last)) {
        opened = openProject(last);
    }
    if (!opened && options.screenshotPath.isEmpty() && !runWelcome()) {
        return false;
    }
    if (m_project && !options.person.isEmpty()) {
        if (!choosePerson(true, options.person)) {
            if (!m_interactive) return false; // the reason is on stderr
            refresh();
        }
    } else if (m_project && m_personId == 0 && !choosePerson(false) && !m_interactive) {
        return false;
    }
    m_window->show();
    return true;
}

bool Application::runWelcome()
{
    WelcomeDialog welcome(m_window.get());
    while (!m_project && welcome.exec() == QDialog::Accepted) {
        switch (welcome.choice()) {
        case WelcomeDialog::Choice::DemoProject: openDemo(); break;
        case WelcomeDialog::Choice::NewProject: newProject(); break;
        case WelcomeDialog::Choice::OpenProject: openWithDialog(); break;
        case WelcomeDialog::Choice::ConnectToServer: connectToServer(); break;
        case WelcomeDialog::Choice::None: break;
        }
    }
    return m_project != nullptr;
}

bool Application::openProject(const QString &path, bool refreshViews)
{
    if (m_project && QFileInfo(m_project->path()) == QFileInfo(path)) {
        m_lock.reset(); // opening it again: this process is the holder
    }
    // A team server takes many writers at once: no lock file there.
    const bool onServer = Project::isServerAddress(path);
    auto lock = onServer ? nullptr : std::make_unique<ProjectLock>(path);
    const bool readOnly = lock && !lock->tryLock();
    if (readOnly && !askReadOnly(lock->refusal())) {
        return false;
    }
    QString error;
    // The whole-file check runs after the first item is shown (startIntegrityCheck), not before.
    std::unique_ptr<Project> project = readOnly ? Project::openReadOnly(path, &error, IntegrityCheck::Deferred)
                                                : Project::open(path, &error, IntegrityCheck::Deferred);
    if (!project) {
        // A team server that wants a password asks for it here, and the open is tried again with it.
        if (onServer && m_interactive) {
            return ServerActions::askPassword(m_window.get(), path, error) && openProject(path, refreshViews);
        }
        reportError(error);
        return false;
    }
    letGoOfProject();
    m_project = std::move(project);
    m_lock = readOnly ? nullptr : std::move(lock); // the old project is closed: now its lock may go
    watchProject(path);
    const QString key = personKey(m_project->path()); // a server's address without its password
    m_personId = m_settings.value(key).toLongLong();
    m_role = Role(m_settings.value(key + u"/role"_s, int(Role::Annotator)).toInt());
    if (const qint64 signedIn = m_project->signedInPerson(); signedIn != 0 && signedIn != m_personId) {
        m_personId = signedIn; // on a team server one is who one signed in as, in their main role
        const auto person = m_project->people().find(signedIn);
        m_role = person ? mainRole(*person) : Role::Annotator;
    }
    if (!m_project->people().find(m_personId)) {
        m_personId = 0;
    }
    if (refreshViews) {
        refresh();
    }
    return true;
}

// The views still hold the old project (time spent is flushed on detach): they let go of it before it
// is closed or replaced.
void Application::letGoOfViews()
{
    m_window->annotateView()->setProject(nullptr, 0);
    m_review->setProject(nullptr, 0, Role::Annotator, {});
    m_corpusShown->cancel();
    m_dashboardShown->cancel();
    m_studyShown->cancel();
    m_window->corpusPanel()->setProject(nullptr);
    m_window->layerView()->clear(); // they point into the old project's taxonomy
    m_window->annotatorLayerView()->clear();
    m_backups->setProject(nullptr);
    m_serverChanges.reset();
    m_items->setRows({}); // its previews are read from the old project
}

void Application::letGoOfProject()
{
    letGoOfViews();
    m_check.reset(); // a check of the old project is no longer wanted (waits for it to end)
}

bool Application::openDemo()
{
    const QString path = demoProjectPath();
    // A demo made by an older Errata lacks what this one shows (gold, quality examples): make it afresh.
    if (QFileInfo::exists(path) && DemoProject::isOutdated(path)) {
        Project::removeFiles(path);
    }
    if (!QFileInfo::exists(path)) {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QString error;
        if (!DemoProject::create(path, &error)) {
            reportError(tr("Could not create the demo project: %1").arg(error));
            return false;
        }
    }
    return openProject(path);
}

bool Application::newProject()
{
    NewProjectDialog dialog(m_window.get());
    if (dialog.exec() != QDialog::Accepted) {
        return false;
    }
    const ProjectSetup setup = dialog.setup();
    QString error;
    auto project = setup.create(&error);
    if (!project) {
        reportError(error);
        return false;
    }
    const std::optional<Person> creator = project->people().findByName(setup.coordinator);
    project.reset();
    if (creator) {
        m_settings.setValue(personKey(setup.path), creator->id);
        m_settings.setValue(personKey(setup.path) + u"/role"_s, int(Role::Coordinator));
    }
    if (!openProject(setup.path)) return false;
    // A new project has no texts yet: its coordinator's next step (people, texts, a plan) is the Study tab.
    if (m_role == Role::Coordinator && m_project->items().count() == 0) m_window->showStudyView();
    return true;
}

bool Application::openWithDialog()
{
    const QString path = FileDialogs::getOpenFileName(m_window.get(), tr("Open Project"), QDir::homePath(),
                                                      tr("Errata projects (*.errata)"));
    return !path.isEmpty() && openProject(path);
}

void Application::refresh()
{
    // What this person may see (Visibility): their names for people, their items, their tabs. Worked
    // out here, where people and assignments change, not on every item shown: in an anonymous
    // project it is a pass over every assignment.
    m_sees = std::make_unique<Visibility>(*m_project, m_personId, m_role);
    const Visibility &sees = *m_sees;
    QList<Person> people = m_project->people().all();
    for (Person &person : people) person.name = sees.nameOf(person.id);
    // Read-only (another Errata has the file): an annotator looks at their own items, but starts
    // nothing that writes; what they see is still what Visibility lets them see.
    const bool annotator = m_role == Role::Annotator && m_personId != 0;
    const bool annotating = annotator && !m_project->isReadOnly();
    m_window->annotateView()->setProject(annotating ? m_project.get() : nullptr, m_personId);
    m_window->showAnnotateView(annotating);
    m_window->setEveryonesWorkVisible(sees.seesEveryonesWork());
    m_items->setPeople(people);
    // An annotator's list filters by their own name only: no colleague's name or code in the combo.
    if (annotator) people.removeIf([this](const Person &person) { return person.id != m_personId; });
    m_window->itemList()->setPeople(people);
    // Annotators start on their own queue; reviewers and coordinators see everyone's. The filter comes
    // before the rows: new rows make the list's first row current, and an annotator's view then loaded
    // it, first item of the project or not ("This item is not assigned to you" on opening).
    m_window->itemList()->selectAnnotator(annotator ? m_personId : 0);
    m_window->itemList()->view()->setColumnHidden(ItemListModel::ModelColumn, sees.hidesKey(u"model"));
    QHash<qint64, QString> labels;
    m_items->setRows(annotator ? sees.rows(loadItemRows(*m_project, sees.hiddenKeys()), &labels)
                               : loadItemRows(*m_project),
                     previewLoader(*m_project));
    m_window->annotateView()->setItemLabels(labels);
    m_labels = labels;
    if (annotating) {
        m_window->annotateView()->setQueue(m_window->itemList()->visibleItemIds());
        showItem(m_window->itemList()->visibleItemIds().value(0));
        PreferencesActions::showInstructionsBeforeFirstItem(*m_project, m_personId, m_window.get());
        if (!m_project) return; // the check found damage while the instructions were open, and closed it
    } else if (annotator) {
        showItem(m_window->itemList()->visibleItemIds().value(0)); // the first of their own, not "(empty)"
    }
    m_window->setProjectTitle(
        m_project->isReadOnly() ? tr("%1 (read-only)").arg(m_project->title()) : m_project->title(), m_project->path());
    m_review->setProject(m_project.get(), m_personId, m_role, sees.names());
    // Corpus statistics are everyone's work: reviewers and coordinators, like the other layers.
    m_window->corpusPanel()->setProject(nullptr);
    if (sees.seesEveryonesWork()) {
        m_corpusShown->run([this] { m_window->corpusPanel()->setProject(m_project.get(), m_sees->names()); });
    }
    PreferencesActions::applyTypeColours(m_project.get(), m_window.get());
    // Packages are the coordinator's to hand out and take back.
    const bool writable = !m_project->isReadOnly();
    m_window->makePackageAction()->setEnabled(m_role == Role::Coordinator);
    m_window->mergePackageAction()->setEnabled(m_role == Role::Coordinator && writable);
    m_window->makeAllPackagesAction()->setEnabled(m_role == Role::Coordinator && writable);
    m_window->mergeFolderAction()->setEnabled(m_role == Role::Coordinator && writable);
    m_window->importAction()->setEnabled(m_role == Role::Coordinator && writable);
    m_window->importMetricsAction()->setEnabled(m_role == Role::Coordinator && writable);
    // Everybody's layers and threads leave in an export: the coordinator's, like packages.
    m_window->exportAction()->setEnabled(m_role == Role::Coordinator);
    m_window->exportTaskAction()->setEnabled(m_role == Role::Coordinator && writable); // may store the split
    m_window->restoreBackupAction()->setEnabled(writable && !m_project->isOnServer()); // a server: pg_dump
    refreshAnnotatorDashboard();
    const auto person = m_project->people().find(m_personId);
    m_window->setPersonStatus(person ? person->name : QString(), WorkflowText::roleName(m_role));
}

// Coordinators only; computed when the role or project changes, not on every edit.
void Application::refreshAnnotatorDashboard()
{
    const bool coordinator = m_role == Role::Coordinator;
    m_window->setCoordinatorTabsVisible(coordinator);
    m_window->studyPanel()->setProject(nullptr, m_personId);
    if (coordinator && !m_project->isReadOnly()) {
        m_studyShown->run([this] { m_window->studyPanel()->setProject(m_project.get(), m_personId); });
    }
    if (coordinator) {
        m_dashboardShown->run([this] {
            if (m_project) m_window->annotatorDashboard()->setDashboard(AnnotatorStatsCalculator::compute(*m_project));
        });
    }
}

void Application::showItem(qint64 itemId)
{
    AnnotateView *annotate = m_window->annotateView();
    if (m_role == Role::Annotator && m_personId != 0 && !m_project->isReadOnly()) {
        const bool current = annotate->document() && annotate->document()->item().id == itemId;
        if (!current && itemId != 0) {
            annotate->setQueue(m_window->itemList()->visibleItemIds());
            annotate->showItem(itemId);
        }
        showAnnotatorLayers(itemId);
        return;
    }
    std::optional<Item> item = m_project->items().find(itemId);
    if (!item) {
        m_window->preview()->showEmpty(itemId == 0 ? tr("Choose an item in the list.")
                                                   : tr("This item no longer exists."));
        m_window->layerView()->clear();
        return;
    }
    const Visibility &sees = *m_sees;
    item->metadata = sees.metadata(item->metadata);
    item->externalId = m_labels.value(itemId, item->externalId);
    QHash<qint64, QString> names = sees.names();
    QHash<qint64, QString> systems;
    AgreementItem layers = AgreementData::itemLayers(*m_project, itemId, sees.seesEveryonesWork() ? &systems : nullptr);
    AssignmentState own = AssignmentState::New;
    QList<Assignment> assignments = m_project->assignments().forItem(itemId);
    for (const Assignment &assignment : std::as_const(assignments)) {
        if (assignment.annotatorId == m_personId) own = assignment.state;
    }
    // Everyone's assignments are for reviewers and coordinators.
    if (!sees.seesEveryonesWork()) {
        assignments.removeIf([this](const Assignment &a) { return a.annotatorId != m_personId; });
    }
    sees.shownLayers(&layers, own);
    // Each annotator's spans counted from the layers the layer view shows, not read again a layer a query.
    QHash<qint64, qsizetype> spanCounts;
    for (const AgreementLayer &layer : layers.layers) spanCounts.insert(layer.annotatorId, layer.spans.size());
    QList<AssignmentLine> lines;
    for (const Assignment &assignment : std::as_const(assignments)) {
        lines << AssignmentLine{sees.nameOf(assignment.annotatorId), assignment.state, assignment.iteration,
                                spanCounts.value(assignment.annotatorId), assignment.timeSpentSeconds};
    }
    m_window->preview()->showItem(*item, lines);
    if (sees.seesEveryonesWork()) m_review->showItem(itemId);
    m_window->layerView()->textView()->setTextFormat(item->format, item->codeLanguage);
    names.insert(systems);
    m_window->layerView()->setItem(layers, item->prompt, names, &m_project->taxonomy());
}

void Application::showAnnotatorLayers(qint64 itemId)
{
    AssignmentState own = AssignmentState::New;
    for (const Assignment &assignment : m_project->assignments().forItem(itemId)) {
        if (assignment.annotatorId == m_personId) {
            own = assignment.state;
        }
    }
    const bool allowed = m_sees->mayViewOtherLayers(own);
    m_window->setAnnotatorLayersAllowed(allowed,
                                        allowed ? QString()
                                                : tr("Blind annotation: the other layers show once you "
                                                     "have submitted this item."));
    const auto item = m_project->items().find(itemId);
    if (allowed && item) {
        AgreementItem layers = AgreementData::itemLayers(*m_project, itemId);
        m_sees->shownLayers(&layers, own);
        m_window->annotatorLayerView()->textView()->setTextFormat(item->format, item->codeLanguage);
        m_window->annotatorLayerView()->setItem(layers, item->prompt, m_sees->names(), &m_project->taxonomy());
    }
}

} // namespace Errata
