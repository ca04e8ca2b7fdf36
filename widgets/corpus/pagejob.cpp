// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/corpus/pagejob.h"

#include "model/project/project.h"

#include <QThread>

#include <memory>

namespace Errata {

PageJob::~PageJob()
{
    if (m_worker) m_worker->wait();
}

void PageJob::run(const QString &path, Work work, Done done)
{
    m_waiting = Request{path, std::move(work), std::move(done)};
    if (!m_worker) start();
}

void PageJob::start()
{
    const Request request = *std::exchange(m_waiting, std::nullopt);
    auto error = std::make_shared<QString>();
    m_worker = QThread::create([request, error] {
        // Deferred: the window checked (or is checking) this file when it opened it (BackgroundCheck);
        // checking it again for each page's job read the whole file each time, 1.2 s at 100k items.
        auto project = Project::openForReading(request.path, error.get(), IntegrityCheck::Deferred);
        if (project) request.work(*project, error.get());
    });
    m_worker->setParent(this); // deleted with the page if it goes first (after the wait above)
    connect(m_worker, &QThread::finished, this, [this, request, error] {
        m_worker->deleteLater();
        m_worker = nullptr;
        if (m_waiting)
            start(); // a newer request: this result is already out of date
        else
            request.done(*error);
    });
    m_worker->start();
}

} // namespace Errata
