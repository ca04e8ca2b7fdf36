// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The whole-file quick check after opening (IntegrityCheck::Deferred + BackgroundCheck):
// a damaged file that opens is still found out, with a message naming it, and nothing is written
// to it; a sound file passes; a file that needs a schema upgrade is checked before it is written.
#include "model/project/backgroundcheck.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/integritycheck.h"
#include "model/domain/taxonomyloader.h"

#include "tests/testsupport.h"

#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

// Runs raw SQL through a connection of its own (to tamper with a file behind Errata's back).
QVariant rawScalar(const QString &path, const QString &sql)
{
    QVariant value;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"raw"_s);
        db.setDatabaseName(path);
        QSqlQuery query(db);
        if (db.open() && query.exec(sql) && query.next()) value = query.value(0);
        db.close();
    }
    QSqlDatabase::removeDatabase(u"raw"_s);
    return value;
}

// Overwrites the root page of a table or index.
bool damageRootOf(const QString &path, const QString &name)
{
    const qint64 page =
        rawScalar(path, u"SELECT rootpage FROM sqlite_master WHERE name = '%1'"_s.arg(name)).toLongLong();
    const qint64 pageSize = rawScalar(path, u"PRAGMA page_size"_s).toLongLong();
    QFile file(path);
    if (page < 2 || pageSize < 512 || !file.open(QIODevice::ReadWrite) || !file.seek((page - 1) * pageSize)) {
        return false;
    }
    return file.write(QByteArray(pageSize, '\x5a')) == pageSize;
}

// The one page of the span_by_type index (an empty index: its root is its only page). Opening the
// project and reading its items never touch that page; the quick check reads them all.
bool damageTypeIndex(const QString &path)
{
    return damageRootOf(path, u"span_by_type"_s);
}

QString runCheck(const QString &path)
{
    BackgroundCheck check(path);
    QSignalSpy finished(&check, &BackgroundCheck::finished);
    check.start();
    if (!finished.wait(60000)) return u"(timed out)"_s;
    return check.refusal();
}

} // namespace

class BackgroundCheckTest : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void soundFilePasses();
    void damagedFileOpensDeferredAndIsFoundOut();
    void fileToUpgradeIsCheckedFirst();
    void damagedSettingsSayDamagedNotMissing();

private:
    QTemporaryDir m_dir;
    QString m_path;
};

void BackgroundCheckTest::init()
{
    m_path = m_dir.filePath(u"project %1 语.errata"_s.arg(QString::fromLatin1(QTest::currentTestFunction())));
    QString error;
    auto project = Project::create(m_path, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"T"_s, &error);
    QVERIFY2(project, qPrintable(error));
    Item item{0, u"item-1"_s, u"p"_s, u"A generated text."_s, TextFormat::Plain, {}, {}};
    QVERIFY(project->items().add(item, 0));
    // closing checkpoints the WAL into the main file, so the damage below lands in real pages
}

void BackgroundCheckTest::soundFilePasses()
{
    QCOMPARE(runCheck(m_path), QString());
}

void BackgroundCheckTest::damagedFileOpensDeferredAndIsFoundOut()
{
    QVERIFY(damageTypeIndex(m_path));
    const QByteArray before = TestSupport::fileHash(m_path);
    QString error;
    // Checked on open (errata-cli, the default): refused at once.
    QVERIFY(!Project::open(m_path, &error));
    QVERIFY2(error.contains(u"damaged"_s) && error.contains(m_path), qPrintable(error));
    // Deferred (the window): it opens and its items read …
    std::unique_ptr<Project> project = Project::open(m_path, &error, IntegrityCheck::Deferred);
    QVERIFY2(project, qPrintable(error));
    QCOMPARE(project->items().count(), 1);
    // … and the check on its own thread finds the damage, naming the file.
    const QString refusal = runCheck(m_path);
    QVERIFY2(refusal.contains(u"damaged"_s) && refusal.contains(u"closed"_s) && refusal.contains(m_path),
             qPrintable(refusal));
    project.reset();
    QCOMPARE(TestSupport::fileHash(m_path), before);
}

void BackgroundCheckTest::fileToUpgradeIsCheckedFirst()
{
    // An older schema version: opening would upgrade (write) it, so Deferred checks it first anyway.
    QVERIFY(rawScalar(m_path, u"PRAGMA user_version = 3"_s).isNull());
    QCOMPARE(rawScalar(m_path, u"PRAGMA user_version"_s).toInt(), 3);
    QVERIFY(damageTypeIndex(m_path));
    const QByteArray before = TestSupport::fileHash(m_path);
    QString error;
    QVERIFY(!Project::open(m_path, &error, IntegrityCheck::Deferred));
    QVERIFY2(error.contains(u"damaged"_s) && error.contains(m_path), qPrintable(error));
    QCOMPARE(TestSupport::fileHash(m_path), before);
}

void BackgroundCheckTest::damagedSettingsSayDamagedNotMissing()
{
    // The project's settings hold its taxonomy. Opened Deferred, a settings page that does not read
    // failed as "This project has no taxonomy"; the reason is the damage, and the message says so.
    QVERIFY(damageRootOf(m_path, u"project_setting"_s));
    const QByteArray before = TestSupport::fileHash(m_path);
    QString error;
    QVERIFY(!Project::open(m_path, &error, IntegrityCheck::Deferred));
    QVERIFY2(error.contains(u"damaged"_s) && error.contains(m_path) && !error.contains(u"taxonomy"_s),
             qPrintable(error));
    QVERIFY(!Project::openReadOnly(m_path, &error, IntegrityCheck::Deferred));
    QVERIFY2(error.contains(u"damaged"_s), qPrintable(error));
    QCOMPARE(TestSupport::fileHash(m_path), before);
}

QTEST_GUILESS_MAIN(BackgroundCheckTest)
#include "backgroundcheck_test.moc"
