// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/mqmtsvwriter.h"
#include "model/project/projectexport.h"
#include "model/project/scarecrowcsvwriter.h"
#include "model/project/judgementscsvwriter.h"
#include "model/project/spanscsvwriter.h"
#include "model/project/workpackage.h"
#include "model/project/backgroundjob.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"

#include "tests/testsupport.h"

#include <QBuffer>
#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

// Export, package split and package merge on a thread of their own: the same result as the direct
// call, and a cancel at any step leaves the project file byte for byte as it was and no output.
class BackgroundJobTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void exportWritesWhatTheWriterWrites_data();
    void exportWritesWhatTheWriterWrites();
    void cancelledExportLeavesNothing_data();
    void cancelledExportLeavesNothing();
    void cancelledSplitLeavesHomeUnchanged_data();
    void cancelledSplitLeavesHomeUnchanged();
    void cancelledMergeLeavesHomeUnchanged_data();
    void cancelledMergeLeavesHomeUnchanged();

private:
    QString freshHome(const QString &name);
    static bool runToEnd(BackgroundJob &job, int cancelAt, int *seen);
    QStringList filesLike(const QString &prefix) const;

    QTemporaryDir m_dir;
    QString m_demo;
    QString m_owner;
    qint64 m_coordinator = 0; // the same in every copy of the demo
};

void BackgroundJobTest::initTestCase()
{
    QString error;
    m_demo = m_dir.filePath(u"demo.errata"_s);
    QVERIFY2(DemoProject::create(m_demo, &error), qPrintable(error));
    m_owner = DemoProject::annotatorNames().at(1);
    auto demo = Project::open(m_demo, &error);
    QVERIFY2(demo, qPrintable(error));
    m_coordinator = DemoProject::coordinatorId(*demo);
}

// A copy of the demo, closed, so nothing but the job touches the file.
QString BackgroundJobTest::freshHome(const QString &name)
{
    const QString path = m_dir.filePath(name);
    QFile::remove(path);
    return QFile::copy(m_demo, path) ? path : QString();
}

// Starts the job, cancels it once it reports cancelAt percent or more (never, for -1), and waits.
bool BackgroundJobTest::runToEnd(BackgroundJob &job, int cancelAt, int *seen)
{
    *seen = -1;
    QThread *worker = nullptr;
    job.setProgressHook([&](int percent) {
        worker = QThread::currentThread();
        *seen = std::max(*seen, percent);
        if (cancelAt >= 0 && percent >= cancelAt) job.cancel();
    });
    QSignalSpy finished(&job, &BackgroundJob::finished);
    job.start();
    const bool done = finished.wait(120000);
    return done && worker && worker != QThread::currentThread();
}

QStringList BackgroundJobTest::filesLike(const QString &prefix) const
{
    return QDir(m_dir.path()).entryList({prefix + u'*'}, QDir::Files | QDir::Hidden);
}

void BackgroundJobTest::exportWritesWhatTheWriterWrites_data()
{
    QTest::addColumn<QString>("format");
    for (const QString &format : ProjectExport::formats()) {
        // The demo is on the Scarecrow taxonomy, which tgea-json refuses (tgeaexport_test checks that).
        if (format != "tgea-json"_L1) QTest::newRow(qPrintable(format)) << format;
    }
}

void BackgroundJobTest::exportWritesWhatTheWriterWrites()
{
    QFETCH(QString, format);
    const QString output = m_dir.filePath(u"export."_s + format);
    qint64 rows = 0;
    auto job = BackgroundJob::exportProject(m_demo, format, output, &rows);
    int seen = 0;
    QVERIFY(runToEnd(*job, -1, &seen));
    QVERIFY2(job->succeeded(), qPrintable(job->errorText()));
    QCOMPARE(seen, 100);
    // The same project written on this thread by the format's own writer.
    QString error;
    auto project = Project::open(m_demo, &error);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    qint64 expectedRows = 0;
    if (format == "mqm-tsv"_L1) {
        QVERIFY(MqmTsvWriter::write(*project, buffer, &expectedRows, &error));
    } else if (format == "spans-csv"_L1) {
        QVERIFY(SpansCsvWriter::write(*project, buffer, &expectedRows, &error));
    } else if (format == "judgements-csv"_L1) {
        QVERIFY(JudgementsCsvWriter::write(*project, buffer, &expectedRows, &error));
    } else if (format == "scarecrow-csv"_L1) {
        ScarecrowCsvSummary summary;
        QVERIFY(ScarecrowCsvWriter::write(*project, buffer, &summary, &error));
        expectedRows = summary.rows;
    } else {
        QVERIFY(ErrataJsonlStream::write(*project, buffer, &expectedRows, &error));
        QCOMPARE(expectedRows, project->items().count());
    }
    QCOMPARE(TestSupport::readAll(output), buffer.data());
    QCOMPARE(rows, expectedRows);
}

void BackgroundJobTest::cancelledExportLeavesNothing_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<int>("cancelAt");
    QTest::newRow("errata-jsonl at the start") << u"errata-jsonl"_s << 0;
    QTest::newRow("errata-jsonl after the last item") << u"errata-jsonl"_s << 99;
    QTest::newRow("spans-csv at the end") << u"spans-csv"_s << 99;
}

void BackgroundJobTest::cancelledExportLeavesNothing()
{
    QFETCH(QString, format);
    QFETCH(int, cancelAt);
    const QString path = freshHome(u"export-home.errata"_s);
    QVERIFY(!path.isEmpty());
    const QByteArray before = TestSupport::fileHash(path);
    const QString output = m_dir.filePath(u"cancelled-export"_s);
    qint64 rows = 0;
    auto job = BackgroundJob::exportProject(path, format, output, &rows);
    int seen = 0;
    QVERIFY(runToEnd(*job, cancelAt, &seen));
    QVERIFY(seen >= cancelAt);
    QVERIFY(job->wasCancelled());
    QVERIFY(!job->succeeded());
    QVERIFY(!job->errorText().isEmpty());
    QCOMPARE(filesLike(u"cancelled-export"_s), QStringList()); // no file, no temporary file
    QCOMPARE(TestSupport::fileHash(path), before);
}

void BackgroundJobTest::cancelledSplitLeavesHomeUnchanged_data()
{
    QTest::addColumn<int>("cancelAt");
    QTest::newRow("after reading") << 30;
    QTest::newRow("after writing the package") << 80;
    QTest::newRow("just before the commit") << 99;
    QTest::newRow("not cancelled") << -1;
}

void BackgroundJobTest::cancelledSplitLeavesHomeUnchanged()
{
    QFETCH(int, cancelAt);
    const QString home = freshHome(u"split-home.errata"_s);
    QVERIFY(!home.isEmpty());
    const QByteArray before = TestSupport::fileHash(home);
    const QString package = m_dir.filePath(u"split-package.errata"_s);
    SplitSummary summary;
    auto job = BackgroundJob::splitPackage(home, m_coordinator, m_owner, package, &summary);
    int seen = 0;
    QVERIFY(runToEnd(*job, cancelAt, &seen));
    if (cancelAt < 0) {
        QVERIFY2(job->succeeded(), qPrintable(job->errorText()));
        QVERIFY(QFile::exists(package));
        QVERIFY(summary.items > 0);
        QVERIFY(TestSupport::fileHash(home) != before); // the split is on record at home
        QString error;
        auto opened = Project::open(package, &error);
        QCOMPARE(*WorkPackage::ownerOf(*opened), m_owner);
        return;
    }
    QVERIFY(seen >= cancelAt);
    QVERIFY(job->wasCancelled());
    QVERIFY(!job->errorText().isEmpty());
    QCOMPARE(filesLike(u"split-package"_s), QStringList());
    QCOMPARE(TestSupport::fileHash(home), before);
}

void BackgroundJobTest::cancelledMergeLeavesHomeUnchanged_data()
{
    QTest::addColumn<int>("cancelAt");
    QTest::newRow("after reading") << 30;
    QTest::newRow("mid-way through the items") << 60;
    QTest::newRow("just before the commit") << 99;
    QTest::newRow("not cancelled") << -1;
}

void BackgroundJobTest::cancelledMergeLeavesHomeUnchanged()
{
    QFETCH(int, cancelAt);
    const QString home = freshHome(u"merge-home.errata"_s);
    const QString packagePath = m_dir.filePath(u"merge-package.errata"_s);
    Project::removeFiles(packagePath);
    QString error;
    {
        // Split here, then one span added offline: the merge has exactly that to bring home.
        auto homeProject = Project::open(home, &error);
        SplitSummary split;
        auto package = WorkPackage::split(*homeProject, m_coordinator, m_owner, packagePath, &split, &error);
        QVERIFY2(package, qPrintable(error));
        const qint64 ownerId = package->people().findByName(m_owner)->id;
        // An item the owner may still change: a merge refuses changes to accepted work.
        const QList<Assignment> all = package->assignments().all();
        const auto open = std::find_if(all.cbegin(), all.cend(), [ownerId](const Assignment &a) {
            return a.annotatorId == ownerId && isEditableByAnnotator(a.state);
        });
        QVERIFY(open != all.cend());
        const Assignment first = *open;
        Span added;
        added.layerId = *package->spans().annotatorLayer(first.itemId, ownerId);
        added.range = {0, 3, TextSide::Generation};
        added.typeKey = homeProject->taxonomy().selectableNodes().first()->key;
        added.rationale = u"added offline"_s;
        QVERIFY(package->spans().add(added));
    }
    const QByteArray before = TestSupport::fileHash(home);
    MergeSummary summary;
    auto job = BackgroundJob::mergePackage(home, m_coordinator, packagePath, &summary);
    int seen = 0;
    QVERIFY(runToEnd(*job, cancelAt, &seen));
    if (cancelAt < 0) {
        QVERIFY2(job->succeeded(), qPrintable(job->errorText()));
        QCOMPARE(summary.spansAdded, 1);
        QCOMPARE(summary.spansChanged, 0);
        QVERIFY(TestSupport::fileHash(home) != before);
        return;
    }
    QVERIFY(seen >= cancelAt);
    QVERIFY(job->wasCancelled());
    QVERIFY(!job->errorText().isEmpty());
    QCOMPARE(TestSupport::fileHash(home), before);
}

QTEST_GUILESS_MAIN(BackgroundJobTest)
#include "backgroundjob_test.moc"
