// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/records.h"

#include <QCoreApplication>
#include <QHash>

namespace Errata {

class Project;

// What each person is called in the views of one viewer (product.md §4, anonymous annotators). Without
// `anonymous_annotators` everyone has their name. With it:
// - the people who annotate (anyone with assignments, or with no role but annotator) are A1, A2, … in
//   the project's order of people, for every viewer, so a code means one person in every view;
// - an annotator sees nobody else's name: reviewers are R1, R2, …, coordinators C1, …;
// - reviewers and coordinators see the staff by name and the annotators by code;
// - everyone sees their own name.
class DisplayNames
{
    Q_DECLARE_TR_FUNCTIONS(DisplayNames)
public:
    static QHash<qint64, QString> forViewer(Project &project, qint64 viewerId, Role viewerRole);
};

} // namespace Errata
