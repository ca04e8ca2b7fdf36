// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace Errata {

class Project;

// Rotating backups of a project file (issue #10): SQLite's VACUUM INTO writes a consistent copy of
// the open project, even while it is being edited, into a folder; the oldest beyond `keep` go.
// Restoring checks the backup is a sound Errata project before it replaces anything, and keeps the
// file it replaces as one more backup.
class Backups
{
    Q_DECLARE_TR_FUNCTIONS(Backups)
public:
    static constexpr int DefaultKeep = 10;
    static constexpr int DefaultIntervalMinutes = 10;

    // "<folder of the project>/<name> backups".
    static QString defaultFolder(const QString &projectPath);
    // Writes "<name> <yyyyMMdd-HHmmss-zzz>.errata" into folder (made when missing); returns its path.
    static std::optional<QString> make(Project &project, const QString &folder, int keep, QString *error);
    // The same from the file at projectPath through a read-only connection of its own, made and
    // closed on the calling thread: the window backs up on a worker thread while it stays usable
    // (VACUUM INTO rebuilds every index; on 1,300 items it took longer than opening the project).
    static std::optional<QString> makeOf(const QString &projectPath, const QString &folder, int keep, QString *error);
    // A consistent copy of the open project at target (which must not exist): Save As, and the
    // rescue when the file was deleted or moved while open or its disk is full.
    static bool copyTo(Project &project, const QString &target, QString *error);
    // The backups of this project in folder, newest first.
    static QStringList list(const QString &projectPath, const QString &folder);
    // Replaces projectPath by a copy of backupPath. The project must not be open in this process.
    static bool restore(const QString &projectPath, const QString &backupPath, QString *error);

private:
    static bool rotate(const QString &projectPath, const QString &folder, int keep, QString *error);
};

} // namespace Errata
