// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Schema version 10: CHECK lists of three or more values become chains of comparisons (SQLite builds a
// temporary B-tree of an IN list for every row it checks). A file written at version 9 opens with its
// data intact and the same stored schema as a new file; every rule still refuses what it refused.
#include "model/domain/taxonomyloader.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/schema.h"
#include "model/storage/schemaversions.h"
#include "model/storage/sqldialect.h"

#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

const QString Time = u"'2025-01-01T00:00:00.000Z'"_s;

// A version-9 project as Errata before version 10 wrote it: the first nine migrations by hand, one
// annotator with one submitted assignment, its history and a judgement; the settings and taxonomy
// copied from a project made by this build (tables that version 10 does not change).
bool writeVersion9(const QString &path, const QString &taxonomySource, QString *error)
{
    const QString name = u"v9-writer"_s;
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        ok = db.open();
        QStringList statements{u"PRAGMA foreign_keys = ON"_s};
        for (int version = 0; version < 9; ++version) statements += Schema::migrations().at(version);
        statements << u"PRAGMA application_id = %1"_s.arg(SqlDialect::ApplicationId) << u"PRAGMA user_version = 9"_s
                   << u"ATTACH DATABASE '%1' AS source"_s.arg(taxonomySource);
        for (const QString &table : {u"project_setting"_s, u"taxonomy_node"_s, u"taxonomy_text"_s, u"severity"_s}) {
            statements << u"INSERT INTO main.%1 SELECT * FROM source.%1"_s.arg(table);
        }
        statements << u"DETACH DATABASE source"_s
                   << u"INSERT INTO person (id, name, is_annotator, created_at) VALUES (1, 'Ann', 1, %1)"_s.arg(Time)
                   << u"INSERT INTO item (id, external_id, position, prompt, generation, created_at) "
                      "VALUES (1, 'it-1', 1, 'P.', 'Text.', %1)"_s.arg(Time)
                   << u"INSERT INTO assignment (id, item_id, annotator_id, state) VALUES (1, 1, 1, 'submitted')"_s
                   << u"INSERT INTO history (assignment_id, actor_id, action, to_state, iteration, created_at) "
                      "VALUES (1, 1, 'submit', 'submitted', 1, %1)"_s.arg(Time)
                   << u"INSERT INTO judgement VALUES (1, 'deduction_unrelated_events', -1, NULL)"_s;
        QSqlQuery query(db);
        for (const QString &sql : std::as_const(statements)) {
            if (ok && !query.exec(sql)) {
                *error = sql.left(60) + u": "_s + query.lastError().text();
                ok = false;
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

QStringList storedSchema(QSqlDatabase db)
{
    QSqlQuery query(db);
    query.exec(u"SELECT type || ' ' || name || ': ' || coalesce(sql, '') FROM sqlite_schema ORDER BY type, name"_s);
    QStringList rows;
    while (query.next()) rows << query.value(0).toString();
    return rows;
}

bool accepts(QSqlDatabase db, const QString &sql)
{
    QSqlQuery query(db);
    return query.exec(sql);
}

} // namespace

class SchemaV10Test : public QObject
{
    Q_OBJECT

private slots:
    void listsBecomeChains();
    void versionNineFileIsUpgraded();
};

// By hand: three values or more become a chain, a prefix of a column name is not a column, NOT IN
// becomes <> joined by AND, and one or two values are left as SQLite compares them without a B-tree.
void SchemaV10Test::listsBecomeChains()
{
    const QMap<QString, QString> rewrites = Schema::checkListRewrites(
        {{u"CREATE TABLE t (state TEXT CHECK (state IN ('a', 'b', 'c')), "
          "from_state TEXT CHECK (from_state IN\n ('a','b', 'c')), pair TEXT CHECK (pair IN ('x', 'y')), "
          "k INTEGER CHECK (k NOT IN (1, 2, 3) OR k > 9))"_s,
          u"INSERT INTO t VALUES ('a', 'a', 'x', 10)"_s}});
    QCOMPARE(rewrites.size(), 3);
    QCOMPARE(rewrites.value(u"(state IN ('a', 'b', 'c')"_s), u"((state = 'a' OR state = 'b' OR state = 'c')"_s);
    QCOMPARE(rewrites.value(u"(from_state IN\n ('a','b', 'c')"_s),
             u"((from_state = 'a' OR from_state = 'b' OR from_state = 'c')"_s);
    QCOMPARE(rewrites.value(u"(k NOT IN (1, 2, 3)"_s), u"((k <> 1 AND k <> 2 AND k <> 3)"_s);
}

void SchemaV10Test::versionNineFileIsUpgraded()
{
    QTemporaryDir dir;
    QString error;
    const QString old = dir.filePath(u"old.errata"_s), source = dir.filePath(u"fresh.errata"_s);
    auto fresh = Project::create(source, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"New study"_s, &error);
    QVERIFY2(fresh, qPrintable(error));
    QVERIFY2(writeVersion9(old, source, &error), qPrintable(error));
    auto project = Project::open(old, &error);
    QVERIFY2(project, qPrintable(error));
    QCOMPARE(project->database().schemaVersion(), 11);
    QVERIFY(project->database().integrityProblems().isEmpty());
    QCOMPARE(project->assignments().all().size(), 1);
    QCOMPARE(project->assignments().history(1).size(), 1);

    QSqlDatabase db = project->database().connection();
    const QStringList schema = storedSchema(db);
    QCOMPARE(schema, storedSchema(fresh->database().connection()));
    // No list of three values or more is left in any table.
    static const QRegularExpression longList(uR"(IN\s*\([^(),]*,[^(),]*,[^()]*\))"_s);
    QVERIFY2(!longList.match(schema.join(u'\n')).hasMatch(), qPrintable(longList.match(schema.join(u'\n')).captured()));
    QVERIFY(schema.join(u'\n').contains(u"(state = 'new' OR state = 'in_progress' OR"_s));

    // This connection already checks the new text: no temporary B-tree is built for a history row.
    QSqlQuery explain(db);
    QVERIFY(explain.exec(u"EXPLAIN INSERT INTO history (assignment_id, actor_id, action, to_state, iteration, "
                         "created_at) VALUES (1, 1, 'open', 'in_progress', 1, 'now')"_s));
    int ephemeral = 0, steps = 0;
    for (; explain.next(); ++steps) ephemeral += explain.value(1).toString() == u"OpenEphemeral"_s;
    QVERIFY(steps > 10);
    QCOMPARE(ephemeral, 0);

    // The rules are the same: a value outside a list is refused, one inside accepted, NULL passes.
    QVERIFY(!accepts(db, u"UPDATE assignment SET state = 'lost' WHERE id = 1"_s));
    QVERIFY(accepts(db, u"UPDATE assignment SET state = 'accepted' WHERE id = 1"_s));
    QVERIFY(!accepts(db,
                     u"INSERT INTO history (assignment_id, actor_id, action, to_state, iteration, created_at) "
                     "VALUES (1, 1, 'skip', 'accepted', 1, 'now')"_s));
    QVERIFY(!accepts(db,
                     u"INSERT INTO history (assignment_id, actor_id, action, from_state, to_state, iteration, "
                     "created_at) VALUES (1, 1, 'accept', 'done', 'accepted', 1, 'now')"_s));
    QVERIFY(accepts(db,
                    u"INSERT INTO history (assignment_id, actor_id, action, from_state, to_state, iteration, "
                    "created_at) VALUES (1, 1, 'accept', NULL, 'accepted', 1, 'now')"_s));
    // NOT IN: a deduction must be -1 or -2; a rating is not a deduction, so 5 is fine there.
    QVERIFY(!accepts(db, u"UPDATE judgement SET int_value = 5 WHERE judgement_key = 'deduction_unrelated_events'"_s));
    QVERIFY(accepts(db, u"INSERT INTO judgement VALUES (1, 'rating', 5, NULL)"_s));
    QVERIFY(!accepts(db, u"INSERT INTO judgement VALUES (1, 'mood', 1, NULL)"_s));
    QVERIFY(!accepts(db,
                     u"INSERT INTO review_event (assignment_id, author_id, kind, body, created_at) "
                     "VALUES (1, 1, 'comment', '  ', 'now')"_s));
    QVERIFY(accepts(db,
                    u"INSERT INTO review_event (assignment_id, author_id, kind, body, created_at) "
                    "VALUES (1, 1, 'accept_span', '', 'now')"_s));
}

QTEST_GUILESS_MAIN(SchemaV10Test)
#include "schemav10_test.moc"
