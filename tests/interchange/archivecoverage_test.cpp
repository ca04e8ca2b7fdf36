// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-jsonl carries every table a project holds (issue 42): the schema of a new project, read from
// SQLite itself, against what the format declares for each column; and a project that uses every
// feature, exported, imported and exported again, byte for byte, with every table's rows back.
#include "model/interchange/erratajsonl.h"
#include "model/project/archivecollector.h"
#include "model/project/archiverestorer.h"
#include "model/domain/taxonomyloader.h"

#include "tests/everyfeature.h"
#include "tests/testsupport.h"

#include <QFile>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

QSqlQuery run(Project &project, const QString &sql)
{
    QSqlQuery query(project.database().connection());
    if (!query.exec(sql)) qWarning() << sql << query.lastError().text();
    return query;
}

// Every "table.column" of the project file, as SQLite describes its schema.
QSet<QString> liveColumns(Project &project)
{
    QStringList tables;
    for (QSqlQuery q =
             run(project, u"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"_s);
         q.next();) {
        tables << q.value(0).toString();
    }
    QSet<QString> columns;
    for (const QString &table : std::as_const(tables)) {
        for (QSqlQuery q = run(project, u"SELECT name FROM pragma_table_info('%1')"_s.arg(table)); q.next();) {
            columns << table + u'.' + q.value(0).toString();
        }
    }
    return columns;
}

QSet<QString> declared(std::optional<ErrataJsonl::Carried> only = std::nullopt)
{
    QSet<QString> columns;
    for (const ErrataJsonl::Coverage &c : ErrataJsonl::coverage()) {
        if (!only || c.carried == *only) columns << c.column;
    }
    return columns;
}

// The tables the format carries anything of: a table none of whose columns is archived (the web page's
// sign-in links) is left out of a copy whole, on purpose.
QSet<QString> carriedTables()
{
    QSet<QString> tables;
    for (const ErrataJsonl::Coverage &c : ErrataJsonl::coverage()) {
        if (c.carried != ErrataJsonl::Carried::NotArchived) tables << c.column.section(u'.', 0, 0);
    }
    return tables;
}

// A column's values, sorted: what a copy must have again whatever its rows' ids. The taxonomy's JSON is
// compared as JSON (the archive carries it as an object, not as the text of the file it came from).
QStringList valuesOf(Project &project, const QString &column)
{
    const QString table = column.section(u'.', 0, 0), name = column.section(u'.', 1);
    QStringList values;
    const QString sql = table == "project_setting"_L1
        ? u"SELECT CASE WHEN setting_key = 'taxonomy_json' THEN '' ELSE %1 END FROM project_setting"_s.arg(name)
        : u"SELECT %1 FROM %2"_s.arg(name, table);
    for (QSqlQuery q = run(project, sql); q.next();) {
        values << (q.value(0).isNull() ? u"NULL"_s : q.value(0).toString());
    }
    std::sort(values.begin(), values.end());
    return values;
}

qint64 rowsOf(Project &project, const QString &table)
{
    QSqlQuery q = run(project, u"SELECT count(*) FROM %1"_s.arg(table));
    return q.next() ? q.value(0).toLongLong() : -1;
}

std::unique_ptr<Project> restore(const QByteArray &jsonl, const QString &path)
{
    ImportError readError;
    const auto archive = ErrataJsonl::read(jsonl, path, &readError);
    if (!archive) {
        qWarning() << readError.message();
        return nullptr;
    }
    QString error;
    auto project = ArchiveRestorer::createProject(path, *archive, &error);
    RestoreSummary summary;
    if (!project || !ArchiveRestorer(*project, 0).restore(*archive, &summary, &error)) {
        qWarning() << error;
        return nullptr;
    }
    return project;
}

} // namespace

class ArchiveCoverageTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyColumnIsArchivedOrSaidNotToBe();
    void everyFeatureUsed();
    void exportImportExportIsByteIdentical();
    void everyTableComesBack();
    void versionOneFilesAreStillRead();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Project> m_full;
    std::unique_ptr<Project> m_copy;
    QByteArray m_export;
};

void ArchiveCoverageTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(EveryFeature::create(m_dir.filePath(u"full.errata"_s)));
    QString error;
    m_full = Project::open(m_dir.filePath(u"full.errata"_s), &error);
    QVERIFY2(m_full, qPrintable(error));
    m_export = ErrataJsonl::write(ArchiveCollector::collect(*m_full));
    m_copy = restore(m_export, m_dir.filePath(u"copy.errata"_s));
    QVERIFY(m_copy);
}

// A column added to the schema and not named in erratajsonlcoverage.cpp fails here, and so does a
// column named there that the schema no longer has.
void ArchiveCoverageTest::everyColumnIsArchivedOrSaidNotToBe()
{
    QString error;
    auto fresh = Project::create(m_dir.filePath(u"fresh.errata"_s), *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy,
                                 u"fresh"_s, &error);
    QVERIFY2(fresh, qPrintable(error));
    const QSet<QString> live = liveColumns(*fresh);
    QVERIFY(live.size() > 100); // 22 tables read, not an empty answer
    const QSet<QString> named = declared();
    QStringList unnamed = (live - named).values(), gone = (named - live).values();
    unnamed.sort();
    gone.sort();
    QVERIFY2(unnamed.isEmpty(), qPrintable(u"not archived nor said why: "_s + unnamed.join(u", "_s)));
    QVERIFY2(gone.isEmpty(), qPrintable(u"declared but not in the schema: "_s + gone.join(u", "_s)));
    QCOMPARE(qsizetype(named.size()), ErrataJsonl::coverage().size()); // each column named once
}

// The round trip below proves something only for tables that have rows.
void ArchiveCoverageTest::everyFeatureUsed()
{
    const QSet<QString> tables = carriedTables();
    for (const QString &table : tables) {
        QVERIFY2(rowsOf(*m_full, table) > 0, qPrintable(table + u" is empty in the every-feature project"_s));
    }
    for (const QString &column : declared(ErrataJsonl::Carried::Value)) {
        QVERIFY2(valuesOf(*m_full, column).size() > 0, qPrintable(column));
    }
    QCOMPARE(m_full->settings().value(SettingKey::Instructions, QString()), EveryFeature::Instructions);
}

void ArchiveCoverageTest::exportImportExportIsByteIdentical()
{
    const QByteArray again = ErrataJsonl::write(ArchiveCollector::collect(*m_copy));
    QCOMPARE(again.size(), m_export.size());
    QCOMPARE(again, m_export);
    // And through a file: the exported bytes hashed, the copy's export hashed.
    QCOMPARE(QCryptographicHash::hash(again, QCryptographicHash::Sha256),
             QCryptographicHash::hash(m_export, QCryptographicHash::Sha256));
}

// Each table has its rows back, and each column whose value the format carries has the same values.
void ArchiveCoverageTest::everyTableComesBack()
{
    const QSet<QString> tables = carriedTables();
    for (const QString &table : tables) {
        QVERIFY2(
            rowsOf(*m_copy, table) == rowsOf(*m_full, table),
            qPrintable(
                u"%1: %2 rows, %3 in the copy"_s.arg(table).arg(rowsOf(*m_full, table)).arg(rowsOf(*m_copy, table))));
    }
    for (const QString &column : declared(ErrataJsonl::Carried::Value)) {
        const QStringList before = valuesOf(*m_full, column), after = valuesOf(*m_copy, column);
        QVERIFY2(before == after, qPrintable(column + u" differs in the copy"_s));
    }
    QCOMPARE(m_copy->settings().value(SettingKey::Instructions, QString()), EveryFeature::Instructions);
}

// A file written before version 2 (a fuzz seed from an older build) still reads, as it always did.
void ArchiveCoverageTest::versionOneFilesAreStillRead()
{
    const QByteArray old = TestSupport::readAll(TestSupport::built(ERRATA_SEEDS "/demo-two-items.jsonl"));
    QVERIFY(old.startsWith("{") && old.contains("\"version\":1}"));
    ImportError error;
    const auto archive = ErrataJsonl::read(old, u"old.jsonl"_s, &error);
    QVERIFY2(archive, qPrintable(error.message()));
    QCOMPARE(archive->items.size(), 1);
    QVERIFY(std::all_of(archive->people.cbegin(), archive->people.cend(), [](const Person &p) { return p.active; }));
    QVERIFY(archive->qualifications.isEmpty());
    auto project = restore(old, m_dir.filePath(u"old.errata"_s));
    QVERIFY(project);
    QCOMPARE(project->items().all().size(), 1);
    QCOMPARE(project->settings().value(SettingKey::BlindMode, QString()), u"1"_s);
}

QTEST_MAIN(ArchiveCoverageTest)
#include "archivecoverage_test.moc"
