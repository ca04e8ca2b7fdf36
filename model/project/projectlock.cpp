// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/projectlock.h"

#include <QFileInfo>
#include <QLockFile>

using namespace Qt::StringLiterals;

namespace Errata {

ProjectLock::ProjectLock(const QString &projectPath)
    : m_projectPath(projectPath)
    , m_lock(std::make_unique<QLockFile>(lockPath(projectPath)))
{
    m_lock->setStaleLockTime(0); // held for hours by a live Errata; only a dead holder makes it stale
}

ProjectLock::~ProjectLock() = default;

bool ProjectLock::tryLock()
{
    return m_lock->isLocked() || m_lock->tryLock(0);
}

bool ProjectLock::isLocked() const
{
    return m_lock->isLocked();
}

QString ProjectLock::holder() const
{
    qint64 pid = 0;
    QString host;
    QString program;
    if (!m_lock->getLockInfo(&pid, &host, &program)) {
        return tr("an unknown process");
    }
    return tr("process %1 (%2) on %3").arg(pid).arg(program.isEmpty() ? u"?"_s : program, host);
}

QString ProjectLock::refusal() const
{
    const QString name = QFileInfo(m_projectPath).fileName();
    if (m_lock->error() == QLockFile::LockFailedError) {
        return tr("%1 is already open in another Errata (%2). You can open it read-only, or cancel and "
                  "close the other one first.")
            .arg(name, holder());
    }
    return tr("Cannot create the lock file %1 beside %2 (the folder may be read-only). You can open the "
              "project read-only.")
        .arg(QFileInfo(lockPath(m_projectPath)).fileName(), name);
}

} // namespace Errata
