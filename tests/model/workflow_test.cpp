// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/workflow.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

// The expected transitions are read off the diagram in product.md §4, independently of workflow.cpp.
class WorkflowTest : public QObject
{
    Q_OBJECT

private slots:
    void transitions_data();
    void transitions();
    void everyStateActionPairIsDecided();
    void roles_data();
    void roles();
    void reasonsAreRequired();
    void keysRoundTrip();
    void blindModeHidesOtherLayersUntilSubmitted();
    void finishedWorkIsHandedIn();
};

void WorkflowTest::transitions_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("to"); // empty: not allowed

    QTest::newRow("open new") << "new"
                              << "open"
                              << "in_progress";
    QTest::newRow("submit in progress") << "in_progress"
                                        << "submit"
                                        << "submitted";
    QTest::newRow("claim submitted") << "submitted"
                                     << "claim"
                                     << "in_review";
    QTest::newRow("accept in review") << "in_review"
                                      << "accept"
                                      << "accepted";
    QTest::newRow("return in review") << "in_review"
                                      << "return"
                                      << "returned";
    QTest::newRow("unclaim in review") << "in_review"
                                       << "unclaim"
                                       << "submitted";
    QTest::newRow("resume returned") << "returned"
                                     << "open"
                                     << "in_progress";
    QTest::newRow("resubmit returned") << "returned"
                                       << "submit"
                                       << "submitted";
    QTest::newRow("discard new") << "new"
                                 << "discard"
                                 << "discarded";
    QTest::newRow("discard in review") << "in_review"
                                       << "discard"
                                       << "discarded";
    QTest::newRow("discard returned") << "returned"
                                      << "discard"
                                      << "discarded";

    QTest::newRow("no submit of new") << "new"
                                      << "submit"
                                      << "";
    QTest::newRow("no accept of submitted") << "submitted"
                                            << "accept"
                                            << "";
    QTest::newRow("no return of submitted") << "submitted"
                                            << "return"
                                            << "";
    QTest::newRow("no reopen of accepted") << "accepted"
                                           << "open"
                                           << "";
    QTest::newRow("no discard of accepted") << "accepted"
                                            << "discard"
                                            << "";
    QTest::newRow("no discard twice") << "discarded"
                                      << "discard"
                                      << "";
    QTest::newRow("no claim twice") << "in_review"
                                    << "claim"
                                    << "";
    QTest::newRow("reopen before review") << "submitted"
                                          << "open"
                                          << "in_progress";
    QTest::newRow("no reopen once in review") << "in_review"
                                              << "open"
                                              << "";
}

void WorkflowTest::transitions()
{
    QFETCH(QString, from);
    QFETCH(QString, action);
    QFETCH(QString, to);
    AssignmentState fromState;
    WorkflowAction act;
    QVERIFY(assignmentStateFromKey(from, &fromState));
    QVERIFY(workflowActionFromKey(action, &act));
    const auto next = nextState(fromState, act);
    QCOMPARE(next ? assignmentStateKey(*next) : QString(), to);
}

void WorkflowTest::everyStateActionPairIsDecided()
{
    // 7 states × 7 actions, counted by hand from product.md §4:
    int allowed = 0;
    for (int s = 0; s <= int(AssignmentState::Discarded); ++s) {
        for (int a = 0; a <= int(WorkflowAction::Discard); ++a) {
            allowed += nextState(AssignmentState(s), WorkflowAction(a)).has_value() ? 1 : 0;
        }
    }
    // open: new, returned, submitted (3); submit: in_progress, returned (2); claim (1); unclaim (1);
    // return (1); accept (1); discard: new, in_progress, submitted, in_review, returned (5). Total 14.
    QCOMPARE(allowed, 14);
}

void WorkflowTest::roles_data()
{
    QTest::addColumn<int>("action");
    QTest::addColumn<int>("roles");
    QTest::addColumn<bool>("owns");
    QTest::addColumn<bool>("allowed");
    const int annotator = int(Role::Annotator);
    const int reviewer = int(Role::Reviewer);
    const int coordinator = int(Role::Coordinator);
    QTest::newRow("annotator submits own") << int(WorkflowAction::Submit) << annotator << true << true;
    QTest::newRow("annotator submits another's") << int(WorkflowAction::Submit) << annotator << false << false;
    QTest::newRow("reviewer cannot submit for annotator") << int(WorkflowAction::Submit) << reviewer << false << false;
    QTest::newRow("annotator cannot accept") << int(WorkflowAction::Accept) << annotator << true << false;
    QTest::newRow("reviewer accepts") << int(WorkflowAction::Accept) << reviewer << false << true;
    QTest::newRow("coordinator alone cannot accept") << int(WorkflowAction::Accept) << coordinator << false << false;
    QTest::newRow("reviewer cannot accept own work")
        << int(WorkflowAction::Accept) << (reviewer | annotator) << true << false;
    QTest::newRow("coordinator discards") << int(WorkflowAction::Discard) << coordinator << false << true;
}

void WorkflowTest::roles()
{
    QFETCH(int, action);
    QFETCH(int, roles);
    QFETCH(bool, owns);
    QFETCH(bool, allowed);
    const auto act = WorkflowAction(action);
    // Pick a state from which the action is legal so only the role decides.
    const AssignmentState from = act == WorkflowAction::Submit ? AssignmentState::InProgress
        : act == WorkflowAction::Accept                        ? AssignmentState::InReview
                                                               : AssignmentState::InProgress;
    const TransitionCheck check = checkTransition(from, act, Roles(roles), owns, u"because"_s);
    QCOMPARE(check.to.has_value(), allowed);
    QCOMPARE(check.error.isEmpty(), allowed);
}

void WorkflowTest::reasonsAreRequired()
{
    const auto returned =
        checkTransition(AssignmentState::InReview, WorkflowAction::Return, Role::Reviewer, false, u"  "_s);
    QVERIFY(!returned.to);
    QVERIFY(returned.error.contains(u"reason"_s));
    QVERIFY(checkTransition(AssignmentState::InReview, WorkflowAction::Return, Role::Reviewer, false,
                            u"Add the antecedent"_s)
                .to);
    QVERIFY(!checkTransition(AssignmentState::New, WorkflowAction::Discard, Role::Annotator, true, QString()).to);
    QVERIFY(checkTransition(AssignmentState::New, WorkflowAction::Open, Role::Annotator, true, QString()).to);
}

void WorkflowTest::keysRoundTrip()
{
    for (int s = 0; s <= int(AssignmentState::Discarded); ++s) {
        AssignmentState back;
        QVERIFY(assignmentStateFromKey(assignmentStateKey(AssignmentState(s)), &back));
        QCOMPARE(int(back), s);
    }
    Roles roles;
    QVERIFY(rolesFromKey(u"annotator, coordinator"_s, &roles));
    QCOMPARE(roles, Role::Annotator | Role::Coordinator);
    QCOMPARE(rolesKey(roles), u"annotator,coordinator"_s);
    QVERIFY(!rolesFromKey(u"annotator,admin"_s, &roles));
}

void WorkflowTest::blindModeHidesOtherLayersUntilSubmitted()
{
    const QList<std::pair<AssignmentState, bool>> blind{
        {AssignmentState::New, false},      {AssignmentState::InProgress, false}, {AssignmentState::Submitted, true},
        {AssignmentState::InReview, true},  {AssignmentState::Returned, false},   {AssignmentState::Accepted, true},
        {AssignmentState::Discarded, false}};
    for (const auto &[state, visible] : blind) {
        QCOMPARE(mayViewOtherLayers(true, state), visible);
        QVERIFY(mayViewOtherLayers(false, state)); // not blind: always
    }
}

// product.md §4: work counts as a result once handed in (submitted, in review, accepted), never while
// it is new, being written, returned or discarded. The readers use isFinished, the SQL finishedStates.
void WorkflowTest::finishedWorkIsHandedIn()
{
    using S = AssignmentState;
    const QList<S> handedIn{S::Submitted, S::InReview, S::Accepted};
    for (const S state : {S::New, S::InProgress, S::Submitted, S::InReview, S::Returned, S::Accepted, S::Discarded}) {
        QCOMPARE(isFinished(state), handedIn.contains(state));
        QCOMPARE(finishedStates().contains(state), handedIn.contains(state));
    }
}

QTEST_GUILESS_MAIN(WorkflowTest)
#include "workflow_test.moc"
