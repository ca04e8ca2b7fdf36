// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <condition_variable>
#include <deque>
#include <functional>
#include <future>
#include <memory>
#include <mutex>
#include <thread>

namespace Errata {

class Database;

// A second read-only connection to a project file, on a thread of its own, that reads the very state
// the first connection reads: a bulk read (CorpusTableReader) splits its tables between the two and
// takes half the time on two cores. Both connections hold a read transaction until the twin is gone;
// a file in WAL mode keeps taking the team's writes meanwhile, which neither sees.
//
// Two connections begin at one state when nothing was committed between the first's last look and
// its transaction, the second's having begun in between: SQLite's `PRAGMA data_version` tells, on one
// connection, whether anything was committed since that connection last looked.
class TwinReader
{
public:
    // nullptr when the project cannot be read that way, and the caller reads on its one connection:
    // a team server, a project in memory, a build that reads through Qt SQL, a transaction the caller
    // already has open (its state was fixed earlier), a commit in between, a file opened immutable
    // (read without locks), or a file the second connection cannot open. Ends any statement `first`
    // has in flight.
    static std::unique_ptr<TwinReader> start(Database &first);
    ~TwinReader(); // ends both transactions; waits for work still running

    // Runs work with the second connection on its thread; the future gives work's result. Work must
    // write only what nothing else touches until the future is ready.
    std::future<bool> run(std::function<bool(const Database &second)> work);

private:
    explicit TwinReader(Database &first);
    void serve(const QString &path, std::promise<bool> &opened);

    Database &m_first;
    bool m_firstInTransaction = false;
    std::thread m_thread;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<std::packaged_task<bool()>> m_tasks;
    std::unique_ptr<Database> m_second; // opened, used and closed on m_thread only (Qt SQL's rule)
    bool m_stopping = false;
};

} // namespace Errata
