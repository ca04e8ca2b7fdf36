// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/project.h"
#include "model/storage/repository.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/reviewrepository.h"
#include "model/storage/spanrepository.h"
#include "model/domain/taxonomyloader.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

class RepositoriesTest : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup() { m_project.reset(); }
    void spanRoundTripsEveryField();
    void correctionDistinguishesDeleteFromNone();
    void updateAndRemove();
    void transitionsWriteHistory();
    void illegalTransitionChangesNothing();
    void reviewEventsAreKept();
    void innerFailureRollsBackTheWholeUnit();
    void writesReachTheFileAtOnce();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Project> m_project;
    Person m_annotator{0, u"Ann"_s, Role::Annotator};
    Person m_reviewer{0, u"Rev"_s, Role::Reviewer};
    Item m_item{0,  u"i1"_s, u"A prompt."_s, u"Cats are mammals. Cats are mammals too. 🐈 runs."_s, TextFormat::Plain,
                {}, {}};
    Assignment m_assignment;
};

void RepositoriesTest::init()
{
    QString error;
    m_project = Project::create(m_dir.filePath(u"%1.errata"_s.arg(QString::fromUtf8(QTest::currentTestFunction()))),
                                *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"T"_s, &error);
    QVERIFY2(m_project, qPrintable(error));
    m_annotator.id = m_reviewer.id = 0;
    QVERIFY(m_project->people().add(m_annotator, 0));
    QVERIFY(m_project->people().add(m_reviewer, 0));
    QVERIFY(m_project->items().add(m_item, 0));
    m_assignment = Assignment{};
    m_assignment.itemId = m_item.id;
    m_assignment.annotatorId = m_annotator.id;
    QVERIFY(m_project->assignments().create(m_assignment, m_annotator.id));
}

void RepositoriesTest::spanRoundTripsEveryField()
{
    SpanRepository spans = m_project->spans();
    Span span;
    span.layerId = *spans.annotatorLayer(m_item.id, m_annotator.id);
    span.range = {18, 39, TextSide::Generation};
    span.typeKey = u"Redundant"_s;
    span.severityKey = u"2"_s;
    span.correction = u"They purr."_s;
    span.rationale = u"Repeats the first sentence; l'antécédent est « Cats are mammals »."_s;
    span.links = {SpanLink{{0, 17, TextSide::Generation}, LinkKind::Antecedent},
                  SpanLink{{2, 8, TextSide::Prompt}, LinkKind::Associated}};
    span.reviewState = SpanReviewState::NeedsChange;
    QVERIFY2(spans.add(span), qPrintable(spans.lastError()));
    QVERIFY(span.id > 0);
    QVERIFY(span.created.isValid());

    Span prompt;
    prompt.layerId = span.layerId;
    prompt.range = {0, 1, TextSide::Prompt}; // MQM source-side error
    prompt.typeKey = u"Grammar_Usage"_s;
    QVERIFY(spans.add(prompt));

    const QList<Span> stored = spans.spansOfLayer(span.layerId);
    QCOMPARE(stored.size(), 2);
    const Span &back = stored.at(0).id == span.id ? stored.at(0) : stored.at(1);
    QCOMPARE(back, span);
    QCOMPARE(spans.spansOfItem(m_item.id).size(), 2);
}

void RepositoriesTest::correctionDistinguishesDeleteFromNone()
{
    SpanRepository spans = m_project->spans();
    const qint64 layer = *spans.annotatorLayer(m_item.id, m_annotator.id);
    Span remove;
    remove.layerId = layer;
    remove.range = {18, 39, TextSide::Generation};
    remove.typeKey = u"Redundant"_s;
    remove.correction = QString(); // "delete these words": a null QString must still mean an empty correction
    Span none = remove;
    none.correction.reset();
    QVERIFY(spans.add(remove));
    QVERIFY(spans.add(none));
    QSqlQuery query(m_project->database().connection());
    QVERIFY(query.exec(u"SELECT id, correction IS NULL, correction FROM span ORDER BY id"_s));
    QVERIFY(query.next());
    QCOMPARE(query.value(1).toInt(), 0);
    QCOMPARE(query.value(2).toString(), QString());
    QVERIFY(query.next());
    QCOMPARE(query.value(1).toInt(), 1);
    const QList<Span> back = spans.spansOfLayer(layer);
    QVERIFY(back.at(0).correction.has_value());
    QVERIFY(!back.at(1).correction.has_value());
}

void RepositoriesTest::updateAndRemove()
{
    SpanRepository spans = m_project->spans();
    Span span;
    span.layerId = *spans.annotatorLayer(m_item.id, m_annotator.id);
    span.range = {0, 4, TextSide::Generation};
    span.typeKey = u"Commonsense"_s;
    span.links = {SpanLink{{5, 8, TextSide::Generation}, LinkKind::Associated}};
    QVERIFY(spans.add(span));
    span.typeKey = u"Encyclopedic"_s;
    span.range.end = 16;
    span.links.clear();
    QVERIFY(spans.update(span));
    const QList<Span> back = spans.spansOfLayer(span.layerId);
    QCOMPARE(back.size(), 1);
    QCOMPARE(back.first().typeKey, u"Encyclopedic"_s);
    QCOMPARE(back.first().range.end, 16);
    QVERIFY(back.first().links.isEmpty());
    QVERIFY(spans.remove(span.id));
    QCOMPARE(spans.count(), 0);
    QSqlQuery query(m_project->database().connection());
    QVERIFY(query.exec(u"SELECT count(*) FROM span_link"_s) && query.next());
    QCOMPARE(query.value(0).toInt(), 0);
}

void RepositoriesTest::transitionsWriteHistory()
{
    AssignmentRepository assignments = m_project->assignments();
    QVERIFY(assignments.perform(m_assignment.id, WorkflowAction::Open, m_annotator.id));
    QVERIFY(assignments.perform(m_assignment.id, WorkflowAction::Submit, m_annotator.id));
    QVERIFY(assignments.perform(m_assignment.id, WorkflowAction::Claim, m_reviewer.id));
    QCOMPARE(assignments.find(m_assignment.id)->reviewerId, m_reviewer.id);
    QVERIFY(assignments.perform(m_assignment.id, WorkflowAction::Return, m_reviewer.id, u"Mark the antecedent."_s));
    QVERIFY(assignments.perform(m_assignment.id, WorkflowAction::Submit, m_annotator.id));
    const Assignment now = *assignments.find(m_assignment.id);
    QCOMPARE(now.state, AssignmentState::Submitted);
    QCOMPARE(now.iteration, 2);
    QCOMPARE(now.reviewerId, 0);

    const QList<HistoryEntry> history = assignments.history(m_assignment.id);
    QStringList trail;
    for (const HistoryEntry &entry : history) {
        trail << u"%1:%2>%3"_s.arg(entry.action, entry.fromState, entry.toState);
    }
    QCOMPARE(
        trail,
        QStringList({u"create:>new"_s, u"open:new>in_progress"_s, u"submit:in_progress>submitted"_s,
                     u"claim:submitted>in_review"_s, u"return:in_review>returned"_s, u"submit:returned>submitted"_s}));
    QCOMPARE(history.at(4).reason, u"Mark the antecedent."_s);
    QCOMPARE(history.at(4).actorId, m_reviewer.id);
    QVERIFY(history.at(4).at.isValid());
}

void RepositoriesTest::illegalTransitionChangesNothing()
{
    AssignmentRepository assignments = m_project->assignments();
    QVERIFY(!assignments.perform(m_assignment.id, WorkflowAction::Accept, m_reviewer.id));
    QVERIFY(assignments.lastError().contains(u"Cannot accept"_s));
    QVERIFY(!assignments.perform(m_assignment.id, WorkflowAction::Open, m_reviewer.id));
    QVERIFY(!assignments.perform(m_assignment.id, WorkflowAction::Discard, m_annotator.id, u""_s));
    QCOMPARE(assignments.find(m_assignment.id)->state, AssignmentState::New);
    QCOMPARE(assignments.history(m_assignment.id).size(), 1);
}

void RepositoriesTest::reviewEventsAreKept()
{
    ReviewRepository reviews = m_project->reviews();
    ReviewEvent comment{0, m_assignment.id, 0, m_reviewer.id, ReviewEventKind::Comment, u"Why Commonsense?"_s, {}};
    QVERIFY(reviews.add(comment));
    ReviewEvent empty{0, m_assignment.id, 0, m_reviewer.id, ReviewEventKind::RejectSpan, u" "_s, {}};
    QVERIFY(!reviews.add(empty)); // a rejection must say why
    const QList<ReviewEvent> events = reviews.forAssignment(m_assignment.id);
    QCOMPARE(events.size(), 1);
    QCOMPARE(events.first().body, u"Why Commonsense?"_s);
    QCOMPARE(events.first().kind, ReviewEventKind::Comment);
}

void RepositoriesTest::innerFailureRollsBackTheWholeUnit()
{
    SpanRepository spans = m_project->spans();
    const qint64 layer = *spans.annotatorLayer(m_item.id, m_annotator.id);
    {
        Transaction unit(&m_project->database());
        Span good;
        good.layerId = layer;
        good.range = {0, 4, TextSide::Generation};
        good.typeKey = u"Redundant"_s;
        QVERIFY(spans.add(good));
        Span bad = good;
        bad.typeKey = u"No such type"_s; // the foreign key refuses it inside its own (inner) transaction
        QVERIFY(!spans.add(bad));
        QVERIFY(!unit.commit()); // the unit as a whole must not commit half of itself
    }
    QCOMPARE(spans.count(), 0);
    {
        Transaction unit(&m_project->database());
        Span good;
        good.layerId = layer;
        good.range = {0, 4, TextSide::Generation};
        good.typeKey = u"Redundant"_s;
        QVERIFY(spans.add(good));
        QVERIFY(unit.commit()); // a clean unit commits, and the earlier failure left no trace
    }
    QCOMPARE(spans.count(), 1);
}

void RepositoriesTest::writesReachTheFileAtOnce()
{
    // Each write must be visible to another connection as soon as the call returns (no statement
    // left mid-way holding the implicit transaction open), and must not keep the file locked.
    const auto countInFile = [this](const QString &sql) {
        int count = -1;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"observer"_s);
            db.setDatabaseName(m_project->path());
            if (db.open()) {
                QSqlQuery query(db);
                if (query.exec(sql) && query.next()) {
                    count = query.value(0).toInt();
                }
                QSqlQuery lock(db); // a second writer must get the lock
                count = lock.exec(u"BEGIN IMMEDIATE"_s) && lock.exec(u"ROLLBACK"_s) ? count : -2;
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(u"observer"_s);
        return count;
    };
    Person third{0, u"Third"_s, Role::Annotator};
    QVERIFY(m_project->people().add(third, 0));
    QCOMPARE(countInFile(u"SELECT count(*) FROM person"_s), 3);
    ReviewEvent comment{0, m_assignment.id, 0, m_reviewer.id, ReviewEventKind::Comment, u"Look again."_s, {}};
    QVERIFY(m_project->reviews().add(comment));
    QCOMPARE(countInFile(u"SELECT count(*) FROM review_event"_s), 1);
    QVERIFY(m_project->spans().ensureGoldLayer(m_item.id));
    QCOMPARE(countInFile(u"SELECT count(*) FROM layer WHERE kind = 'gold'"_s), 1);
    Item second{0, u"i2"_s, u"p"_s, u"g"_s, TextFormat::Plain, {}, {}};
    QVERIFY(m_project->items().add(second, 0));
    QCOMPARE(countInFile(u"SELECT count(*) FROM item"_s), 2);
    QVERIFY(m_project->people().find(third.id)); // a read left open must not hold the lock either
    QCOMPARE(countInFile(u"SELECT count(*) FROM person"_s), 3);
}

QTEST_GUILESS_MAIN(RepositoriesTest)
#include "repositories_test.moc"
