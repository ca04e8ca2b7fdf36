// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/itemfilterproxy.h"
#include "model/document/itemlistmodel.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/storage/personrepository.h"

#include <QAbstractItemModelTester>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

class ItemListModelTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void modelIsWellBehaved();
    void statusSummarisesStates();
    void filters_data();
    void filters();

private:
    // The expected count, computed straight from the rows (not through the proxy).
    int countWhere(const std::function<bool(const ItemRow &)> &predicate) const;

    QTemporaryDir m_dir;
    std::unique_ptr<Project> m_project;
    QList<ItemRow> m_rows;
    QList<Person> m_people;
};

void ItemListModelTest::initTestCase()
{
    QString error;
    const QString path = m_dir.filePath(u"demo.errata"_s);
    QVERIFY2(DemoProject::create(path, &error), qPrintable(error));
    m_project = Project::open(path, &error);
    QVERIFY(m_project);
    m_rows = loadItemRows(*m_project);
    m_people = m_project->people().all();
}

int ItemListModelTest::countWhere(const std::function<bool(const ItemRow &)> &predicate) const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), predicate));
}

void ItemListModelTest::modelIsWellBehaved()
{
    ItemListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRows(m_rows);
    model.setPeople(m_people);
    model.setFocusAnnotator(m_people.first().id);
    ItemFilterProxy proxy;
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    proxy.setStateFilter(AssignmentState::Accepted);
    QCOMPARE(model.rowCount(), 12);
    QCOMPARE(model.rowOfItem(m_rows.at(3).item.id), 3);
}

void ItemListModelTest::statusSummarisesStates()
{
    ItemListModel model;
    model.setRows(m_rows);
    // Item 7 of the demo: five annotators in review, five accepted (see DemoProject::targetState).
    const QString summary = model.index(6, ItemListModel::StatusColumn).data().toString();
    QCOMPARE(summary, u"5 In review · 5 Accepted"_s);
    const qint64 first = m_rows.at(6).assignments.first().annotatorId;
    model.setFocusAnnotator(first);
    QCOMPARE(model.index(6, ItemListModel::StatusColumn).data().toString(), u"In review"_s);
}

void ItemListModelTest::filters_data()
{
    QTest::addColumn<int>("state");     // -1: any
    QTest::addColumn<int>("annotator"); // index into people, -1: any
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("byDesign"); // what the demo's design (DemoProject::targetState, topics) implies; -1: unknown
    QTest::newRow("everything") << -1 << -1 << QString() << 12;
    QTest::newRow("returned") << int(AssignmentState::Returned) << -1 << QString() << 1;
    QTest::newRow("returned for the first annotator") << int(AssignmentState::Returned) << 0 << QString() << 1;
    QTest::newRow("returned for the tenth annotator") << int(AssignmentState::Returned) << 9 << QString() << 0;
    QTest::newRow("discarded") << int(AssignmentState::Discarded) << -1 << QString() << 1;
    QTest::newRow("topic") << -1 << -1 << u"topic=weather"_s << 1;
    QTest::newRow("model, any case") << -1 << -1 << u"GPT2"_s << -1;
    QTest::newRow("new gpt3") << int(AssignmentState::New) << -1 << u"model=gpt3"_s << -1;
}

void ItemListModelTest::filters()
{
    QFETCH(int, state);
    QFETCH(int, annotator);
    QFETCH(QString, text);
    QFETCH(int, byDesign);
    ItemListModel model;
    model.setRows(m_rows);
    ItemFilterProxy proxy;
    proxy.setSourceModel(&model);
    const qint64 person = annotator < 0 ? 0 : m_people.at(annotator).id;
    proxy.setStateFilter(state < 0 ? std::nullopt : std::optional(AssignmentState(state)));
    proxy.setAnnotatorFilter(person);
    proxy.setMetadataFilter(text);

    const int expected = countWhere([&](const ItemRow &row) {
        bool textOk = text.isEmpty();
        for (auto it = row.item.metadata.cbegin(); it != row.item.metadata.cend(); ++it) {
            textOk = textOk || (it.key() + u'=' + it.value()).contains(text, Qt::CaseInsensitive);
        }
        const bool assignmentOk =
            std::any_of(row.assignments.cbegin(), row.assignments.cend(), [&](const Assignment &a) {
                return (state < 0 || int(a.state) == state) && (person == 0 || a.annotatorId == person);
            });
        return textOk && (assignmentOk || (state < 0 && person == 0));
    });
    QCOMPARE(proxy.rowCount(), expected);
    if (byDesign >= 0) {
        QCOMPARE(expected, byDesign);
    }
}

QTEST_GUILESS_MAIN(ItemListModelTest)
#include "itemlistmodel_test.moc"
