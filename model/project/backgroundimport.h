// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/corpuswriter.h"

#include <QObject>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>

class QThread;

namespace Errata {

// An import into an existing project that runs on a thread of its own, so the window stays
// responsive: the thread opens its own Project (its own named SQLite connection; Qt SQL connections
// belong to the thread that made them), reads the files, and writes everything in one transaction.
// cancel() is honoured between items and once more just before the commit, so a cancelled import
// rolls back and leaves the project file byte for byte as it was. The GUI thread keeps reading
// its own connection meanwhile (WAL: readers are not blocked by the writer).
class BackgroundImport final : public QObject
{
    Q_OBJECT
public:
    // actorId: who imports (only coordinators may; see CorpusWriter::write).
    BackgroundImport(const QString &projectPath, qint64 actorId, const QString &format, const QStringList &files,
                     QObject *parent = nullptr);
    ~BackgroundImport() override; // cancels and waits for the thread

    // Formats a background import reads (errata-jsonl restores archives and stays in errata-cli).
    static QStringList formats();

    void start();
    void cancel() { m_cancel.store(true); }
    bool wait(); // blocks until the thread is done; true when it finished by itself

    bool succeeded() const { return m_succeeded; }
    bool wasCancelled() const { return m_cancelled; }
    QString errorText() const { return m_error; }
    ImportSummary summary() const { return m_summary; }

    // Called on the worker thread with each progress step (tests cancel from here at a chosen point).
    void setProgressHook(std::function<void(int percent)> hook) { m_hook = std::move(hook); }

signals:
    void progressChanged(int percent); // 0–100, queued to the receiver's thread
    void finished();

private:
    void work();
    bool report(int percent);

    QString m_projectPath;
    QString m_format;
    QStringList m_files;
    qint64 m_actorId = 0;
    std::unique_ptr<QThread> m_thread;
    std::atomic<bool> m_cancel{false};
    std::function<void(int)> m_hook;
    bool m_succeeded = false;
    bool m_cancelled = false;
    QString m_error;
    ImportSummary m_summary;
};

} // namespace Errata
