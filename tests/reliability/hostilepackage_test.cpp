// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "packageactions.h"

#include "model/project/workpackage.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/schema.h"

#include "tests/testsupport.h"

#include <QDirIterator>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {
QStringList filesUnder(const QString &dir)
{
    QStringList files;
    QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) files << it.next();
    files.sort();
    return files;
}
} // namespace

// Issue #10: a work package that does not belong to the project is refused with a reason, and the
// home file stays byte for byte as it was; package file names never leave the chosen folder.
class HostilePackageTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void tamperedProjectIdIsRefused();
    void tamperedOwnerIsRefused();
    void foreignTaxonomyIsRefused();
    void newerSchemaIsRefused();
    void suggestedNameStaysInTheFolder();

private:
    bool merge(const QString &packagePath, QString *error);
    QTemporaryDir m_dir;
    QString m_template;
    QString m_home;
    QString m_package;
    int m_counter = 0;
};

void HostilePackageTest::initTestCase()
{
    m_template = m_dir.filePath(u"template.errata"_s);
    QString error;
    QVERIFY2(DemoProject::create(m_template, &error), qPrintable(error));
}

void HostilePackageTest::init()
{
    ++m_counter;
    m_home = m_dir.filePath(u"home%1.errata"_s.arg(m_counter));
    m_package = m_dir.filePath(u"package%1.errata"_s.arg(m_counter));
    QVERIFY(QFile::copy(m_template, m_home));
    QString error;
    auto home = Project::open(m_home, &error);
    SplitSummary summary;
    QVERIFY2(WorkPackage::split(*home, DemoProject::coordinatorId(*home), DemoProject::annotatorNames().at(0),
                                m_package, &summary, &error),
             qPrintable(error));
}

// Merges with fresh connections; checks that a refusal left the home file untouched.
bool HostilePackageTest::merge(const QString &packagePath, QString *error)
{
    const QByteArray before = TestSupport::fileHash(m_home);
    bool merged = false;
    {
        auto home = Project::open(m_home, error);
        auto package = home ? Project::open(packagePath, error) : nullptr;
        MergeSummary summary;
        merged = package && WorkPackage::merge(*home, DemoProject::coordinatorId(*home), *package, &summary, error);
    }
    if (!merged && TestSupport::fileHash(m_home) != before) {
        *error += u" — and the home file changed"_s;
        return true; // reported as a (wrong) success so the caller's QVERIFY(!merge) fails
    }
    return merged;
}

void HostilePackageTest::tamperedProjectIdIsRefused()
{
    {
        QString error;
        auto package = Project::open(m_package, &error);
        QVERIFY(package->settings().setValue(PackageKey::HomeProject, u"0123-not-this-home"_s));
    }
    QString error;
    QVERIFY2(!merge(m_package, &error), qPrintable(error));
    QVERIFY2(error.contains(u"another project"_s), qPrintable(error));
}

void HostilePackageTest::tamperedOwnerIsRefused()
{
    // Somebody else's name, somebody with no package on record, and a reviewer.
    const QStringList owners{DemoProject::annotatorNames().at(1), u"Nobody"_s, DemoProject::reviewerName()};
    {
        QString error;
        auto home = Project::open(m_home, &error);
        SplitSummary summary;
        QVERIFY(WorkPackage::split(*home, DemoProject::coordinatorId(*home), owners.first(),
                                   m_dir.filePath(u"second%1.errata"_s.arg(m_counter)), &summary,
                                   &error)); // so the first name has a record of its own
    }
    for (const QString &owner : owners) {
        const QString copy = m_dir.filePath(u"tampered-%1.errata"_s.arg(owner));
        QFile::remove(copy);
        QVERIFY(QFile::copy(m_package, copy));
        {
            QString error;
            auto package = Project::open(copy, &error);
            QVERIFY(package->settings().setValue(PackageKey::Owner, owner));
        }
        QString error;
        QVERIFY2(!merge(copy, &error), qPrintable(owner + u": "_s + error));
        QVERIFY2(error.contains(owner), qPrintable(error)); // the message names whose package it claims to be
    }
}

void HostilePackageTest::foreignTaxonomyIsRefused()
{
    {
        // The package claims another taxonomy: its stored definition carries another id.
        QString error;
        auto package = Project::open(m_package, &error);
        QString json = *package->settings().value(SettingKey::TaxonomyJson);
        QVERIFY(json.contains(u"\"scarecrow\""_s));
        json.replace(u"\"scarecrow\""_s, u"\"scarecrow-forked\""_s);
        QVERIFY(package->settings().setValue(SettingKey::TaxonomyJson, json));
    }
    QString error;
    auto reopened = Project::open(m_package, &error);
    QVERIFY2(reopened, qPrintable(error));
    QCOMPARE(reopened->taxonomy().id, u"scarecrow-forked"_s);
    reopened.reset();
    QVERIFY2(!merge(m_package, &error), qPrintable(error));
    QVERIFY2(error.contains(u"taxonomy"_s), qPrintable(error));
}

void HostilePackageTest::newerSchemaIsRefused()
{
    {
        QString error;
        auto package = Project::open(m_package, &error);
        QSqlQuery query(package->database().connection());
        QVERIFY(query.exec(u"PRAGMA user_version = %1"_s.arg(Schema::latestVersion() + 1)));
    }
    QString error;
    QVERIFY(!merge(m_package, &error));
    QVERIFY2(error.contains(u"newer Errata"_s), qPrintable(error));
}

void HostilePackageTest::suggestedNameStaysInTheFolder()
{
    const QString home = m_dir.filePath(u"sub/home.errata"_s);
    for (const QString &name : {u"../../etc/evil"_s, u"/abs/path"_s, u"..\\win"_s, u".."_s, u"a\nb"_s}) {
        const QString suggested = PackageActions::suggestedPackagePath(home, name);
        QCOMPARE(QFileInfo(suggested).absolutePath(), m_dir.filePath(u"sub"_s));
        QVERIFY2(QFileInfo(suggested).fileName().startsWith(u"home - "_s), qPrintable(suggested));
    }
    // And splitting for a person with such a name writes the one file asked for, nothing else.
    QString error;
    auto project = Project::open(m_home, &error);
    Person evil{0, u"../../evil"_s, Role::Annotator};
    const qint64 coordinator = project->people().findByName(DemoProject::coordinatorName())->id;
    QVERIFY(project->people().add(evil, coordinator));
    Assignment assignment; // split takes only people with items
    assignment.itemId = project->items().all().first().id;
    assignment.annotatorId = evil.id;
    QVERIFY(project->assignments().create(assignment, coordinator));
    const QStringList before = filesUnder(m_dir.path());
    SplitSummary summary;
    const QString target = m_dir.filePath(u"evil.errata"_s);
    QVERIFY2(WorkPackage::split(*project, coordinator, evil.name, target, &summary, &error), qPrintable(error));
    QStringList added = filesUnder(m_dir.path());
    for (const QString &file : before) added.removeAll(file);
    for (const QString &file : added) QVERIFY2(file.startsWith(target), qPrintable(file)); // its -wal/-shm at most
}

QTEST_GUILESS_MAIN(HostilePackageTest)
#include "hostilepackage_test.moc"
