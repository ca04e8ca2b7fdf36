// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Schema version 3 (qualification and quality control): a file written at version 2 opens, is
// upgraded in place with its data intact, and takes the new records.
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/qualityrepository.h"
#include "model/storage/spanrepository.h"
#include "model/project/qualification.h"
#include "model/project/qualitycontrol.h"
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

// Writes a version-2 project the way Errata before version 3 did: the first two migrations only,
// then the settings and taxonomy copied from a project made by this build (those tables did not
// change), then a person, an item, an assignment with its layer, a span and a gold layer by hand.
bool writeVersion2(const QString &path, const QString &taxonomySource, QString *error)
{
    const QString name = u"v2-writer"_s;
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery query(db);
        QStringList statements;
        statements << u"PRAGMA foreign_keys = ON"_s;
        for (int version = 0; version < 2; ++version) statements += Schema::migrations().at(version);
        statements << u"PRAGMA application_id = %1"_s.arg(SqlDialect::ApplicationId) << u"PRAGMA user_version = 2"_s
                   << u"ATTACH DATABASE '%1' AS source"_s.arg(taxonomySource);
        for (const QString &table : {u"project_setting"_s, u"taxonomy_node"_s, u"taxonomy_text"_s, u"severity"_s}) {
            statements << u"INSERT INTO main.%1 SELECT * FROM source.%1"_s.arg(table);
        }
        statements
            << u"DETACH DATABASE source"_s
            << u"INSERT INTO person (id, name, is_annotator, created_at) VALUES (1, 'Old Annotator', 1, '2025-01-01T00:00:00Z')"_s
            << u"INSERT INTO person (id, name, is_coordinator, created_at) VALUES (2, 'Old Coordinator', 1, '2025-01-01T00:00:00Z')"_s
            << u"INSERT INTO item (id, external_id, position, prompt, generation, created_at) VALUES (1, 'old-1', 1, 'P.', 'The the cat.', '2025-01-01T00:00:00Z')"_s
            << u"INSERT INTO assignment (id, item_id, annotator_id, state, iteration) VALUES (1, 1, 1, 'submitted', 1)"_s
            << u"INSERT INTO layer (id, item_id, kind, person_id) VALUES (1, 1, 'annotator', 1)"_s
            << u"INSERT INTO layer (id, item_id, kind) VALUES (2, 1, 'gold')"_s
            << u"INSERT INTO span (layer_id, begin_offset, end_offset, type_key, severity_key, rationale, created_at, modified_at) VALUES (1, 0, 7, 'Redundant', '1', 'twice', '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z')"_s
            << u"INSERT INTO span (layer_id, begin_offset, end_offset, type_key, severity_key, rationale, created_at, modified_at) VALUES (2, 0, 7, 'Redundant', '1', 'gold', '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z')"_s;
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

} // namespace

class SchemaV3Test : public QObject
{
    Q_OBJECT

private slots:
    void versionTwoFileIsUpgraded();
    void resultsAreAppendOnly();
};

void SchemaV3Test::versionTwoFileIsUpgraded()
{
    QTemporaryDir dir;
    QString error;
    const QString source = dir.filePath(u"source.errata"_s);
    QVERIFY(Project::create(source, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"Old study"_s, &error));
    const QString old = dir.filePath(u"old.errata"_s);
    QVERIFY2(writeVersion2(old, source, &error), qPrintable(error));

    auto project = Project::open(old, &error);
    QVERIFY2(project, qPrintable(error));
    QCOMPARE(project->database().schemaVersion(), Schema::latestVersion()); // through v3 and on
    QCOMPARE(Schema::latestVersion(), 12);
    QVERIFY(project->database().integrityProblems().isEmpty());
    // The old data is all there.
    QCOMPARE(project->title(), u"Old study"_s);
    QCOMPARE(project->items().all().size(), 1);
    QCOMPARE(project->spans().count(), 2);
    QCOMPARE(project->assignments().all().first().state, AssignmentState::Submitted);
    // …and the new records work on it: mark the item as training against its gold layer and score.
    Qualification qualification(*project, 2);
    QVERIFY2(qualification.markTraining(1, TrainingPart::Task), qPrintable(qualification.lastError()));
    QCOMPARE(project->quality().trainingItems().first().referenceLayerId, 2); // the existing gold layer
    const auto result = qualification.score(1, {QualificationScheme::SpanMatch, MatchMode::Exact, {}});
    QVERIFY2(result, qPrintable(qualification.lastError()));
    QCOMPARE(result->score, 100.0);
    QualityControl control(*project, 2);
    QVERIFY(control.markCheck(1, AttentionKind::KnownBad));
    QVERIFY(QualityControl::flags(*project).isEmpty()); // the planted span was found
}

void SchemaV3Test::resultsAreAppendOnly()
{
    QTemporaryDir dir;
    QString error;
    auto project =
        Project::create(dir.filePath(u"a.errata"_s), *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"A"_s, &error);
    QVERIFY2(project, qPrintable(error));
    Person person{0, u"P"_s, Role::Annotator | Role::Coordinator};
    QVERIFY(project->people().add(person, 0));
    QualificationResult result;
    result.personId = person.id;
    result.scoredBy = person.id;
    result.score = 50;
    result.types << TypeBreakdown{u"Redundant"_s, {2, 1, 1, 1}};
    QVERIFY2(project->quality().addResult(result), qPrintable(project->quality().lastError()));
    QSqlQuery query(project->database().connection());
    QVERIFY(!query.exec(u"UPDATE qualification_result SET score = 100"_s));
    QVERIFY(!query.exec(u"DELETE FROM qualification_breakdown"_s));
    // A breakdown that claims more matches than spans is refused by the schema itself.
    QVERIFY(
        !query.exec(u"INSERT INTO qualification_breakdown (result_id, kind, breakdown_key, position, "
                    "reference_spans, matched_reference) VALUES (%1, 'type', 'Bad_Math', 9, 1, 2)"_s.arg(result.id)));
    QCOMPARE(project->quality().results().first().score, 50.0);
}

QTEST_GUILESS_MAIN(SchemaV3Test)
#include "schemav3_test.moc"
