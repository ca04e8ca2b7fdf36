// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/annotationdocument.h"
#include "model/document/commands/addspancommand.h"
#include "model/document/commands/changespancommand.h"
#include "model/document/commands/removespancommand.h"
#include "model/document/commands/setjudgementcommand.h"
#include "model/domain/storedtime.h"
#include "model/domain/taxonomyloader.h"
#include "model/project/actionlogreport.h"
#include "model/project/project.h"
#include "model/project/visibility.h"
#include "model/storage/actionlogrepository.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace Errata;

// Issue #44: the action log. The window's document writes one entry per change, in order, in the same
// transaction as the change; the log is append-only in the file; its pace per word is worked by hand.
class ActionLogTest : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void eachActionIsLoggedInOrder();
    void refusedEditLogsNothing();
    void theFileRefusesRewrites();
    void onlyCoordinatorsReadOthersLogs();
    void secondsPerWordLeavesIdleOut();

private:
    Span span(qsizetype begin, qsizetype end) const;
    QList<ActionEvent> log() const;
    // Runs sql through a second connection (as sqlite3 would); whether it succeeded.
    bool execInFile(const QString &sql) const;

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<Project> m_project;
    std::unique_ptr<AnnotationDocument> m_document;
    Person m_annotator{0, u"Ann"_s, Role::Annotator};
    Person m_other{0, u"Other"_s, Role::Annotator};
    Person m_coordinator{0, u"Cora"_s, Role::Coordinator};
    Item m_item{0, u"i1"_s, u"Prompt."_s, u"Cats are mammals. Cats are mammals too."_s, TextFormat::Plain, {}, {}};
};

void ActionLogTest::init()
{
    m_path = m_dir.filePath(u"%1.errata"_s.arg(QString::fromUtf8(QTest::currentTestFunction())));
    QString error;
    m_project = Project::create(m_path, *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"T"_s, &error);
    QVERIFY2(m_project, qPrintable(error));
    m_annotator.id = m_other.id = m_coordinator.id = m_item.id = 0;
    QVERIFY(m_project->people().add(m_annotator, 0));
    QVERIFY(m_project->people().add(m_other, 0));
    QVERIFY(m_project->people().add(m_coordinator, 0));
    QVERIFY(m_project->items().add(m_item, m_coordinator.id)); // once there is a coordinator, theirs to add
    QVERIFY(m_project->settings().setValue(SettingKey::Judgements, u"rating"_s));
    for (qint64 person : {m_annotator.id, m_other.id}) {
        Assignment assignment;
        assignment.itemId = m_item.id;
        assignment.annotatorId = person;
        QVERIFY(m_project->assignments().create(assignment, m_coordinator.id));
    }
    m_document = std::make_unique<AnnotationDocument>(m_project.get(), m_item.id, m_annotator.id);
    QVERIFY2(m_document->load(), qPrintable(m_document->lastError()));
}

void ActionLogTest::cleanup()
{
    m_document.reset();
    m_project.reset();
}

Span ActionLogTest::span(qsizetype begin, qsizetype end) const
{
    Span s;
    s.range = {begin, end, TextSide::Generation};
    s.typeKey = u"Grammar_Usage"_s;
    s.severityKey = u"2"_s;
    s.rationale = u"Not a sentence."_s;
    return s;
}

QList<ActionEvent> ActionLogTest::log() const
{
    return ActionLogRepository(&m_project->database()).forAssignment(m_document->assignment().id);
}

bool ActionLogTest::execInFile(const QString &sql) const
{
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"outsider"_s);
        db.setDatabaseName(m_path);
        if (db.open()) ok = QSqlQuery(db).exec(sql);
        db.close();
    }
    QSqlDatabase::removeDatabase(u"outsider"_s);
    return ok;
}

void ActionLogTest::eachActionIsLoggedInOrder()
{
    QUndoStack *stack = m_document->undoStack();
    stack->push(new AddSpanCommand(m_document.get(), span(0, 4)));
    const qint64 first = m_document->spans().at(0).id;
    Span explained = m_document->spans().at(0);
    explained.rationale = u"Not a sentence at all."_s;
    stack->push(new ChangeSpanCommand(m_document.get(), 0, explained, u"explain"_s));
    stack->push(new AddSpanCommand(m_document.get(), span(18, 39)));
    const qint64 second = m_document->spans().at(1).id;
    stack->push(new RemoveSpanCommand(m_document.get(), 1));
    stack->push(new SetJudgementCommand(m_document.get(), u"rating"_s, 4));
    QVERIFY(m_document->noteIdle(true));
    QVERIFY(m_document->noteIdle(true)); // still idle: no second entry
    QVERIFY(m_document->noteIdle(false));
    QVERIFY2(m_document->submit(), qPrintable(m_document->lastError()));

    const QList<ActionEvent> entries = log();
    const QList<ActionKind> kinds{ActionKind::Opened,    ActionKind::SpanAdded,   ActionKind::SpanChanged,
                                  ActionKind::SpanAdded, ActionKind::SpanRemoved, ActionKind::JudgementSet,
                                  ActionKind::Idle,      ActionKind::Resumed,     ActionKind::Submitted};
    QCOMPARE(entries.size(), kinds.size());
    for (qsizetype i = 0; i < kinds.size(); ++i) {
        QVERIFY2(entries.at(i).kind == kinds.at(i), qPrintable(actionKindKey(entries.at(i).kind)));
        if (i > 0) QVERIFY(entries.at(i - 1).at <= entries.at(i).at);
    }
    const QList<qint64> spans{0, first, first, second, second, 0, 0, 0, 0};
    for (qsizetype i = 0; i < spans.size(); ++i) QCOMPARE(entries.at(i).spanId, spans.at(i));
    QCOMPARE(entries.at(1).detail, u"Grammar_Usage"_s);
    QCOMPARE(entries.at(5).detail, u"rating"_s);
}

void ActionLogTest::refusedEditLogsNothing()
{
    m_document->undoStack()->push(new SetJudgementCommand(m_document.get(), u"rating"_s, 5));
    QVERIFY(m_document->submit()); // submitted: the layer is read-only now
    QCOMPARE(log().size(), 3);     // opened, judgement_set, submitted
    m_document->undoStack()->push(new AddSpanCommand(m_document.get(), span(0, 4)));
    QVERIFY(m_document->spans().isEmpty());
    QVERIFY(m_document->noteIdle(true)); // nothing to log on a layer that cannot change
    QCOMPARE(log().size(), 3);
}

void ActionLogTest::theFileRefusesRewrites()
{
    m_document->undoStack()->push(new AddSpanCommand(m_document.get(), span(0, 4)));
    QCOMPARE(log().size(), 2);
    QVERIFY(!execInFile(u"UPDATE action_log SET created_at = '2020-01-01T00:00:00.000Z'"_s));
    QVERIFY(!execInFile(u"DELETE FROM action_log"_s));
    QVERIFY(!execInFile(u"INSERT INTO action_log (assignment_id, kind, created_at) VALUES (1, 'deleted', 'x')"_s));
    QCOMPARE(log().size(), 2);
}

void ActionLogTest::onlyCoordinatorsReadOthersLogs()
{
    m_document->undoStack()->push(new AddSpanCommand(m_document.get(), span(0, 4)));
    m_document->undoStack()->push(new SetJudgementCommand(m_document.get(), u"rating"_s, 5));
    QVERIFY(m_document->submit());
    const Visibility coordinator(*m_project, m_coordinator.id, Role::Coordinator);
    const QList<ActionLogEntry> all = ActionLogReport(*m_project, coordinator).entries();
    QCOMPARE(all.size(), 4); // opened, span_added, judgement_set, submitted
    QCOMPARE(all.first().item, u"i1"_s);
    QCOMPARE(all.first().annotatorId, m_annotator.id);
    QCOMPARE(ActionLogReport(*m_project, coordinator).entries(u"i1"_s, m_other.id).size(), 0);
    const Visibility other(*m_project, m_other.id, Role::Annotator);
    QCOMPARE(ActionLogReport(*m_project, other).entries().size(), 0);
    const Visibility self(*m_project, m_annotator.id, Role::Annotator);
    QCOMPARE(ActionLogReport(*m_project, self).entries().size(), 4);
    // "Cats are mammals. Cats are mammals too." has 7 words; any pace is under a huge threshold.
    const QList<FastWork> fast = ActionLogReport(*m_project, coordinator).fast(1e9);
    QCOMPARE(fast.size(), 1);
    QCOMPARE(fast.first().words, 7);
    QCOMPARE(ActionLogReport(*m_project, other).fast(1e9).size(), 0);
    QCOMPARE(ActionLogReport::threshold(*m_project), ActionLogReport::DefaultFastSecondsPerWord);
    QString error;
    QVERIFY(!ActionLogReport::setThreshold(*m_project, 0.5, m_annotator.id, &error)); // a coordinator's setting
    QVERIFY2(ActionLogReport::setThreshold(*m_project, 0.5, m_coordinator.id, &error), qPrintable(error));
    QCOMPARE(ActionLogReport::threshold(*m_project), 0.5);
}

void ActionLogTest::secondsPerWordLeavesIdleOut()
{
    const auto at = [](const char *time) { return StoredTime::parse(QString::fromLatin1(time)); };
    QList<ActionEvent> events{
        {0, 1, ActionKind::Opened, 0, {}, at("2026-01-02T10:00:00.000Z")},
        {0, 1, ActionKind::SpanAdded, 5, {}, at("2026-01-02T10:00:10.000Z")},
        {0, 1, ActionKind::Idle, 0, {}, at("2026-01-02T10:00:20.000Z")},
        {0, 1, ActionKind::Resumed, 0, {}, at("2026-01-02T10:01:20.000Z")},
    };
    QCOMPARE(secondsPerWord(events, 10), -1.0); // not handed in
    events << ActionEvent{0, 1, ActionKind::Submitted, 0, {}, at("2026-01-02T10:01:40.000Z")};
    // 100 s from opening to the submission, less 60 s idle: 40 s over 10 words.
    QCOMPARE(secondsPerWord(events, 10), 4.0);
    QCOMPARE(secondsPerWord(events, 0), -1.0);
    // Idle until the submission: 20 s of work over 4 words.
    events.removeAt(3);
    QCOMPARE(secondsPerWord(events, 4), 5.0);
}

QTEST_GUILESS_MAIN(ActionLogTest)
#include "actionlog_test.moc"
