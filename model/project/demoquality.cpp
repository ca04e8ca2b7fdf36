// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The demo's qualification and quality-control examples: one training item and two attention checks
// on items the demo annotators have finished, so the coordinators' dashboard has something to show.
#include "model/project/demoproject.h"

#include "model/project/demosimulator.h"
#include "model/project/project.h"
#include "model/review/qualification.h"
#include "model/review/qualitycontrol.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

constexpr int TrainingIndex = 1;  // demo-02: every annotator's work on it is accepted
constexpr int KnownBadIndex = 3;  // demo-04: its planted errors are the ones to find
constexpr int KnownGoodIndex = 6; // demo-07: the human-written continuation

Span goldSpan(const PlantedError &error, qint64 layerId)
{
    Span span;
    span.layerId = layerId;
    span.range = error.range;
    span.typeKey = error.typeKey;
    span.severityKey = QString::number(error.severity);
    span.rationale = error.rationale;
    span.correction = error.correction;
    if (error.antecedent) {
        span.links << SpanLink{*error.antecedent, LinkKind::Antecedent};
    }
    return span;
}

// The gold layer of an item holds its planted errors: the reference answer.
bool plantGold(Project &project, const QList<DemoItem> &demos, int index, qint64 layerId, QString *error)
{
    SpanRepository spans = project.spans();
    for (const PlantedError &planted : demos.at(index).errors) {
        Span span = goldSpan(planted, layerId);
        if (!spans.add(span)) {
            *error = spans.lastError();
            return false;
        }
    }
    return true;
}

std::optional<qint64> itemIdOf(Project &project, const DemoItem &demo)
{
    for (const Item &item : project.items().all()) {
        if (item.externalId == demo.item.externalId) return item.id;
    }
    return std::nullopt;
}

} // namespace

bool DemoProject::addQualityExamples(Project &project, const QList<DemoItem> &demos, QString *error)
{
    const qint64 coordinator = project.people().findByName(coordinatorName())->id;
    const auto training = itemIdOf(project, demos.value(TrainingIndex));
    const auto knownBad = itemIdOf(project, demos.value(KnownBadIndex));
    const auto knownGood = itemIdOf(project, demos.value(KnownGoodIndex));
    if (!training || !knownBad || !knownGood) {
        *error = tr("The demo corpus lacks the items its quality examples use.");
        return false;
    }
    Qualification qualification(project, coordinator);
    QualityControl control(project, coordinator);
    if (!qualification.markTraining(*training, TrainingPart::Task)
        || !control.markCheck(*knownBad, AttentionKind::KnownBad) || !control.markCheck(*knownGood, AttentionKind::KnownGood)) {
        *error = qualification.lastError() + control.lastError();
        return false;
    }
    const QList<AttentionCheck> checks = project.quality().attentionChecks();
    const auto bad = std::find_if(checks.cbegin(), checks.cend(), [&](const AttentionCheck &c) { return c.itemId == *knownBad; });
    if (!plantGold(project, demos, TrainingIndex, project.quality().trainingItems().first().referenceLayerId, error)
        || !plantGold(project, demos, KnownBadIndex, bad->referenceLayerId, error)) {
        return false;
    }
    // Every annotator has handed in the training item: score them all by span match (F1 × 100, any
    // overlap with the right type). One short item is a thin test, so the demo coordinator's bar is
    // 60 rather than Scarecrow's 90 (which would fail all ten of the simulated annotators).
    const QualificationOptions options{QualificationScheme::SpanMatch, MatchMode::Any, 60.0};
    for (const QString &name : annotatorNames()) {
        if (!qualification.score(project.people().findByName(name)->id, options)) {
            *error = qualification.lastError();
            return false;
        }
    }
    return true;
}

} // namespace Errata
