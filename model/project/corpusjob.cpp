// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/corpusjob.h"
#include "model/storage/corpustablereader.h"

#include "model/project/project.h"

#include <QThread>

namespace Errata {
namespace {

constexpr int ReadShare = 80; // percent of the bar for reading; the rest is computing

} // namespace

CorpusJob::CorpusJob(const QString &projectPath, const Taxonomy &taxonomy, const MeasureOptions &options,
                     QObject *parent)
    : QObject(parent)
    , m_projectPath(projectPath)
    , m_taxonomy(taxonomy)
    , m_options(options)
{
}

CorpusJob::CorpusJob(Table table, const Taxonomy &taxonomy, const MeasureOptions &options, QObject *parent)
    : QObject(parent)
    , m_taxonomy(taxonomy)
    , m_options(options)
    , m_table(std::move(table))
{
}

CorpusJob::~CorpusJob()
{
    cancel();
    wait();
}

void CorpusJob::start()
{
    m_thread.reset(QThread::create([this] { work(); }));
    connect(m_thread.get(), &QThread::finished, this, &CorpusJob::finished);
    m_thread->start(QThread::LowPriority);
}

bool CorpusJob::wait()
{
    return !m_thread || m_thread->wait();
}

bool CorpusJob::report(int percent)
{
    if (m_hook) m_hook(percent);
    emit progressChanged(percent);
    return !m_cancel.load();
}

void CorpusJob::work()
{
    bool ok = true;
    if (!m_table) {
        const bool reading = report(0);
        // Read-only: statistics never write, and the GUI's own connection keeps the file open.
        auto project = reading ? Project::openReadOnly(m_projectPath, &m_error) : nullptr;
        auto table = std::make_shared<CorpusTable>();
        const auto progress = [this](int percent) { return report(percent * ReadShare / 100); };
        ok = project
            && CorpusTableReader::load(project->database(), table.get(), &m_error, AgreementUnit::Token, progress);
        if (ok) {
            m_table = std::move(table);
        }
    }
    if (ok && report(ReadShare)) {
        m_result = CorpusMeasures::compute(*m_table, m_taxonomy, m_options);
    }
    m_cancelled = m_cancel.load();
    m_succeeded = ok && !m_cancelled;
    if (m_cancelled) {
        m_error = tr("The computation was cancelled.");
    } else if (!ok && m_error.isEmpty()) {
        m_error = tr("The project could not be read.");
    }
    if (m_succeeded) report(100);
}

} // namespace Errata
