// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/corpusjob.h"
#include "model/storage/corpustablereader.h"

#include "model/project/project.h"

namespace Errata {
namespace {

constexpr int ReadShare = 80; // percent of the bar for reading; the rest is computing

} // namespace

CorpusJob::CorpusJob(const QString &projectPath, const Taxonomy &taxonomy, const MeasureOptions &options,
                     QObject *parent)
    : BackgroundJob([this](BackgroundJob &, QString *error) { return work(error); }, parent)
    , m_projectPath(projectPath)
    , m_taxonomy(taxonomy)
    , m_options(options)
{
    setCancelledText(tr("The computation was cancelled."));
}

CorpusJob::CorpusJob(Table table, const Taxonomy &taxonomy, const MeasureOptions &options, QObject *parent)
    : BackgroundJob([this](BackgroundJob &, QString *error) { return work(error); }, parent)
    , m_taxonomy(taxonomy)
    , m_options(options)
    , m_table(std::move(table))
{
    setCancelledText(tr("The computation was cancelled."));
}

CorpusJob::~CorpusJob()
{
    cancel();
    wait();
}

bool CorpusJob::work(QString *error)
{
    bool ok = true;
    if (!m_table) {
        // Read-only: statistics never write, and the GUI's own connection keeps the file open.
        auto project = Project::openReadOnly(m_projectPath, error);
        auto table = std::make_shared<CorpusTable>();
        const auto progress = [this](int percent) { return report(percent * ReadShare / 100); };
        ok =
            project && CorpusTableReader::load(project->database(), table.get(), error, AgreementUnit::Token, progress);
        if (ok) {
            table->showNames(m_names);
            m_table = std::move(table);
        }
    }
    if (ok && report(ReadShare)) {
        m_result = CorpusMeasures::compute(*m_table, m_taxonomy, m_options);
    }
    if (cancelRequested()) {
        *error = tr("The computation was cancelled.");
        return false;
    }
    if (!ok && error->isEmpty()) {
        *error = tr("The project could not be read.");
    }
    return ok;
}

} // namespace Errata
