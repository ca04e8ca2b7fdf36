// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace Errata {

class Project;

// Consistency rules SQL constraints cannot express: spans and links inside their text (UTF-16
// lengths, which SQL's length() does not count), span types and severities known to the
// taxonomy, every annotator layer backed by an assignment. Runs after SQLite's own checks.
class ProjectChecker
{
    Q_DECLARE_TR_FUNCTIONS(ProjectChecker)
public:
    static QStringList problems(Project &project);
};

} // namespace Errata
