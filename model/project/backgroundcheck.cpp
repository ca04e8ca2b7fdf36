// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/backgroundcheck.h"

#include "model/storage/integritycheck.h"

namespace Errata {

BackgroundCheck::BackgroundCheck(const QString &projectPath, QObject *parent)
    // quickIntegrityCheck makes (and removes) its connection on the job's thread: Qt SQL connections
    // belong to the thread that made them.
    : BackgroundJob(
        [this](BackgroundJob &, QString *) {
            m_refusal = quickIntegrityCheck(m_path);
            return true;
        },
        parent)
    , m_path(projectPath)
{
}

BackgroundCheck::~BackgroundCheck()
{
    wait(); // a check cannot be stopped half-way; it is quick, and the result goes with this object
}

} // namespace Errata
