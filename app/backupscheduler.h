// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QObject>
#include <QTimer>

#include <memory>
#include <optional>

class QSettings;
class QThread;
class QWidget;

namespace Errata {

class Project;

// The GUI's automatic backups (issue #10): one when a project opens and one every N minutes
// while it stays open, into a folder, keeping the newest K (model/project/backups.h). Settings:
// backup/folder (empty: "<name> backups" beside the project), backup/intervalMinutes, backup/keep.
class BackupScheduler final : public QObject
{
    Q_OBJECT
public:
    BackupScheduler(QSettings *settings, QObject *parent = nullptr);

    ~BackupScheduler() override; // waits for a backup still being written

    // nullptr: stop. Waits for a backup of the previous project still being written, then starts
    // one of the new project on a worker thread (backedUp or errorOccurred follow).
    void setProject(Project *project);
    QString folderFor(const QString &projectPath) const;
    bool backUpNow(); // false (and errorOccurred) when it could not be written
    // A backup on a thread of its own with its own connection (Backups::makeOf): VACUUM INTO of a
    // large project takes seconds, which the window should not wait for. Skipped while one runs.
    void startBackup();
    bool isBackingUp() const;

    // File ▸ Restore Backup…: the user picks one of the project's backups and confirms. Returns
    // the chosen file, or an empty string when they cancelled.
    QString chooseBackup(QWidget *parent, const QString &projectPath) const;

signals:
    void errorOccurred(const QString &message);
    void backedUp(const QString &path);

private:
    void waitForBackup();

    QSettings *m_settings;
    Project *m_project = nullptr;
    QTimer m_timer;
    std::unique_ptr<QThread> m_thread;
    std::optional<QString> m_made; // the worker's result, read once its thread has finished
    QString m_error;
};

} // namespace Errata
