// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/mqmtsvreader.h"
#include "model/interchange/taxonomyextender.h"
#include "model/project/backgroundimport.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/domain/taxonomyloader.h"

#include "tests/testsupport.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

// An import on its own thread: it finishes with the rows in the file, or is cancelled (mid-way or
// at the last moment before the commit) and leaves the file byte for byte as it was.
class BackgroundImportTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cancelLeavesFileUnchanged_data();
    void cancelLeavesFileUnchanged();
    void importsOffTheCallingThread();
    void badFileChangesNothing();

private:
    QString freshProject(const QString &name);
    qint64 itemCount(const QString &path);

    QTemporaryDir m_dir;
    QString m_tsv;
    Corpus m_corpus;
};

void BackgroundImportTest::initTestCase()
{
    m_tsv = qEnvironmentVariable("ERRATA_SHARED_DATA", u"../shared/data"_s) + u"/mqm/ted/zhen/mqm_ted_zhen.tsv"_s;
    QVERIFY2(QFileInfo::exists(m_tsv), qPrintable(m_tsv));
    ImportError error;
    const auto corpus = MqmTsvReader::read(TestSupport::readAll(m_tsv), m_tsv, &error);
    QVERIFY2(corpus, qPrintable(error.message()));
    m_corpus = *corpus;
    QVERIFY(m_corpus.items.size() > 1000); // big enough that cancelling mid-way means something
}

// An empty MQM project that knows the file's categories; closed again, so the file is quiet.
QString BackgroundImportTest::freshProject(const QString &name)
{
    const QString path = m_dir.filePath(name);
    QString error;
    const auto taxonomy = TaxonomyExtender::extend(*TaxonomyLoader::builtin(u"mqm"_s).taxonomy, m_corpus.typeKeys,
                                                   m_corpus.severityKeys, &error);
    if (!taxonomy || !Project::create(path, *taxonomy, name, &error)) {
        qWarning() << error;
        return {};
    }
    return path;
}

qint64 BackgroundImportTest::itemCount(const QString &path)
{
    QString error;
    auto project = Project::open(path, &error);
    return project ? project->items().count() : -1;
}

void BackgroundImportTest::cancelLeavesFileUnchanged_data()
{
    QTest::addColumn<int>("cancelAt");
    QTest::newRow("while writing items") << 60;
    QTest::newRow("just before the commit") << 99;
}

void BackgroundImportTest::cancelLeavesFileUnchanged()
{
    QFETCH(int, cancelAt);
    const QString path = freshProject(u"cancel-%1.errata"_s.arg(cancelAt));
    QVERIFY(!path.isEmpty());
    const QByteArray before = TestSupport::fileHash(path);
    BackgroundImport job(path, 0, u"mqm-tsv"_s, {m_tsv});
    int seen = 0;
    job.setProgressHook([&](int percent) {
        seen = std::max(seen, percent);
        if (percent >= cancelAt) job.cancel();
    });
    QSignalSpy finished(&job, &BackgroundImport::finished);
    job.start();
    QVERIFY(finished.wait(120000));
    QVERIFY(seen >= cancelAt); // the work did get that far before it was stopped
    QVERIFY(job.wasCancelled());
    QVERIFY(!job.succeeded());
    QVERIFY(!job.errorText().isEmpty());
    QCOMPARE(TestSupport::fileHash(path), before);
    QCOMPARE(itemCount(path), 0);
}

void BackgroundImportTest::importsOffTheCallingThread()
{
    const QString path = freshProject(u"done.errata"_s);
    QVERIFY(!path.isEmpty());
    BackgroundImport job(path, 0, u"mqm-tsv"_s, {m_tsv});
    QThread *worker = nullptr;
    job.setProgressHook([&](int) { worker = QThread::currentThread(); });
    QSignalSpy progress(&job, &BackgroundImport::progressChanged);
    QSignalSpy finished(&job, &BackgroundImport::finished);
    job.start();
    QVERIFY(finished.wait(120000));
    QVERIFY2(job.succeeded(), qPrintable(job.errorText()));
    QVERIFY(worker && worker != QThread::currentThread());
    QVERIFY(progress.size() >= 3);
    QCOMPARE(progress.last().first().toInt(), 100);
    QCOMPARE(itemCount(path), qint64(m_corpus.items.size()));
    QCOMPARE(job.summary().newItems, int(m_corpus.items.size()));
}

void BackgroundImportTest::badFileChangesNothing()
{
    const QString path = freshProject(u"bad.errata"_s);
    QVERIFY(!path.isEmpty());
    const QString missing = m_dir.filePath(u"no-such-file.tsv"_s);
    const QByteArray before = TestSupport::fileHash(path);
    BackgroundImport job(path, 0, u"mqm-tsv"_s, {missing});
    QSignalSpy finished(&job, &BackgroundImport::finished);
    job.start();
    QVERIFY(finished.wait(60000));
    QVERIFY(!job.succeeded());
    QVERIFY(!job.wasCancelled());
    QVERIFY2(job.errorText().contains(u"no-such-file.tsv"_s), qPrintable(job.errorText()));
    QCOMPARE(TestSupport::fileHash(path), before);
}

QTEST_GUILESS_MAIN(BackgroundImportTest)
#include "backgroundimport_test.moc"
