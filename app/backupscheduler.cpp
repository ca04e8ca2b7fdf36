// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "backupscheduler.h"

#include "model/project/backgroundjob.h"
#include "model/project/backups.h"
#include "model/project/project.h"

#include "widgets/common/filedialogs.h"

#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QThread>

using namespace Qt::StringLiterals;

namespace Errata {

BackupScheduler::BackupScheduler(QSettings *settings, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
{
    connect(&m_timer, &QTimer::timeout, this, &BackupScheduler::startBackup);
}

BackupScheduler::~BackupScheduler()
{
    waitForBackup();
}

bool BackupScheduler::isBackingUp() const
{
    return m_thread && m_thread->isRunning();
}

void BackupScheduler::waitForBackup()
{
    if (m_thread) {
        m_thread->wait();
    }
}

void BackupScheduler::startBackup()
{
    if (!m_project || isBackingUp()) {
        return;
    }
    waitForBackup(); // a finished thread whose finished() has not been delivered yet
    // Everything the worker needs is read here: QSettings and the project belong to this thread.
    const QString path = m_project->path();
    const QString folder = folderFor(path);
    const int keep = m_settings->value(u"backup/keep"_s, Backups::DefaultKeep).toInt();
    m_thread.reset(QThread::create([this, path, folder, keep] {
        BackgroundJob::yieldToWindow(); // nobody waits for an automatic backup
        m_made = Backups::makeOf(path, folder, keep, &m_error);
    }));
    connect(m_thread.get(), &QThread::finished, this, [this, thread = m_thread.get()] {
        if (thread != m_thread.get()) return; // a newer backup has started since
        if (m_made) {
            emit backedUp(*m_made);
        } else {
            emit errorOccurred(tr("Automatic backup failed: %1").arg(m_error));
        }
    });
    m_thread->start(QThread::LowPriority);
}

void BackupScheduler::setProject(Project *project)
{
    waitForBackup(); // the old project's file may be about to be closed or replaced
    m_project = project;
    m_timer.stop();
    if (!project || project->path() == ":memory:"_L1) {
        return;
    }
    startBackup(); // after the window is shown, not before: it was the largest part of opening
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
    const QString chosen =
        FileDialogs::getOpenFileName(parent, tr("Restore Backup"), folder, tr("Errata projects (*.errata)"));
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
