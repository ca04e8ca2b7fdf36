// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QObject>
#include <QTimer>

class QSettings;
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

    void setProject(Project *project); // nullptr: stop
    QString folderFor(const QString &projectPath) const;
    bool backUpNow();                  // false (and errorOccurred) when it could not be written

    // File ▸ Restore Backup…: the user picks one of the project's backups and confirms. Returns
    // the chosen file, or an empty string when they cancelled.
    QString chooseBackup(QWidget *parent, const QString &projectPath) const;

signals:
    void errorOccurred(const QString &message);
    void backedUp(const QString &path);

private:
    QSettings *m_settings;
    Project *m_project = nullptr;
    QTimer m_timer;
};

} // namespace Errata
