// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Errata {

class Project;

// The project's instructions (Markdown, setting "instructions"; docs/study.md) and when an annotator
// is shown them unasked. The same in a work package as at home: a package carries the instructions.
namespace ProjectInstructions {

QString text(Project &project); // empty when there are none
// Whether the window opens on the instructions for this annotator: the project has instructions and
// the person has begun none of their items. An item unassigned or reassigned before they began it (it
// stays theirs, discarded from "new") is not begun, nor is having no item at all.
bool showFirst(Project &project, qint64 personId);

} // namespace ProjectInstructions
} // namespace Errata
