// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/backgroundcheck.h"

#include "model/storage/integritycheck.h"

#include <QThread>

namespace Errata {

BackgroundCheck::BackgroundCheck(const QString &projectPath, QObject *parent)
    : QObject(parent)
    , m_path(projectPath)
{
}

BackgroundCheck::~BackgroundCheck()
{
    wait();
}

void BackgroundCheck::start()
{
    // quickIntegrityCheck makes (and removes) its connection on the worker thread: Qt SQL connections
    // belong to the thread that made them.
    m_thread.reset(QThread::create([this] { m_refusal = quickIntegrityCheck(m_path); }));
    connect(m_thread.get(), &QThread::finished, this, &BackgroundCheck::finished);
    m_thread->start(QThread::LowPriority);
}

bool BackgroundCheck::wait()
{
    return !m_thread || m_thread->wait();
}

} // namespace Errata
