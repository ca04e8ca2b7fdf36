// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QThread;

namespace Errata {

class Project;

// One computation of a Corpus page at a time, on a worker thread with a read-only connection of its own
// to the project's file, so a long statistic never blocks the window. A request made while one runs
// waits and replaces any request already waiting; only the newest request's done() is called.
class PageJob final : public QObject
{
    Q_OBJECT
public:
    using Work = std::function<void(Project &project, QString *error)>; // on the worker thread
    using Done = std::function<void(const QString &error)>;             // back on this object's thread

    explicit PageJob(QObject *parent = nullptr)
        : QObject(parent)
    {
    }
    ~PageJob() override; // waits for a running worker: it holds a connection of its own

    bool isBusy() const { return m_worker != nullptr; }
    void run(const QString &path, Work work, Done done);

private:
    struct Request
    {
        QString path;
        Work work;
        Done done;
    };
    void start();

    QThread *m_worker = nullptr;
    std::optional<Request> m_waiting;
};

} // namespace Errata
