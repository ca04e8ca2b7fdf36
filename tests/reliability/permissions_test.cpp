// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/annotationdocument.h"
#include "model/project/project.h"
#include "model/review/reviewsession.h"
#include "model/taxonomy/taxonomyloader.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

namespace {

// Who tries: the assigned annotator, another annotator, a reviewer, a coordinator, and a person
// who is annotator and reviewer at once and owns the assignment.
const QStringList Actors{u"owner"_s, u"other annotator"_s, u"reviewer"_s, u"coordinator"_s, u"owner+reviewer"_s};
const QStringList Actions{u"open"_s, u"edit layer"_s, u"judge"_s, u"submit"_s, u"reopen"_s, u"claim"_s,
                          u"decide span"_s, u"comment"_s, u"unclaim"_s, u"return"_s, u"accept"_s, u"discard"_s};

// product.md §4, read independently of the code: an annotator edits only their own layer and only
// while the item is in progress or returned, and moves it along (open, submit, reopen before a
// review, discard with a reason); a reviewer never edits a layer, but claims, decides, comments,
// returns and accepts, never on their own work; a coordinator may discard any assignment.
const QHash<QString, QSet<QString>> Expected{
    {u"owner"_s, {u"open"_s, u"edit layer"_s, u"judge"_s, u"submit"_s, u"reopen"_s, u"discard"_s}},
    {u"other annotator"_s, {}},
    {u"reviewer"_s, {u"claim"_s, u"decide span"_s, u"comment"_s, u"unclaim"_s, u"return"_s, u"accept"_s}},
    {u"coordinator"_s, {u"discard"_s}},
    {u"owner+reviewer"_s, {u"open"_s, u"edit layer"_s, u"judge"_s, u"submit"_s, u"reopen"_s, u"discard"_s}},
};

Span validSpan()
{
    Span span;
    span.range = {0, 3, TextSide::Generation};
    span.typeKey = u"Grammar_Usage"_s;
    span.severityKey = u"1"_s;
    span.rationale = u"wrong word"_s;
    return span;
}

} // namespace

// Issue #10: every action tried as every role, through the model's own entry points, on an
// assignment in a state where the action is possible; the set that succeeds must equal §4.
class PermissionsTest : public QObject
{
    Q_OBJECT

private slots:
    void everyActionAsEveryRole();

private:
    bool attempt(const QString &actor, const QString &action, QString *why);
    QTemporaryDir m_dir;
    int m_counter = 0;
};

// A fresh project per attempt: the owner has a valid span on the item; the assignment is brought
// to where the action applies by the people entitled to each step.
bool PermissionsTest::attempt(const QString &actorName, const QString &action, QString *why)
{
    QString error;
    auto project = Project::create(m_dir.filePath(u"p%1.errata"_s.arg(++m_counter)),
                                   *TaxonomyLoader::builtin(u"scarecrow"_s).taxonomy, u"P"_s, &error);
    Person owner{0, u"owner"_s, Role::Annotator}, other{0, u"other annotator"_s, Role::Annotator};
    Person reviewer{0, u"reviewer"_s, Role::Reviewer}, coordinator{0, u"coordinator"_s, Role::Coordinator};
    Person both{0, u"owner+reviewer"_s, Role::Annotator | Role::Reviewer};
    for (Person *p : {&owner, &other, &reviewer, &coordinator, &both}) project->people().add(*p);
    const qint64 ownerId = actorName == "owner+reviewer"_L1 ? both.id : owner.id;
    const qint64 actorId = project->people().findByName(actorName)->id;
    Item item{0, u"i"_s, u"Prompt."_s, u"The cat sat."_s, TextFormat::Plain, {}, {}};
    project->items().add(item);
    Assignment assignment;
    assignment.itemId = item.id;
    assignment.annotatorId = ownerId;
    project->assignments().create(assignment, coordinator.id);
    AnnotationDocument ownDoc(project.get(), item.id, ownerId);
    ownDoc.load();
    const auto needs = [&](const QStringList &actions) { return actions.contains(action); };
    if (!needs({u"open"_s}) && !ownDoc.insertSpan(0, validSpan())) return *why = ownDoc.lastError(), false;
    const bool submitted = needs({u"reopen"_s, u"claim"_s, u"decide span"_s, u"comment"_s, u"unclaim"_s,
                                  u"return"_s, u"accept"_s});
    if (submitted && !ownDoc.submit()) return *why = u"setup: "_s + ownDoc.lastError(), false;
    // The entitled reviewer claims and decides, unless the actor is the one to claim.
    const bool claimed = submitted && !needs({u"reopen"_s, u"claim"_s});
    const qint64 claimer = project->people().find(actorId)->roles.testFlag(Role::Reviewer) && actorId != ownerId
                               ? actorId : reviewer.id;
    ReviewSession setup(*project, claimer, assignment.id);
    if (claimed && !(setup.claim() && setup.decide(ownDoc.spans().first().id, SpanDecision::Accept))) {
        return *why = u"setup: "_s + setup.lastError(), false;
    }

    AnnotationDocument doc(project.get(), item.id, actorId);
    doc.load();
    ReviewSession session(*project, actorId, assignment.id);
    AssignmentRepository assignments = project->assignments();
    const qint64 spanId = ownDoc.spans().isEmpty() ? 0 : ownDoc.spans().first().id;
    bool ok = false;
    if (action == "open"_L1) ok = assignments.perform(assignment.id, WorkflowAction::Open, actorId);
    else if (action == "edit layer"_L1) ok = doc.insertSpan(doc.spans().size(), validSpan());
    else if (action == "judge"_L1) ok = doc.setJudgement(u"rating"_s, 3);
    else if (action == "submit"_L1) ok = assignments.perform(assignment.id, WorkflowAction::Submit, actorId);
    else if (action == "reopen"_L1) ok = assignments.perform(assignment.id, WorkflowAction::Open, actorId);
    else if (action == "claim"_L1) ok = session.claim();
    else if (action == "decide span"_L1) ok = session.decide(spanId, SpanDecision::Reject, u"no"_s);
    else if (action == "comment"_L1) ok = session.comment(spanId, u"look"_s);
    else if (action == "unclaim"_L1) ok = session.unclaim();
    else if (action == "return"_L1) ok = session.returnForAmendment(u"amend"_s);
    else if (action == "accept"_L1) ok = session.accept();
    else if (action == "discard"_L1) ok = assignments.perform(assignment.id, WorkflowAction::Discard, actorId, u"dup"_s);
    *why = doc.lastError() + session.lastError() + assignments.lastError();
    return ok;
}

void PermissionsTest::everyActionAsEveryRole()
{
    QStringList mismatches;
    for (const QString &actor : Actors) {
        for (const QString &action : Actions) {
            QString why;
            const bool allowed = attempt(actor, action, &why);
            if (why.startsWith(u"setup: "_s)) QFAIL(qPrintable(actor + u" / "_s + action + u": "_s + why));
            if (allowed != Expected.value(actor).contains(action)) {
                mismatches << u"%1 may %2: %3 (expected %4) %5"_s.arg(actor, action, allowed ? u"yes"_s : u"no"_s,
                                                                    allowed ? u"no"_s : u"yes"_s, why);
            }
            // A refusal always says why.
            if (!allowed) QVERIFY2(!why.trimmed().isEmpty(), qPrintable(actor + u" / "_s + action));
        }
    }
    QVERIFY2(mismatches.isEmpty(), qPrintable(mismatches.join(u'\n')));
}

QTEST_GUILESS_MAIN(PermissionsTest)
#include "permissions_test.moc"
