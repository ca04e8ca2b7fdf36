// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/backgroundjob.h"

#include "model/project/projectexport.h"
#include "model/project/workpackage.h"
#include "model/project/project.h"

#include <QThread>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace Errata {

BackgroundJob::BackgroundJob(Work work, QObject *parent)
    : QObject(parent)
    , m_work(std::move(work))
{
}

BackgroundJob::~BackgroundJob()
{
    cancel();
    wait();
}

void BackgroundJob::start()
{
    startThread(false);
}

void BackgroundJob::startUnattended()
{
    startThread(true);
}

void BackgroundJob::startThread(bool unattended)
{
    m_thread.reset(QThread::create([this, unattended] {
        if (unattended) yieldToWindow();
        run();
    }));
    connect(m_thread.get(), &QThread::finished, this, &BackgroundJob::finished);
    m_thread->start(QThread::LowPriority);
}

// Linux has no priorities within its normal scheduler (Qt ignores LowPriority there), but each thread
// has a nice value of its own. At 10 the thread gets about a tenth of a core the window also wants,
// and still finishes in bounded time when the window waits for it (closing, switching projects);
// SCHED_IDLE (Qt's IdlePriority) could leave it, and so the window, waiting for minutes under load.
void BackgroundJob::yieldToWindow()
{
#ifdef Q_OS_LINUX
    setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), 10);
#endif
}

bool BackgroundJob::wait()
{
    return !m_thread || m_thread->wait();
}

bool BackgroundJob::report(int percent)
{
    if (m_hook) m_hook(percent);
    if (percent != m_lastPercent) { // a signal per step, not per call: the GUI's queue stays short
        m_lastPercent = percent;
        emit progressChanged(percent);
    }
    return !m_cancel.load();
}

void BackgroundJob::run()
{
    QString error;
    const bool ok = report(0) && m_work(*this, &error);
    m_cancelled = m_cancel.load();
    m_succeeded = ok && !m_cancelled;
    if (!m_succeeded && error.isEmpty()) {
        error = !m_cancelled            ? tr("The work failed.")
            : m_cancelledText.isEmpty() ? tr("Cancelled; nothing was changed.")
                                        : m_cancelledText;
    }
    m_error = m_succeeded ? QString() : error;
    if (m_succeeded) report(100);
}

std::unique_ptr<BackgroundJob> BackgroundJob::exportProject(const QString &projectPath, const QString &format,
                                                            const QString &output, qint64 *rows)
{
    return std::make_unique<BackgroundJob>([=](BackgroundJob &job, QString *error) {
        auto project = Project::open(projectPath, error);
        const auto progress = [&job](qint64 done, qint64 total) {
            return job.report(int(99 * done / std::max<qint64>(total, 1)));
        };
        return project && ProjectExport::writeFile(format, *project, output, rows, nullptr, error, progress);
    });
}

std::unique_ptr<BackgroundJob> BackgroundJob::splitPackage(const QString &homePath, qint64 actorId,
                                                           const QString &annotator, const QString &packagePath,
                                                           SplitSummary *summary)
{
    return std::make_unique<BackgroundJob>([=](BackgroundJob &job, QString *error) {
        auto home = Project::open(homePath, error);
        const auto progress = [&job](int percent) { return job.report(percent); };
        return home && WorkPackage::split(*home, actorId, annotator, packagePath, summary, error, progress) != nullptr;
    });
}

std::unique_ptr<BackgroundJob> BackgroundJob::mergePackage(const QString &homePath, qint64 actorId,
                                                           const QString &packagePath, MergeSummary *summary)
{
    return std::make_unique<BackgroundJob>([=](BackgroundJob &job, QString *error) {
        auto home = Project::open(homePath, error);
        auto package = home ? Project::open(packagePath, error) : nullptr;
        const auto progress = [&job](int percent) { return job.report(percent); };
        return package && WorkPackage::merge(*home, actorId, *package, summary, error, progress);
    });
}

} // namespace Errata
