// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "backupscheduler.h"

#include "model/project/backups.h"
#include "model/project/project.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace Errata {

BackupScheduler::BackupScheduler(QSettings *settings, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
{
    connect(&m_timer, &QTimer::timeout, this, &BackupScheduler::backUpNow);
}

void BackupScheduler::setProject(Project *project)
{
    m_project = project;
    m_timer.stop();
    if (!project || project->path() == ":memory:"_L1) {
        return;
    }
    backUpNow();
    const int minutes = m_settings->value(u"backup/intervalMinutes"_s, Backups::DefaultIntervalMinutes).toInt();
    if (minutes > 0) {
        m_timer.start(std::chrono::minutes(minutes));
    }
}

QString BackupScheduler::folderFor(const QString &projectPath) const
{
    const QString folder = m_settings->value(u"backup/folder"_s).toString();
    return folder.isEmpty() ? Backups::defaultFolder(projectPath) : folder;
}

bool BackupScheduler::backUpNow()
{
    if (!m_project) {
        return false;
    }
    QString error;
    const int keep = m_settings->value(u"backup/keep"_s, Backups::DefaultKeep).toInt();
    const auto made = Backups::make(*m_project, folderFor(m_project->path()), keep, &error);
    if (!made) {
        emit errorOccurred(tr("Automatic backup failed: %1").arg(error));
        return false;
    }
    emit backedUp(*made);
    return true;
}

QString BackupScheduler::chooseBackup(QWidget *parent, const QString &projectPath) const
{
    const QString folder = folderFor(projectPath);
    const QString chosen = QFileDialog::getOpenFileName(parent, tr("Restore Backup"), folder,
                                                        tr("Errata projects (*.errata)"));
    if (chosen.isEmpty()) {
        return {};
    }
    QMessageBox confirm(QMessageBox::Question, tr("Restore Backup"),
                        tr("Replace %1 by the backup %2?\n\nThe current file is kept as one more backup in %3.")
                            .arg(QFileInfo(projectPath).fileName(), QFileInfo(chosen).fileName(), folder),
                        QMessageBox::Cancel, parent);
    confirm.setTextFormat(Qt::PlainText);
    confirm.addButton(tr("Restore"), QMessageBox::AcceptRole);
    return confirm.exec() == QMessageBox::Cancel ? QString() : chosen;
}

} // namespace Errata
