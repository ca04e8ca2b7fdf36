// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QString>

#include <ctime>

// Wall time and this process's CPU time (all threads) since start or restart(). The machine is
// shared: when other processes take the cores, the wall clock waits for them, the CPU time does not.
class Clock
{
public:
    Clock() { restart(); }
    void restart()
    {
        m_cpu = cpuNow();
        m_threadCpu = cpuNow(CLOCK_THREAD_CPUTIME_ID);
        m_wall.start();
    }
    double wallMs() const { return m_wall.nsecsElapsed() / 1e6; }
    double cpuMs() const { return cpuNow() - m_cpu; }
    // This thread's CPU time alone: what the GUI thread spent while worker threads (the integrity
    // check, the backup) ran beside it.
    double threadCpuMs() const { return cpuNow(CLOCK_THREAD_CPUTIME_ID) - m_threadCpu; }

private:
    static double cpuNow(clockid_t clock = CLOCK_PROCESS_CPUTIME_ID)
    {
        timespec now{};
        clock_gettime(clock, &now);
        return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
    }
    QElapsedTimer m_wall;
    double m_cpu = 0;
    double m_threadCpu = 0;
};

// One measured operation of scale_bench, run in a process of its own so that its peak memory
// (getrusage's maxrss) is its own. Returns the figure as text ("123 ms", "mean 4.1 ms, p99 9 ms")
// and the main number in milliseconds for the table's target check; an empty figure is an error.
struct OpResult
{
    QString figure;
    double ms = -1;
    QString error;
};

// The model operations (scale_bench) and the window's (scale_bench_gui, which links the widgets).
OpResult runOperation(const QString &op, const QString &project, const QString &extra);
OpResult runGuiOperation(const QString &op, const QString &project, const QString &extra);
bool isGuiOperation(const QString &op);

// A child's answer on stdout, with its peak memory: "RESULT\tfigure\tms\tpeak MB".
int printResult(const OpResult &result);

// An empty project with the MQM taxonomy extended by the TSV's categories (as errata-cli makes it).
QString mqmProject(const QString &tsv, const QString &target, QString *error);

// Percentile of samples (0–100), nearest rank.
double percentile(QList<double> samples, double p);
