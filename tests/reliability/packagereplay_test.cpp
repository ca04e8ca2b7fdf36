// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/reliability/forgedpackage.h"

#include "model/domain/storedtime.h"
#include "model/interchange/packagerecord.h"
#include "model/storage/reviewrepository.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;
using namespace ForgedPackage;

// Issue #41, the other side of forgedpackage_test: what a package's owner may do offline still comes
// home, but as home's own record of it. Steps and replies are taken again at the merge, in the owner's
// name and at the merge's time, through the same entry points as the window; work that home claimed
// meanwhile is a conflict, not merged into; a span numbered like somebody else's stays the owner's.
class PackageReplayTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void repliesComeHomeInTheOwnersNameAtTheMerge();
    void offlineStepsAreTakenAgainAtHome();
    void workClaimedAtHomeMeanwhileIsAConflict();
    void forgedSpanIdNeverReachesAnotherLayer();
    void spanTimesStayBetweenTheSplitAndTheMerge_data();
    void spanTimesStayBetweenTheSplitAndTheMerge();

private:
    // The home's assignment of `person` on the corpus's item `index`, and that person's spans there.
    Assignment homeAssignment(Project &home, int index, const QString &person) const;
    QList<Span> homeSpans(Project &home, int index, const QString &person) const;
    Fixture m_f;
};

void PackageReplayTest::initTestCase()
{
    QString error;
    QVERIFY2(m_f.makeTemplate(&error), qPrintable(error));
}

void PackageReplayTest::init()
{
    QString error;
    QVERIFY2(m_f.splitAgain(&error), qPrintable(error));
}

Assignment PackageReplayTest::homeAssignment(Project &home, int index, const QString &person) const
{
    const qint64 id = home.people().findByName(person)->id;
    for (const Assignment &a : home.assignments().forItem(m_f.corpus.at(index).id)) {
        if (a.annotatorId == id) return a;
    }
    return {};
}

QList<Span> PackageReplayTest::homeSpans(Project &home, int index, const QString &person) const
{
    const qint64 id = home.people().findByName(person)->id;
    return home.spans().spansOfLayer(*home.spans().annotatorLayer(m_f.corpus.at(index).id, id));
}

void PackageReplayTest::repliesComeHomeInTheOwnersNameAtTheMerge()
{
    const Ids ids = m_f.packageIds(8); // returned, with the reviewer's comment
    QVERIFY(m_f.tamper({u"INSERT INTO review_event (assignment_id, span_id, author_id, kind, body, created_at) "
                        u"SELECT %1, min(id), %2, 'comment', 'Fixed, I think.', '2001-01-01T00:00:00Z' FROM span "
                        u"WHERE layer_id = %3"_s.arg(ids.assignment)
                            .arg(ids.owner)
                            .arg(ids.layer)}));
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1); // stored times keep milliseconds
    MergeSummary summary;
    QString error;
    QVERIFY2(m_f.merge(&summary, &error), qPrintable(error));
    QCOMPARE(summary.reviewEvents, 1);
    auto home = Project::open(m_f.home, &error);
    const QList<ReviewEvent> thread = home->reviews().forAssignment(homeAssignment(*home, 8, owner()).id);
    QVERIFY(!thread.isEmpty());
    const ReviewEvent &reply = thread.last();
    QCOMPARE(reply.body, u"Fixed, I think."_s);
    QCOMPARE(reply.authorId, home->people().findByName(owner())->id);
    QCOMPARE(reply.spanId, homeSpans(*home, 8, owner()).first().id);          // spans at the split keep their ids
    QVERIFY2(reply.at >= before, qPrintable(reply.at.toString(Qt::ISODate))); // not the package's 2001
}

void PackageReplayTest::offlineStepsAreTakenAgainAtHome()
{
    QString error;
    {
        auto package = Project::open(m_f.package, &error);
        const Ids submitted = m_f.packageIds(9), discarded = m_f.packageIds(10); // in progress, new
        AssignmentRepository assignments = package->assignments();
        QVERIFY2(assignments.perform(submitted.assignment, WorkflowAction::Submit, submitted.owner),
                 qPrintable(assignments.lastError()));
        QVERIFY(assignments.perform(discarded.assignment, WorkflowAction::Discard, discarded.owner, u"off topic"_s));
    }
    int round = 0;
    {
        auto home = Project::open(m_f.home, &error);
        round = homeAssignment(*home, 9, owner()).iteration;
    }
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
    MergeSummary summary;
    QVERIFY2(m_f.merge(&summary, &error), qPrintable(error));
    QCOMPARE(summary.statesChanged, 2);
    QCOMPARE(summary.historyEntries, 2);
    QCOMPARE(summary.conflicts, 0);
    auto home = Project::open(m_f.home, &error);
    const qint64 ownerId = home->people().findByName(owner())->id;
    const Assignment submitted = homeAssignment(*home, 9, owner());
    QCOMPARE(submitted.state, AssignmentState::Submitted);
    QCOMPARE(submitted.iteration, round + 1);
    const HistoryEntry step = home->assignments().history(submitted.id).last();
    QCOMPARE(step.actorId, ownerId);
    QCOMPARE(step.action, u"submit"_s);
    QCOMPARE(step.fromState, u"in_progress"_s);
    QVERIFY(step.at >= before);
    // As a submission in the window: what was handed in is kept for the reviewer's comparison.
    const auto snapshot = home->assignments().snapshot(submitted.id, round + 1);
    QVERIFY(snapshot);
    QCOMPARE(snapshot->size(), homeSpans(*home, 9, owner()).size());
    const Assignment discarded = homeAssignment(*home, 10, owner());
    QCOMPARE(discarded.state, AssignmentState::Discarded);
    QCOMPARE(discarded.discardReason, u"off topic"_s);
    QCOMPARE(home->assignments().history(discarded.id).last().actorId, ownerId);
}

void PackageReplayTest::workClaimedAtHomeMeanwhileIsAConflict()
{
    QString error;
    {
        // Offline: the submitted item 7 reopened and a span reworded, as the window allows.
        auto package = Project::open(m_f.package, &error);
        const Ids ids = m_f.packageIds(7);
        QVERIFY(package->assignments().perform(ids.assignment, WorkflowAction::Open, ids.owner));
        Span span = package->spans().spansOfLayer(ids.layer).first();
        span.rationale = u"reworded offline"_s;
        QVERIFY(package->spans().update(span));
    }
    QList<Span> spansBefore;
    {
        // At home meanwhile: the reviewer claims it.
        auto home = Project::open(m_f.home, &error);
        const qint64 reviewer = home->people().findByName(DemoProject::reviewerName())->id;
        QVERIFY(home->assignments().perform(homeAssignment(*home, 7, owner()).id, WorkflowAction::Claim, reviewer));
        spansBefore = homeSpans(*home, 7, owner());
    }
    MergeSummary summary;
    QVERIFY2(m_f.merge(&summary, &error), qPrintable(error));
    QCOMPARE(summary.conflicts, 1);
    auto home = Project::open(m_f.home, &error);
    QCOMPARE(homeAssignment(*home, 7, owner()).state, AssignmentState::InReview);
    QCOMPARE(homeSpans(*home, 7, owner()), spansBefore); // nothing merged into work in review
    const QList<OpenConflict> conflicts = WorkPackage::openConflicts(*home);
    QCOMPARE(conflicts.size(), 1);
    QCOMPARE(conflicts.first().item, m_f.corpusId(7));
    QCOMPARE(conflicts.first().conflict.field, u"state"_s);
}

// A span made offline under the number home gives another annotator's span: it comes home as a new span
// of the owner's, and the other one is untouched.
void PackageReplayTest::forgedSpanIdNeverReachesAnotherLayer()
{
    const QString other = DemoProject::annotatorNames().at(1);
    QString error;
    Span theirs;
    {
        auto home = Project::open(m_f.home, &error);
        const QList<Span> spans = homeSpans(*home, 9, other);
        QVERIFY(!spans.isEmpty());
        theirs = spans.first();
    }
    const Ids ids = m_f.packageIds(9);
    QVERIFY(m_f.tamper(
        {u"INSERT INTO span (id, layer_id, side, begin_offset, end_offset, type_key, rationale, "
         u"review_state, created_at, modified_at) SELECT %1, %2, 'generation', 0, 1, type_key, "
         u"'forged id', 'pending', created_at, modified_at FROM span WHERE layer_id = %2 LIMIT 1"_s.arg(theirs.id)
             .arg(ids.layer)}));
    MergeSummary summary;
    QVERIFY2(m_f.merge(&summary, &error), qPrintable(error));
    QCOMPARE(summary.spansAdded, 1);
    auto home = Project::open(m_f.home, &error);
    const QList<Span> others = homeSpans(*home, 9, other);
    const auto kept = std::find_if(others.cbegin(), others.cend(), [&](const Span &s) { return s.id == theirs.id; });
    QVERIFY(kept != others.cend());
    QCOMPARE(kept->rationale, theirs.rationale);
    const QList<Span> own = homeSpans(*home, 9, owner());
    const auto added =
        std::find_if(own.cbegin(), own.cend(), [](const Span &s) { return s.rationale == "forged id"_L1; });
    QVERIFY(added != own.cend());
    QVERIFY(added->id != theirs.id);
}

void PackageReplayTest::spanTimesStayBetweenTheSplitAndTheMerge_data()
{
    QTest::addColumn<QString>("claimed"); // the time the package gives its spans
    QTest::addColumn<bool>("beforeTheSplit");
    QTest::newRow("1999") << u"1999-06-01T12:00:00.000Z"_s << true;
    QTest::newRow("2099") << u"2099-06-01T12:00:00.000Z"_s << false;
}

// A span is marked between the split and the merge, whatever the package's clock says: a time before the
// split is the split's, a time after the merge the merge's (a reviewer reads them as "Marked at").
void PackageReplayTest::spanTimesStayBetweenTheSplitAndTheMerge()
{
    QFETCH(QString, claimed);
    QFETCH(bool, beforeTheSplit);
    const Ids ids = m_f.packageIds(9); // in progress
    const QString first = u"(SELECT min(id) FROM span WHERE layer_id = %1)"_s.arg(ids.layer);
    QVERIFY(m_f.tamper(
        {u"INSERT INTO span (layer_id, side, begin_offset, end_offset, type_key, severity_key, rationale, "
         u"review_state, created_at, modified_at) SELECT layer_id, side, begin_offset, end_offset, type_key, "
         u"severity_key, 'new offline', 'pending', '%1', '%1' FROM span WHERE id = %2"_s.arg(claimed, first),
         u"UPDATE span SET rationale = 'changed offline', created_at = '%1', modified_at = '%1' WHERE id = %2"_s.arg(
             claimed, first)}));
    QString error;
    QDateTime split;
    Span before;
    {
        auto home = Project::open(m_f.home, &error);
        split = StoredTime::parse(PackageRecord::load(*home, owner())->at);
        const QList<Span> spans = homeSpans(*home, 9, owner()); // the package numbers them as home does
        before =
            *std::min_element(spans.cbegin(), spans.cend(), [](const Span &a, const Span &b) { return a.id < b.id; });
    }
    QVERIFY(split.isValid());
    const QDateTime mergeFrom = QDateTime::currentDateTimeUtc().addMSecs(-1);
    MergeSummary summary;
    QVERIFY2(m_f.merge(&summary, &error), qPrintable(error));
    const QDateTime mergeTo = QDateTime::currentDateTimeUtc().addMSecs(1);
    QCOMPARE(summary.spansAdded, 1);
    QCOMPARE(summary.spansChanged, 1);
    auto home = Project::open(m_f.home, &error);
    const QList<Span> own = homeSpans(*home, 9, owner());
    const auto find = [&own](const char *rationale) {
        const auto it = std::find_if(own.cbegin(), own.cend(), [rationale](const Span &s) {
            return s.rationale == QLatin1StringView(rationale);
        });
        return it == own.cend() ? Span() : *it;
    };
    const Span added = find("new offline"), changed = find("changed offline");
    QVERIFY(added.id && changed.id);
    if (beforeTheSplit) {
        QCOMPARE(added.created, split);
        QCOMPARE(added.modified, split);
    } else {
        QVERIFY2(added.created >= mergeFrom && added.created <= mergeTo, qPrintable(added.created.toString()));
        QCOMPARE(added.modified, added.created);
    }
    // A span changed offline keeps the time home made it, and is changed at the merge.
    QCOMPARE(changed.created, before.created);
    QVERIFY2(changed.modified >= mergeFrom && changed.modified <= mergeTo, qPrintable(changed.modified.toString()));
}

QTEST_GUILESS_MAIN(PackageReplayTest)
#include "packagereplay_test.moc"
