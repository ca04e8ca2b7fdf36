// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Backend parity of the bulk readers (issue #20): every reader gives the same rows through SQLite's C
// interface and through plain Qt SQL, on the demo project (every workflow state, gold layers, Chinese
// items) and on a real WMT23 MQM file. The Qt SQL source is the one another driver (PostgreSQL) will use,
// so this suite is the readiness check for a second backend.
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/agreementreader.h"
#include "model/storage/corpustablereader.h"
#include "model/storage/itemrowreader.h"
#include "model/storage/reviewqueuereader.h"
#include "model/storage/rowreader.h"

#include "tests/readerdumps.h"
#include "tests/wmt23project.h"
#include "tests/testsupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace ReaderDumps;

class ReadersParityTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void fastPathIsTakenWhereItExists();
    void everyReaderGivesTheSameRows_data();
    void everyReaderGivesTheSameRows();

private:
    QTemporaryDir m_dir;
    QString m_demo;
    QString m_mqm;
};

void ReadersParityTest::initTestCase()
{
    QString error;
    m_demo = m_dir.filePath(u"demo.errata"_s);
    QVERIFY2(DemoProject::create(m_demo, &error), qPrintable(error));

    m_mqm = m_dir.filePath(u"mqm.errata"_s);
    QVERIFY2(TestSupport::createWmt23Project(m_mqm, &error), qPrintable(error));
}

void ReadersParityTest::fastPathIsTakenWhereItExists()
{
    QString error;
    auto project = Project::open(m_demo, &error);
    QVERIFY2(project, qPrintable(error));
    {
        RowReader fastest(project->database(), "SELECT count(*) FROM item");
        QVERIFY(fastest.next());
        QCOMPARE(fastest.source(), RowReader::hasFastPath() ? RowSource::Fastest : RowSource::QtSql);
        QCOMPARE(fastest.integer(0), project->items().count());
    }
    project->database().setRowSource(RowSource::QtSql);
    RowReader plain(project->database(), "SELECT count(*) FROM item");
    QVERIFY(plain.next());
    QCOMPARE(plain.source(), RowSource::QtSql);
    QCOMPARE(plain.integer(0), project->items().count());
    RowReader broken(project->database(), "SELECT no_such_column FROM item");
    QVERIFY(!broken.next());
    QVERIFY(!broken.ok());
    QVERIFY2(broken.error().contains(u"no_such_column"_s), qPrintable(broken.error()));
}

void ReadersParityTest::everyReaderGivesTheSameRows_data()
{
    QTest::addColumn<QString>("project");
    QTest::addColumn<int>("reader");
    QTest::addColumn<bool>("hasRows"); // an imported corpus is all accepted: nothing waits for review
    const QStringList names = readerNames();
    for (int reader = 0; reader < names.size(); ++reader) {
        QTest::addRow("demo, %s", qPrintable(names[reader])) << u"demo"_s << reader << true;
        QTest::addRow("WMT23 MQM, %s", qPrintable(names[reader])) << u"mqm"_s << reader << (reader != 1);
    }
}

void ReadersParityTest::everyReaderGivesTheSameRows()
{
    QFETCH(QString, project);
    QFETCH(int, reader);
    QFETCH(bool, hasRows);
    QString error;
    auto opened = Project::open(project == "demo"_L1 ? m_demo : m_mqm, &error);
    QVERIFY2(opened, qPrintable(error));
    Database &db = opened->database();
    const auto read = readers();
    db.setRowSource(RowSource::Fastest);
    const QStringList fastest = read[reader](db);
    db.setRowSource(RowSource::QtSql);
    const QStringList plain = read[reader](db);
    QCOMPARE(fastest.size() > 1, hasRows);
    QCOMPARE(plain.size(), fastest.size());
    for (qsizetype i = 0; i < fastest.size(); ++i) {
        QCOMPARE(plain.at(i), fastest.at(i));
    }
}

QTEST_GUILESS_MAIN(ReadersParityTest)
#include "readersparity_test.moc"
