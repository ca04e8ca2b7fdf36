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

bool showFirst(Project &project, qint64 personId)
{
    if (text(project).isEmpty()) return false;
    const QList<Assignment> all = project.assignments().all();
    return std::none_of(all.cbegin(), all.cend(), [personId](const Assignment &a) {
        return a.annotatorId == personId && a.state != AssignmentState::New;
    });
}

} // namespace Errata::ProjectInstructions
