// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/records.h"
#include "model/domain/span.h"

#include <optional>

namespace Errata {

class Project;

// What a practice item teaches once it is handed in (Clark et al.'s "Examples" training): the reference
// answer with its explanation, each reference span marked found or missed by the annotator (same type,
// the shared stretch at least half of each span, as qualification matches), and the annotator's spans
// that are not in the answer.
struct PracticeAnswer
{
    QString explanation;
    QList<Span> reference;
    QList<bool> found; // per reference span
    QList<Span> extra; // the annotator's spans that match no reference span
};

namespace PracticeFeedback {

// The answer for this assignment, or nothing: the item is not a practice item, or the assignment is
// not handed in yet (the answer must not help while the annotator is still working).
std::optional<PracticeAnswer> answer(Project &project, const Assignment &assignment, const QList<Span> &own);

} // namespace PracticeFeedback
} // namespace Errata
