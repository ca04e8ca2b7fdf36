// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/backgroundimport.h"

#include "model/project/dataformats.h"
#include "model/project/project.h"
#include "model/storage/repository.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

constexpr int ReadShare = 30; // percent of the bar for reading the files; the rest is writing

} // namespace

BackgroundImport::BackgroundImport(const QString &projectPath, qint64 actorId, const QString &format,
                                   const QStringList &files, QObject *parent)
    : BackgroundJob([this](BackgroundJob &, QString *error) { return work(error); }, parent)
    , m_projectPath(projectPath)
    , m_format(format)
    , m_files(files)
    , m_actorId(actorId)
{
    setCancelledText(tr("The import was cancelled; the project is unchanged."));
}

BackgroundImport::~BackgroundImport()
{
    cancel();
    wait();
}

bool BackgroundImport::readAll(QList<Corpus> *corpora, QString *error)
{
    for (qsizetype i = 0; i < m_files.size() && report(int(ReadShare * i / m_files.size())); ++i) {
        ImportError failure;
        std::optional<Corpus> corpus = DataFormats::read(m_format, m_files.at(i), &failure);
        if (!corpus) {
            *error = failure.message();
            return false;
        }
        *corpora << std::move(*corpus);
    }
    return report(ReadShare);
}

bool BackgroundImport::work(QString *error)
{
    QList<Corpus> corpora;
    if (!readAll(&corpora, error) && !error->isEmpty()) {
        return false; // a bad file: its name, line and reason
    }
    auto project = cancelRequested() ? nullptr : Project::open(m_projectPath, error);
    bool ok = project != nullptr;
    if (ok) {
        Transaction transaction(&project->database());
        for (qsizetype i = 0; ok && i < corpora.size(); ++i) {
            const auto progress = [&](qint64 done, qint64 total) {
                const double part = (i + double(done) / std::max<qint64>(total, 1)) / corpora.size();
                return report(ReadShare + int((100 - ReadShare - 1) * part));
            };
            ImportSummary part;
            ok = CorpusWriter::write(*project, m_actorId, corpora.at(i), &part, error, progress);
            m_summary.items += part.items;
            m_summary.newItems += part.newItems;
            m_summary.newSpans += part.newSpans;
            m_summary.spans += part.spans;
        }
        // The last chance to cancel: after this the work is in the file.
        ok = ok && report(99) && transaction.commit();
    }
    if (!ok && cancelRequested()) {
        *error = tr("The import was cancelled; the project is unchanged.");
    } else if (!ok && error->isEmpty()) {
        *error = withReason(tr("The import failed."), project->database().lastError()); // the commit's reason
    }
    return ok;
}

} // namespace Errata
