// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/generators/demoproject.h"
#include "model/generators/demosimulator.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/reviewrepository.h"
#include "model/storage/spanrepository.h"
#include "model/project/projectchecker.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

class DemoProjectTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void corpusQuotesAreInTheirTexts();
    void everyScarecrowTypeAndStateAppears();
    void annotatorsOverlapAndDisagree();
    void linksPointBackwards();
    void stateHistoryIsConsistent();
    void isDeterministic();
    void checkerFindsNothingThenFindsABrokenSpan();
    void olderDemoIsOutdated();

private:
    std::unique_ptr<Project> open(const QString &name);
    QTemporaryDir m_dir;
    std::unique_ptr<Project> m_demo;
};

std::unique_ptr<Project> DemoProjectTest::open(const QString &name)
{
    QString error;
    const QString path = m_dir.filePath(name);
    if (!QFile::exists(path) && !DemoProject::create(path, &error)) {
        qWarning() << error;
        return nullptr;
    }
    auto project = Project::open(path, &error);
    if (!project) {
        qWarning() << error;
    }
    return project;
}

void DemoProjectTest::initTestCase()
{
    m_demo = open(u"demo.errata"_s);
    QVERIFY(m_demo);
}

void DemoProjectTest::corpusQuotesAreInTheirTexts()
{
    // Checked on the raw JSON, independently of DemoItemReader's offset arithmetic.
    QFile file(u":/demo/demo-items.json"_s);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonArray items = QJsonDocument::fromJson(file.readAll()).object().value(u"items"_s).toArray();
    QCOMPARE(items.size(), 12);
    for (const QJsonValue &item : items) {
        const QString text = item[u"generation"_s].toString();
        for (const QJsonValue &error : item[u"errors"_s].toArray()) {
            QVERIFY2(text.contains(error[u"quote"_s].toString()), qPrintable(error[u"quote"_s].toString()));
        }
    }
    QString error;
    const QList<DemoItem> demos =
        DemoItemReader::read(QJsonDocument(QJsonObject{{u"items"_s, items}}).toJson(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    for (const DemoItem &demo : demos) {
        for (const PlantedError &planted : demo.errors) {
            QVERIFY(demo.item.generation.mid(planted.range.begin, planted.range.length()).size()
                    == planted.range.length());
        }
    }
}

void DemoProjectTest::everyScarecrowTypeAndStateAppears()
{
    QSqlQuery query(m_demo->database().connection());
    QVERIFY(query.exec(u"SELECT DISTINCT type_key FROM span"_s));
    QSet<QString> types;
    while (query.next()) {
        types.insert(query.value(0).toString());
    }
    for (const TaxonomyNode *node : m_demo->taxonomy().selectableNodes()) {
        QVERIFY2(types.contains(node->key), qPrintable(node->key));
    }
    QSet<AssignmentState> states;
    for (const Assignment &assignment : m_demo->assignments().all()) {
        states.insert(assignment.state);
    }
    QCOMPARE(states.size(), 7);
    const ProjectSummary summary = m_demo->summary();
    QCOMPARE(summary.items, 12);
    QCOMPARE(summary.annotators, 10);
    QCOMPARE(summary.assignments, 120);
    QVERIFY(summary.reviewers >= 1);
}

void DemoProjectTest::annotatorsOverlapAndDisagree()
{
    // On a finished item, count pairs of spans from different annotators that overlap:
    // agreement (same type) and disagreement (different type) must both occur.
    const Item first = m_demo->items().all().first();
    const QList<Span> spans = m_demo->spans().spansOfItem(first.id);
    int sameType = 0;
    int otherType = 0;
    QSet<qint64> layers;
    for (qsizetype i = 0; i < spans.size(); ++i) {
        layers.insert(spans.at(i).layerId);
        for (qsizetype j = i + 1; j < spans.size(); ++j) {
            if (spans.at(i).layerId != spans.at(j).layerId && spans.at(i).range.overlaps(spans.at(j).range)) {
                (spans.at(i).typeKey == spans.at(j).typeKey ? sameType : otherType) += 1;
            }
        }
    }
    QCOMPARE(layers.size(), 10);
    QVERIFY(sameType > 10);
    QVERIFY(otherType > 0);
    // And not every annotator marked the same set: span counts per layer differ.
    QSet<qsizetype> counts;
    for (qint64 layer : layers) {
        counts.insert(m_demo->spans().spansOfLayer(layer).size());
    }
    QVERIFY(counts.size() > 1);
}

void DemoProjectTest::linksPointBackwards()
{
    int linked = 0;
    for (const Item &item : m_demo->items().all()) {
        for (const Span &span : m_demo->spans().spansOfItem(item.id)) {
            const TaxonomyNode *type = m_demo->taxonomy().node(span.typeKey);
            QVERIFY(type);
            if (type->requirements.link) {
                QCOMPARE(span.links.size(), 1);
                QVERIFY(span.links.first().range.end <= span.range.begin);
                ++linked;
            }
        }
    }
    QVERIFY(linked > 0);
}

void DemoProjectTest::stateHistoryIsConsistent()
{
    // Replaying each assignment's history from "new" must end in its stored state.
    for (const Assignment &assignment : m_demo->assignments().all()) {
        const QList<HistoryEntry> history = m_demo->assignments().history(assignment.id);
        QString state;
        int submits = 0;
        for (const HistoryEntry &entry : history) {
            QCOMPARE(entry.fromState, state);
            state = entry.toState;
            submits += entry.action == "submit"_L1 ? 1 : 0;
        }
        QCOMPARE(state, assignmentStateKey(assignment.state));
        QCOMPARE(assignment.iteration, submits);
        if (assignment.state == AssignmentState::Returned) {
            QVERIFY(!m_demo->reviews().forAssignment(assignment.id).isEmpty());
        }
    }
}

void DemoProjectTest::isDeterministic()
{
    auto second = open(u"demo-again.errata"_s);
    QVERIFY(second);
    const auto strip = [](QList<Span> spans) {
        for (Span &span : spans) {
            span.created = span.modified = {};
        }
        return spans;
    };
    const QList<Item> items = m_demo->items().all();
    for (const Item &item : items) {
        QCOMPARE(strip(second->spans().spansOfItem(item.id)), strip(m_demo->spans().spansOfItem(item.id)));
    }
}

void DemoProjectTest::checkerFindsNothingThenFindsABrokenSpan()
{
    auto project = open(u"demo-broken.errata"_s);
    QVERIFY(project);
    QCOMPARE(ProjectChecker::problems(*project), QStringList());
    const Item item = project->items().all().first();
    QSqlQuery query(project->database().connection());
    QVERIFY(query.exec(
        u"UPDATE span SET end_offset = %1 WHERE id = (SELECT min(id) FROM span)"_s.arg(item.generation.size() + 5)));
    const QStringList problems = ProjectChecker::problems(*project);
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.first().contains(u"outside its text"_s), qPrintable(problems.first()));
}

// errata --demo makes the demo afresh when an older Errata made it (it lacked the gold and quality
// examples the guide describes); a file that does not open is left to the open to report.
void DemoProjectTest::olderDemoIsOutdated()
{
    const QString path = m_dir.filePath(u"demo-revision.errata"_s);
    {
        auto project = open(u"demo-revision.errata"_s);
        QVERIFY(project);
    }
    QVERIFY(!DemoProject::isOutdated(path));
    {
        QString error;
        auto project = Project::open(path, &error);
        QSqlQuery query(project->database().connection());
        QVERIFY(
            query.exec(u"DELETE FROM project_setting WHERE setting_key = 'demo_revision'"_s)); // as before revisions
    }
    QVERIFY(DemoProject::isOutdated(path));
    const QString notAProject = m_dir.filePath(u"not-a-project.errata"_s);
    QFile file(notAProject);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("plain text, not SQLite");
    file.close();
    QVERIFY(!DemoProject::isOutdated(notAProject));
}

QTEST_GUILESS_MAIN(DemoProjectTest)
#include "demoproject_test.moc"
