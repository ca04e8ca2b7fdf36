// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/workflow.h"

#include <QList>
#include <QString>

namespace Errata {

class Project;

// One annotator's own items, in the order and under the labels their item list shows them
// (Visibility::rows: in a blind project #01, #02, … in an order of their own; otherwise the corpus ids).
namespace WebQueue {

struct Entry
{
    qint64 itemId = 0; // never sent to the page: it names items by their place in this list
    QString label;
    AssignmentState state = AssignmentState::New;
};

QList<Entry> of(Project &project, qint64 personId);

} // namespace WebQueue
} // namespace Errata
