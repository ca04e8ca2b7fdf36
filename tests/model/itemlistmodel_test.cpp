// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/itemfilterproxy.h"
#include "model/document/itemlistmodel.h"
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/storage/itemrowreader.h"
#include "model/storage/personrepository.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSqlQuery>
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
    void readerAgreesWithPlainQueries_data();
    void readerAgreesWithPlainQueries();
    void sameMetadataIsShared();
    void previewsAreReadByPage();
    void idOrderWithoutStrings();

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

namespace {

// Straight SQL, row by row through QSqlQuery: what the reader must give, however it reads.
QHash<qint64, QMap<QString, QString>> plainMetadata(const QSqlDatabase &db, const QStringList &leaveOut)
{
    QHash<qint64, QMap<QString, QString>> out;
    QSqlQuery query(u"SELECT item_id, meta_key, meta_value FROM item_metadata"_s, db);
    while (query.next()) {
        if (!leaveOut.contains(query.value(1).toString())) {
            out[query.value(0).toLongLong()].insert(query.value(1).toString(), query.value(2).toString());
        }
    }
    return out;
}

QHash<qint64, QStringList> plainAssignments(const QSqlDatabase &db)
{
    QHash<qint64, QStringList> out;
    QSqlQuery query(u"SELECT item_id, id, annotator_id, state, iteration, time_spent_seconds, "
                    "coalesce(reviewer_id, 0), coalesce(discard_reason, '') "
                    "FROM assignment ORDER BY item_id, annotator_id"_s,
                    db);
    while (query.next()) {
        QStringList fields;
        for (int column = 1; column <= 7; ++column) fields << query.value(column).toString();
        out[query.value(0).toLongLong()] << fields.join(u' ');
    }
    return out;
}

QStringList described(const QList<Assignment> &assignments)
{
    QStringList out;
    for (const Assignment &a : assignments) {
        out << QStringList{QString::number(a.id),
                           QString::number(a.annotatorId),
                           assignmentStateKey(a.state),
                           QString::number(a.iteration),
                           QString::number(a.timeSpentSeconds),
                           QString::number(a.reviewerId),
                           a.discardReason}
                   .join(u' ');
    }
    return out;
}

// A copy of the project to change: the one the other tests read stays as made.
std::unique_ptr<Project> copyOf(const QString &path, const QTemporaryDir &dir)
{
    const QString copy = dir.filePath(u"copy.errata"_s);
    QString error;
    return QFile::copy(path, copy) ? Project::open(copy, &error) : nullptr;
}

ItemRow syntheticRow(qint64 id, const QString &externalId)
{
    ItemRow row;
    row.item.id = id;
    row.item.externalId = externalId;
    return row;
}

QStringList shownIds(const QAbstractItemModel &model)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row) out << model.index(row, ItemListModel::IdColumn).data().toString();
    return out;
}

} // namespace

void ItemListModelTest::readerAgreesWithPlainQueries_data()
{
    QTest::addColumn<bool>("scattered");
    QTest::addColumn<QStringList>("leaveOut");
    QTest::newRow("as made") << false << QStringList();
    QTest::newRow("as made, without the model") << false << QStringList{u"model"_s};
    // Rows the reader cannot take in one run: an item's metadata and assignments added after other
    // items', those assignments in the table against annotator order.
    QTest::newRow("scattered rows") << true << QStringList{u"topic"_s};
}

// The reader takes each item's metadata and assignments in the tables' own order, in runs: whatever
// that order, every item gets what straight SQL gives it, assignments by annotator.
void ItemListModelTest::readerAgreesWithPlainQueries()
{
    QFETCH(bool, scattered);
    QFETCH(QStringList, leaveOut);
    QTemporaryDir dir;
    const auto project = copyOf(m_project->path(), dir);
    QVERIFY(project);
    const QSqlDatabase db = project->database().connection();
    if (scattered) {
        QSqlQuery query(db);
        const qint64 first = m_rows.first().item.id;
        QVERIFY(query.exec(u"INSERT INTO item_metadata VALUES (%1, 'late key', 'late value')"_s.arg(first)));
        // Two newcomers, assigned to the first item after every other assignment, the later one first.
        for (const QString &name : {u"Newcomer one"_s, u"Newcomer two"_s}) {
            QVERIFY(query.exec(u"INSERT INTO person (name, is_annotator, created_at) "
                               "VALUES ('%1', 1, '2026-11-27T00:00:00Z')"_s.arg(name)));
        }
        QVERIFY(query.exec(u"INSERT INTO assignment (item_id, annotator_id) SELECT %1, id FROM person "
                           "WHERE name LIKE 'Newcomer%' ORDER BY id DESC"_s.arg(first)));
        QCOMPARE(query.numRowsAffected(), 2);
    }
    const QList<ItemRow> rows = ItemRowReader::rows(project->database(), leaveOut);
    const auto metadata = plainMetadata(db, leaveOut);
    const auto assignments = plainAssignments(db);
    QCOMPARE(rows.size(), m_rows.size());
    for (const ItemRow &row : rows) {
        QCOMPARE(row.item.metadata, metadata.value(row.item.id));
        QCOMPARE(described(row.assignments), assignments.value(row.item.id));
        QVERIFY(row.item.generation.isEmpty()); // the list asks for previews
    }
    QCOMPARE(rows.first().item.metadata.contains(u"late key"_s), scattered);
    QCOMPARE(rows.first().assignments.size(), m_rows.first().assignments.size() + (scattered ? 2 : 0));
}

// Items with the same metadata share one map (3,600 maps for 100k items at `million`), and a change
// to one row's copies that row's alone.
void ItemListModelTest::sameMetadataIsShared()
{
    QTemporaryDir dir;
    const auto project = copyOf(m_project->path(), dir);
    QVERIFY(project);
    QSqlQuery query(project->database().connection());
    const qint64 first = m_rows.at(0).item.id, second = m_rows.at(1).item.id;
    QVERIFY(query.exec(u"DELETE FROM item_metadata WHERE item_id = %1"_s.arg(second)));
    QVERIFY(query.exec(u"INSERT INTO item_metadata SELECT %1, meta_key, meta_value FROM item_metadata "
                       "WHERE item_id = %2"_s.arg(second)
                           .arg(first)));
    QList<ItemRow> rows = ItemRowReader::rows(project->database());
    QVERIFY(!rows.at(0).item.metadata.isEmpty());
    QCOMPARE(rows.at(1).item.metadata, rows.at(0).item.metadata);
    QVERIFY(rows.at(1).item.metadata.isSharedWith(rows.at(0).item.metadata));
    QVERIFY(!rows.at(2).item.metadata.isSharedWith(rows.at(0).item.metadata)); // another set
    const QMap<QString, QString> before = rows.at(0).item.metadata;
    rows[1].item.metadata.insert(u"model"_s, u"changed"_s);
    QCOMPARE(rows.at(0).item.metadata, before);
}

// The list reads the text of the rows a view paints, a page of 128 rows at a time, each once; new
// rows forget the old rows' text, and text that could not be read is asked for again.
void ItemListModelTest::previewsAreReadByPage()
{
    QList<ItemRow> rows;
    for (int i = 0; i < 300; ++i) rows << syntheticRow(1000 + i, u"item-%1"_s.arg(i, 3, 10, QChar(u'0')));
    QList<QList<qint64>> asked;
    const auto loader = [&asked](const QList<qint64> &ids) {
        asked << ids;
        QHash<qint64, QString> texts;
        for (const qint64 id : ids) {
            if (id != 1005) texts.insert(id, u"  text of\n%1 "_s.arg(id) + QString(200, u'x')); // 1005: gone
        }
        return texts;
    };
    ItemListModel model;
    model.setRows(rows, loader);
    const QString shown = model.index(3, ItemListModel::TextColumn).data().toString();
    // The first 120 characters ("  text of\n1003 " is 15 of them), white space made single spaces.
    QCOMPARE(shown, u"text of 1003 "_s + QString(105, u'x'));
    QCOMPARE(asked.size(), 1);
    QCOMPARE(asked.first().size(), 128);
    QCOMPARE(asked.first().first(), 1000);
    QCOMPARE(asked.first().last(), 1127);
    QVERIFY(model.index(5, ItemListModel::TextColumn).data().toString().isEmpty());
    QCOMPARE(model.index(127, ItemListModel::TextColumn).data().toString().left(12), u"text of 1127"_s);
    QCOMPARE(asked.size(), 1); // the first page, missing item included, was read once
    QCOMPARE(model.index(299, ItemListModel::TextColumn).data().toString().left(12), u"text of 1299"_s);
    QCOMPARE(asked.size(), 2);
    QCOMPARE(asked.last().size(), 300 - 256); // the last page is short
    // Other rows (another project's, whose ids may be the same): nothing read before is shown.
    int failures = 1;
    model.setRows(rows, [&](const QList<qint64> &ids) -> std::optional<QHash<qint64, QString>> {
        asked << ids;
        if (failures-- > 0) return std::nullopt; // a lost connection: asked again next time
        return QHash<qint64, QString>{{ids.first(), u"another project"_s}};
    });
    QVERIFY(model.index(0, ItemListModel::TextColumn).data().toString().isEmpty());
    QCOMPARE(asked.size(), 3);
    QCOMPARE(model.index(0, ItemListModel::TextColumn).data().toString(), u"another project"_s);
    QCOMPARE(asked.size(), 4);
    rows[0].item.generation = u"own\ttext"_s;
    model.setRows(rows); // no loader: the rows' own text
    QCOMPARE(model.index(0, ItemListModel::TextColumn).data().toString(), u"own text"_s);
    QCOMPARE(asked.size(), 4);
}

// Sorted by item id, the list shows what sorting the ids as strings gives, whether the rows come in
// that order (no string is compared then) or not.
void ItemListModelTest::idOrderWithoutStrings()
{
    for (const bool inOrder : {true, false}) {
        QStringList ids;
        for (int i = 0; i < 40; ++i) ids << u"doc-%1"_s.arg((i * 17) % 40); // doc-0, doc-17, doc-34, doc-11 …
        if (inOrder) ids.sort();
        QList<ItemRow> rows;
        for (int i = 0; i < ids.size(); ++i) rows << syntheticRow(i + 1, ids.at(i));
        ItemListModel model;
        model.setRows(rows);
        QCOMPARE(model.rowsInIdOrder(), inOrder);
        ItemFilterProxy proxy;
        proxy.setSourceModel(&model);
        QStringList expected = ids;
        std::sort(expected.begin(), expected.end());
        proxy.sort(ItemListModel::IdColumn, Qt::AscendingOrder);
        QCOMPARE(shownIds(proxy), expected);
        proxy.sort(ItemListModel::IdColumn, Qt::DescendingOrder);
        std::reverse(expected.begin(), expected.end());
        QCOMPARE(shownIds(proxy), expected);
    }
}

QTEST_GUILESS_MAIN(ItemListModelTest)
#include "itemlistmodel_test.moc"
