// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/reliability/forgedpackage.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace ForgedPackage;

// Issue #41: a work package is untrusted input. Its owner edits it with plain SQL (as with sqlite3) to
// claim what the window would not have let them do; the merge must refuse, name the item, the rule and
// say the package was tampered with, and leave the home file and its write-ahead log byte for byte as
// they were (what the owner may do comes home: packagereplay_test).
class ForgedPackageTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void acceptingOwnWork_data();
    void acceptingOwnWork();
    void jumpingFromNewToSubmitted();
    void takingBackClaimedWork();
    void reviewDecisionsAndCommentsOfOthers_data();
    void reviewDecisionsAndCommentsOfOthers();
    void rewritingAcceptedWork_data();
    void rewritingAcceptedWork();
    void spansTheWindowCannotMake_data();
    void spansTheWindowCannotMake();
    void timeInflatedOrTurnedBack_data();
    void timeInflatedOrTurnedBack();
    void historyRewritten();
    void itemsAddedOrTakenOut_data();
    void itemsAddedOrTakenOut();
    void submittedWithoutWhatSubmitAsks_data();
    void submittedWithoutWhatSubmitAsks();

private:
    void expectRefused(int index, const QString &rule);
    Fixture m_f;
};

void ForgedPackageTest::initTestCase()
{
    QString error;
    QVERIFY2(m_f.makeTemplate(&error), qPrintable(error));
}

void ForgedPackageTest::init()
{
    QString error;
    QVERIFY2(m_f.splitAgain(&error), qPrintable(error));
}

void ForgedPackageTest::expectRefused(int index, const QString &rule)
{
    const QByteArray before = m_f.homeState();
    QString error;
    MergeSummary summary;
    QVERIFY2(!m_f.merge(&summary, &error), "the forged package was merged");
    QCOMPARE(m_f.homeState(), before);
    QVERIFY2(error.contains(u"tampered"_s), qPrintable(error));
    QVERIFY2(error.contains(u"Item %1,"_s.arg(m_f.corpusId(index))), qPrintable(error));
    QVERIFY2(error.contains(u"rule \"%1\""_s.arg(rule)), qPrintable(error));
}

void ForgedPackageTest::acceptingOwnWork_data()
{
    QTest::addColumn<QString>("actor"); // who the step claims to be by; empty: no step recorded
    QTest::addColumn<QString>("rule");
    QTest::newRow("in the reviewer's name") << u"reviewer"_s << u"history"_s;
    QTest::newRow("in the owner's own name") << u"owner"_s << u"workflow"_s;
    QTest::newRow("with no step recorded") << QString() << u"workflow"_s;
}

void ForgedPackageTest::acceptingOwnWork()
{
    QFETCH(QString, actor);
    QFETCH(QString, rule);
    const Ids ids = m_f.packageIds(7); // submitted
    QStringList sql{u"UPDATE assignment SET state = 'accepted', reviewer_id = %1 WHERE id = %2"_s.arg(ids.reviewer)
                        .arg(ids.assignment)};
    if (!actor.isEmpty()) {
        sql << u"INSERT INTO history (assignment_id, actor_id, action, from_state, to_state, iteration, reason, "
               u"created_at) VALUES (%1, %2, 'accept', 'in_review', 'accepted', 1, '', '2026-01-01T00:00:00Z')"_s
                   .arg(ids.assignment)
                   .arg(actor == "owner"_L1 ? ids.owner : ids.reviewer);
    }
    QVERIFY(m_f.tamper(sql));
    expectRefused(7, rule);
}

void ForgedPackageTest::jumpingFromNewToSubmitted()
{
    const Ids ids = m_f.packageIds(10); // new
    QVERIFY(
        m_f.tamper({u"UPDATE assignment SET state = 'submitted', iteration = 1 WHERE id = %1"_s.arg(ids.assignment),
                    u"INSERT INTO history (assignment_id, actor_id, action, from_state, to_state, iteration, reason, "
                    u"created_at) VALUES (%1, %2, 'submit', 'new', 'submitted', 1, '', '2026-01-01T00:00:00Z')"_s
                        .arg(ids.assignment)
                        .arg(ids.owner)}));
    expectRefused(10, u"workflow"_s);
}

void ForgedPackageTest::takingBackClaimedWork()
{
    const Ids ids = m_f.packageIds(6); // in review
    QVERIFY(m_f.tamper(
        {u"UPDATE assignment SET state = 'in_progress', reviewer_id = NULL WHERE id = %1"_s.arg(ids.assignment),
         u"INSERT INTO history (assignment_id, actor_id, action, from_state, to_state, iteration, reason, "
         u"created_at) VALUES (%1, %2, 'open', 'in_review', 'in_progress', 1, '', '2026-01-01T00:00:00Z')"_s
             .arg(ids.assignment)
             .arg(ids.owner),
         u"UPDATE span SET rationale = 'taken back' WHERE layer_id = %1"_s.arg(ids.layer)}));
    expectRefused(6, u"workflow"_s);
}

void ForgedPackageTest::reviewDecisionsAndCommentsOfOthers_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("asReviewer");
    QTest::newRow("a decision in the reviewer's name") << u"accept_span"_s << true;
    QTest::newRow("a comment in the reviewer's name") << u"comment"_s << true;
    QTest::newRow("a decision in the owner's name") << u"accept_span"_s << false;
    QTest::newRow("a thread resolved by the owner") << u"resolve_thread"_s << false;
}

void ForgedPackageTest::reviewDecisionsAndCommentsOfOthers()
{
    QFETCH(QString, kind);
    QFETCH(bool, asReviewer);
    const Ids ids = m_f.packageIds(8); // returned
    QVERIFY(m_f.tamper({u"INSERT INTO review_event (assignment_id, span_id, author_id, kind, body, created_at) "
                        u"SELECT %1, min(id), %2, '%3', 'Looks fine to me.', '2026-01-01T00:00:00Z' FROM span "
                        u"WHERE layer_id = %4"_s.arg(ids.assignment)
                            .arg(asReviewer ? ids.reviewer : ids.owner)
                            .arg(kind)
                            .arg(ids.layer)}));
    expectRefused(8, u"review"_s);
}

void ForgedPackageTest::rewritingAcceptedWork_data()
{
    QTest::addColumn<QString>("sql");
    QTest::newRow("a span reworded") << u"UPDATE span SET rationale = 'rewritten' WHERE layer_id = %1"_s;
    QTest::newRow("a span added")
        << u"INSERT INTO span (layer_id, side, begin_offset, end_offset, type_key, rationale, review_state, "
           u"created_at, modified_at) SELECT layer_id, side, begin_offset, end_offset, type_key, 'added', 'pending', "
           u"created_at, modified_at FROM span WHERE layer_id = %1 LIMIT 1"_s;
    QTest::newRow("a span deleted") << u"DELETE FROM span WHERE id = (SELECT min(id) FROM span WHERE layer_id = %1)"_s;
    // Moved out of the owner's layer into another person's (a layer the forger made): gone from the
    // accepted work, and the other layer never comes home either.
    QTest::newRow("a span moved to another person's layer")
        << u"INSERT INTO layer (item_id, kind, person_id) SELECT item_id, 'annotator', "
           u"(SELECT id FROM person WHERE id <> %2 LIMIT 1) FROM layer WHERE id = %1; "
           u"UPDATE span SET layer_id = last_insert_rowid() WHERE id = (SELECT min(id) FROM span WHERE layer_id = %1)"_s;
    QTest::newRow("a judgement given")
        << u"INSERT INTO judgement (assignment_id, judgement_key, int_value) SELECT a.id, 'rating', 1 FROM "
           u"assignment a JOIN layer l ON l.item_id = a.item_id AND l.person_id = a.annotator_id WHERE l.id = %1"_s;
}

void ForgedPackageTest::rewritingAcceptedWork()
{
    QFETCH(QString, sql);
    const Ids ids = m_f.packageIds(0); // accepted
    QString statements = sql.arg(ids.layer);
    if (statements.contains(u"%2"_s)) statements = statements.arg(ids.owner);
    QVERIFY(m_f.tamper(statements.split(u"; "_s)));
    expectRefused(0, u"editing"_s);
}

void ForgedPackageTest::spansTheWindowCannotMake_data()
{
    QTest::addColumn<QString>("set");
    QTest::addColumn<QString>("rule");
    // Item 9's generation is longer than 5 characters (the demo's texts are paragraphs). A range that ends
    // before it starts, or starts before the text, the file's own CHECK constraints already refuse.
    QTest::newRow("past the end of its text") << u"end_offset = length(i.generation) + 5"_s << u"spans"_s;
    QTest::newRow("a type the taxonomy lacks") << u"type_key = 'made_up'"_s << u"spans"_s;
    QTest::newRow("a severity the taxonomy lacks") << u"severity_key = 'apocalyptic'"_s << u"spans"_s;
    QTest::newRow("accepted by its own annotator") << u"review_state = 'accepted'"_s << u"review"_s;
}

void ForgedPackageTest::spansTheWindowCannotMake()
{
    QFETCH(QString, set);
    QFETCH(QString, rule);
    const Ids ids = m_f.packageIds(9); // in progress: the owner may change spans, but not like this
    QVERIFY(m_f.corpus.at(9).generation.size() > 5);
    // The package's own taxonomy gets the made-up keys too, or the file would not even open (foreign keys).
    QVERIFY(m_f.tamper(
        {u"INSERT INTO taxonomy_node (node_key, level, position, selectable) VALUES ('made_up', 1, 99, 1)"_s,
         u"INSERT INTO severity (severity_key, position, weight, name_en) VALUES ('apocalyptic', 9, 99, 'x')"_s,
         u"UPDATE span SET %1 FROM layer l JOIN item i ON i.id = l.item_id WHERE l.id = span.layer_id "
         u"AND span.id = (SELECT min(id) FROM span WHERE layer_id = %2)"_s.arg(set)
             .arg(ids.layer)}));
    expectRefused(9, rule);
}

void ForgedPackageTest::timeInflatedOrTurnedBack_data()
{
    QTest::addColumn<QString>("set");
    QTest::newRow("a year added") << u"time_spent_seconds + 31536000"_s;
    QTest::newRow("turned back") << u"time_spent_seconds - 60"_s;
}

void ForgedPackageTest::timeInflatedOrTurnedBack()
{
    QFETCH(QString, set);
    const Ids ids = m_f.packageIds(9);
    QVERIFY(
        m_f.tamper({u"UPDATE assignment SET time_spent_seconds = %1 WHERE id = %2"_s.arg(set).arg(ids.assignment)}));
    expectRefused(9, u"time"_s);
}

void ForgedPackageTest::historyRewritten()
{
    const Ids ids = m_f.packageIds(9);
    // The file guards its history with triggers; sqlite3 can drop them.
    QVERIFY(m_f.tamper(
        {u"DROP TRIGGER history_no_delete"_s, u"DELETE FROM history WHERE assignment_id = %1"_s.arg(ids.assignment)}));
    expectRefused(9, u"history"_s);
}

void ForgedPackageTest::itemsAddedOrTakenOut_data()
{
    QTest::addColumn<bool>("added");
    QTest::newRow("an item added") << true;
    QTest::newRow("an item taken out") << false;
}

void ForgedPackageTest::itemsAddedOrTakenOut()
{
    QFETCH(bool, added);
    const Ids ids = m_f.packageIds(9);
    if (added) {
        // An item home never gave the owner, under a label of its own, with work on it.
        QVERIFY(m_f.tamper(
            {u"INSERT INTO item (external_id, position, prompt, generation, created_at) "
             u"VALUES ('#99', 99, 'p', 'g', '2026-01-01T00:00:00Z')"_s,
             u"INSERT INTO layer (item_id, kind, person_id) VALUES (last_insert_rowid(), 'annotator', %1)"_s.arg(
                 ids.owner),
             u"INSERT INTO assignment (item_id, annotator_id, state, iteration) SELECT item_id, %1, "
             u"'new', 0 FROM layer WHERE id = last_insert_rowid()"_s.arg(ids.owner)}));
        const QByteArray before = m_f.homeState();
        QString error;
        MergeSummary summary;
        QVERIFY(!m_f.merge(&summary, &error));
        QCOMPARE(m_f.homeState(), before);
        QVERIFY2(error.contains(u"tampered"_s) && error.contains(u"Item #99,"_s), qPrintable(error));
        QVERIFY2(error.contains(u"rule \"items\""_s), qPrintable(error));
        return;
    }
    QStringList sql{u"DROP TRIGGER history_no_delete"_s, u"DROP TRIGGER review_event_no_delete"_s};
    for (const char *table : {"history", "judgement", "review_event", "layer_snapshot"}) {
        sql << u"DELETE FROM %1 WHERE assignment_id = %2"_s.arg(QLatin1StringView(table)).arg(ids.assignment);
    }
    sql << u"DELETE FROM suggestion WHERE layer_id = %1"_s.arg(ids.layer)
        << u"DELETE FROM span WHERE layer_id = %1"_s.arg(ids.layer)
        << u"DELETE FROM layer WHERE id = %1"_s.arg(ids.layer)
        << u"DELETE FROM assignment WHERE id = %1"_s.arg(ids.assignment);
    QVERIFY(m_f.tamper(sql));
    expectRefused(9, u"items"_s);
}

void ForgedPackageTest::submittedWithoutWhatSubmitAsks_data()
{
    QTest::addColumn<QStringList>("sql"); // on the item's first span (%1), before the submission
    QTest::addColumn<QString>("missing"); // empty: nothing is, and the submission comes home
    QTest::newRow("as the window would") << QStringList() << QString();
    // Every Scarecrow type asks for a rationale; Redundant also for its antecedent (a link).
    QTest::newRow("a rationale missing") << QStringList{u"UPDATE span SET rationale = '' WHERE id = %1"_s}
                                         << u"needs a rationale."_s;
    QTest::newRow("an antecedent missing")
        << QStringList{u"DELETE FROM span_link WHERE span_id = %1"_s,
                       u"UPDATE span SET type_key = 'Redundant', rationale = 'said twice' WHERE id = %1"_s}
        << u"needs an antecedent."_s;
}

// The window refuses Submit while a span lacks what its type asks for (SubmissionCheck::beforeSubmit);
// a submission made by editing the package must meet the same check at home.
void ForgedPackageTest::submittedWithoutWhatSubmitAsks()
{
    QFETCH(QStringList, sql);
    QFETCH(QString, missing);
    const Ids ids = m_f.packageIds(9); // in progress, round 0, with complete spans
    const QString first = u"(SELECT min(id) FROM span WHERE layer_id = %1)"_s.arg(ids.layer);
    for (QString &statement : sql) statement = statement.arg(first);
    sql << u"UPDATE assignment SET state = 'submitted', iteration = iteration + 1 WHERE id = %1"_s.arg(ids.assignment)
        << u"INSERT INTO history (assignment_id, actor_id, action, from_state, to_state, iteration, reason, "
           u"created_at) SELECT id, %1, 'submit', 'in_progress', 'submitted', iteration, '', "
           u"'2026-01-01T00:00:00Z' FROM assignment WHERE id = %2"_s.arg(ids.owner)
               .arg(ids.assignment);
    QVERIFY(m_f.tamper(sql));
    if (missing.isEmpty()) {
        QString error;
        MergeSummary summary;
        QVERIFY2(m_f.merge(&summary, &error), qPrintable(error));
        QCOMPARE(summary.statesChanged, 1);
        return;
    }
    expectRefused(9, u"submission"_s);
    if (QTest::currentTestFailed()) return;
    QString error;
    MergeSummary summary;
    QVERIFY(!m_f.merge(&summary, &error));
    QVERIFY2(error.contains(missing) && error.contains(u"Span 1 "_s), qPrintable(error));
}

QTEST_GUILESS_MAIN(ForgedPackageTest)
#include "forgedpackage_test.moc"
