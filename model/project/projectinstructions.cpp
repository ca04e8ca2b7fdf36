// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/projectinstructions.h"

#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/settingsrepository.h"

namespace Errata::ProjectInstructions {

QString text(Project &project)
{
    const QString markdown = project.settings().value(SettingKey::Instructions, QString());
    return markdown.trimmed().isEmpty() ? QString() : markdown;
}

namespace {

// Unassigned or reassigned before work began (errata-cli unassign, reassign): discarded straight from new.
bool discardedUnbegun(AssignmentRepository &assignments, const Assignment &assignment)
{
    if (assignment.state != AssignmentState::Discarded) return false;
    const QList<HistoryEntry> history = assignments.history(assignment.id);
    return std::any_of(history.cbegin(), history.cend(), [](const HistoryEntry &entry) {
        return entry.action == QLatin1StringView("discard") && entry.fromState == QLatin1StringView("new");
    });
}

} // namespace

bool showFirst(Project &project, qint64 personId)
{
    if (text(project).isEmpty()) return false;
    AssignmentRepository assignments = project.assignments();
    for (const Assignment &a : assignments.all()) {
        if (a.annotatorId == personId && a.state != AssignmentState::New && !discardedUnbegun(assignments, a)) {
            return false;
        }
    }
    return true;
}

} // namespace Errata::ProjectInstructions
