// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/workflow.h"

#include "model/domain/enumkeys.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

using S = AssignmentState;
using A = WorkflowAction;

constexpr std::array States{
    EnumKey<S>{S::New, "new"_L1},
    EnumKey<S>{S::InProgress, "in_progress"_L1},
    EnumKey<S>{S::Submitted, "submitted"_L1},
    EnumKey<S>{S::InReview, "in_review"_L1},
    EnumKey<S>{S::Returned, "returned"_L1},
    EnumKey<S>{S::Accepted, "accepted"_L1},
    EnumKey<S>{S::Discarded, "discarded"_L1},
};

constexpr std::array Actions{
    EnumKey<A>{A::Open, "open"_L1},       EnumKey<A>{A::Submit, "submit"_L1}, EnumKey<A>{A::Claim, "claim"_L1},
    EnumKey<A>{A::Unclaim, "unclaim"_L1}, EnumKey<A>{A::Return, "return"_L1}, EnumKey<A>{A::Accept, "accept"_L1},
    EnumKey<A>{A::Discard, "discard"_L1},
};

constexpr std::array RoleKeys{
    EnumKey<Role>{Role::Annotator, "annotator"_L1},
    EnumKey<Role>{Role::Reviewer, "reviewer"_L1},
    EnumKey<Role>{Role::Coordinator, "coordinator"_L1},
};

} // namespace

QString assignmentStateKey(AssignmentState state)
{
    return enumToKey(States, state);
}
bool assignmentStateFromKey(QStringView key, AssignmentState *state)
{
    return enumFromKey(States, key, state);
}
bool assignmentStateFromUtf8(QByteArrayView key, AssignmentState *state)
{
    return enumFromUtf8(States, key, state);
}
QString workflowActionKey(WorkflowAction action)
{
    return enumToKey(Actions, action);
}
bool workflowActionFromKey(QStringView key, WorkflowAction *action)
{
    return enumFromKey(Actions, key, action);
}
QString roleKey(Role role)
{
    return enumToKey(RoleKeys, role);
}

QString rolesKey(Roles roles)
{
    QStringList keys;
    for (const auto &[role, name] : RoleKeys) {
        if (roles.testFlag(role)) {
            keys << QString(name);
        }
    }
    return keys.join(u',');
}

bool rolesFromKey(QStringView key, Roles *roles)
{
    Roles result;
    for (QStringView part : key.split(u',', Qt::SkipEmptyParts)) {
        Role role;
        if (!enumFromKey(RoleKeys, part.trimmed(), &role)) {
            return false;
        }
        result |= role;
    }
    *roles = result;
    return true;
}

QString WorkflowText::stateName(AssignmentState state)
{
    switch (state) {
    case S::New: return tr("New");
    case S::InProgress: return tr("In progress");
    case S::Submitted: return tr("Submitted");
    case S::InReview: return tr("In review");
    case S::Returned: return tr("Returned");
    case S::Accepted: return tr("Accepted");
    case S::Discarded: return tr("Discarded");
    }
    return {};
}

QString WorkflowText::actionName(WorkflowAction action)
{
    switch (action) {
    case A::Open: return tr("open");
    case A::Submit: return tr("submit");
    case A::Claim: return tr("claim for review");
    case A::Unclaim: return tr("release from review");
    case A::Return: return tr("return for amendment");
    case A::Accept: return tr("accept");
    case A::Discard: return tr("discard");
    }
    return {};
}

QString WorkflowText::roleName(Role role)
{
    switch (role) {
    case Role::Annotator: return tr("Annotator");
    case Role::Reviewer: return tr("Reviewer");
    case Role::Coordinator: return tr("Coordinator");
    }
    return {};
}

std::optional<AssignmentState> nextState(AssignmentState from, WorkflowAction action)
{
    switch (action) {
    case A::Open: // also "reopen": a submitted item nobody has claimed for review yet
        if (from == S::New || from == S::Returned || from == S::Submitted) return S::InProgress;
        break;
    case A::Submit:
        if (from == S::InProgress || from == S::Returned) return S::Submitted;
        break;
    case A::Claim:
        if (from == S::Submitted) return S::InReview;
        break;
    case A::Unclaim:
    case A::Return:
    case A::Accept:
        if (from == S::InReview) {
            return action == A::Unclaim ? S::Submitted : action == A::Return ? S::Returned : S::Accepted;
        }
        break;
    case A::Discard:
        if (from != S::Accepted && from != S::Discarded) return S::Discarded;
        break;
    }
    return std::nullopt;
}

Role requiredRole(WorkflowAction action)
{
    switch (action) {
    case A::Open:
    case A::Submit:
    case A::Discard: return Role::Annotator;
    case A::Claim:
    case A::Unclaim:
    case A::Return:
    case A::Accept: return Role::Reviewer;
    }
    return Role::Coordinator;
}

bool actionNeedsReason(WorkflowAction action)
{
    return action == A::Return || action == A::Discard;
}

bool isEditableByAnnotator(AssignmentState state)
{
    return state == S::InProgress || state == S::Returned;
}

bool isOutOfAnnotatorsHands(AssignmentState state)
{
    return !isEditableByAnnotator(state) && !nextState(state, A::Open);
}

bool isFinished(AssignmentState state)
{
    // Without the list: whole-corpus readers ask a million times.
    return state == S::Submitted || state == S::InReview || state == S::Accepted;
}

QList<AssignmentState> finishedStates()
{
    return {S::Submitted, S::InReview, S::Accepted}; // isFinished's
}

int idleDays(AssignmentState state, const QDateTime &lastActivity, const QDateTime &now)
{
    if ((state != S::InProgress && state != S::Returned) || !lastActivity.isValid()) return -1;
    return int(lastActivity.secsTo(now) / 86400);
}

bool mayViewOtherLayers(bool blindMode, AssignmentState ownState)
{
    return !blindMode || isFinished(ownState);
}

TransitionCheck checkTransition(AssignmentState from, WorkflowAction action, Roles actorRoles, bool actorOwnsAssignment,
                                const QString &reason)
{
    const auto to = nextState(from, action);
    if (!to) {
        return {std::nullopt,
                WorkflowText::tr("Cannot %1 an item in the state “%2”.")
                    .arg(WorkflowText::actionName(action), WorkflowText::stateName(from))};
    }
    const Role needed = requiredRole(action);
    // Coordinators may discard anything; otherwise an annotator acts only on their own assignment.
    const bool coordinatorDiscard = action == A::Discard && actorRoles.testFlag(Role::Coordinator);
    const bool roleOk = actorRoles.testFlag(needed) && (needed != Role::Annotator || actorOwnsAssignment);
    if (!roleOk && !coordinatorDiscard) {
        const QString error = needed == Role::Annotator
            ? WorkflowText::tr("Only the assigned annotator may %1 this item.")
            : WorkflowText::tr("Only a reviewer may %1 this item.");
        return {std::nullopt, error.arg(WorkflowText::actionName(action))};
    }
    if (needed == Role::Reviewer && actorOwnsAssignment) {
        return {std::nullopt, WorkflowText::tr("Reviewers do not review their own annotations.")};
    }
    if (actionNeedsReason(action) && reason.trimmed().isEmpty()) {
        return {std::nullopt, WorkflowText::tr("A reason is required to %1.").arg(WorkflowText::actionName(action))};
    }
    return {to, {}};
}

} // namespace Errata
