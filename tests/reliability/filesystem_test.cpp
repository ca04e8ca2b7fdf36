// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/backups.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/project/projectlock.h"
#include "model/domain/taxonomyloader.h"

#include "tests/testsupport.h"

#include <QProcess>
#include <QScopeGuard>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace TestSupport;

namespace {

std::unique_ptr<Project> makeProject(const QString &path)
{
    QString error;
    auto project = Project::create(path, *TaxonomyLoader::builtin(u"mqm"_s).taxonomy, u"F"_s, &error);
    if (!project) qWarning() << error;
    return project;
}

// True when stored; otherwise why not, in *error (a repository keeps its error, so one is held here).
bool addItem(Project &project, const QString &id, int size = 10, QString *error = nullptr)
{
    Item item{0, id, u"p"_s, QString(size, u'x'), TextFormat::Plain, {}, {}};
    ItemRepository items = project.items();
    const bool added = items.add(item, 0); // a project nobody coordinates: anyone may add
    if (error) *error = items.lastError();
    return added;
}

Run tryLockElsewhere(const QString &path, const QString &holdMs = QString())
{
    QStringList args{u"--try-lock"_s, path};
    if (!holdMs.isEmpty()) args << holdMs;
    return runProgram(TestSupport::built(ERRATA_EDIT_HELPER), args, QDir::tempPath());
}

bool run(const QString &program, const QStringList &args)
{
    return QProcess::execute(program, args) == 0;
}

} // namespace

// Issue #10: two Erratas on one file, read-only files, a full disk, a file deleted while open,
// and paths with spaces and non-ASCII characters.
class FileSystemTest : public QObject
{
    Q_OBJECT

private slots:
    void secondProcessFindsTheLock();
    void lockOfADeadProcessIsTakenOver();
    void readOnlyOpenNeverWrites();
    void fullDiskIsRefusedAndTheFileStaysSound_data();
    void fullDiskIsRefusedAndTheFileStaysSound();
    void fullDiskAtCommitKeepsTheReason();
    void immutableFileIsRefusedWithAMessage();
    void deletedWhileOpenCanStillBeSaved();

private:
    QTemporaryDir m_dir{QDir::tempPath() + u"/errata fs ü 语 XXXXXX"_s};
};

void FileSystemTest::secondProcessFindsTheLock()
{
    const QString path = m_dir.filePath(u"locked project.errata"_s);
    QVERIFY(makeProject(path));
    {
        ProjectLock lock(path);
        QVERIFY(lock.tryLock());
        const Run other = tryLockElsewhere(path);
        QCOMPARE(other.exitCode, 3);
        QVERIFY2(other.out.startsWith(u"refused"_s), qPrintable(other.out));
        // The message names the file and this process, so the user knows which window to close.
        QVERIFY2(other.out.contains(u"locked project.errata"_s), qPrintable(other.out));
        QVERIFY2(other.out.contains(QString::number(QCoreApplication::applicationPid())), qPrintable(other.out));
        QVERIFY(other.out.contains(u"read-only"_s));
    }
    QCOMPARE(tryLockElsewhere(path).exitCode, 0); // released with the ProjectLock
}

void FileSystemTest::lockOfADeadProcessIsTakenOver()
{
    const QString path = m_dir.filePath(u"dead holder.errata"_s);
    QVERIFY(makeProject(path));
    QProcess holder;
    holder.start(TestSupport::built(ERRATA_EDIT_HELPER), {u"--try-lock"_s, path, u"60000"_s});
    QVERIFY(holder.waitForReadyRead(20000));
    QCOMPARE(holder.readLine(), QByteArray("locked\n"));
    ProjectLock lock(path);
    QVERIFY(!lock.tryLock()); // alive: refused
    ::kill(pid_t(holder.processId()), SIGKILL);
    QVERIFY(holder.waitForFinished());
    QVERIFY(QFileInfo::exists(ProjectLock::lockPath(path))); // a kill leaves the lock file behind…
    QVERIFY(lock.tryLock());                                 // …but its holder is gone
}

void FileSystemTest::readOnlyOpenNeverWrites()
{
    const QString path = m_dir.filePath(u"read only.errata"_s);
    {
        auto project = makeProject(path);
        QVERIFY(addItem(*project, u"one"_s));
    }
    const QByteArray before = fileHash(path);
    QString error;
    auto project = Project::openReadOnly(path, &error);
    QVERIFY2(project, qPrintable(error));
    QVERIFY(project->isReadOnly());
    QCOMPARE(project->items().count(), 1);
    QVERIFY(!addItem(*project, u"two"_s, 10, &error));
    QVERIFY2(error.contains(u"readonly"_s), qPrintable(error)); // SQLite: "attempt to write a readonly database"
    project.reset();
    QCOMPARE(fileHash(path), before);
    QCOMPARE(Project::open(path, &error)->items().count(), 1);
}

void FileSystemTest::fullDiskIsRefusedAndTheFileStaysSound_data()
{
    QTest::addColumn<bool>("tmpfs");
    QTest::newRow("injected: max_page_count") << false;
    QTest::newRow("real: 2 MiB tmpfs") << true;
}

// Writes until the disk is full: the write that does not fit is refused with SQLite's reason, the
// file keeps every item written before it, and a copy can still be saved elsewhere.
void FileSystemTest::fullDiskIsRefusedAndTheFileStaysSound()
{
    QFETCH(bool, tmpfs);
    QTemporaryDir mountPoint;
    QString folder = m_dir.filePath(u"injected"_s);
    if (tmpfs) {
        folder = mountPoint.filePath(u"full disk"_s);
        QDir().mkpath(folder);
        if (!run(u"mount"_s, {u"-t"_s, u"tmpfs"_s, u"-o"_s, u"size=2m"_s, u"tmpfs"_s, folder})) {
            QSKIP("mounting a tmpfs is not permitted here; the injected case covers the same path");
        }
    }
    const auto unmount = qScopeGuard([&] {
        if (tmpfs) run(u"umount"_s, {folder});
    });
    QDir().mkpath(folder);
    const QString path = folder + u"/full ë.errata"_s;
    int written = 0;
    QString refusal;
    {
        auto project = makeProject(path);
        QVERIFY(project);
        if (!tmpfs) QVERIFY(QSqlQuery(project->database().connection()).exec(u"PRAGMA max_page_count = 150"_s));
        while (written < 5000 && addItem(*project, u"item %1"_s.arg(written), 2000, &refusal)) ++written;
        QVERIFY2(written > 10 && written < 5000, qPrintable(QString::number(written)));
        QVERIFY2(refusal.contains(u"full"_s), qPrintable(refusal));
        // What is in the file can still be saved to another place.
        QString error;
        const auto copy = Backups::make(*project, m_dir.filePath(u"rescued %1"_s.arg(tmpfs)), 1, &error);
        QVERIFY2(copy, qPrintable(error));
        QCOMPARE(Project::open(*copy, &error)->items().count(), qint64(written));
    }
    QString error;
    auto reopened = Project::open(path, &error);
    QVERIFY2(reopened, qPrintable(error));
    QVERIFY(reopened->database().integrityProblems().isEmpty());
    QCOMPARE(reopened->items().count(), qint64(written));
}

// SQLite keeps a transaction's pages in memory and writes them to the write-ahead log at COMMIT, so on a
// full disk that is where a small edit fails. The refusal still carries SQLite's reason (issue #41: it read
// "Could not save the span." alone).
void FileSystemTest::fullDiskAtCommitKeepsTheReason()
{
    QTemporaryDir mountPoint;
    const QString folder = mountPoint.filePath(u"full disk"_s);
    QDir().mkpath(folder);
    if (!run(u"mount"_s, {u"-t"_s, u"tmpfs"_s, u"-o"_s, u"size=1m"_s, u"tmpfs"_s, folder})) {
        QSKIP("mounting a tmpfs is not permitted here");
    }
    const auto unmount = qScopeGuard([&] { run(u"umount"_s, {folder}); });
    auto project = makeProject(folder + u"/full.errata"_s);
    QVERIFY(project);
    Person ann{0, u"Ann"_s, Role::Annotator};
    QVERIFY(project->people().add(ann, 0));
    Item item{0, u"i"_s, u"p"_s, u"Some text."_s, TextFormat::Plain, {}, {}};
    QVERIFY(project->items().add(item, 0));
    Assignment assignment{0, item.id, ann.id, AssignmentState::New, 0, 0, 0, {}};
    QVERIFY(project->assignments().create(assignment, ann.id));
    const auto layer = project->spans().annotatorLayer(item.id, ann.id);
    QVERIFY(layer);
    QFile filler(folder + u"/filler"_s); // what is left of the disk, 4 KiB at a time
    QVERIFY(filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
    const QByteArray block(4096, 'x');
    while (filler.write(block) == block.size()) {}
    SpanRepository spans = project->spans();
    QString refusal;
    for (int i = 0; i < 20 && refusal.isEmpty(); ++i) {
        Span span;
        span.layerId = *layer;
        span.range = {0, 4, TextSide::Generation};
        span.typeKey = project->taxonomy().selectableNodes().first()->key;
        span.rationale = QString(16 * 1024, u'r');
        if (!spans.add(span)) refusal = spans.lastError();
    }
    QVERIFY2(refusal.contains(u"Could not save the span."_s) && refusal.contains(u"full"_s), qPrintable(refusal));
}

// As root, permissions do not stop a write; an immutable file (chattr +i) does.
void FileSystemTest::immutableFileIsRefusedWithAMessage()
{
    const QString path = m_dir.filePath(u"immutable.errata"_s);
    {
        auto project = makeProject(path);
        QVERIFY(addItem(*project, u"one"_s));
        QSqlQuery(project->database().connection()).exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s);
    }
    QFile::remove(path + u"-wal"_s);
    QFile::remove(path + u"-shm"_s);
    if (!run(u"chattr"_s, {u"+i"_s, path})) QSKIP("chattr +i is not available on this file system");
    const QByteArray before = fileHash(path);
    QString error;
    auto project = Project::open(path, &error);
    bool refused = !project;
    if (project) {
        refused = !addItem(*project, u"two"_s, 10, &error);
        project.reset();
    }
    run(u"chattr"_s, {u"-i"_s, path});
    QVERIFY2(refused, "an immutable file took a write");
    QVERIFY2(!error.isEmpty(), "refused without a message");
    QCOMPARE(fileHash(path), before);
}

// The file is deleted (or moved away) while open: the open connection still holds everything, and
// saving a copy elsewhere recovers all of it, including what was written after the deletion.
void FileSystemTest::deletedWhileOpenCanStillBeSaved()
{
    const QString path = m_dir.filePath(u"deleted.errata"_s);
    auto project = makeProject(path);
    QVERIFY(addItem(*project, u"before"_s));
    QVERIFY(QFile::remove(path));
    QVERIFY(!QFileInfo::exists(path));
    QVERIFY(addItem(*project, u"after"_s));
    QString error;
    const auto copy = Backups::make(*project, m_dir.filePath(u"saved elsewhere"_s), 1, &error);
    QVERIFY2(copy, qPrintable(error));
    auto saved = Project::open(*copy, &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->items().count(), 2);
}

QTEST_GUILESS_MAIN(FileSystemTest)
#include "filesystem_test.moc"
