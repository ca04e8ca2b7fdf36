// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/reliability/forgedpackage.h"

#include "model/domain/storedtime.h"
#include "model/storage/actionlogrepository.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace ForgedPackage;

// Issue #44: the action log travels in work packages. Its entries are evidence of how the work was done,
// so a package whose owner rewrote, dropped or back-dated entries with sqlite3 is refused (rule "actions")
// and the home file stays byte for byte as it was; entries the window wrote offline come home.
class ForgedActionLogTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void entryWrittenOfflineComesHome();
    void entryRewritten();
    void entryDropped();
    void entryDatedBeforeTheSplit();
    void entryDatedAfterTheMerge();

private:
    void expectRefused();
    Fixture m_f;
    static constexpr int InProgress = 9; // the owner's item in progress (DemoProject)
};

void ForgedActionLogTest::initTestCase()
{
    QString error;
    // Two entries of the owner's log at home before the split, dated by hand.
    QVERIFY2(m_f.makeTemplate(&error,
                              [](Project &project, QString *why) {
                                  const qint64 owner = project.people().findByName(ForgedPackage::owner())->id;
                                  const Item item = project.items().all().at(InProgress);
                                  qint64 assignment = 0;
                                  for (const Assignment &a : project.assignments().forItem(item.id)) {
                                      if (a.annotatorId == owner) assignment = a.id;
                                  }
                                  ActionLogRepository log(&project.database());
                                  ActionEvent opened{0, assignment, ActionKind::Opened,
                                                     0, {},         StoredTime::parse(u"2026-01-02T10:00:00.000Z"_s)};
                                  ActionEvent judged{0, assignment,  ActionKind::JudgementSet,
                                                     0, u"rating"_s, StoredTime::parse(u"2026-01-02T10:00:30.000Z"_s)};
                                  if (log.append(opened) && log.append(judged)) return true;
                                  *why = log.lastError();
                                  return false;
                              }),
             qPrintable(error));
}

void ForgedActionLogTest::init()
{
    QString error;
    QVERIFY2(m_f.splitAgain(&error), qPrintable(error));
}

void ForgedActionLogTest::expectRefused()
{
    const QByteArray before = m_f.homeState();
    QString error;
    MergeSummary summary;
    QVERIFY2(!m_f.merge(&summary, &error), "the forged package was merged");
    QCOMPARE(m_f.homeState(), before);
    QVERIFY2(error.contains(u"tampered"_s), qPrintable(error));
    QVERIFY2(error.contains(u"Item %1,"_s.arg(m_f.corpusId(InProgress))), qPrintable(error));
    QVERIFY2(error.contains(u"rule \"actions\""_s), qPrintable(error));
}

void ForgedActionLogTest::entryWrittenOfflineComesHome()
{
    const Ids ids = m_f.packageIds(InProgress);
    // The two entries made at home travelled in the package.
    {
        QString error;
        auto package = Project::open(m_f.package, &error);
        const QList<ActionEvent> log = ActionLogRepository(&package->database()).forAssignment(ids.assignment);
        QCOMPARE(log.size(), 2);
        QCOMPARE(log.at(1).detail, u"rating"_s);
    }
    const QString now = StoredTime::format(QDateTime::currentDateTimeUtc());
    QVERIFY(m_f.tamper({u"INSERT INTO action_log (assignment_id, kind, detail, created_at) VALUES (%1, 'idle', '', "
                        u"'%2')"_s.arg(ids.assignment)
                            .arg(now)}));
    QString error;
    MergeSummary summary;
    QVERIFY2(m_f.merge(&summary, &error), qPrintable(error));
    QCOMPARE(summary.actionEntries, 1);
    auto home = Project::open(m_f.home, &error);
    const qint64 owner = home->people().findByName(ForgedPackage::owner())->id;
    qint64 assignment = 0;
    for (const Assignment &a : home->assignments().forItem(m_f.corpus.at(InProgress).id)) {
        if (a.annotatorId == owner) assignment = a.id;
    }
    const QList<ActionEvent> log = ActionLogRepository(&home->database()).forAssignment(assignment);
    QCOMPARE(log.size(), 3);
    QCOMPARE(log.at(0).kind, ActionKind::Opened);
    QCOMPARE(log.at(2).kind, ActionKind::Idle);
    QCOMPARE(StoredTime::format(log.at(2).at), now);
}

void ForgedActionLogTest::entryRewritten()
{
    const Ids ids = m_f.packageIds(InProgress);
    QVERIFY(m_f.tamper({u"DROP TRIGGER action_log_no_update"_s,
                        u"UPDATE action_log SET created_at = '2026-01-02T10:05:00.000Z' WHERE assignment_id = %1 "
                        u"AND kind = 'judgement_set'"_s.arg(ids.assignment)}));
    expectRefused();
}

void ForgedActionLogTest::entryDropped()
{
    const Ids ids = m_f.packageIds(InProgress);
    QVERIFY(m_f.tamper({u"DROP TRIGGER action_log_no_delete"_s,
                        u"DELETE FROM action_log WHERE assignment_id = %1 AND kind = 'opened'"_s.arg(ids.assignment)}));
    expectRefused();
}

void ForgedActionLogTest::entryDatedBeforeTheSplit()
{
    const Ids ids = m_f.packageIds(InProgress);
    QVERIFY(m_f.tamper({u"INSERT INTO action_log (assignment_id, kind, detail, created_at) VALUES (%1, 'submitted', "
                        u"'', '2026-01-02T11:00:00.000Z')"_s.arg(ids.assignment)}));
    expectRefused();
}

void ForgedActionLogTest::entryDatedAfterTheMerge()
{
    const Ids ids = m_f.packageIds(InProgress);
    QVERIFY(m_f.tamper({u"INSERT INTO action_log (assignment_id, kind, detail, created_at) VALUES (%1, 'resumed', "
                        u"'', '2999-01-01T00:00:00.000Z')"_s.arg(ids.assignment)}));
    expectRefused();
}

QTEST_GUILESS_MAIN(ForgedActionLogTest)
#include "forgedactionlog_test.moc"
