// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Backend parity of the bulk readers (issue #20): every reader gives the same rows through SQLite's C
// interface and through plain Qt SQL, on the demo project (every workflow state, gold layers, Chinese
// items) and on a real WMT23 MQM file. The Qt SQL source is the one another driver (PostgreSQL) will use,
// so this suite is the readiness check for a second backend.
#include "model/domain/taxonomyloader.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/agreementreader.h"
#include "model/storage/corpustablereader.h"
#include "model/storage/itemrowreader.h"
#include "model/storage/personrepository.h"
#include "model/storage/repository.h"
#include "model/storage/reviewqueuereader.h"
#include "model/storage/rowreader.h"
#include "model/storage/twinreader.h"

#include "tests/readerdumps.h"
#include "tests/wmt23project.h"
#include "tests/testsupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

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
    void twoConnectionsReadTheSameTable_data();
    void twoConnectionsReadTheSameTable();
    void twoConnectionsStopWhenCancelled_data();
    void twoConnectionsStopWhenCancelled();
    void twinReadsTheFirstsState();
    void twinOnlyWhereItCanBeInStep();

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

void ReadersParityTest::twoConnectionsReadTheSameTable_data()
{
    QTest::addColumn<QString>("project");
    QTest::newRow("demo") << u"demo"_s;
    QTest::newRow("WMT23 MQM") << u"mqm"_s;
}

// A large project's corpus table is read on two connections (TwinReader): the table is the same as
// on one, field by field.
void ReadersParityTest::twoConnectionsReadTheSameTable()
{
    if (!RowReader::hasFastPath()) QSKIP("This build reads through Qt SQL, on one connection");
    QFETCH(QString, project);
    QString error;
    auto opened = Project::open(project == "demo"_L1 ? m_demo : m_mqm, &error);
    QVERIFY2(opened, qPrintable(error));
    QVERIFY(TwinReader::start(opened->database())); // the two-connection read below is not refused
    CorpusTableReader::setTwoConnectionsFrom(std::numeric_limits<qint64>::max());
    const QStringList one = dumpCorpusTable(opened->database());
    CorpusTableReader::setTwoConnectionsFrom(0);
    const QStringList two = dumpCorpusTable(opened->database());
    CorpusTableReader::setTwoConnectionsFrom(50000);
    QVERIFY(one.size() > 10);
    QCOMPARE(two.size(), one.size());
    for (qsizetype i = 0; i < one.size(); ++i) QCOMPARE(two.at(i), one.at(i));
}

void ReadersParityTest::twoConnectionsStopWhenCancelled_data()
{
    QTest::addColumn<int>("at");
    QTest::newRow("while the twin reads metadata and ratings") << 55;
    QTest::newRow("after it, before the texts") << 78;
}

// A cancel while the twin still works empties the table and reports it; the sanitizer build runs this
// too, where a write of the twin's into a frame already gone would show.
void ReadersParityTest::twoConnectionsStopWhenCancelled()
{
    if (!RowReader::hasFastPath()) QSKIP("This build reads through Qt SQL, on one connection");
    QFETCH(int, at);
    QString error;
    auto opened = Project::open(m_mqm, &error);
    QVERIFY2(opened, qPrintable(error));
    CorpusTableReader::setTwoConnectionsFrom(0);
    CorpusTable table;
    int furthest = 0;
    const bool loaded =
        CorpusTableReader::load(opened->database(), &table, &error, AgreementUnit::Token, [&](int percent) {
            furthest = std::max(furthest, percent);
            return percent < at;
        });
    CorpusTableReader::setTwoConnectionsFrom(50000);
    QVERIFY(!loaded);
    QCOMPARE(furthest, at);
    QVERIFY2(error.contains(u"cancelled"_s), qPrintable(error));
    QCOMPARE(table.items(), 0);
    QCOMPARE(table.spans(), 0);
    QCOMPARE(table.metaKeys.size(), 0); // reset, whatever the twin had read
}

// Both connections read the state of the first's start, whatever is committed meanwhile.
void ReadersParityTest::twinReadsTheFirstsState()
{
    if (!RowReader::hasFastPath()) QSKIP("This build reads through Qt SQL, on one connection");
    QString error;
    const QString path = m_dir.filePath(u"twin.errata"_s);
    QVERIFY2(DemoProject::create(path, &error), qPrintable(error));
    auto reader = Project::open(path, &error);
    QVERIFY2(reader, qPrintable(error));
    Database writing; // another connection, as another Errata on the same file would have
    QVERIFY2(writing.open(path, Database::OpenMode::OpenExisting), qPrintable(writing.lastError()));
    ItemRepository writer(&writing);
    qint64 coordinator = 0;
    for (const Person &person : PersonRepository(&writing).all()) {
        if (person.roles.testFlag(Role::Coordinator)) coordinator = person.id;
    }
    QVERIFY(coordinator > 0);
    const qint64 before = reader->items().count();
    const auto count = [](const Database &db) {
        RowReader rows(db, "SELECT count(*) FROM item");
        return rows.next() ? rows.integer(0) : -1;
    };
    {
        const std::unique_ptr<TwinReader> twin = TwinReader::start(reader->database());
        QVERIFY(twin);
        Item added;
        added.externalId = u"added-meanwhile"_s;
        added.generation = u"Written while the twins read."_s;
        QVERIFY2(writer.add(added, coordinator), qPrintable(writer.lastError()));
        QCOMPARE(writer.count(), before + 1);
        std::future<bool> seen = twin->run([&](const Database &second) { return count(second) == before; });
        QVERIFY(seen.get());
        QCOMPARE(count(reader->database()), before);
    }
    QCOMPARE(count(reader->database()), before + 1); // the read is over: the commit shows
}

void ReadersParityTest::twinOnlyWhereItCanBeInStep()
{
    QString error;
    auto memory = Project::create(u":memory:"_s, *TaxonomyLoader::builtin(u"mqm"_s).taxonomy, u"m"_s, &error);
    QVERIFY2(memory, qPrintable(error));
    QVERIFY(!TwinReader::start(memory->database())); // no file for a second connection
    auto opened = Project::open(m_demo, &error);
    QVERIFY2(opened, qPrintable(error));
    {
        Transaction open(&opened->database()); // the caller's state was fixed before: one connection
        QVERIFY(open.isActive());
        QVERIFY(!TwinReader::start(opened->database()));
    }
    opened->database().setRowSource(RowSource::QtSql);
    QVERIFY(!TwinReader::start(opened->database()));
    opened->database().setRowSource(RowSource::Fastest);
    QCOMPARE(bool(TwinReader::start(opened->database())), RowReader::hasFastPath());
}

QTEST_GUILESS_MAIN(ReadersParityTest)
#include "readersparity_test.moc"
