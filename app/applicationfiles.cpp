// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The project file itself (issue #10): held by another Errata, moved or deleted while open, on a
// full or read-only disk, restored from a backup.
#include "application.h"

#include "backupscheduler.h"
#include "mainwindow.h"
#include "whenshown.h"

#include "model/document/itemlistmodel.h"
#include "model/project/backgroundcheck.h"
#include "model/project/backups.h"
#include "model/project/project.h"
#include "model/project/projectlock.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/serverchanges.h"
#include "reviewcontroller.h"
#include "serveractions.h"
#include "widgets/annotate/annotateview.h"
#include "widgets/corpus/corpuspanel.h"
#include "widgets/study/studypanel.h"

#include "widgets/common/filedialogs.h"

#include <QDir>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace Errata {

void Application::onProjectFileChanged()
{
    if (m_project && !Project::existsAt(m_project->path())) {
        offerSaveAs(tr("%1 was moved or deleted while it was open. Errata still holds all of it: save it "
                       "somewhere to keep it.")
                        .arg(m_project->path()));
    }
}

void Application::offerSaveAs(const QString &why)
{
    if (m_offeringSaveAs || !m_project) {
        return; // one question at a time: a failing disk fails every write
    }
    m_offeringSaveAs = true;
    QMessageBox box(
        QMessageBox::Warning, tr("Project File Unavailable"),
        tr("%1\n\nWhat is already in the project is safe in memory; save a copy elsewhere to go on.").arg(why),
        QMessageBox::Cancel, m_window.get());
    box.setTextFormat(Qt::PlainText);
    QPushButton *saveAs = box.addButton(tr("&Save As…"), QMessageBox::AcceptRole);
    box.exec();
    if (box.clickedButton() == saveAs) {
        const QString target = FileDialogs::getSaveFileName(m_window.get(), tr("Save Project As"), QDir::homePath(),
                                                            tr("Errata projects (*.errata)"));
        if (!target.isEmpty()) saveCopyAs(target);
    }
    m_offeringSaveAs = false;
}

bool Application::saveCopyAs(const QString &target)
{
    if (!m_project) {
        return false;
    }
    if (m_project->isFile(target)) {
        reportError(tr("%1 is the open project itself; choose another name for the copy.").arg(target));
        return false;
    }
    if (QFileInfo::exists(target)) {
        Project::removeFiles(target); // the save dialog already asked whether to replace it
    }
    QString error;
    if (!Backups::copyTo(*m_project, target, &error)) {
        reportError(error);
        return false;
    }
    return openProject(target);
}

bool Application::askReadOnly(const QString &why)
{
    QMessageBox box(QMessageBox::Question, tr("Project In Use"), why, QMessageBox::Cancel, m_window.get());
    box.setTextFormat(Qt::PlainText);
    QPushButton *readOnly = box.addButton(tr("Open &Read-Only"), QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == readOnly;
}

// What keeps an eye on the open project: for a file, its lock, integrity check, backups and the file
// itself; for a team server, the server's announcements of what others change (ServerChanges).
void Application::watchProject(const QString &path)
{
    ++m_opened; // a deferred start of the project before is not this one's
    if (!m_watcher->files().isEmpty()) m_watcher->removePaths(m_watcher->files());
    if (m_project->isOnServer()) {
        m_backups->setProject(nullptr); // the server's administrator backs it up (pg_dump; docs/server.md)
        m_settings.setValue(LastProjectKey, m_project->path());
        ServerActions::remember(m_settings, m_project->path());
        m_serverChanges = std::make_unique<ServerChanges>(m_project->database());
        connect(m_serverChanges.get(), &ServerChanges::assignmentsChanged, this, &Application::onServerChanges);
        return;
    }
    // The quick check and the backup read the whole file on threads. Started once the window is back
    // in its event loop, with the first item in place, they no longer take the cores from it: at a
    // million spans both were running while the list was read, and opening took a second longer.
    QTimer::singleShot(0, this, [this, opened = m_opened] {
        if (opened != m_opened || !m_project) return; // another project since
        // Gone in the meantime: nothing to check or copy, and the file watcher asks where to save it.
        if (!QFileInfo::exists(m_project->path())) return;
        startIntegrityCheck();
        m_backups->setProject(m_project.get()); // a backup of the file as it was opened
    });
    m_watcher->addPath(path);
    m_settings.setValue(LastProjectKey, QFileInfo(path).absoluteFilePath());
}

bool Application::connectToServer()
{
    const QString url = ServerActions::askAddress(m_window.get(), m_settings);
    return !url.isEmpty() && openProject(url);
}

// Someone submitted, claimed, returned, accepted or assigned: the rows of those items, the review queue
// and the coordinator's progress show it without reopening. Announcements that come in a burst (a plan
// of many assignments, or anyone sending many) are shown once, a moment after the last.
void Application::onServerChanges(const QList<qint64> &itemIds)
{
    if (itemIds.isEmpty()) m_changedEverything = true;
    for (const qint64 itemId : itemIds) m_changedItems.insert(itemId);
    if (!m_changesTimer) {
        m_changesTimer = new QTimer(this);
        m_changesTimer->setSingleShot(true);
        m_changesTimer->setInterval(150);
        connect(m_changesTimer, &QTimer::timeout, this, &Application::showServerChanges);
    }
    m_changesTimer->start();
}

void Application::showServerChanges()
{
    const QSet<qint64> items = std::exchange(m_changedItems, {});
    const bool everything = std::exchange(m_changedEverything, false);
    if (!m_project || !m_project->isOnServer()) return;
    if (everything) {
        refresh();
        return;
    }
    for (const qint64 itemId : items) m_items->updateAssignments(itemId, m_project->assignments().forItem(itemId));
    m_review->refreshQueue();
    if (m_role == Role::Coordinator) m_window->studyPanel()->refresh();
}

void Application::startIntegrityCheck()
{
    m_check = std::make_unique<BackgroundCheck>(m_project->path());
    connect(m_check.get(), &BackgroundCheck::finished, this, [this, check = m_check.get()] {
        if (check == m_check.get() && !check->refusal().isEmpty() && m_project
            && QFileInfo(m_project->path()) == QFileInfo(check->path())) {
            closeDamagedProject(check->refusal());
        }
    });
    m_check->startUnattended();
}

// The quick check found damage after the file was opened: nothing more is read from or written
// to it; the window is left empty and says why.
void Application::closeDamagedProject(const QString &why)
{
    letGoOfViews(); // no more backups either: one of a damaged file would only copy the damage
    m_window->setProjectTitle(QString(), QString());
    if (!m_watcher->files().isEmpty()) m_watcher->removePaths(m_watcher->files());
    m_project.reset();
    m_lock.reset();
    reportError(why);
}

void Application::restoreBackup()
{
    if (!m_project || m_project->isReadOnly()) {
        if (m_project) reportError(tr("This project is open read-only; close the other Errata to restore a backup."));
        return;
    }
    const QString path = m_project->path();
    const QString backup = m_backups->chooseBackup(m_window.get(), path);
    if (backup.isEmpty()) {
        return;
    }
    // The project is closed first: its connection must not outlive the file it points to. Every view
    // lets go of it (the review view too: it flushed time spent into a closed project), and the check,
    // which may still be reading the file the restore replaces, is waited for.
    letGoOfProject();
    m_project.reset();
    m_lock.reset();
    QString error;
    const bool restored = Backups::restore(path, backup, &error);
    openProject(path); // the restored file, or the untouched one when the restore was refused
    if (!restored) {
        reportError(error);
    }
}

} // namespace Errata
