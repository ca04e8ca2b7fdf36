// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <memory>

class QLockFile;

namespace Errata {

// "Errata has this project open": a lock file beside the project ("<file>.lock", holding the
// process id, host and program) for as long as one Errata edits it. A second Errata finds it
// held and offers to open the project read-only or not at all. SQLite alone would let both
// write, each into the other's view. A lock left by a process that died is taken over.
class ProjectLock
{
    Q_DECLARE_TR_FUNCTIONS(ProjectLock)
    Q_DISABLE_COPY_MOVE(ProjectLock)
public:
    explicit ProjectLock(const QString &projectPath);
    ~ProjectLock();

    static QString lockPath(const QString &projectPath) { return projectPath + QStringLiteral(".lock"); }

    bool tryLock(); // false when another live process holds it (or it cannot be written)
    bool isLocked() const;
    // Who holds it, for the message: "process 1234 (errata) on host".
    QString holder() const;
    // Why tryLock() failed, translated and naming the file and the holder.
    QString refusal() const;

private:
    QString m_projectPath;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace Errata
