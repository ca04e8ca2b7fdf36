// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QByteArrayView>
#include <QFlags>
#include <QString>

#include <optional>

namespace Errata {

// The life of one assignment (item × annotator), product.md §4.
enum class AssignmentState { New, InProgress, Submitted, InReview, Returned, Accepted, Discarded };

enum class WorkflowAction {
    Open,    // annotator starts (new), resumes a returned item, or reopens one not yet in review
    Submit,  // annotator hands the item in
    Claim,   // reviewer takes a submitted item into review
    Unclaim, // reviewer puts it back in the queue without deciding
    Return,  // reviewer sends it back for amendment (comment required)
    Accept,  // reviewer accepts it
    Discard, // anyone allowed, before acceptance, with a reason
};

enum class Role { Annotator = 0x1, Reviewer = 0x2, Coordinator = 0x4 };
Q_DECLARE_FLAGS(Roles, Role)
Q_DECLARE_OPERATORS_FOR_FLAGS(Roles)

QString assignmentStateKey(AssignmentState state);
bool assignmentStateFromKey(QStringView key, AssignmentState *state);
bool assignmentStateFromUtf8(QByteArrayView key, AssignmentState *state);
QString workflowActionKey(WorkflowAction action);
bool workflowActionFromKey(QStringView key, WorkflowAction *action);
QString roleKey(Role role);
QString rolesKey(Roles roles); // "annotator,reviewer"
bool rolesFromKey(QStringView key, Roles *roles);

// Human-readable, translated names for the UI and CLI.
class WorkflowText
{
    Q_DECLARE_TR_FUNCTIONS(WorkflowText)
public:
    static QString stateName(AssignmentState state);
    static QString actionName(WorkflowAction action);
    static QString roleName(Role role);
};

// The state an action leads to, or nullopt when the action is not allowed from that state.
std::optional<AssignmentState> nextState(AssignmentState from, WorkflowAction action);

// The role an action requires (an annotator may act only on their own assignments; callers check that).
Role requiredRole(WorkflowAction action);

// Actions that must carry a non-empty reason or comment.
bool actionNeedsReason(WorkflowAction action);

// Whether the work is handed in and counts as a result (submitted, in review or accepted):
// agreement, corpus statistics, quality checks and blind mode all use this one rule.
bool isFinished(AssignmentState state);
QList<AssignmentState> finishedStates();

// Whole days since the last sign of work on an assignment the annotator is expected to be doing (in
// progress or returned), or -1 for any other state or when nothing is known (idle work, the Study tab).
int idleDays(AssignmentState state, const QDateTime &lastActivity, const QDateTime &now);

// Whether the annotator may change their layer in this state.
bool isEditableByAnnotator(AssignmentState state);

// Whether the work has left its annotator's hands for good, as the rules above have it: they may neither
// change it nor reopen it (in review, accepted, discarded). A work package's merge leaves such an item
// as it is at home.
bool isOutOfAnnotatorsHands(AssignmentState state);

// Whether an annotator may see the other annotators' layers of an item: always when the project is
// not blind; in blind mode only once their own work on it is handed in (submitted, in review,
// accepted) — not while they amend a returned item.
bool mayViewOtherLayers(bool blindMode, AssignmentState ownState);

struct TransitionCheck
{
    std::optional<AssignmentState> to;
    QString error; // translated; empty when allowed
};

// All rules in one place: state machine, role and reason. The storage layer calls this before writing.
TransitionCheck checkTransition(AssignmentState from, WorkflowAction action, Roles actorRoles, bool actorOwnsAssignment,
                                const QString &reason);

} // namespace Errata
