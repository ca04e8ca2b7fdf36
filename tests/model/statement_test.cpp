// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A statement borrowed from the connection's cache lives exactly as long as its Statement (issue
// #20): a read nested inside another, through any repository or through the very same SQL, never
// ends the outer read early. Before, every borrow and every repository's destructor reset all the
// connection's statements, so the outer loop below stopped after its first row.
#include "model/domain/taxonomyloader.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/repository.h"

#include "tests/testsupport.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

// A repository of the test's own, to reach the protected run() as every repository does.
class Probe : public Repository
{
public:
    using Repository::Repository;

    // Rows of the outer query counted while each row runs an inner read.
    int outerRows(const std::function<void()> &inner)
    {
        Statement outer;
        if (!run(outer, u"SELECT id FROM item ORDER BY id"_s)) return -1;
        int rows = 0;
        while (outer->next()) {
            inner();
            ++rows;
        }
        return rows;
    }
    qint64 count(const QString &table)
    {
        Statement query;
        return run(query, u"SELECT count(*) FROM "_s + table) && firstRow(query) ? query->value(0).toLongLong() : -1;
    }
};

} // namespace

class StatementTest : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void nestedRepositoryReadKeepsOuterRead();
    void nestedSameStatementKeepsOuterRead();
    void writeAfterReadReachesFile();

private:
    QTemporaryDir m_dir;
    int m_files = 0;
    std::unique_ptr<Project> m_project;
};

void StatementTest::init()
{
    QString error;
    m_project = Project::create(m_dir.filePath(u"s%1.errata"_s.arg(++m_files)),
                                *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"Statements"_s, &error);
    QVERIFY2(m_project, qPrintable(error));
    for (int i = 0; i < 5; ++i) {
        Item item;
        item.externalId = u"item-%1"_s.arg(i);
        item.generation = u"Text number %1."_s.arg(i);
        QVERIFY(m_project->items().add(item, 0));
    }
}

void StatementTest::nestedRepositoryReadKeepsOuterRead()
{
    Probe probe(&m_project->database());
    int innerCalls = 0;
    const int rows = probe.outerRows([&] {
        // A repository made and dropped inside the loop, as a callback would.
        QCOMPARE(m_project->items().all().size(), 5);
        ++innerCalls;
    });
    QCOMPARE(rows, 5);
    QCOMPARE(innerCalls, 5);
}

void StatementTest::nestedSameStatementKeepsOuterRead()
{
    Probe probe(&m_project->database());
    Probe inner(&m_project->database());
    QList<int> innerRows;
    const int rows = probe.outerRows([&] { innerRows << inner.outerRows([] {}); });
    QCOMPARE(rows, 5);
    QCOMPARE(innerRows, QList<int>(5, 5));
}

void StatementTest::writeAfterReadReachesFile()
{
    // The statement of a read is finished when it goes out of scope, so a write made next is
    // committed to the file at once: a second connection sees it.
    Probe probe(&m_project->database());
    QCOMPARE(probe.count(u"item"_s), 5);
    Item item;
    item.externalId = u"item-late"_s;
    item.generation = u"Late."_s;
    QVERIFY(m_project->items().add(item, 0));
    QString error;
    const auto reader = Project::openReadOnly(m_project->path(), &error, IntegrityCheck::Deferred);
    QVERIFY2(reader, qPrintable(error));
    QCOMPARE(reader->items().all().size(), 6);
}

QTEST_GUILESS_MAIN(StatementTest)
#include "statement_test.moc"
