// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A project where this user cannot write (issue #23): a colleague's shared folder, an archive on a
// read-only disk. Reading it works (info, check, export, statistics, agreement, the people list) and
// leaves the folder exactly as it was; writing says why it cannot, in words. Root ignores file
// permissions, so when the tests run as root errata-cli runs as nobody (setpriv), as a user meets it.
// The window's Open Read-Only goes through Project::openReadOnly, checked here in-process: it must not
// leave side files (-wal, -shm) behind even where it could write them.
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/storage/personrepository.h"

#include "tests/testsupport.h"

#include <QDateTime>
#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace TestSupport;

namespace {

// Every file in a folder with its bytes' hash and modification time: "untouched" means all three.
QStringList snapshot(const QString &folder)
{
    QStringList files;
    for (const QFileInfo &file : QDir(folder).entryInfoList(QDir::Files | QDir::Hidden, QDir::Name)) {
        files << u"%1 %2 %3"_s.arg(file.fileName(), QString::fromLatin1(fileHash(file.filePath()).toHex()),
                                   QString::number(file.lastModified().toMSecsSinceEpoch()));
    }
    return files;
}

constexpr QFile::Permissions Open = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup
    | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther;
constexpr QFile::Permissions Shut =
    QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther;

} // namespace

class ReadOnlyPlaceTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void readingWorksAndTouchesNothing();
    void writingSaysWhyNot();
    void openReadOnlyLeavesNoSideFiles();
    void openReadOnlyBesideAWriter();

private:
    Run asUser(const QStringList &arguments) const;

    QTemporaryDir m_dir;
    QString m_shared;
    QString m_project;
};

void ReadOnlyPlaceTest::initTestCase()
{
    QVERIFY(QFile::setPermissions(m_dir.path(), Open)); // QTemporaryDir is private to its owner
    m_shared = m_dir.filePath(u"shared"_s);
    QVERIFY(QDir().mkpath(m_shared));
    m_project = m_shared + u"/study.errata"_s;
    QString error;
    QVERIFY2(DemoProject::create(m_project, &error), qPrintable(error));
    QVERIFY(
        QFile::setPermissions(m_project, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther));
    QVERIFY(QFile::setPermissions(m_shared, Shut));
    if (geteuid() == 0) {
        QVERIFY2(!QStandardPaths::findExecutable(u"setpriv"_s).isEmpty(), "setpriv (util-linux) is needed as root");
        const Run version = asUser({u"--version"_s});
        QVERIFY2(version.exitCode == 0, qPrintable(u"errata-cli cannot run as nobody here: "_s + version.err));
    }
}

void ReadOnlyPlaceTest::cleanupTestCase()
{
    QFile::setPermissions(m_shared, Open); // so the temporary folder can be removed
}

Run ReadOnlyPlaceTest::asUser(const QStringList &arguments) const
{
    if (geteuid() != 0) {
        return runProgram(TestSupport::built(ERRATA_CLI_PATH), arguments, m_dir.path());
    }
    return runProgram(
        u"setpriv"_s,
        QStringList{u"--reuid=65534"_s, u"--regid=65534"_s, u"--clear-groups"_s, TestSupport::built(ERRATA_CLI_PATH)}
            + arguments,
        m_dir.path());
}

void ReadOnlyPlaceTest::readingWorksAndTouchesNothing()
{
    const QStringList before = snapshot(m_shared);
    QCOMPARE(before.size(), 1); // the project alone: no -wal, -shm or lock file
    const Run info = asUser({u"info"_s, m_project});
    QVERIFY2(info.exitCode == 0, qPrintable(info.err));
    QVERIFY(info.out.contains(u"Errata demo"_s));
    const Run check = asUser({u"check"_s, m_project});
    QVERIFY2(check.exitCode == 0 && check.out.contains(u"Sound:    true"_s), qPrintable(check.out + check.err));
    const Run exported = asUser({u"export"_s, m_project, u"--format"_s, u"errata-jsonl"_s, u"-o"_s, u"-"_s});
    QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
    QCOMPARE(exported.out.count(u'\n'), 13); // a header line, then one line per demo item
    for (const QString &command : {u"stats"_s, u"agreement"_s}) {
        const Run run = asUser({command, m_project});
        QVERIFY2(run.exitCode == 0 && run.out.contains(u"Grammar and Usage"_s), qPrintable(command + run.err));
    }
    const Run people = asUser({u"people"_s, u"list"_s, m_project});
    QVERIFY2(people.exitCode == 0 && people.out.contains(u"Amara Okafor"_s), qPrintable(people.err));
    QCOMPARE(snapshot(m_shared), before);
}

void ReadOnlyPlaceTest::writingSaysWhyNot()
{
    const QStringList before = snapshot(m_shared);
    const Run add = asUser({u"people"_s, u"add"_s, m_project, u"Newcomer"_s, u"--as"_s, u"Priya Raman"_s});
    QVERIFY(add.exitCode != 0);
    QVERIFY2(add.err.contains(u"read-only for you"_s) && add.err.contains(u"Open it read-only"_s), qPrintable(add.err));
    QVERIFY2(!add.err.contains(u"attempt to write"_s), qPrintable(add.err));
    const Run init = asUser({u"init"_s, m_shared + u"/new.errata"_s});
    QVERIFY(init.exitCode != 0);
    QVERIFY2(init.err.contains(u"Cannot create new.errata"_s) && init.err.contains(m_shared), qPrintable(init.err));
    QCOMPARE(snapshot(m_shared), before);
}

void ReadOnlyPlaceTest::openReadOnlyLeavesNoSideFiles()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"demo.errata"_s);
    QString error;
    QVERIFY2(DemoProject::create(path, &error), qPrintable(error));
    const QStringList before = snapshot(dir.path());
    QCOMPARE(before.size(), 1);
    {
        auto project = Project::openReadOnly(path, &error);
        QVERIFY2(project, qPrintable(error));
        QVERIFY(project->isReadOnly());
        QCOMPARE(project->people().all().size(), 12); // ten annotators, a reviewer and a coordinator
        QCOMPARE(snapshot(dir.path()).size(), 1);     // not even while it is open
    }
    QCOMPARE(snapshot(dir.path()), before);
}

// Open Read-Only is what the window offers when another Errata holds the project: the reader then
// sees what the writer has committed, pending in its -wal.
void ReadOnlyPlaceTest::openReadOnlyBesideAWriter()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"demo.errata"_s);
    QString error;
    QVERIFY2(DemoProject::create(path, &error), qPrintable(error));
    auto writer = Project::open(path, &error);
    QVERIFY2(writer, qPrintable(error));
    Person late(0, u"Late Joiner"_s, Role::Annotator);
    QVERIFY(writer->people().add(late, writer->people().findByName(u"Priya Raman"_s)->id));
    QVERIFY(QFileInfo::exists(path + u"-wal"_s));
    auto reader = Project::openReadOnly(path, &error);
    QVERIFY2(reader, qPrintable(error));
    QVERIFY(reader->people().findByName(u"Late Joiner"_s).has_value());
}

QTEST_GUILESS_MAIN(ReadOnlyPlaceTest)
#include "readonlyplace_test.moc"
