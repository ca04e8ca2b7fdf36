// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/actionevent.h"
#include "model/domain/qualityrecords.h"
#include "model/domain/span.h"
#include "model/domain/records.h"
#include "model/domain/reviewevent.h"
#include "model/domain/suggestion.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QVariant>

#include <optional>

namespace Errata {

// Everything a project stores, with people named instead of numbered, so it can leave one project
// file and enter another: errata-jsonl is its text form, work packages its project-file form.
// Span ids are kept (review threads refer to them, also to spans deleted since); restoring into a
// project that already uses an id gives the span a new one.
struct ArchiveReview
{
    ReviewEvent event; // assignmentId and authorId unused
    QString author;
};

struct ArchiveHistory
{
    HistoryEntry entry; // assignmentId and actorId unused
    QString actor;
};

// The annotator's layer as handed in at one submission (layer_snapshot), kept as stored: the spans
// as SpanSnapshot's JSON, offsets in UTF-16 units like every stored offset.
struct ArchiveSnapshot
{
    int iteration = 0;
    QString spansJson;
    QDateTime created;
};

// One annotator's work on one item: the assignment, its layer, judgements, review, history and action log.
struct ArchiveAnnotation
{
    QString annotator;
    Assignment assignment; // ids unused
    QString reviewer;      // who has it claimed; empty when nobody
    QMap<QString, QVariant> judgements;
    QList<Span> spans; // layerId unused; UTF-16 offsets
    QList<ArchiveReview> reviews;
    QList<ArchiveHistory> history;
    QList<Suggestion> suggestions; // layerId unused; spanId is an id of spans above
    QList<ArchiveSnapshot> snapshots;
    QList<ActionEvent> actions; // the action log, in order; assignmentId unused, spanId as spans above
};

// A gold or prediction layer: spans without an assignment.
struct ArchiveLayer
{
    LayerKind kind = LayerKind::Gold;
    QString label;
    QList<Span> spans;
};

// A layer named without its id: the item's gold layer, a prediction layer by its label, or an
// annotator's layer by the annotator's name (label).
struct ArchiveLayerRef
{
    LayerKind kind = LayerKind::Gold;
    QString label;
    friend bool operator==(const ArchiveLayerRef &, const ArchiveLayerRef &) = default;
};

// A training or practice item's mark (training_item).
struct ArchiveTraining
{
    TrainingPart part = TrainingPart::Task;
    bool practice = false;
    QString explanation;
    ArchiveLayerRef reference;
    QString markedBy;
    QDateTime at;
};

// An attention check's mark (attention_check): a known-bad item's reference holds its planted errors.
struct ArchiveAttention
{
    AttentionKind kind = AttentionKind::KnownGood;
    std::optional<ArchiveLayerRef> reference;
    QString markedBy;
    QDateTime at;
};

// A merge conflict a package's merge recorded (merge_conflict); span ids as in the archive.
struct ArchiveConflict
{
    QString annotator;
    qint64 homeSpanId = 0;
    qint64 packageSpanId = 0;
    QString field;
    QString note;
    QDateTime at;
    QDateTime resolvedAt; // invalid while open
};

struct ArchiveItem
{
    Item item; // id unused
    QList<ArchiveAnnotation> annotations;
    QList<ArchiveLayer> layers;
    std::optional<ArchiveTraining> training;
    std::optional<ArchiveAttention> attention;
    QMap<QString, double> metrics; // metric -> score (metric_score)
    QList<ArchiveConflict> conflicts;
};

// A qualification result with its breakdown (types and parts), people named.
struct ArchiveQualification
{
    QString person;
    QString scoredBy;
    QualificationResult result; // id, personId and scoredBy unused
};

struct Archive
{
    QString title;
    QString createdAt;
    QByteArray taxonomyJson; // the taxonomy file the project was made from
    // Every project setting but those above (format, title, created_at, taxonomy_json and the taxonomy
    // id it names): blind mode, judgements, instructions, hidden metadata, package records, ...
    QMap<QString, QString> settings;
    QList<Person> people; // ids unused
    QList<ArchiveQualification> qualifications;
    QList<ArchiveItem> items;
};

} // namespace Errata
