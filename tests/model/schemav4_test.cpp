// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Schema version 4 (the review queue's index): a file written at version 3 opens, is upgraded in
// place with its data intact, and its review queue comes out of one query that uses the index.
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/project/reviewqueue.h"
#include "model/storage/schema.h"
#include "model/storage/sqldialect.h"
#include "model/domain/taxonomyloader.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

bool execAll(QSqlDatabase db, const QStringList &statements, QString *error)
{
    QSqlQuery query(db);
    for (const QString &sql : statements) {
        if (!query.exec(sql)) {
            *error = sql.left(60) + u": "_s + query.lastError().text();
            return false;
        }
    }
    return true;
}

// A version-3 project as Errata before version 4 wrote it: the first three migrations, the settings
// and taxonomy copied from a project made by this build (unchanged tables), and by hand: two
// annotators, a reviewer, three items with metadata, and five assignments with their history.
//   item 1 / Ann: submitted 10:00, returned, resubmitted 12:00 (iteration 2)  -> in the queue at 12:00
//   item 2 / Ann: submitted 11:00, claimed by Rosa                             -> in review at 11:00
//   item 3 / Bo:  submitted 09:00 and accepted                                 -> not in the queue
//   item 3 / Ann: in progress                                                  -> not in the queue
//   item 2 / Bo:  submitted, but its history was lost (imported)               -> first: no time
bool writeVersion3(const QString &path, const QString &taxonomySource, QString *error)
{
    const QString name = u"v3-writer"_s;
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        ok = db.open();
        QStringList statements{u"PRAGMA foreign_keys = ON"_s};
        for (int version = 0; version < 3; ++version) statements += Schema::migrations().at(version);
        statements << u"PRAGMA application_id = %1"_s.arg(SqlDialect::ApplicationId) << u"PRAGMA user_version = 3"_s
                   << u"ATTACH DATABASE '%1' AS source"_s.arg(taxonomySource);
        for (const QString &table : {u"project_setting"_s, u"taxonomy_node"_s, u"taxonomy_text"_s, u"severity"_s}) {
            statements << u"INSERT INTO main.%1 SELECT * FROM source.%1"_s.arg(table);
        }
        const QString t = u"'2025-01-01T00:00:00.000Z'"_s;
        statements << u"DETACH DATABASE source"_s
                   << u"INSERT INTO person (id, name, is_annotator, created_at) VALUES (1, 'Ann', 1, %1)"_s.arg(t)
                   << u"INSERT INTO person (id, name, is_annotator, created_at) VALUES (2, 'Bo', 1, %1)"_s.arg(t)
                   << u"INSERT INTO person (id, name, is_reviewer, created_at) VALUES (3, 'Rosa', 1, %1)"_s.arg(t);
        for (int item = 1; item <= 3; ++item) {
            statements << u"INSERT INTO item (id, external_id, position, prompt, generation, created_at) "
                          "VALUES (%1, 'it-%1', %1, 'P.', 'Text %1.', %2)"_s.arg(item)
                              .arg(t)
                       << u"INSERT INTO item_metadata VALUES (%1, 'model', '%2')"_s.arg(item).arg(
                              item == 2 ? u"gpt3"_s : u"gpt2"_s);
        }
        statements
            << u"INSERT INTO assignment (id, item_id, annotator_id, state, iteration) VALUES (1, 1, 1, 'submitted', 2)"_s
            << u"INSERT INTO assignment (id, item_id, annotator_id, state, iteration, reviewer_id) "
               "VALUES (2, 2, 1, 'in_review', 1, 3)"_s
            << u"INSERT INTO assignment (id, item_id, annotator_id, state, iteration) VALUES (3, 3, 2, 'accepted', 1)"_s
            << u"INSERT INTO assignment (id, item_id, annotator_id, state, iteration) VALUES (4, 3, 1, 'in_progress', 0)"_s
            << u"INSERT INTO assignment (id, item_id, annotator_id, state, iteration) VALUES (5, 2, 2, 'submitted', 1)"_s;
        const auto history = [](int assignment, int actor, const QString &action, const QString &to,
                                const QString &at) {
            return u"INSERT INTO history (assignment_id, actor_id, action, to_state, iteration, created_at) "
                   "VALUES (%1, %2, '%3', '%4', 1, '2025-02-01T%5:00.000Z')"_s.arg(assignment)
                       .arg(actor)
                       .arg(action, to, at);
        };
        statements << history(1, 1, u"submit"_s, u"submitted"_s, u"10:00"_s)
                   << history(1, 3, u"return"_s, u"returned"_s, u"10:30"_s)
                   << history(1, 1, u"submit"_s, u"submitted"_s, u"12:00"_s)
                   << history(2, 1, u"submit"_s, u"submitted"_s, u"11:00"_s)
                   << history(2, 3, u"claim"_s, u"in_review"_s, u"11:05"_s)
                   << history(3, 2, u"submit"_s, u"submitted"_s, u"09:00"_s)
                   << history(3, 3, u"accept"_s, u"accepted"_s, u"09:30"_s)
                   << history(4, 1, u"open"_s, u"in_progress"_s, u"08:00"_s);
        ok = ok && execAll(db, statements, error);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

QDateTime at(const QString &hhmm)
{
    return QDateTime::fromString(u"2025-02-01T%1:00.000Z"_s.arg(hhmm), Qt::ISODateWithMs);
}

} // namespace

class SchemaV4Test : public QObject
{
    Q_OBJECT

private slots:
    void versionThreeFileIsUpgradedAndQueued();
};

void SchemaV4Test::versionThreeFileIsUpgradedAndQueued()
{
    QTemporaryDir dir;
    QString error;
    const QString source = dir.filePath(u"source.errata"_s);
    QVERIFY(Project::create(source, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"Old study"_s, &error));
    const QString old = dir.filePath(u"old.errata"_s);
    QVERIFY2(writeVersion3(old, source, &error), qPrintable(error));

    auto project = Project::open(old, &error);
    QVERIFY2(project, qPrintable(error));
    QCOMPARE(project->database().schemaVersion(), Schema::latestVersion()); // through v4 and on
    QVERIFY(project->database().integrityProblems().isEmpty());
    QCOMPARE(project->title(), u"Old study"_s);
    QCOMPARE(project->assignments().all().size(), 5);
    QCOMPARE(project->assignments().history(1).size(), 3);

    // The latest submission of an assignment is an index search, not a scan of all history.
    QSqlQuery plan(project->database().connection());
    QVERIFY(plan.exec(u"EXPLAIN QUERY PLAN SELECT max(created_at) FROM history WHERE action = 'submit' "
                      "AND assignment_id = 1"_s));
    QString steps;
    while (plan.next()) steps += plan.value(3).toString() + u"; "_s;
    QVERIFY2(steps.contains(u"USING INDEX history_by_action"_s), qPrintable(steps));

    // Oldest submission first; no recorded submission sorts first; accepted and unsubmitted work
    // is not queued (see writeVersion3 for the hand-made expectations).
    const QList<ReviewQueueRow> rows = ReviewQueue::load(*project);
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows[0].assignmentId, 5);
    QVERIFY(!rows[0].submitted.isValid());
    QCOMPARE(rows[0].annotator, u"Bo"_s);
    QCOMPARE(rows[1].assignmentId, 2);
    QCOMPARE(rows[1].submitted, at(u"11:00"_s));
    QCOMPARE(rows[1].state, AssignmentState::InReview);
    QCOMPARE(rows[1].reviewer, u"Rosa"_s);
    QCOMPARE(rows[1].item, u"it-2"_s);
    QCOMPARE(rows[2].assignmentId, 1);
    QCOMPARE(rows[2].submitted, at(u"12:00"_s)); // the resubmission, not the first submission
    QCOMPARE(rows[2].iteration, 2);
    QCOMPARE(rows[2].reviewer, QString());
    // Both of item 2's rows carry its metadata; filters still apply.
    QCOMPARE(rows[0].metadata.value(u"model"_s), u"gpt3"_s);
    QCOMPARE(rows[1].metadata.value(u"model"_s), u"gpt3"_s);
    QCOMPARE(rows[2].metadata.value(u"model"_s), u"gpt2"_s);
    QCOMPARE(ReviewQueue::load(*project, {u"Ann"_s, 0, {}, {}}).size(), 2);
    QCOMPARE(ReviewQueue::load(*project, {{}, 2, {}, {}}).value(0).assignmentId, 1);
    QCOMPARE(ReviewQueue::load(*project, {{}, 0, u"model"_s, u"gpt3"_s}).size(), 2);
}

QTEST_GUILESS_MAIN(SchemaV4Test)
#include "schemav4_test.moc"
