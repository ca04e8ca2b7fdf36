// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "application.h"
#include "mainwindow.h"

#include "model/generators/demoproject.h"
#include "model/project/dataformats.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"

#include "tests/testsupport.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

// The POSIX locks this process holds on one file, as the kernel lists them (/proc/locks: "1: POSIX
// ADVISORY READ 1234 08:01:5678 ..."). SQLite's WAL mode keeps a shared lock on the project file and
// locks on its -shm for as long as a connection is open; losing them lets another process delete the
// -wal the window still writes into.
int locksHeldOn(const QString &path)
{
    struct stat info = {};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0) return -1;
    const QString pid = QString::number(::getpid());
    const QString inode = u':' + QString::number(info.st_ino);
    int held = 0;
    // /proc/locks through QFile is harmless: it is not the project file.
    for (const QString &line : QString::fromLatin1(TestSupport::readAll(u"/proc/locks"_s)).split(u'\n')) {
        const QStringList fields = line.simplified().split(u' ');
        if (fields.size() > 5 && fields.at(1) == "POSIX"_L1 && fields.at(4) == pid && fields.at(5).endsWith(inode))
            ++held;
    }
    return held;
}

// Descriptors of this process whose file was deleted under it: the window writing into a -wal that
// another process's close removed.
QStringList deletedDescriptors()
{
    QStringList deleted;
    const QDir fds(u"/proc/self/fd"_s);
    for (const QString &fd : fds.entryList(QDir::System | QDir::NoDotAndDotDot)) {
        const QString target = QFile::symLinkTarget(fds.filePath(fd));
        if (target.endsWith(u" (deleted)"_s) && target.contains(u".errata"_s)) deleted << target;
    }
    return deleted;
}

// Answers the modal dialogs an action raises: a file dialog gets `target` (a file or a folder), a list
// the entry `choice`, a message box is accepted and remembered; progress dialogs close themselves.
class DialogAnswers : public QObject
{
public:
    QString target;
    QString choice;
    QStringList messages;

    DialogAnswers()
    {
        connect(&m_timer, &QTimer::timeout, this, [this] { answer(); });
        m_timer.start(20);
    }

private:
    void answer()
    {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog || !dialog->isVisible()) return;
        if (auto *files = qobject_cast<QFileDialog *>(dialog)) {
            if (files->fileMode() == QFileDialog::Directory) {
                files->setDirectory(target);
            } else {
                files->setDirectory(QFileInfo(target).absolutePath());
                // Typed into the name field: selectFile() loses to the dialog's own first selection.
                auto *name = files->findChild<QLineEdit *>(u"fileNameEdit"_s);
                if (!name) return;
                name->setText(QFileInfo(target).fileName());
            }
        } else if (auto *input = qobject_cast<QInputDialog *>(dialog)) {
            input->setTextValue(choice);
        } else if (auto *box = qobject_cast<QMessageBox *>(dialog)) {
            messages << box->text();
            for (QAbstractButton *button : box->buttons()) { // "Replace?", "Restore?": yes
                const QMessageBox::ButtonRole role = box->buttonRole(button);
                if (role == QMessageBox::AcceptRole || role == QMessageBox::YesRole) {
                    QMetaObject::invokeMethod(button, &QAbstractButton::click, Qt::QueuedConnection);
                    return;
                }
            }
        } else {
            return; // a progress dialog: it closes itself when its job is done
        }
        // Queued: a dialog that opens another from its accept() (the file dialog's "Replace?") would
        // otherwise run it inside this timer's slot, where the timer does not fire again.
        QMetaObject::invokeMethod(dialog, &QDialog::accept, Qt::QueuedConnection);
    }
    QTimer m_timer;
};

} // namespace

// Issue #41: every action of the window that touches files keeps the window's hold on its project. A
// second descriptor of the project file opened and closed in the window's process drops all of the
// process's POSIX locks on it; the next errata-cli then believed itself the last connection, deleted
// the -wal and -shm, and the window and everyone else went on with two different projects.
class WindowFilesTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyFileActionKeepsTheProjectShared();
    void theProjectIsNeverItsOwnTarget();
    void aSecondLookAtTheOpenFileKeepsItsLocks();

private:
    void expectShared(const QString &after);
    void cliAddsAndWindowSees(const QString &name);
    QString cliPeopleAdd(const QString &name);

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<Application> m_app;
    QStringList m_added;
    int m_step = 0;
};

void WindowFilesTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_path = m_dir.filePath(u"study ü/shared 语.errata"_s);
    QVERIFY(QDir().mkpath(QFileInfo(m_path).absolutePath()));
    QString error;
    QVERIFY2(DemoProject::create(m_path, &error), qPrintable(error));
}

QString WindowFilesTest::cliPeopleAdd(const QString &name)
{
    const TestSupport::Run run = TestSupport::runProgram(
        TestSupport::built(ERRATA_CLI_PATH),
        {u"people"_s, u"add"_s, m_path, name, u"--role"_s, u"annotator"_s, u"--as"_s, DemoProject::coordinatorName()},
        m_dir.path());
    return run.exitCode == 0 ? QString() : run.err + run.out;
}

// After an action: the window still holds its locks and writes into live files, a person the CLI adds
// meanwhile is seen by the window, and the window's own write is seen by the next CLI.
void WindowFilesTest::expectShared(const QString &after)
{
    QVERIFY2(locksHeldOn(m_path) > 0, qPrintable(u"no lock on the project after "_s + after));
    QVERIFY2(locksHeldOn(m_path + u"-shm"_s) > 0, qPrintable(u"no lock on its -shm after "_s + after));
    const QString cliName = u"cli %1"_s.arg(++m_step);
    const QString refused = cliPeopleAdd(cliName);
    QVERIFY2(refused.isEmpty(), qPrintable(after + u": "_s + refused));
    QVERIFY2(deletedDescriptors().isEmpty(), qPrintable(after + u": "_s + deletedDescriptors().join(u", "_s)));
    QVERIFY2(m_app->project()->people().findByName(cliName), qPrintable(u"the window missed "_s + cliName));
    Person own(0, u"window %1"_s.arg(m_step), Role::Annotator);
    const qint64 coordinator = m_app->project()->people().findByName(DemoProject::coordinatorName())->id;
    QVERIFY(m_app->project()->people().add(own, coordinator));
    m_added << cliName << own.name;
    const QString again = cliPeopleAdd(own.name); // the CLI sees the window's person: a duplicate
    QVERIFY2(!again.isEmpty(), qPrintable(after + u": the CLI missed "_s + own.name));
}

void WindowFilesTest::everyFileActionKeepsTheProjectShared()
{
    m_app = std::make_unique<Application>();
    QVERIFY(m_app->start({m_path, false, DemoProject::coordinatorName(), {}}));
    MainWindow *window = m_app->window();
    QTest::qWait(200); // the backup on opening and the integrity check run on threads
    expectShared(u"opening (backup, integrity check)"_s);

    const QString folder = m_dir.filePath(u"packages"_s);
    QVERIFY(QDir().mkpath(folder));
    DialogAnswers answers;
    answers.target = folder;
    window->makeAllPackagesAction()->trigger();
    QVERIFY2(QDir(folder).entryList({u"*.errata"_s}).size() > 1, qPrintable(answers.messages.join(u'\n')));
    expectShared(u"Make Packages for Everyone"_s);

    window->mergeFolderAction()->trigger();
    QVERIFY2(answers.messages.last().contains(u"merged"_s), qPrintable(answers.messages.last()));
    expectShared(u"Merge Packages from Folder"_s);

    answers.choice = DemoProject::annotatorNames().first();
    const QString single = QFileInfo(m_path).absolutePath() + u"/one package.errata"_s;
    answers.target = single;
    window->makePackageAction()->trigger();
    QVERIFY2(QFileInfo::exists(single), qPrintable(answers.messages.join(u'\n')));
    expectShared(u"Make Work Package"_s);

    window->mergePackageAction()->trigger();
    expectShared(u"Merge Work Package"_s);

    // The folder offered first is the project's own, and it holds the project itself.
    answers.target = QFileInfo(m_path).absolutePath();
    window->mergeFolderAction()->trigger();
    QVERIFY2(!answers.messages.last().contains(u"shared 语.errata"_s), qPrintable(answers.messages.last()));
    expectShared(u"Merge Packages from Folder (the project's own folder)"_s);

    const DataFormat archive = *DataFormats::find(u"errata-jsonl"_s); // the dialog offers names, not keys
    answers.choice = archive.name + u" — "_s + archive.summary;
    const QString exported = m_dir.filePath(u"export.jsonl"_s);
    answers.target = exported;
    window->exportAction()->trigger();
    QVERIFY2(QFileInfo(exported).size() > 0, qPrintable(answers.messages.join(u'\n')));
    expectShared(u"Export"_s);

    const QDir backups(QFileInfo(m_path).absolutePath() + u"/shared 语 backups"_s);
    const QStringList made = backups.entryList({u"*.errata"_s}, QDir::Files, QDir::Name);
    QVERIFY(!made.isEmpty());
    answers.target = backups.filePath(made.last());
    window->restoreBackupAction()->trigger(); // closes the project, replaces it, opens it again
    QVERIFY(m_app->project());
    expectShared(u"Restore Backup"_s);

    // Both processes' writes since the restore are in the file once both have closed it.
    m_app.reset();
    QString error;
    const auto reopened = Project::open(m_path, &error);
    QVERIFY2(reopened, qPrintable(error));
    for (const QString &name : m_added.mid(m_added.size() - 2)) {
        QVERIFY2(reopened->people().findByName(name), qPrintable(name));
    }
}

// The project's own file offered as the target of a package or a copy: refused, and the project stays.
void WindowFilesTest::theProjectIsNeverItsOwnTarget()
{
    m_app = std::make_unique<Application>();
    QVERIFY(m_app->start({m_path, false, DemoProject::coordinatorName(), {}}));
    const qint64 items = m_app->project()->items().count();
    DialogAnswers answers;
    answers.choice = DemoProject::annotatorNames().first();
    answers.target = m_path;
    m_app->window()->makePackageAction()->trigger();
    QVERIFY2(!answers.messages.isEmpty() && answers.messages.last().contains(u"this project itself"_s),
             qPrintable(answers.messages.join(u'\n')));
    QVERIFY(!m_app->saveCopyAs(m_path));
    QVERIFY(m_app->project());
    QCOMPARE(m_app->project()->items().count(), items);
    expectShared(u"refusing the project as its own target"_s);
    m_app.reset();
    QString error;
    const auto reopened = Project::open(m_path, &error);
    QVERIFY2(reopened, qPrintable(error));
    QCOMPARE(reopened->items().count(), items);
}

// Below the window: opening the project a second time in the same process (a job's own connection, a
// probe, a read-only look) and letting go of it leaves the first connection's locks in place. The probe
// read the file's header through a QFile of its own, whose close released them.
void WindowFilesTest::aSecondLookAtTheOpenFileKeepsItsLocks()
{
    QString error;
    const auto first = Project::open(m_path, &error);
    QVERIFY2(first, qPrintable(error));
    QVERIFY(locksHeldOn(m_path) > 0);
    for (int look = 0; look < 3; ++look) {
        const auto second = look == 0 ? Project::open(m_path, &error)
            : look == 1               ? Project::openReadOnly(m_path, &error)
                                      : Project::openForReading(m_path, &error);
        QVERIFY2(second, qPrintable(error));
        QVERIFY(!second->people().all().isEmpty());
    }
    QVERIFY2(locksHeldOn(m_path) > 0, "a second connection's open and close released the first one's locks");
    QVERIFY(locksHeldOn(m_path + u"-shm"_s) > 0);
}

QTEST_MAIN(WindowFilesTest)
#include "windowfiles_test.moc"
