// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Live on a team server (issue #21): when another person submits, claims, returns or accepts, an open
// window shows it without reopening. The server announces each committed change of assignments
// (LISTEN/NOTIFY); ServerChanges names the items; the Application updates their rows and the queue.
// A change that is rolled back announces nothing. Also: the window opens a server project as the person
// the login is mapped to, with no lock file, backup or file check.
#include "app/application.h"
#include "app/mainwindow.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/project/serveradmin.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/repository.h"
#include "model/storage/serverchanges.h"
#include "widgets/items/itemlistpanel.h"

#include "tests/serversupport.h"

#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTableView>

using namespace Qt::StringLiterals;
using namespace Errata;

class ServerLiveTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void committedChangesAreAnnounced();
    void rolledBackChangesAreNot();
    void anOpenWindowShowsAnotherPersonsSubmission();
    void aSignedInReviewerWorksAsReviewer();

private:
    QString url(const QString &login) const { return ServerSupport::databaseUrl(m_cluster, m_name, login); }
    QString scalar(const QString &sql) { return ServerSupport::psql(m_cluster, m_name, sql).out.trimmed(); }
    // An assignment in `state` with the item it belongs to and its annotator.
    std::tuple<qint64, qint64, qint64> assignmentIn(const QString &state);

    QTemporaryDir m_dir;
    ServerSupport::Cluster m_cluster;
    QString m_name = u"live"_s;
    qint64 m_rosa = 0;
};

void ServerLiveTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // the window's settings stay out of the real ones
    m_cluster = ServerSupport::cluster();
    if (!m_cluster.isValid()) QSKIP("no PostgreSQL test cluster (run through CTest, with PostgreSQL installed)");
    QString error;
    const QString admin = ServerSupport::pushedDemo(
        m_cluster, m_name, m_dir.path(), {{u"Priya Raman"_s, u"priya"_s}, {u"Rosa Delgado"_s, u"rosa"_s}}, &error);
    QVERIFY2(!admin.isEmpty(), qPrintable(error));
    m_rosa = scalar(u"SELECT id FROM person WHERE name = 'Rosa Delgado'"_s).toLongLong();
}

std::tuple<qint64, qint64, qint64> ServerLiveTest::assignmentIn(const QString &state)
{
    const QStringList row =
        scalar(u"SELECT id, item_id, annotator_id FROM assignment WHERE state = '%1' ORDER BY id LIMIT 1"_s.arg(state))
            .split(u'|');
    return {row.value(0).toLongLong(), row.value(1).toLongLong(), row.value(2).toLongLong()};
}

void ServerLiveTest::committedChangesAreAnnounced()
{
    QString error;
    auto watcher = Project::open(url(u"priya"_s), &error);
    auto other = Project::open(url(u"rosa"_s), &error);
    QVERIFY2(watcher && other, qPrintable(error));
    ServerChanges changes(watcher->database());
    QVERIFY(changes.isListening());
    QSignalSpy spy(&changes, &ServerChanges::assignmentsChanged);
    const auto [assignment, item, annotator] = assignmentIn(u"submitted"_s);
    QVERIFY(assignment > 0);
    AssignmentRepository review(&other->database());
    QVERIFY2(review.perform(assignment, WorkflowAction::Claim, m_rosa), qPrintable(review.lastError()));
    QTRY_COMPARE_WITH_TIMEOUT(spy.count(), 1, 10000);
    QCOMPARE(spy.first().first().value<QList<qint64>>(), QList<qint64>{item});
}

void ServerLiveTest::rolledBackChangesAreNot()
{
    QString error;
    auto watcher = Project::open(url(u"priya"_s), &error);
    auto other = Project::open(url(u"rosa"_s), &error);
    QVERIFY2(watcher && other, qPrintable(error));
    ServerChanges changes(watcher->database());
    QSignalSpy spy(&changes, &ServerChanges::assignmentsChanged);
    const auto [assignment, item, annotator] = assignmentIn(u"submitted"_s);
    {
        Transaction transaction(&other->database()); // never committed
        AssignmentRepository review(&other->database());
        QVERIFY(review.perform(assignment, WorkflowAction::Claim, m_rosa));
    }
    // A committed change after it is announced alone: the rolled-back one never was.
    QVERIFY(AssignmentRepository(&other->database()).perform(assignment, WorkflowAction::Claim, m_rosa));
    QTRY_COMPARE_WITH_TIMEOUT(spy.count(), 1, 10000);
    QTest::qWait(200);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(scalar(u"SELECT state FROM assignment WHERE id = %1"_s.arg(assignment)), u"in_review"_s);
}

void ServerLiveTest::anOpenWindowShowsAnotherPersonsSubmission()
{
    Application app;
    QVERIFY(app.start({url(u"priya"_s), false, {}, {}}));
    // Signed in as priya, the window is Priya's, asking nothing; nothing of a file was made for it.
    QVERIFY(app.window()->personStatus().contains(u"Priya Raman"_s));
    QVERIFY2(app.window()->personStatus().contains(u"Coordinator"_s), qPrintable(app.window()->personStatus()));
    const auto [assignment, item, annotator] = assignmentIn(u"in_progress"_s);
    QVERIFY(assignment > 0);
    const auto statuses = [&] {
        QStringList column;
        QAbstractItemModel *model = app.window()->itemList()->view()->model();
        for (int row = 0; row < model->rowCount(); ++row) column << model->index(row, 1).data().toString();
        return column;
    };
    const QStringList before = statuses();
    QCOMPARE(before.size(), 12);
    // Another person (here straight in SQL, as the server owner) hands the work in.
    QCOMPARE(ServerSupport::psql(m_cluster, m_name,
                                 u"UPDATE assignment SET state = 'submitted' WHERE id = %1"_s.arg(assignment))
                 .exitCode,
             0);
    QTRY_VERIFY_WITH_TIMEOUT(statuses() != before, 10000);
    const QStringList after = statuses();
    QStringList changed;
    for (qsizetype row = 0; row < after.size(); ++row) {
        if (after[row] != before[row]) changed << before[row] + u" -> "_s + after[row];
    }
    QCOMPARE(changed.size(), 1); // the item's row, and no other
    // The row says as many submitted as the server now holds.
    const QString submitted =
        scalar(u"SELECT count(*) FROM assignment WHERE item_id = %1 AND state = 'submitted'"_s.arg(item));
    QVERIFY2(changed.first().section(u" -> "_s, 1).contains(submitted + u" Submitted"_s), qPrintable(changed.first()));
}

// Signed in, nobody is asked who they are: a reviewer's window is a reviewer's, not an annotator's
// with "This item is not assigned to you".
void ServerLiveTest::aSignedInReviewerWorksAsReviewer()
{
    Application app;
    QVERIFY(app.start({url(u"rosa"_s), false, {}, {}}));
    const QString status = app.window()->personStatus();
    QVERIFY2(status.contains(u"Rosa Delgado"_s) && status.contains(u"Reviewer"_s), qPrintable(status));
}

QTEST_MAIN(ServerLiveTest)
#include "serverlive_test.moc"
