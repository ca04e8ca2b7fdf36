// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The demo's qualification and quality-control examples: one training item and two attention checks
// on items the demo annotators have finished, so the coordinators' dashboard has something to show.
#include "model/generators/demoproject.h"

#include "model/generators/demosimulator.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/spanrepository.h"
#include "model/project/qualification.h"
#include "model/project/qualitycontrol.h"

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

std::optional<qint64> itemIdOf(Project &project, const DemoItem &demo)
{
    for (const Item &item : project.items().all()) {
        if (item.externalId == demo.item.externalId) return item.id;
    }
    return std::nullopt;
}

} // namespace

// The training item's and the known-bad item's gold layers hold their planted errors: the
// reference answers. Written with the item, so span ids follow item order as after a restore.
bool DemoProject::addPlantedGold(Project &project, const DemoItem &demo, int itemIndex, qint64 itemId, QString *error)
{
    if (itemIndex != TrainingIndex && itemIndex != KnownBadIndex) {
        return true;
    }
    SpanRepository spans = project.spans();
    const auto layer = spans.ensureGoldLayer(itemId);
    if (!layer) {
        *error = spans.lastError();
        return false;
    }
    for (const PlantedError &planted : demo.errors) {
        Span span = goldSpan(planted, *layer);
        if (!spans.add(span)) {
            *error = spans.lastError();
            return false;
        }
    }
    return true;
}

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
    // Both marks take the gold layers addPlantedGold() filled.
    Qualification qualification(project, coordinator);
    QualityControl control(project, coordinator);
    if (!qualification.markTraining(*training, TrainingPart::Task)
        || !control.markCheck(*knownBad, AttentionKind::KnownBad)
        || !control.markCheck(*knownGood, AttentionKind::KnownGood)) {
        *error = qualification.lastError() + control.lastError();
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
