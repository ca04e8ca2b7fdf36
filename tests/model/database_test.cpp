// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/storage/database.h"
#include "model/storage/schema.h"
#include "model/domain/taxonomyloader.h"

#include "tests/testsupport.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace TestSupport;
using namespace Errata;

namespace {

QVariant scalar(Database &db, const QString &sql)
{
    QSqlQuery query(db.connection());
    if (!query.exec(sql) || !query.next()) {
        return {};
    }
    return query.value(0);
}

// Runs raw SQL on a file through a connection of its own (to tamper with it behind Errata's back).
bool rawExec(const QString &path, const QStringList &statements)
{
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"raw"_s);
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery query(db);
        for (const QString &sql : statements) {
            ok = ok && query.exec(sql);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(u"raw"_s);
    return ok;
}

} // namespace

class DatabaseTest : public QObject
{
    Q_OBJECT

private slots:
    void init() { QVERIFY(m_dir.isValid()); }
    void freshFileReachesLatestSchema();
    void reopenKeepsData();
    void constraintViolationsAreRefused_data();
    void constraintViolationsAreRefused();
    void refusesFilesUnchanged_data();
    void refusesFilesUnchanged();
    void createRefusesExistingFile();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    std::unique_ptr<Project> newProject(const QString &file)
    {
        QString error;
        auto project = Project::create(path(file), *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"T"_s, &error);
        if (!project) {
            qWarning() << error;
        }
        return project;
    }

    QTemporaryDir m_dir;
};

void DatabaseTest::freshFileReachesLatestSchema()
{
    Database db;
    QVERIFY2(db.open(path(u"fresh.errata"_s), Database::OpenMode::CreateNew), qPrintable(db.lastError()));
    QCOMPARE(db.schemaVersion(), Schema::latestVersion());
    QCOMPARE(db.schemaVersion(), 12); // 11: the action log, 12: the web page's sign-in links
    QCOMPARE(scalar(db, u"PRAGMA application_id"_s).toInt(), 0x45525241);
    QCOMPARE(scalar(db, u"PRAGMA journal_mode"_s).toString(), u"wal"_s);
    QCOMPARE(scalar(db, u"PRAGMA foreign_keys"_s).toInt(), 1);
    QCOMPARE(scalar(db, u"PRAGMA synchronous"_s).toInt(), 1); // NORMAL
    QVERIFY(db.integrityProblems().isEmpty());
}

void DatabaseTest::reopenKeepsData()
{
    qint64 itemId = 0;
    {
        auto project = newProject(u"keep.errata"_s);
        QVERIFY(project);
        Person person{0, u"李华"_s, Role::Annotator | Role::Reviewer};
        QVERIFY(project->people().add(person, 0));
        Item item{0,
                  u"x-1"_s,
                  u"Prompt"_s,
                  u"Generated \"quoted\" text; it's fine"_s,
                  TextFormat::Code,
                  u"Python"_s,
                  {{u"model"_s, u"gpt2"_s}, {u"top_p"_s, u"0.9"_s}}};
        QVERIFY(project->items().add(item, 0));
        itemId = item.id;
    }
    QString error;
    auto project = Project::open(path(u"keep.errata"_s), &error);
    QVERIFY2(project, qPrintable(error));
    const auto item = project->items().find(itemId);
    QVERIFY(item);
    QCOMPARE(item->generation, u"Generated \"quoted\" text; it's fine"_s);
    QCOMPARE(item->format, TextFormat::Code);
    QCOMPARE(item->codeLanguage, u"Python"_s);
    QCOMPARE(item->metadata.value(u"top_p"_s), u"0.9"_s);
    const auto person = project->people().findByName(u"李华"_s);
    QVERIFY(person);
    QCOMPARE(person->roles, Role::Annotator | Role::Reviewer);
    QCOMPARE(project->taxonomy().id, u"scarecrow"_s);
    QCOMPARE(project->title(), u"T"_s);
}

void DatabaseTest::constraintViolationsAreRefused_data()
{
    QTest::addColumn<QString>("sql");
    // Fixture: person 1 (annotator), item 1, assignment 1 with layer 1, one span (id 1), one history row.
    QTest::newRow("span ends before it begins")
        << u"INSERT INTO span (layer_id, begin_offset, end_offset, type_key, created_at, modified_at) "
           u"VALUES (1, 5, 4, 'Redundant', 't', 't')"_s;
    QTest::newRow("span of unknown type")
        << u"INSERT INTO span (layer_id, begin_offset, end_offset, type_key, created_at, modified_at) "
           u"VALUES (1, 0, 4, 'Nonsense', 't', 't')"_s;
    QTest::newRow("span of unknown severity")
        << u"INSERT INTO span (layer_id, begin_offset, end_offset, type_key, severity_key, created_at, modified_at) "
           u"VALUES (1, 0, 4, 'Redundant', '7', 't', 't')"_s;
    QTest::newRow("span in a missing layer")
        << u"INSERT INTO span (layer_id, begin_offset, end_offset, type_key, created_at, modified_at) "
           u"VALUES (99, 0, 4, 'Redundant', 't', 't')"_s;
    QTest::newRow("negative offset")
        << u"INSERT INTO span (layer_id, begin_offset, end_offset, type_key, created_at, modified_at) "
           u"VALUES (1, -1, 4, 'Redundant', 't', 't')"_s;
    QTest::newRow("unknown assignment state") << u"UPDATE assignment SET state = 'finished' WHERE id = 1"_s;
    QTest::newRow("discarded without a reason") << u"UPDATE assignment SET state = 'discarded' WHERE id = 1"_s;
    QTest::newRow("in review without a reviewer") << u"UPDATE assignment SET state = 'in_review' WHERE id = 1"_s;
    QTest::newRow("second assignment of the same pair")
        << u"INSERT INTO assignment (item_id, annotator_id) VALUES (1, 1)"_s;
    QTest::newRow("second layer of the same annotator")
        << u"INSERT INTO layer (item_id, kind, person_id) VALUES (1, 'annotator', 1)"_s;
    QTest::newRow("annotator layer without a person") << u"INSERT INTO layer (item_id, kind) VALUES (1, 'annotator')"_s;
    QTest::newRow("rating out of scale")
        << u"INSERT INTO judgement (assignment_id, judgement_key, int_value) VALUES (1, 'rating', 6)"_s;
    QTest::newRow("chaotic scenes is -2 only")
        << u"INSERT INTO judgement (assignment_id, judgement_key, int_value) VALUES (1, 'deduction_chaotic_scenes', -1)"_s;
    QTest::newRow("authorship 1-4 only")
        << u"INSERT INTO judgement (assignment_id, judgement_key, int_value) VALUES (1, 'authorship', 0)"_s;
    QTest::newRow("code item without language")
        << u"INSERT INTO item (external_id, position, prompt, generation, text_format, created_at) "
           u"VALUES ('c', 2, '', 'x', 'code', 't')"_s;
    QTest::newRow("duplicate item id")
        << u"INSERT INTO item (external_id, position, prompt, generation, created_at) VALUES ('i1', 2, '', 'x', 't')"_s;
    QTest::newRow("blank person name") << u"INSERT INTO person (name, created_at) VALUES ('   ', 't')"_s;
    QTest::newRow("history is append-only (update)") << u"UPDATE history SET reason = 'rewritten'"_s;
    QTest::newRow("history is append-only (delete)") << u"DELETE FROM history"_s;
    QTest::newRow("comment needs a body")
        << u"INSERT INTO review_event (assignment_id, author_id, kind, body, created_at) VALUES (1, 1, 'comment', ' ', 't')"_s;
    QTest::newRow("deleting an item with history") << u"DELETE FROM item WHERE id = 1"_s;
}

void DatabaseTest::constraintViolationsAreRefused()
{
    QFETCH(QString, sql);
    auto project =
        newProject(u"constraints-%1.errata"_s.arg(QString::fromUtf8(QTest::currentDataTag())).replace(u' ', u'_'));
    QVERIFY(project);
    Person annotator{0, u"A"_s, Role::Annotator};
    QVERIFY(project->people().add(annotator, 0));
    Item item{0, u"i1"_s, u"p"_s, u"some generated text"_s, TextFormat::Plain, {}, {}};
    QVERIFY(project->items().add(item, 0));
    Assignment assignment;
    assignment.itemId = item.id;
    assignment.annotatorId = annotator.id;
    QVERIFY(project->assignments().create(assignment, annotator.id));
    Span span;
    span.layerId = *project->spans().annotatorLayer(item.id, annotator.id);
    span.range = {0, 4, TextSide::Generation};
    span.typeKey = u"Redundant"_s;
    QVERIFY2(project->spans().add(span), qPrintable(project->spans().lastError()));

    const qint64 spansBefore = project->spans().count();
    QSqlQuery query(project->database().connection());
    QVERIFY2(!query.exec(sql), "the database accepted a write that breaks the schema's rules");
    QCOMPARE(project->spans().count(), spansBefore);
    QVERIFY(project->items().find(item.id));
}

void DatabaseTest::refusesFilesUnchanged_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expectedMessage");
    QTest::newRow("plain text") << u"text"_s << u"not an SQLite database"_s;
    QTest::newRow("foreign sqlite") << u"foreign"_s << u"another application"_s;
    QTest::newRow("newer schema") << u"newer"_s << u"newer Errata"_s;
    QTest::newRow("corrupted pages") << u"corrupt"_s << u"damaged"_s;
    QTest::newRow("truncated") << u"truncated"_s << u"damaged"_s;
}

void DatabaseTest::refusesFilesUnchanged()
{
    QFETCH(QString, kind);
    QFETCH(QString, expectedMessage);
    const QString file = path(kind + u".errata"_s);
    if (kind == "text"_L1) {
        QFile text(file);
        QVERIFY(text.open(QIODevice::WriteOnly));
        text.write("id,text\n1,hello\n");
    } else if (kind == "foreign"_L1) {
        QVERIFY(rawExec(file, {u"CREATE TABLE notes (body TEXT)"_s, u"INSERT INTO notes VALUES ('x')"_s}));
    } else {
        auto project = newProject(kind + u".errata"_s);
        QVERIFY(project);
        for (int i = 0; i < 300; ++i) { // enough pages that damage lands in real data
            Item item{0, u"item-%1"_s.arg(i), u"p"_s, QString(200, u'x'), TextFormat::Plain, {}, {}};
            QVERIFY(project->items().add(item, 0));
        }
        project.reset(); // checkpoints the WAL into the main file
        if (kind == "newer"_L1) {
            QVERIFY(rawExec(file, {u"PRAGMA user_version = 99"_s}));
        } else {
            QFile damaged(file);
            QVERIFY(damaged.open(QIODevice::ReadWrite));
            const qint64 size = damaged.size();
            if (kind == "truncated"_L1) {
                QVERIFY(damaged.resize(size / 3));
            } else {
                // Overwrite the middle of the file (b-tree pages of item), not the header page.
                damaged.seek(size / 2);
                damaged.write(QByteArray(8192, '\x5a'));
            }
        }
    }
    const QByteArray before = fileHash(file);
    QVERIFY(!before.isEmpty());

    QString error;
    auto project = Project::open(file, &error);
    QVERIFY(!project);
    QVERIFY2(error.contains(expectedMessage), qPrintable(error));
    QVERIFY2(error.contains(file), "the message must name the file");
    QCOMPARE(fileHash(file), before);
}

void DatabaseTest::createRefusesExistingFile()
{
    auto first = newProject(u"twice.errata"_s);
    QVERIFY(first);
    first.reset();
    const QByteArray before = fileHash(path(u"twice.errata"_s));
    QString error;
    QVERIFY(!Project::create(path(u"twice.errata"_s), *TaxonomyLoader::builtin(u"mqm"_s).taxonomy, u"T"_s, &error));
    QVERIFY2(error.contains(u"already exists"_s), qPrintable(error));
    QCOMPARE(fileHash(path(u"twice.errata"_s)), before);
}

QTEST_GUILESS_MAIN(DatabaseTest)
#include "database_test.moc"
