// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/span.h"
#include "model/domain/records.h"
#include "model/domain/reviewevent.h"
#include "model/domain/suggestion.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QVariant>

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

// One annotator's work on one item: the assignment, its layer, judgements, review and history.
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
};

// A gold or prediction layer: spans without an assignment.
struct ArchiveLayer
{
    LayerKind kind = LayerKind::Gold;
    QString label;
    QList<Span> spans;
};

struct ArchiveItem
{
    Item item; // id unused
    QList<ArchiveAnnotation> annotations;
    QList<ArchiveLayer> layers;
};

struct Archive
{
    QString title;
    QString createdAt;
    QByteArray taxonomyJson;         // the taxonomy file the project was made from
    QMap<QString, QString> settings; // blind mode, anonymous annotators, judgements
    QList<Person> people;            // ids unused
    QList<ArchiveItem> items;
};

} // namespace Errata
