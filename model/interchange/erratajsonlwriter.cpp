// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/erratajsonl.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

qsizetype codePoints(const QString &text, qsizetype utf16)
{
    qsizetype count = 0;
    for (qsizetype i = 0; i < utf16 && i < text.size(); ++i) {
        if (!(text.at(i).isLowSurrogate() && i > 0 && text.at(i - 1).isHighSurrogate())) {
            ++count;
        }
    }
    return count;
}

QString timeText(const QDateTime &time)
{
    return time.toString(Qt::ISODateWithMs);
}

QJsonObject rangeJson(const TextRange &range, const Item &item)
{
    const QString &text = range.side == TextSide::Prompt ? item.prompt : item.generation;
    return {{u"side"_s, textSideKey(range.side)},
            {u"begin"_s, codePoints(text, range.begin)},
            {u"end"_s, codePoints(text, range.end)}};
}

QJsonObject spanJson(const Span &span, const Item &item)
{
    QJsonObject json = rangeJson(span.range, item);
    json.insert(u"id"_s, span.id);
    json.insert(u"type"_s, span.typeKey);
    if (!span.severityKey.isEmpty()) json.insert(u"severity"_s, span.severityKey);
    if (span.correction) json.insert(u"correction"_s, *span.correction);
    json.insert(u"rationale"_s, span.rationale);
    json.insert(u"review_state"_s, spanReviewStateKey(span.reviewState));
    json.insert(u"created"_s, timeText(span.created));
    json.insert(u"modified"_s, timeText(span.modified));
    QJsonArray links;
    for (const SpanLink &link : span.links) {
        QJsonObject linkJson = rangeJson(link.range, item);
        linkJson.insert(u"kind"_s, linkKindKey(link.kind));
        links << linkJson;
    }
    json.insert(u"links"_s, links);
    return json;
}

QJsonArray spansJson(const QList<Span> &spans, const Item &item)
{
    QJsonArray array;
    for (const Span &span : spans) {
        array << spanJson(span, item);
    }
    return array;
}

QJsonObject judgementsJson(const QMap<QString, QVariant> &judgements)
{
    QJsonObject json;
    for (auto it = judgements.cbegin(); it != judgements.cend(); ++it) {
        json.insert(it.key(),
                    it.value().typeId() == QMetaType::QString ? QJsonValue(it.value().toString())
                                                              : QJsonValue(it.value().toInt()));
    }
    return json;
}

QJsonArray reviewsJson(const QList<ArchiveReview> &reviews)
{
    QJsonArray array;
    for (const ArchiveReview &review : reviews) {
        QJsonObject json{{u"author"_s, review.author},
                         {u"kind"_s, reviewEventKindKey(review.event.kind)},
                         {u"body"_s, review.event.body},
                         {u"at"_s, timeText(review.event.at)}};
        if (review.event.spanId != 0) json.insert(u"span"_s, review.event.spanId);
        array << json;
    }
    return array;
}

QJsonArray historyJson(const QList<ArchiveHistory> &history)
{
    QJsonArray array;
    for (const ArchiveHistory &entry : history) {
        QJsonObject json{{u"actor"_s, entry.actor},         {u"action"_s, entry.entry.action},
                         {u"to"_s, entry.entry.toState},    {u"iteration"_s, entry.entry.iteration},
                         {u"reason"_s, entry.entry.reason}, {u"at"_s, timeText(entry.entry.at)}};
        if (!entry.entry.fromState.isEmpty()) json.insert(u"from"_s, entry.entry.fromState);
        array << json;
    }
    return array;
}

QJsonObject annotationJson(const ArchiveAnnotation &annotation, const Item &item)
{
    const Assignment &assignment = annotation.assignment;
    QJsonObject json{{u"annotator"_s, annotation.annotator},
                     {u"state"_s, assignmentStateKey(assignment.state)},
                     {u"iteration"_s, assignment.iteration},
                     {u"time_spent_seconds"_s, assignment.timeSpentSeconds},
                     {u"judgements"_s, judgementsJson(annotation.judgements)},
                     {u"spans"_s, spansJson(annotation.spans, item)},
                     {u"reviews"_s, reviewsJson(annotation.reviews)},
                     {u"history"_s, historyJson(annotation.history)}};
    if (!annotation.reviewer.isEmpty()) json.insert(u"reviewer"_s, annotation.reviewer);
    if (!assignment.discardReason.isEmpty()) json.insert(u"discard_reason"_s, assignment.discardReason);
    return json;
}

QJsonObject itemJson(const ArchiveItem &entry)
{
    const Item &item = entry.item;
    QJsonObject metadata;
    for (auto it = item.metadata.cbegin(); it != item.metadata.cend(); ++it) {
        metadata.insert(it.key(), it.value());
    }
    QJsonArray annotations;
    for (const ArchiveAnnotation &annotation : entry.annotations) {
        annotations << annotationJson(annotation, item);
    }
    QJsonArray layers;
    for (const ArchiveLayer &layer : entry.layers) {
        layers << QJsonObject{{u"kind"_s, layerKindKey(layer.kind)},
                              {u"label"_s, layer.label},
                              {u"spans"_s, spansJson(layer.spans, item)}};
    }
    QJsonObject json{{u"record"_s, u"item"_s},
                     {u"id"_s, item.externalId},
                     {u"prompt"_s, item.prompt},
                     {u"text"_s, item.generation},
                     {u"format"_s, textFormatKey(item.format)},
                     {u"metadata"_s, metadata},
                     {u"annotations"_s, annotations},
                     {u"layers"_s, layers}};
    if (item.format == TextFormat::Code) json.insert(u"code_language"_s, item.codeLanguage);
    return json;
}

QJsonObject headerJson(const Archive &archive)
{
    QJsonObject settings;
    for (auto it = archive.settings.cbegin(); it != archive.settings.cend(); ++it) {
        settings.insert(it.key(), it.value());
    }
    QJsonArray people;
    for (const Person &person : archive.people) {
        people << QJsonObject{{u"name"_s, person.name}, {u"roles"_s, rolesKey(person.roles)}};
    }
    return {{u"record"_s, u"header"_s},
            {u"format"_s, u"errata-jsonl"_s},
            {u"version"_s, ErrataJsonl::Version},
            {u"offset_unit"_s, u"code_point"_s},
            {u"title"_s, archive.title},
            {u"created_at"_s, archive.createdAt},
            {u"settings"_s, settings},
            {u"taxonomy"_s, QJsonDocument::fromJson(archive.taxonomyJson).object()},
            {u"people"_s, people}};
}

} // namespace

QByteArray ErrataJsonl::write(const Archive &archive)
{
    QByteArray out = QJsonDocument(headerJson(archive)).toJson(QJsonDocument::Compact);
    out += '\n';
    for (const ArchiveItem &item : archive.items) {
        out += QJsonDocument(itemJson(item)).toJson(QJsonDocument::Compact);
        out += '\n';
    }
    return out;
}

} // namespace Errata
