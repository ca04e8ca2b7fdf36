// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/backgroundjob.h"
#include "model/project/corpuswriter.h"

#include <QStringList>

namespace Errata {

// An import into an existing project as a BackgroundJob, so the window stays responsive: the thread
// opens its own Project (its own named SQLite connection; Qt SQL connections belong to the thread
// that made them), reads the files, and writes everything in one transaction. cancel() is honoured
// between items and once more just before the commit, so a cancelled import rolls back and leaves
// the project file byte for byte as it was. The GUI thread keeps reading its own connection
// meanwhile (WAL: readers are not blocked by the writer).
class BackgroundImport final : public BackgroundJob
{
    Q_OBJECT
public:
    // actorId: who imports (only coordinators may; see CorpusWriter::write). format: a key of
    // DataFormats::importKeys(false) (errata-jsonl restores archives and stays in errata-cli).
    BackgroundImport(const QString &projectPath, qint64 actorId, const QString &format, const QStringList &files,
                     QObject *parent = nullptr);
    ~BackgroundImport() override; // cancels and waits for the thread before the summary goes

    ImportSummary summary() const { return m_summary; }

private:
    bool work(QString *error);
    bool readAll(QList<Corpus> *corpora, QString *error);

    QString m_projectPath;
    QString m_format;
    QStringList m_files;
    qint64 m_actorId = 0;
    ImportSummary m_summary;
};

} // namespace Errata
