// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/backups.h"

#include "model/project/project.h"
#include "model/storage/databasecopy.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <climits>
#include <filesystem>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QRegularExpression backupName(const QString &projectPath)
{
    return QRegularExpression(u"^%1 \\d{8}-\\d{6}-\\d{3}\\.%2$"_s.arg(
        QRegularExpression::escape(QFileInfo(projectPath).completeBaseName()), Project::FileSuffix));
}

QString backupTarget(const QString &projectPath, const QString &folder)
{
    const QString stamp = QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss-zzz"_s);
    return QDir(folder).filePath(
        u"%1 %2.%3"_s.arg(QFileInfo(projectPath).completeBaseName(), stamp, Project::FileSuffix));
}

} // namespace

QString Backups::defaultFolder(const QString &projectPath)
{
    const QFileInfo info(projectPath);
    // Not translated: a folder named in the interface language split one project's backups into one
    // folder per language (each with its own keep limit), and the CLI could not find the GUI's.
    return info.absolutePath() + u'/' + info.completeBaseName() + u" backups"_s;
}

std::optional<QString> Backups::make(Project &project, const QString &folder, int keep, QString *error)
{
    if (!QDir().mkpath(folder)) {
        *error = tr("Cannot create the backup folder %1.").arg(folder);
        return std::nullopt;
    }
    const QString target = backupTarget(project.path(), folder);
    if (!copyTo(project, target, error)) {
        return std::nullopt;
    }
    if (!rotate(project.path(), folder, keep, error)) {
        return std::nullopt;
    }
    return target;
}

bool Backups::copyTo(Project &project, const QString &target, QString *error)
{
    if (QFileInfo::exists(target)) {
        *error = tr("%1 already exists.").arg(target);
        return false;
    }
    QString reason;
    if (!DatabaseCopy::copyOpen(project.database(), target, &reason)) {
        *error = tr("Could not copy %1 to %2: %3").arg(project.path(), target, reason);
        return false;
    }
    return true;
}

std::optional<QString> Backups::makeOf(const QString &projectPath, const QString &folder, int keep, QString *error)
{
    if (!QDir().mkpath(folder)) {
        *error = tr("Cannot create the backup folder %1.").arg(folder);
        return std::nullopt;
    }
    const QString target = backupTarget(projectPath, folder);
    QString reason;
    const bool copied = DatabaseCopy::copyFile(projectPath, target, &reason);
    if (!copied) {
        *error = tr("Could not copy %1 to %2: %3").arg(projectPath, target, reason);
    }
    if (!copied || !rotate(projectPath, folder, keep, error)) {
        return std::nullopt;
    }
    return target;
}

QStringList Backups::list(const QString &projectPath, const QString &folder)
{
    const QRegularExpression pattern = backupName(projectPath);
    QStringList found;
    for (const QString &name : QDir(folder).entryList(QDir::Files, QDir::Name | QDir::Reversed)) {
        if (pattern.match(name).hasMatch()) found << QDir(folder).filePath(name);
    }
    return found; // the time stamp sorts by name: newest first
}

bool Backups::rotate(const QString &projectPath, const QString &folder, int keep, QString *error)
{
    const QStringList all = list(projectPath, folder);
    for (qsizetype i = std::max(keep, 1); i < all.size(); ++i) {
        Project::removeFiles(all.at(i)); // with the -wal/-shm left if someone opened the backup
        if (QFileInfo::exists(all.at(i))) {
            *error = tr("Could not remove the old backup %1.").arg(all.at(i));
            return false;
        }
    }
    return true;
}

bool Backups::restore(const QString &projectPath, const QString &backupPath, QString *error)
{
    // Check a copy, never the backup itself: opening may bring an older schema up to date.
    const QString candidate = projectPath + u".restoring"_s;
    Project::removeFiles(candidate);
    if (!QFile::copy(backupPath, candidate)) {
        *error = tr("Cannot read the backup %1.").arg(backupPath);
        return false;
    }
    {
        QString why;
        const auto checked = Project::open(candidate, &why);
        if (!checked) {
            Project::removeFiles(candidate);
            *error = tr("%1 cannot be restored: %2").arg(backupPath, why.replace(candidate, backupPath));
            return false;
        }
        // One file, no WAL beside it, so the rename below moves the whole project.
        DatabaseCopy::checkpoint(checked->database());
    }
    // What is replaced becomes a backup too: a restore can itself be undone.
    if (QFileInfo::exists(projectPath)) {
        QString why;
        if (const auto current = Project::open(projectPath, &why)) {
            if (!make(*current, QFileInfo(backupPath).absolutePath(), INT_MAX, &why)) {
                Project::removeFiles(candidate);
                *error = tr("Could not keep a copy of %1 before restoring: %2").arg(projectPath, why);
                return false;
            }
            DatabaseCopy::checkpoint(current->database());
        }
    }
    for (const QString &side : {u"-wal"_s, u"-shm"_s}) {
        QFile::remove(candidate + side);
        QFile::remove(projectPath + side); // stale beside the new file; their content is in the main file
    }
    // rename(2) replaces the old file in one step: there is always a whole project at the path.
    std::error_code failed;
    std::filesystem::rename(QFile::encodeName(candidate).toStdString(), QFile::encodeName(projectPath).toStdString(),
                            failed);
    if (failed) {
        *error = tr("Could not move the restored copy to %1 (%2); it is at %3.")
                     .arg(projectPath, QString::fromStdString(failed.message()), candidate);
        return false;
    }
    return true;
}

} // namespace Errata
