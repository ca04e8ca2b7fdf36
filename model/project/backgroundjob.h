// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>

class QThread;

namespace Errata {

struct MergeSummary;
struct ScarecrowCsvSummary;
struct SplitSummary;

// Long work on a thread of its own, so the window keeps painting: the work opens its own Project
// (its own named SQLite connection: Qt SQL connections belong to the thread that made them) and
// calls report() as it goes; report() returns false once cancel() was called, and the work then
// stops without committing anything. The one job type: BackgroundImport and CorpusJob are kinds of
// it that keep their results (a derived job cancels and waits in its own destructor, before the
// members its work writes are gone).
class BackgroundJob : public QObject
{
    Q_OBJECT
public:
    // Runs on the job's thread; false with *error on failure (or when cancelled).
    using Work = std::function<bool(BackgroundJob &job, QString *error)>;

    explicit BackgroundJob(Work work, QObject *parent = nullptr);
    ~BackgroundJob() override; // cancels and waits for the thread

    // A whole project to a file in one of ProjectExport::formats(); cancelled: no file.
    static std::unique_ptr<BackgroundJob> exportProject(const QString &projectPath, const QString &format,
                                                        const QString &output, qint64 *rows);
    // WorkPackage::split and ::merge; cancelled: the home file is as it was, no package file.
    static std::unique_ptr<BackgroundJob> splitPackage(const QString &homePath, qint64 actorId,
                                                       const QString &annotator, const QString &packagePath,
                                                       SplitSummary *summary);
    static std::unique_ptr<BackgroundJob> mergePackage(const QString &homePath, qint64 actorId,
                                                       const QString &packagePath, MergeSummary *summary);

    // Work someone waits for (an import, a merge): at the window's own priority.
    void start();
    // Work nobody waits for (the check after opening): the window's own work has the cores first.
    void startUnattended();
    // Lowers the calling thread below the window's (nice 10 on Linux); automatic backups use it too.
    static void yieldToWindow();
    void cancel() { m_cancel.store(true); }
    bool cancelRequested() const { return m_cancel.load(); }
    // What errorText() says when the job was cancelled before its work said anything itself.
    void setCancelledText(const QString &text) { m_cancelledText = text; }
    bool wait(); // blocks until the thread is done

    // From the work: the progress in percent; false when the work should stop.
    bool report(int percent);

    bool succeeded() const { return m_succeeded; }
    bool wasCancelled() const { return m_cancelled; }
    QString errorText() const { return m_error; }

    // Called on the worker thread with each progress step (tests cancel from here at a chosen point).
    void setProgressHook(std::function<void(int percent)> hook) { m_hook = std::move(hook); }

signals:
    void progressChanged(int percent); // 0–100, queued to the receiver's thread
    void finished();

private:
    void run();
    void startThread(bool unattended);

    Work m_work;
    std::unique_ptr<QThread> m_thread;
    std::atomic<bool> m_cancel{false};
    std::function<void(int)> m_hook;
    int m_lastPercent = -1;
    bool m_succeeded = false;
    bool m_cancelled = false;
    QString m_error;
    QString m_cancelledText;
};

} // namespace Errata
