// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/backups.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/domain/taxonomyloader.h"

#include "tests/testsupport.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace TestSupport;

namespace {
qint64 itemCount(const QString &path)
{
    QString error;
    auto project = Project::open(path, &error);
    return project ? project->items().count() : -1;
}

bool addItem(Project &project, const QString &id)
{
    Item item{0, id, u"p"_s, u"g"_s, TextFormat::Plain, {}, {}};
    return project.items().add(item, 0);
}
} // namespace

// Issue #10: rotating backups (VACUUM INTO) and restore, through the model and errata-cli.
class BackupTest : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void backupIsAConsistentCopy();
    void onlyTheNewestAreKept();
    void restoreBringsBackAndKeepsTheReplaced();
    void restoreRefusesForeignAndDamagedFiles_data();
    void restoreRefusesForeignAndDamagedFiles();
    void cliBackupAndRestore();

private:
    QTemporaryDir m_dir;
    QString m_path;
    QString m_folder;
    int m_counter = 0;
};

void BackupTest::init()
{
    // Quotes, spaces and non-ASCII in both names: the path is bound, never spliced into SQL.
    m_path = m_dir.filePath(u"proj ë %1.errata"_s.arg(++m_counter));
    m_folder = m_dir.filePath(u"it's a \"folder\" %1"_s.arg(m_counter));
    QString error;
    auto project = Project::create(m_path, *TaxonomyLoader::builtin(u"mqm"_s).taxonomy, u"B"_s, &error);
    QVERIFY2(project, qPrintable(error));
    QVERIFY(addItem(*project, u"one"_s) && addItem(*project, u"two"_s));
}

void BackupTest::backupIsAConsistentCopy()
{
    QString error;
    auto project = Project::open(m_path, &error);
    // Taken while the project is open and has uncheckpointed writes in its WAL.
    QVERIFY(addItem(*project, u"three"_s));
    const auto made = Backups::make(*project, m_folder, 3, &error);
    QVERIFY2(made, qPrintable(error));
    QVERIFY(QFileInfo(*made).fileName().startsWith(u"proj ë 1 "_s));
    QCOMPARE(Backups::list(m_path, m_folder), QStringList{*made});
    QCOMPARE(itemCount(*made), 3);
    auto copy = Project::open(*made, &error);
    QVERIFY(copy->database().integrityProblems().isEmpty());
    QCOMPARE(Backups::defaultFolder(m_path), m_dir.filePath(u"proj ë 1 backups"_s));
}

void BackupTest::onlyTheNewestAreKept()
{
    QString error;
    auto project = Project::open(m_path, &error);
    QStringList made;
    for (int i = 0; i < 5; ++i) {
        QTest::qWait(5); // distinct millisecond stamps
        QVERIFY(addItem(*project, u"extra %1"_s.arg(i)));
        const auto backup = Backups::make(*project, m_folder, 3, &error);
        QVERIFY2(backup, qPrintable(error));
        made.prepend(*backup);
    }
    QCOMPARE(Backups::list(m_path, m_folder), made.mid(0, 3));
    QCOMPARE(itemCount(made.first()), 2 + 5); // the newest has every item
    QCOMPARE(itemCount(made.at(2)), 2 + 3);
    QVERIFY(!QFileInfo::exists(made.at(3)));
    // Files that are not this project's backups are never rotated away.
    QFile other(QDir(m_folder).filePath(u"notes.txt"_s));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.close();
    QVERIFY(Backups::make(*project, m_folder, 1, &error));
    QCOMPARE(Backups::list(m_path, m_folder).size(), 1);
    QVERIFY(other.exists());
}

void BackupTest::restoreBringsBackAndKeepsTheReplaced()
{
    QString error;
    std::optional<QString> backup;
    {
        auto project = Project::open(m_path, &error);
        backup = Backups::make(*project, m_folder, 10, &error);
        QVERIFY(backup);
        QVERIFY(addItem(*project, u"after the backup"_s));
    }
    QCOMPARE(itemCount(m_path), 3);
    QTest::qWait(5);
    QVERIFY2(Backups::restore(m_path, *backup, &error), qPrintable(error));
    QCOMPARE(itemCount(m_path), 2);
    const QStringList all = Backups::list(m_path, m_folder);
    QCOMPARE(all.size(), 2);
    QCOMPARE(itemCount(all.first()), 3); // the replaced file, kept as the newest backup
    QVERIFY(!QFileInfo::exists(m_path + u".restoring"_s));
}

void BackupTest::restoreRefusesForeignAndDamagedFiles_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("text file") << "text"
                               << "not an SQLite database";
    QTest::newRow("other application") << "sqlite"
                                       << "another application";
    QTest::newRow("damaged project") << "damaged"
                                     << "damaged";
    QTest::newRow("missing") << "missing"
                             << "Cannot read";
}

void BackupTest::restoreRefusesForeignAndDamagedFiles()
{
    QFETCH(QString, kind);
    QFETCH(QString, message);
    const QString bad = m_dir.filePath(u"bad %1.errata"_s.arg(m_counter));
    if (kind == "text"_L1) {
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("just some text\n");
    } else if (kind == "sqlite"_L1) {
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"foreign"_s);
            db.setDatabaseName(bad);
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec(u"CREATE TABLE t (x)"_s));
        }
        QSqlDatabase::removeDatabase(u"foreign"_s);
    } else if (kind == "damaged"_L1) {
        QString error;
        {
            auto project = Project::open(m_path, &error);
            for (int i = 0; i < 300; ++i) QVERIFY(addItem(*project, u"filler %1 "_s.arg(i) + QString(200, u'x')));
            QVERIFY(Backups::make(*project, m_folder, 10, &error));
        }
        QVERIFY(QFile::copy(Backups::list(m_path, m_folder).first(), bad));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::ReadWrite));
        file.seek(3 * 4096); // garble pages in the middle: the header still says SQLite
        file.write(QByteArray(8192, '\x5a'));
    }
    const QByteArray before = fileHash(m_path);
    QString error;
    QVERIFY(!Backups::restore(m_path, bad, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY2(error.contains(bad), qPrintable(error)); // names the file, not the scratch copy
    QCOMPARE(fileHash(m_path), before);
    QVERIFY(!QFileInfo::exists(m_path + u".restoring"_s));
}

void BackupTest::cliBackupAndRestore()
{
    const Run backup =
        runProgram(TestSupport::built(ERRATA_CLI_PATH), {u"backup"_s, m_path, u"--to"_s, m_folder}, m_dir.path());
    QCOMPARE(backup.exitCode, 0);
    const QStringList made = Backups::list(m_path, m_folder);
    QCOMPARE(made.size(), 1);
    QVERIFY2(backup.out.contains(made.first()), qPrintable(backup.out));
    {
        QString error;
        auto project = Project::open(m_path, &error);
        QVERIFY(addItem(*project, u"later"_s));
    }
    const Run refused =
        runProgram(TestSupport::built(ERRATA_CLI_PATH),
                   {u"restore"_s, m_path, u"--from"_s, TestSupport::built(ERRATA_CLI_PATH)}, m_dir.path());
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains(u"not an Errata project"_s) && refused.err.contains(u"unchanged"_s),
             qPrintable(refused.err));
    QCOMPARE(itemCount(m_path), 3);
    QTest::qWait(5);
    const Run restored = runProgram(TestSupport::built(ERRATA_CLI_PATH),
                                    {u"restore"_s, m_path, u"--from"_s, made.first()}, m_dir.path());
    QVERIFY2(restored.exitCode == 0, qPrintable(restored.err));
    QCOMPARE(itemCount(m_path), 2);
}

QTEST_GUILESS_MAIN(BackupTest)
#include "backup_test.moc"
