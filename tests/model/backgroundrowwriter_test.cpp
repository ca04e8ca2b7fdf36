// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Rows stored on a thread of their own (BackgroundRowWriter) while a restore makes the next: the
// project is the one a restore writing its own rows makes, and a failed insert stops the rest, says
// which rows and why, and leaves the file as it was.
#include "model/domain/taxonomyloader.h"
#include "model/generators/demoproject.h"
#include "model/interchange/erratajsonl.h"
#include "model/project/archivecollector.h"
#include "model/project/archiverestorer.h"
#include "model/project/project.h"
#include "model/storage/backgroundrowwriter.h"
#include "model/storage/database.h"
#include "model/storage/repository.h"
#include "model/storage/rowreader.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

class BackgroundRowWriterTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void failedInsertStopsTheRest();
    void restoreIsTheSameEitherWay();
    void largeRestoreIsTheSameEitherWay();
    void failedRestoreLeavesTheFile();

private:
    std::unique_ptr<Project> restoredInto(const QString &name, RowSource source, const Archive &archive);
    QTemporaryDir m_dir;
    Archive m_demo;
};

namespace {

QVariantList person(qint64 id, const QString &name)
{
    return {id, name, 1, 0, 0, u"2026-11-27T12:00:00.000Z"_s};
}

qint64 count(const Database &db, const char *sql)
{
    RowReader rows(db, sql);
    return rows.next() ? rows.integer(0) : -1;
}

QByteArray digest(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256)
                                          : QByteArray();
}

} // namespace

void BackgroundRowWriterTest::initTestCase()
{
    if (!RowReader::hasFastPath()) QSKIP("This build writes through Qt SQL: there is no background writer");
    QString error;
    const QString path = m_dir.filePath(u"demo.errata"_s);
    QVERIFY2(DemoProject::create(path, &error), qPrintable(error));
    auto demo = Project::open(path, &error);
    QVERIFY2(demo, qPrintable(error));
    m_demo = ArchiveCollector::collect(*demo);
    QCOMPARE(m_demo.items.size(), 12);
}

// Three batches of people, the second with an id the first took: the first is written, the second
// fails with its context named, the third is not written, and the connection is the caller's again.
void BackgroundRowWriterTest::failedInsertStopsTheRest()
{
    QString error;
    auto project = Project::create(m_dir.filePath(u"people.errata"_s), *TaxonomyLoader::builtin(u"mqm"_s).taxonomy,
                                   u"people"_s, &error);
    QVERIFY2(project, qPrintable(error));
    Database &db = project->database();
    const qint64 before = count(db, "SELECT count(*) FROM person");
    Transaction transaction(&db);
    {
        const auto writer = BackgroundRowWriter::start(db);
        QVERIFY(writer);
        writer->insert(BulkRepository::Table::Person, {person(1001, u"first"_s), person(1002, u"second"_s)}, u"one"_s);
        writer->insert(BulkRepository::Table::Person, {person(1003, u"third"_s), person(1001, u"again"_s)}, u"two"_s);
        writer->insert(BulkRepository::Table::Person, {person(1004, u"fourth"_s)}, u"three"_s);
        QVERIFY(!writer->drain(&error));
        QVERIFY2(error.startsWith(u"two: "_s), qPrintable(error));
        QVERIFY2(error.contains(u"UNIQUE"_s) || error.contains(u"PRIMARY"_s), qPrintable(error));
    }
    QCOMPARE(count(db, "SELECT count(*) FROM person"), before + 2); // the first batch only
    QCOMPARE(count(db, "SELECT count(*) FROM person WHERE id IN (1003, 1004)"), 0);
}

std::unique_ptr<Project> BackgroundRowWriterTest::restoredInto(const QString &name, RowSource source,
                                                               const Archive &archive)
{
    QString error;
    auto project = ArchiveRestorer::createProject(m_dir.filePath(name), archive, &error);
    if (!project) return nullptr;
    project->database().setRowSource(source); // Qt SQL: no background writer, every row written here
    RestoreSummary summary;
    if (!ArchiveRestorer(*project, 0).restore(archive, &summary, &error)) {
        qWarning("%s", qPrintable(error));
        return nullptr;
    }
    project->database().setRowSource(RowSource::Fastest);
    return project;
}

void BackgroundRowWriterTest::restoreIsTheSameEitherWay()
{
    const auto background = restoredInto(u"background.errata"_s, RowSource::Fastest, m_demo);
    const auto here = restoredInto(u"here.errata"_s, RowSource::QtSql, m_demo);
    QVERIFY(background && here);
    const QByteArray written = ErrataJsonl::write(ArchiveCollector::collect(*background));
    QVERIFY(written.count('\n') > 12);
    QCOMPARE(written, ErrataJsonl::write(ArchiveCollector::collect(*here)));
    QCOMPARE(written, ErrataJsonl::write(m_demo)); // and the archive it was made from
}

// Past a batch of items and of history (4,096 each, so the spans kept to the end and the history written
// on the way): 342 copies of the demo's items and their threads.
void BackgroundRowWriterTest::largeRestoreIsTheSameEitherWay()
{
    Archive large = m_demo;
    large.items.clear();
    qint64 nextSpan = 1;
    for (int copy = 0; copy < 342; ++copy) { // 4,104 items
        for (ArchiveItem item : m_demo.items) {
            item.item.externalId += u"-%1"_s.arg(copy);
            for (ArchiveAnnotation &annotation : item.annotations) {
                for (Span &span : annotation.spans) span.id = nextSpan++;
                for (ArchiveReview &review : annotation.reviews) review.event.spanId = 0; // theirs were the demo's
                QVERIFY(annotation.suggestions.isEmpty()); // else their ids and spans would need new numbers too
            }
            for (ArchiveLayer &layer : item.layers) {
                for (Span &span : layer.spans) span.id = nextSpan++;
            }
            large.items << item;
        }
    }
    qint64 history = 0;
    for (const ArchiveItem &item : large.items) {
        for (const ArchiveAnnotation &annotation : item.annotations) history += annotation.history.size();
    }
    QVERIFY(history > 4096);
    const auto background = restoredInto(u"large-background.errata"_s, RowSource::Fastest, large);
    const auto here = restoredInto(u"large-here.errata"_s, RowSource::QtSql, large);
    QVERIFY(background && here);
    const QByteArray written = ErrataJsonl::write(ArchiveCollector::collect(*background));
    QCOMPARE(written, ErrataJsonl::write(ArchiveCollector::collect(*here)));
    QCOMPARE(written, ErrataJsonl::write(large));
}

// A span whose end comes before its start passes every check made before it is stored; SQLite's CHECK
// refuses it on the writer's thread. The restore fails and the file is what it was before.
void BackgroundRowWriterTest::failedRestoreLeavesTheFile()
{
    Archive broken = m_demo;
    Span &span = broken.items[7].annotations[0].spans.emplaceBack(broken.items[7].annotations[0].spans.value(0));
    span.id = 999999;
    span.range.begin = 5;
    span.range.end = 2;
    QString error;
    const QString path = m_dir.filePath(u"broken.errata"_s);
    QVERIFY2(ArchiveRestorer::createProject(path, broken, &error), qPrintable(error)); // closed: all in the file
    auto project = Project::open(path, &error);
    QVERIFY2(project, qPrintable(error));
    const QByteArray before = digest(path);
    RestoreSummary summary;
    QVERIFY(!ArchiveRestorer(*project, 0).restore(broken, &summary, &error));
    QVERIFY2(error.contains(u"CHECK"_s), qPrintable(error));
    QCOMPARE(count(project->database(), "SELECT count(*) FROM item"), 0);
    project.reset();
    QCOMPARE(digest(path), before);
}

QTEST_GUILESS_MAIN(BackgroundRowWriterTest)
#include "backgroundrowwriter_test.moc"
