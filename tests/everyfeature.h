// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A project that uses every feature the schema has, for the archive's round trip and coverage tests:
// the demo project (annotations in every state, review threads, history, gold, training items and
// qualification results) plus instructions, hidden metadata, type colours, people's conditions and an
// inactive person, a practice item with its explanation, attention checks, metric scores, a prediction
// layer, suggestions (one accepted) and merge conflicts (one resolved).
#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/domain/storedtime.h"
#include "model/storage/actionlogrepository.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/conflictrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/metricrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/qualityrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"
#include "model/storage/suggestionrepository.h"

#include <QTest>

namespace EveryFeature {

using namespace Qt::StringLiterals;
using namespace Errata;

inline const QString Instructions = u"# How to annotate\n\nMark each **error** once; see the practice item first."_s;

// The first span of an annotator's layer on the item; 0 when none.
inline qint64 firstSpan(Project &project, const Assignment &assignment)
{
    const auto layer = project.spans().annotatorLayer(assignment.itemId, assignment.annotatorId);
    const QList<Span> spans = layer ? project.spans().spansOfLayer(*layer) : QList<Span>();
    return spans.isEmpty() ? 0 : spans.first().id;
}

inline bool addSettingsAndPeople(Project &project, qint64 coordinator)
{
    SettingsRepository settings = project.settings();
    PersonRepository people = project.people();
    const QList<Person> everyone = people.all();
    return settings.setValue(SettingKey::Instructions, Instructions)
        && settings.setValue(SettingKey::HiddenMetadata, u"model"_s)
        && settings.setValue(SettingKey::TypeColours, uR"({"Redundant":"#112233"})"_s)
        && settings.setValue(SettingKey::EsaConfirmBelow, u"50"_s)
        && settings.setValue(SettingKey::SplitRatio, u"8:1:1"_s) && settings.setValue(SettingKey::SplitSeed, u"7"_s)
        && people.setCondition(people.findByName(DemoProject::annotatorNames().at(0))->id, u"human first"_s,
                               coordinator)
        && people.setActive(people.findByName(DemoProject::annotatorNames().last())->id, false, coordinator)
        && everyone.size() > 3;
}

// A practice item, two attention checks, metric scores, a prediction layer with suggestions offered in
// an annotator's layer.
inline bool addItemFeatures(Project &project, qint64 coordinator)
{
    const QList<Item> items = project.items().all();
    const QList<Assignment> assignments = project.assignments().all();
    QualityRepository quality = project.quality();
    const QList<TrainingItem> training = quality.trainingItems();
    qsizetype practiceAt = 0; // an item that is no training item yet
    while (std::any_of(training.cbegin(), training.cend(),
                       [&](const TrainingItem &t) { return t.itemId == items.at(practiceAt).id; })) {
        ++practiceAt;
    }
    const qint64 practiceItem = items.at(practiceAt).id;
    const std::optional<qint64> gold = project.spans().ensureGoldLayer(practiceItem);
    Span answer;
    answer.range = {0, 4, TextSide::Generation};
    answer.typeKey = u"Redundant"_s;
    answer.severityKey = u"2"_s;
    answer.rationale = u"the first word, for practice"_s;
    answer.layerId = gold.value_or(0);
    TrainingItem practice{practiceItem,
                          TrainingPart::Task,
                          gold.value_or(0),
                          coordinator,
                          {},
                          true,
                          u"The first word repeats the prompt."_s};
    AttentionCheck good{items.at(practiceAt + 1).id, AttentionKind::KnownGood, 0, coordinator, {}};
    const std::optional<qint64> badGold = project.spans().ensureGoldLayer(items.at(practiceAt + 2).id);
    AttentionCheck bad{items.at(practiceAt + 2).id, AttentionKind::KnownBad, badGold.value_or(0), coordinator, {}};
    const std::optional<qint64> prediction =
        project.spans().addLayer(items.at(practiceAt).id, LayerKind::Prediction, u"gpt judge"_s);
    Span predicted = answer;
    predicted.layerId = prediction.value_or(0);
    predicted.confidence = 0.75;
    return gold && badGold && prediction && project.spans().add(answer) && project.spans().add(predicted)
        && quality.setTraining(practice) && quality.setAttentionCheck(good) && quality.setAttentionCheck(bad)
        && MetricRepository(&project.database())
               .addMany({{items.at(0).id, u"bleu"_s, 0.25},
                         {items.at(1).id, u"bleu"_s, 0.5},
                         {items.at(0).id, u"llm judge ü"_s, 7}})
        && !assignments.isEmpty();
}

// Suggestions in the first two annotators' layers (one accepted, one pending), two merge conflicts
// (one resolved). The demo's submissions made the snapshots.
inline bool addWorkFeatures(Project &project)
{
    const QList<Assignment> assignments = project.assignments().all();
    QList<Suggestion> offered;
    qint64 accepted = 0;
    for (const Assignment &a : assignments) {
        const qint64 span = firstSpan(project, a);
        const auto layer = project.spans().annotatorLayer(a.itemId, a.annotatorId);
        if (span == 0 || !layer || offered.size() == 2) continue;
        Suggestion s;
        s.layerId = *layer;
        s.system = u"gpt judge"_s;
        s.suggested.range = {1, 3, TextSide::Generation};
        s.suggested.typeKey = u"Commonsense"_s;
        s.suggested.rationale = u"a system's guess"_s;
        s.suggested.confidence = 0.5;
        if (offered.isEmpty()) accepted = span;
        offered << s;
    }
    if (offered.size() != 2 || !project.suggestions().addMany(offered)) return false;
    const QList<Suggestion> stored = project.suggestions().all();
    ConflictRepository conflicts = project.conflicts();
    MergeConflict open{0,
                       assignments.at(0).itemId,
                       assignments.at(0).annotatorId,
                       accepted,
                       0,
                       u"span"_s,
                       u"changed at home and offline"_s,
                       {}};
    MergeConflict closed{
        0, assignments.at(1).itemId, assignments.at(1).annotatorId, 0, 0, u"state"_s, u"handed in twice"_s, {}};
    JudgementRepository judgements(&project.database());
    return project.settings().setValue(SettingKey::Judgements, u"erroneous,rating,authorship"_s)
        && judgements.set(assignments.at(0).id, u"rating"_s, 4)
        && judgements.set(assignments.at(0).id, u"erroneous"_s, 1)
        && judgements.set(assignments.at(1).id, u"authorship_reason"_s, u"too fluent"_s) && !stored.isEmpty()
        && project.suggestions().decide(stored.first().id, SuggestionDecision::Accepted, accepted)
        && conflicts.add(open) && conflicts.add(closed) && conflicts.resolve(closed.id);
}

// The first assignment's action log: opened, a span added (its first span), submitted; times by hand.
inline bool addActionLog(Project &project)
{
    const Assignment first = project.assignments().all().at(0);
    ActionLogRepository log(&project.database());
    QList<ActionEvent> events{
        {0, first.id, ActionKind::Opened, 0, {}, StoredTime::parse(u"2026-01-05T09:00:00.000Z"_s)},
        {0, first.id, ActionKind::SpanAdded, firstSpan(project, first), u"Commonsense"_s,
         StoredTime::parse(u"2026-01-05T09:01:00.000Z"_s)},
        {0, first.id, ActionKind::Submitted, 0, {}, StoredTime::parse(u"2026-01-05T09:02:00.000Z"_s)}};
    return log.restore(events);
}

// The demo at path, with every feature above; false (and a warning) when any step failed.
inline bool create(const QString &path)
{
    QString error;
    if (!DemoProject::create(path, &error)) {
        qWarning() << error;
        return false;
    }
    auto project = Project::open(path, &error);
    const qint64 coordinator = project ? DemoProject::coordinatorId(*project) : 0;
    return project && addSettingsAndPeople(*project, coordinator) && addItemFeatures(*project, coordinator)
        && addWorkFeatures(*project) && addActionLog(*project);
}

} // namespace EveryFeature
