// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Schema version 6 (ESA's 0–100 score): a file written at version 5, with judgements of every kind in
// it, opens, is upgraded in place with those judgements intact, and then holds ESA scores in 0–100
// and nothing outside it. The upgrade rebuilds the judgement table, so its old CHECKs must survive too.
#include "model/project/project.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/schema.h"
#include "model/storage/spanrepository.h"
#include "model/storage/sqldialect.h"
#include "model/domain/taxonomyloader.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

// A version-5 file: the first five migrations, the settings and taxonomy copied from a project made
// by this build, one annotator with one assignment and its judgements.
bool writeVersion5(const QString &path, const QString &taxonomySource, QString *error)
{
    const QString name = u"v5-writer"_s;
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        ok = db.open();
        QStringList statements{u"PRAGMA foreign_keys = ON"_s};
        for (int version = 0; version < 5; ++version) statements += Schema::migrations().at(version);
        statements << u"PRAGMA application_id = %1"_s.arg(SqlDialect::ApplicationId) << u"PRAGMA user_version = 5"_s
                   << u"ATTACH DATABASE '%1' AS source"_s.arg(taxonomySource);
        for (const QString &table : {u"project_setting"_s, u"taxonomy_node"_s, u"taxonomy_text"_s, u"severity"_s}) {
            statements << u"INSERT INTO main.%1 SELECT * FROM source.%1"_s.arg(table);
        }
        statements << u"DETACH DATABASE source"_s
                   << u"INSERT INTO person (id, name, is_annotator, created_at) VALUES (1, 'Ann', 1, '2025')"_s
                   << u"INSERT INTO item (id, external_id, position, prompt, generation, created_at) "
                      "VALUES (1, 'it-1', 1, 'P.', 'Text.', '2025')"_s
                   << u"INSERT INTO assignment (id, item_id, annotator_id, state, iteration) "
                      "VALUES (1, 1, 1, 'in_progress', 0)"_s
                   << u"INSERT INTO judgement VALUES (1, 'rating', 4, NULL)"_s
                   << u"INSERT INTO judgement VALUES (1, 'deduction_unrelated_events', -1, NULL)"_s
                   << u"INSERT INTO judgement VALUES (1, 'authorship_reason', NULL, 'too smooth')"_s;
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

} // namespace

class SchemaV6Test : public QObject
{
    Q_OBJECT

private slots:
    void versionFiveFileKeepsItsJudgements();
};

void SchemaV6Test::versionFiveFileKeepsItsJudgements()
{
    QTemporaryDir dir;
    QString error;
    const QString source = dir.filePath(u"source.errata"_s);
    QVERIFY(Project::create(source, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"Old study"_s, &error));
    const QString old = dir.filePath(u"old.errata"_s);
    QVERIFY2(writeVersion5(old, source, &error), qPrintable(error));

    auto project = Project::open(old, &error);
    QVERIFY2(project, qPrintable(error));
    QVERIFY(project->database().schemaVersion() >= 6);
    QVERIFY(project->database().integrityProblems().isEmpty());
    JudgementRepository judgements = project->judgements();
    const QMap<QString, QVariant> before = judgements.forAssignment(1);
    QCOMPARE(before.size(), 3);
    QCOMPARE(before.value(u"rating"_s).toInt(), 4);
    QCOMPARE(before.value(u"deduction_unrelated_events"_s).toInt(), -1);
    QCOMPARE(before.value(u"authorship_reason"_s).toString(), u"too smooth"_s);

    QVERIFY(judgements.set(1, u"esa_score"_s, 0));
    QVERIFY(judgements.set(1, u"esa_score"_s, 100));
    QVERIFY(!judgements.set(1, u"esa_score"_s, 101));
    QVERIFY(!judgements.set(1, u"esa_score"_s, -1));
    QVERIFY(!judgements.set(1, u"rating"_s, 6)); // the old scales still hold
    QVERIFY(!judgements.set(1, u"unknown_key"_s, 1));

    // Version 7 on the way: a predicted span keeps its confidence, and the file refuses one outside 0–1.
    SpanRepository spans = project->spans();
    const auto layer = spans.addLayer(1, LayerKind::Prediction, u"judge"_s);
    QVERIFY(layer);
    Span span;
    span.layerId = *layer;
    span.range = {0, 4, TextSide::Generation};
    span.typeKey = u"Redundant"_s;
    span.confidence = 0.5;
    QVERIFY2(spans.add(span), qPrintable(spans.lastError()));
    QCOMPARE(spans.spansOfLayer(*layer).first().confidence, std::optional<double>(0.5));
    span.id = 0;
    span.confidence = 1.5;
    QVERIFY(!spans.add(span));
    QCOMPARE(judgements.forAssignment(1).value(u"esa_score"_s).toInt(), 100);
    // Deleting the assignment still takes its judgements along (the rebuilt table's foreign key).
    QSqlQuery query(project->database().connection());
    QVERIFY(query.exec(u"DELETE FROM assignment WHERE id = 1"_s));
    QVERIFY(query.exec(u"SELECT count(*) FROM judgement"_s) && query.next());
    QCOMPARE(query.value(0).toInt(), 0);
}

QTEST_GUILESS_MAIN(SchemaV6Test)
#include "schemav6_test.moc"
