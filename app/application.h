// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/records.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QSettings>

class QFileSystemWatcher;
class QTimer;

#include <memory>
#include <optional>

namespace Errata {

struct ItemRow;

class ActionRegistry;
class BackupScheduler;
class ItemListModel;
class ServerChanges;
class ReviewQueueModel;
class MainWindow;
class Project;
class ReviewController;
class ProjectLock;
class BackgroundCheck;
class Visibility;

// The composition root of the GUI: opens projects, remembers the last one and who the user is,
// and feeds the window's views from the model.
class WhenShown;

class Application final : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QString projectPath;
        bool demo = false;
        QString person;         // --as NAME: skip the "Who are you?" dialog
        QString screenshotPath; // --screenshot FILE: render the window to a PNG and quit
    };

    explicit Application(QObject *parent = nullptr);
    ~Application() override;

    // Returns false when the user declined to open anything.
    bool start(const Options &options);
    MainWindow *window() const { return m_window.get(); }
    Project *project() const { return m_project.get(); }
    qint64 personId() const { return m_personId; }
    ActionRegistry *actions() const { return m_actions.get(); }

    static QString demoProjectPath();
    // Where QSettings remembers who last used the project at path.
    static QString personKey(const QString &path);
    // Writes everything the open project holds to target and goes on there: the way out when the
    // file was moved or deleted while open, or its disk filled up (issue #10).
    bool saveCopyAs(const QString &target);
    // SQLite's words for a file that can no longer be written (full, read-only, I/O error).

private:
    static inline const QString LastProjectKey = QStringLiteral("session/lastProject");
    bool openProject(const QString &path, bool refreshViews = true);
    void letGoOfViews();   // all but the integrity check, which may be the one asking
    void letGoOfProject(); // the views and the check
    bool openDemo();
    bool newProject();
    bool openWithDialog();
    bool runWelcome();
    bool choosePerson(bool force, const QString &preferredName = QString());
    static Role mainRole(const Person &person); // the role a person's window starts in, unless they chose
    bool becomeFirstCoordinator(const QList<Person> &people);
    bool pickPerson(const QList<Person> &people);                    // Who are you?
    std::optional<Person> packageOwner(const QList<Person> &people); // a work package opens as its owner
    void showItem(qint64 itemId);
    void showAnnotatorLayers(qint64 itemId);
    void refresh();
    void refreshAnnotatorDashboard();
    void reportError(const QString &message);
    void restoreBackup();
    bool askReadOnly(const QString &why); // true: open read-only; false: cancel
    void onProjectFileChanged();
    bool connectToServer();
    void onServerChanges(const QList<qint64> &itemIds);
    void showServerChanges();
    void watchProject(const QString &path);
    void offerSaveAs(const QString &why);
    void startIntegrityCheck();
    void closeDamagedProject(const QString &why);

    QSettings m_settings;
    BackupScheduler *m_backups = nullptr;
    QFileSystemWatcher *m_watcher = nullptr;
    bool m_offeringSaveAs = false;
    std::unique_ptr<ItemListModel> m_items;
    std::unique_ptr<ReviewQueueModel> m_queue;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<ReviewController> m_review;
    std::unique_ptr<Project> m_project;
    std::unique_ptr<ActionRegistry> m_actions;
    std::unique_ptr<ProjectLock> m_lock; // null while read-only
    quint64 m_opened = 0;                // how many projects were opened: a deferred start checks it is still its own
    std::unique_ptr<BackgroundCheck> m_check;       // the open project's integrity check, after opening
    std::unique_ptr<ServerChanges> m_serverChanges; // what others change on a team server, live
    QSet<qint64> m_changedItems;                    // announced, not yet shown (a burst is shown once)
    bool m_changedEverything = false;
    QTimer *m_changesTimer = nullptr;
    WhenShown *m_corpusShown = nullptr;    // the Corpus tab reads its tables when first on screen
    WhenShown *m_dashboardShown = nullptr; // so does the Annotators tab
    WhenShown *m_studyShown = nullptr;     // and the Study tab (each person's work, counted)
    qint64 m_personId = 0;
    std::unique_ptr<Visibility> m_sees; // what this person may see (names, items, tabs), as of the last refresh()
    QHash<qint64, QString> m_labels;    // the opaque ids of a blind annotator's items
    Role m_role = Role::Annotator;
    bool m_interactive = true; // false for --screenshot: errors go to stderr, nothing waits for a person
};

} // namespace Errata
