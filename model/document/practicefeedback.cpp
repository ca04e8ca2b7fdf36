// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/practicefeedback.h"

#include "model/domain/spanmatch.h"
#include "model/domain/workflow.h"
#include "model/project/project.h"
#include "model/storage/qualityrepository.h"
#include "model/storage/spanrepository.h"

namespace Errata::PracticeFeedback {
namespace {

bool matches(const Span &a, const Span &b)
{
    return a.typeKey == b.typeKey && rangesMatch(a.range, b.range, MatchMode::Overlap50);
}

} // namespace

std::optional<PracticeAnswer> answer(Project &project, const Assignment &assignment, const QList<Span> &own)
{
    if (assignment.id == 0 || !isFinished(assignment.state)) {
        return std::nullopt;
    }
    const QList<TrainingItem> training = project.quality().trainingItems();
    const auto practice = std::find_if(training.cbegin(), training.cend(), [&](const TrainingItem &t) {
        return t.itemId == assignment.itemId && t.practice;
    });
    if (practice == training.cend()) {
        return std::nullopt;
    }
    PracticeAnswer result{practice->explanation, project.spans().spansOfLayer(practice->referenceLayerId), {}, {}};
    for (const Span &reference : std::as_const(result.reference)) {
        result.found << std::any_of(own.cbegin(), own.cend(),
                                    [&](const Span &span) { return matches(reference, span); });
    }
    for (const Span &span : own) {
        const bool inAnswer = std::any_of(result.reference.cbegin(), result.reference.cend(),
                                          [&](const Span &reference) { return matches(reference, span); });
        if (!inAnswer) result.extra << span;
    }
    return result;
}

} // namespace Errata::PracticeFeedback
