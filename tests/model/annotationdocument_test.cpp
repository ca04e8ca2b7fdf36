// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/annotationdocument.h"
#include "model/document/commands/addspancommand.h"
#include "model/document/commands/changespancommand.h"
#include "model/document/commands/commandids.h"
#include "model/document/commands/removespancommand.h"
#include "model/document/commands/setjudgementcommand.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"
#include "model/domain/taxonomyloader.h"

#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace Errata;

class AnnotationDocumentTest : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void addIsUndoableAndPersisted();
    void removeAndChangeRoundTrip();
    void dragGestureIsOneUndoStep();
    void firstEditOpensTheItem();
    void submitNamesMissingFields();
    void submittedLayerIsReadOnly();
    void reopenUntilClaimed();
    void anotherPersonCannotEdit();
    void judgementsAreCommands();
    void repliesJoinTheThread();
    void undoneDeleteKeepsTheSpanId();
    void failedUndoReloadsFromTheFile();

private:
    Span redundant(qsizetype begin, qsizetype end) const;
    // Counts rows through a second, independent connection: what another process would see.
    int countInFile(const QString &sql) const;

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<Project> m_project;
    std::unique_ptr<AnnotationDocument> m_document;
    Person m_annotator{0, u"Ann"_s, Role::Annotator};
    Person m_other{0, u"Other"_s, Role::Annotator};
    Item m_item{0, u"i1"_s, u"Prompt."_s, u"Cats are mammals. Cats are mammals too."_s, TextFormat::Plain, {}, {}};
};

void AnnotationDocumentTest::init()
{
    m_path = m_dir.filePath(u"%1.errata"_s.arg(QString::fromUtf8(QTest::currentTestFunction())));
    QString error;
    m_project = Project::create(m_path, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"T"_s, &error);
    QVERIFY2(m_project, qPrintable(error));
    m_annotator.id = m_other.id = m_item.id = 0;
    QVERIFY(m_project->people().add(m_annotator, 0));
    QVERIFY(m_project->people().add(m_other, 0));
    QVERIFY(m_project->items().add(m_item, 0));
    for (qint64 person : {m_annotator.id, m_other.id}) {
        Assignment assignment;
        assignment.itemId = m_item.id;
        assignment.annotatorId = person;
        QVERIFY(m_project->assignments().create(assignment, person));
    }
    // Only the judgement test asks for judgements: asked ones must be given before a submit (judgementcheck_test).
    if (qstrcmp(QTest::currentTestFunction(), "judgementsAreCommands") == 0) {
        QVERIFY(m_project->settings().setValue(SettingKey::Judgements, u"rating,authorship"_s));
    }
    m_document = std::make_unique<AnnotationDocument>(m_project.get(), m_item.id, m_annotator.id);
    QVERIFY2(m_document->load(), qPrintable(m_document->lastError()));
}

void AnnotationDocumentTest::cleanup()
{
    m_document.reset();
    m_project.reset();
}

Span AnnotationDocumentTest::redundant(qsizetype begin, qsizetype end) const
{
    Span span;
    span.range = {begin, end, TextSide::Generation};
    span.typeKey = u"Redundant"_s;
    span.severityKey = u"2"_s;
    return span;
}

int AnnotationDocumentTest::countInFile(const QString &sql) const
{
    int count = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"observer"_s);
        db.setDatabaseName(m_path);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(sql) && query.next()) {
                count = query.value(0).toInt();
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(u"observer"_s);
    return count;
}

void AnnotationDocumentTest::addIsUndoableAndPersisted()
{
    QSignalSpy inserted(m_document.get(), &AnnotationDocument::spanInserted);
    QSignalSpy removed(m_document.get(), &AnnotationDocument::spanRemoved);
    m_document->undoStack()->push(new AddSpanCommand(m_document.get(), redundant(18, 39)));
    QCOMPARE(m_document->spans().size(), 1);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(countInFile(u"SELECT count(*) FROM span"_s), 1); // in the file as soon as push() returns

    m_document->undoStack()->undo();
    QVERIFY(m_document->spans().isEmpty());
    QCOMPARE(removed.count(), 1);
    QCOMPARE(countInFile(u"SELECT count(*) FROM span"_s), 0);

    m_document->undoStack()->redo();
    QCOMPARE(countInFile(u"SELECT count(*) FROM span WHERE begin_offset = 18 AND end_offset = 39"_s), 1);
}

void AnnotationDocumentTest::removeAndChangeRoundTrip()
{
    QUndoStack *stack = m_document->undoStack();
    stack->push(new AddSpanCommand(m_document.get(), redundant(0, 4)));
    stack->push(new AddSpanCommand(m_document.get(), redundant(18, 39)));
    Span retyped = m_document->spans().at(0);
    retyped.typeKey = u"Commonsense"_s;
    retyped.rationale = u"Cats are not just mammals"_s;
    stack->push(new ChangeSpanCommand(m_document.get(), 0, retyped, u"retype"_s));
    stack->push(new RemoveSpanCommand(m_document.get(), 1));
    QCOMPARE(m_document->spans().size(), 1);
    QCOMPARE(countInFile(u"SELECT count(*) FROM span WHERE type_key = 'Commonsense'"_s), 1);
    stack->undo(); // remove
    stack->undo(); // change
    QCOMPARE(m_document->spans().size(), 2);
    QCOMPARE(m_document->spans().at(0).typeKey, u"Redundant"_s);
    QCOMPARE(m_document->spans().at(1).range, (TextRange{18, 39, TextSide::Generation}));
    QCOMPARE(countInFile(u"SELECT count(*) FROM span WHERE type_key = 'Redundant'"_s), 2);
}

void AnnotationDocumentTest::dragGestureIsOneUndoStep()
{
    QUndoStack *stack = m_document->undoStack();
    stack->push(new AddSpanCommand(m_document.get(), redundant(18, 22)));
    const auto resize = [&](qsizetype end, quint64 gesture) {
        Span after = m_document->spans().at(0);
        after.range.end = end;
        stack->push(
            new ChangeSpanCommand(m_document.get(), 0, after, u"resize"_s, CommandId::ChangeSpanRange, gesture));
    };
    resize(26, 7);
    resize(33, 7);
    resize(39, 7);
    QCOMPARE(stack->count(), 2); // add + one merged resize
    QCOMPARE(countInFile(u"SELECT end_offset FROM span"_s), 39);
    stack->undo();
    QCOMPARE(m_document->spans().at(0).range.end, 22);
    stack->redo();
    resize(30, 8); // a second drag is a second step
    resize(39, 8); // ... that ends where it began: it disappears
    QCOMPARE(stack->count(), 2);
    QCOMPARE(m_document->spans().at(0).range.end, 39);
}

void AnnotationDocumentTest::firstEditOpensTheItem()
{
    QCOMPARE(m_document->assignment().state, AssignmentState::New);
    m_document->undoStack()->push(new AddSpanCommand(m_document.get(), redundant(0, 4)));
    QCOMPARE(m_document->assignment().state, AssignmentState::InProgress);
    const QList<HistoryEntry> history = m_project->assignments().history(m_document->assignment().id);
    QCOMPARE(history.last().action, u"open"_s);
}

void AnnotationDocumentTest::submitNamesMissingFields()
{
    m_document->undoStack()->push(new AddSpanCommand(m_document.get(), redundant(18, 39)));
    QVERIFY(!m_document->submit());
    // Scarecrow: Redundant needs a rationale and an antecedent (product.md §3).
    QVERIFY2(m_document->lastError().contains(u"Span 1 “Cats are mammals too.” (Redundant) needs a rationale and "
                                              u"an antecedent."_s),
             qPrintable(m_document->lastError()));
    QCOMPARE(m_document->assignment().state, AssignmentState::InProgress);

    Span complete = m_document->spans().at(0);
    complete.rationale = u"Repeats the first sentence."_s;
    complete.links << SpanLink{{0, 17, TextSide::Generation}, LinkKind::Antecedent};
    m_document->undoStack()->push(new ChangeSpanCommand(m_document.get(), 0, complete, u"complete"_s));
    QVERIFY2(m_document->submit(), qPrintable(m_document->lastError()));
    QCOMPARE(m_document->assignment().state, AssignmentState::Submitted);
    QCOMPARE(m_document->assignment().iteration, 1);
    QCOMPARE(countInFile(u"SELECT count(*) FROM history WHERE action = 'submit'"_s), 1);
}

void AnnotationDocumentTest::submittedLayerIsReadOnly()
{
    QVERIFY(m_document->submit()); // an item with no problems found may be submitted empty
    QVERIFY(!m_document->isEditable());
    QCOMPARE(m_document->undoStack()->count(), 0);
    m_document->undoStack()->push(new AddSpanCommand(m_document.get(), redundant(0, 4)));
    QVERIFY(m_document->spans().isEmpty());
    QVERIFY(m_document->lastError().contains(u"Submitted"_s));
    QCOMPARE(m_document->undoStack()->count(), 0); // a refused edit leaves no undo step
    QCOMPARE(countInFile(u"SELECT count(*) FROM span"_s), 0);
}

void AnnotationDocumentTest::reopenUntilClaimed()
{
    QVERIFY(m_document->submit());
    QVERIFY(m_document->reopen());
    QCOMPARE(m_document->assignment().state, AssignmentState::InProgress);
    QVERIFY(m_document->isEditable());
    QVERIFY(m_document->submit());
    Person reviewer{0, u"Rev"_s, Role::Reviewer};
    QVERIFY(m_project->people().add(reviewer, 0));
    QVERIFY(m_project->assignments().perform(m_document->assignment().id, WorkflowAction::Claim, reviewer.id));
    QVERIFY(m_document->load());
    QVERIFY(!m_document->reopen()); // once a reviewer has it, only the reviewer can send it back
    QCOMPARE(m_document->assignment().state, AssignmentState::InReview);
    QCOMPARE(m_document->assignment().iteration, 2);
}

void AnnotationDocumentTest::anotherPersonCannotEdit()
{
    // Document of Ann's layer opened by someone who is not assigned to this item at all.
    Person stranger{0, u"Stranger"_s, Role::Reviewer};
    QVERIFY(m_project->people().add(stranger, 0));
    AnnotationDocument foreign(m_project.get(), m_item.id, stranger.id);
    QVERIFY(!foreign.load());
    QVERIFY(foreign.lastError().contains(u"not assigned"_s));
    QVERIFY(!foreign.isEditable());
    QVERIFY(!foreign.insertSpan(0, redundant(0, 4)));
    QCOMPARE(countInFile(u"SELECT count(*) FROM span"_s), 0);
}

void AnnotationDocumentTest::judgementsAreCommands()
{
    QCOMPARE(m_document->enabledJudgementGroups(), QStringList({u"rating"_s, u"authorship"_s}));
    QUndoStack *stack = m_document->undoStack();
    stack->push(new SetJudgementCommand(m_document.get(), u"rating"_s, 4));
    stack->push(new SetJudgementCommand(m_document.get(), u"authorship_reason"_s, u"Too"_s));
    stack->push(new SetJudgementCommand(m_document.get(), u"authorship_reason"_s, u"Too tidy"_s));
    QCOMPARE(stack->count(), 2); // typing merged
    QCOMPARE(countInFile(u"SELECT int_value FROM judgement WHERE judgement_key = 'rating'"_s), 4);
    stack->push(new SetJudgementCommand(m_document.get(), u"rating"_s, 9)); // off the 1–5 scale
    QCOMPARE(m_document->judgements().value(u"rating"_s).toInt(), 4);
    QCOMPARE(countInFile(u"SELECT int_value FROM judgement WHERE judgement_key = 'rating'"_s), 4);
    stack->undo();
    stack->undo();
    QVERIFY(!m_document->judgements().contains(u"rating"_s));
    QCOMPARE(countInFile(u"SELECT count(*) FROM judgement"_s), 0);
}

void AnnotationDocumentTest::repliesJoinTheThread()
{
    QSignalSpy changed(m_document.get(), &AnnotationDocument::reviewEventsChanged);
    QVERIFY(m_document->reply(0, u"I marked it because the claim repeats."_s));
    QCOMPARE(countInFile(u"SELECT count(*) FROM review_event"_s), 1); // in the file at once
    QVERIFY(!m_document->reply(0, u"   "_s));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m_document->reviewEvents().size(), 1);
    QCOMPARE(m_document->personName(m_document->reviewEvents().first().authorId), u"Ann"_s);
}

void AnnotationDocumentTest::undoneDeleteKeepsTheSpanId()
{
    QUndoStack *stack = m_document->undoStack();
    stack->push(new AddSpanCommand(m_document.get(), redundant(0, 4)));
    stack->push(new AddSpanCommand(m_document.get(), redundant(18, 39)));
    const qint64 first = m_document->spans().at(0).id;
    stack->push(new RemoveSpanCommand(m_document.get(), 0));
    stack->undo();
    QCOMPARE(m_document->spans().at(0).id, first); // a reviewer's comment on it still finds it
    stack->undo();                                 // the second add
    stack->redo();
    QCOMPARE(countInFile(u"SELECT count(*) FROM span WHERE id = %1"_s.arg(first)), 1);
    // Ids are never reused: a new span gets a fresh id even after deletions.
    stack->push(new RemoveSpanCommand(m_document.get(), 1));
    const qint64 removed = m_project->spans().count();
    stack->push(new AddSpanCommand(m_document.get(), redundant(5, 8)));
    QVERIFY(m_document->spans().last().id > first);
    QCOMPARE(m_project->spans().count(), removed + 1);
}

void AnnotationDocumentTest::failedUndoReloadsFromTheFile()
{
    QUndoStack *stack = m_document->undoStack();
    stack->push(new AddSpanCommand(m_document.get(), redundant(0, 4)));
    stack->push(new AddSpanCommand(m_document.get(), redundant(18, 39)));
    stack->push(new RemoveSpanCommand(m_document.get(), 0));
    QSignalSpy reloaded(m_document.get(), &AnnotationDocument::spansReloaded);
    {
        // Another process holds the write lock: the undo cannot reach the file.
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"locker"_s);
        db.setDatabaseName(m_path);
        QVERIFY(db.open());
        QSqlQuery lock(db);
        QVERIFY(lock.exec(u"PRAGMA busy_timeout = 0"_s));
        QVERIFY(lock.exec(u"BEGIN IMMEDIATE"_s));
        QSqlQuery quick(m_project->database().connection());
        QVERIFY(quick.exec(u"PRAGMA busy_timeout = 50"_s));
        stack->undo();
        lock.exec(u"ROLLBACK"_s);
        db.close();
    }
    QSqlDatabase::removeDatabase(u"locker"_s);
    QTRY_COMPARE(reloaded.count(), 1);
    // Memory matches the file again, and no stale undo step can delete the wrong span later.
    QCOMPARE(m_document->spans().size(), 1);
    QCOMPARE(m_document->spans().first().range, (TextRange{18, 39, TextSide::Generation}));
    QCOMPARE(countInFile(u"SELECT count(*) FROM span"_s), 1);
    QCOMPARE(stack->count(), 0);
}

QTEST_GUILESS_MAIN(AnnotationDocumentTest)
#include "annotationdocument_test.moc"
