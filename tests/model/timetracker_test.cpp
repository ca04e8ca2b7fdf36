// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/timetracker.h"

#include <QTest>

using namespace Errata;

class TimeTrackerTest : public QObject
{
    Q_OBJECT

private slots:
    void countsActiveWork()
    {
        TimeTracker time(120'000);
        time.setActive(true, 0);
        for (qint64 ms = 1000; ms <= 30'000; ms += 1000) {
            time.activity(ms);
        }
        QCOMPARE(time.takeSeconds(30'000), 30);
        QCOMPARE(time.takeSeconds(30'000), 0); // taken once
    }
    void idleBeyondTheLimitDoesNotCount()
    {
        TimeTracker time(120'000);
        time.setActive(true, 0);
        time.activity(10'000);
        // Ten minutes without input: only the 2-minute grace after the last activity counts.
        QCOMPARE(time.takeSeconds(610'000), 10 + 120);
        time.activity(700'000); // back at work: counting resumes from here
        QCOMPARE(time.takeSeconds(705'000), 5);
    }
    void inactiveWindowDoesNotCount()
    {
        TimeTracker time(120'000);
        time.setActive(true, 0);
        time.activity(5'000);
        time.setActive(false, 5'000);
        time.activity(50'000); // events while another application is in front
        QCOMPARE(time.takeSeconds(60'000), 5);
        time.setActive(true, 100'000);
        QCOMPARE(time.takeSeconds(103'000), 3);
    }
    void fractionsCarryOver()
    {
        TimeTracker time(120'000);
        time.setActive(true, 0);
        time.activity(1'500);
        QCOMPARE(time.takeSeconds(1'500), 1);
        time.activity(3'000);
        QCOMPARE(time.takeSeconds(3'000), 2); // 0.5 s left over + 1.5 s
    }
};

QTEST_GUILESS_MAIN(TimeTrackerTest)
#include "timetracker_test.moc"
