// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Item records are written by hand (JsonText), keys in the sorted order QJsonObject would keep,
// because building a QJsonObject per record was most of a large export's time; the header, one
// record per file, goes through QJsonDocument.
#include "model/interchange/erratajsonl.h"

#include "model/interchange/jsontext.h"

#include "model/domain/storedtime.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

bool hasSurrogates(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) { return c.isSurrogate(); });
}

class ItemWriter
{
public:
    ItemWriter(const Item &item, QByteArray *out)
        : m_json(out)
        , m_item(item)
        , m_promptPlain(!hasSurrogates(item.prompt))
        , m_textPlain(!hasSurrogates(item.generation))
    {
    }
    void write(const ArchiveItem &entry);

private:
    void annotation(const ArchiveAnnotation &annotation);
    void spans(const QList<Span> &spans);
    void reviews(const QList<ArchiveReview> &reviews);
    void history(const QList<ArchiveHistory> &history);
    void suggestions(const QList<Suggestion> &suggestions);
    void snapshots(const QList<ArchiveSnapshot> &snapshots);
    void actions(const QList<ActionEvent> &actions);
    void layerRef(const char *key, const ArchiveLayerRef &ref);
    void training(const ArchiveTraining &training);
    void attention(const ArchiveAttention &check);
    void conflicts(const QList<ArchiveConflict> &conflicts);
    void metrics(const QMap<QString, double> &metrics);
    qint64 codePoints(TextSide side, qint64 utf16) const;

    JsonText m_json;
    const Item &m_item;
    bool m_promptPlain; // no surrogates: code points are UTF-16 units
    bool m_textPlain;
};

qint64 ItemWriter::codePoints(TextSide side, qint64 utf16) const
{
    const QString &text = side == TextSide::Prompt ? m_item.prompt : m_item.generation;
    if (side == TextSide::Prompt ? m_promptPlain : m_textPlain) {
        return std::clamp<qint64>(utf16, 0, text.size());
    }
    qint64 count = 0; // a surrogate pair is one code point
    for (qsizetype i = 0; i < utf16 && i < text.size(); ++i) {
        if (!(text.at(i).isLowSurrogate() && i > 0 && text.at(i - 1).isHighSurrogate())) ++count;
    }
    return count;
}

void ItemWriter::spans(const QList<Span> &spans)
{
    m_json.begin('[');
    for (const Span &span : spans) {
        m_json.element();
        m_json.begin('{');
        m_json.member("begin", codePoints(span.range.side, span.range.begin));
        if (span.confidence) m_json.realMember("confidence", *span.confidence);
        if (span.correction) m_json.member("correction", *span.correction);
        m_json.member("created", span.created);
        m_json.member("end", codePoints(span.range.side, span.range.end));
        m_json.member("id", span.id);
        m_json.key("links");
        m_json.begin('[');
        for (const SpanLink &link : span.links) {
            m_json.element();
            m_json.begin('{');
            m_json.member("begin", codePoints(link.range.side, link.range.begin));
            m_json.member("end", codePoints(link.range.side, link.range.end));
            m_json.member("kind", linkKindKey(link.kind));
            m_json.member("side", textSideKey(link.range.side));
            m_json.end('}');
        }
        m_json.end(']');
        m_json.member("modified", span.modified);
        m_json.member("rationale", span.rationale);
        m_json.member("review_state", spanReviewStateKey(span.reviewState));
        if (!span.severityKey.isEmpty()) m_json.member("severity", span.severityKey);
        m_json.member("side", textSideKey(span.range.side));
        m_json.member("type", span.typeKey);
        m_json.end('}');
    }
    m_json.end(']');
}

void ItemWriter::reviews(const QList<ArchiveReview> &reviews)
{
    m_json.begin('[');
    for (const ArchiveReview &review : reviews) {
        m_json.element();
        m_json.begin('{');
        m_json.member("at", review.event.at);
        m_json.member("author", review.author);
        m_json.member("body", review.event.body);
        m_json.member("kind", reviewEventKindKey(review.event.kind));
        if (review.event.spanId != 0) m_json.member("span", review.event.spanId);
        m_json.end('}');
    }
    m_json.end(']');
}

void ItemWriter::history(const QList<ArchiveHistory> &history)
{
    m_json.begin('[');
    for (const ArchiveHistory &entry : history) {
        m_json.element();
        m_json.begin('{');
        m_json.member("action", entry.entry.action);
        m_json.member("actor", entry.actor);
        m_json.member("at", entry.entry.at);
        if (!entry.entry.fromState.isEmpty()) m_json.member("from", entry.entry.fromState);
        m_json.member("iteration", entry.entry.iteration);
        m_json.member("reason", entry.entry.reason);
        m_json.member("to", entry.entry.toState);
        m_json.end('}');
    }
    m_json.end(']');
}

void ItemWriter::suggestions(const QList<Suggestion> &suggestions)
{
    m_json.begin('[');
    for (const Suggestion &suggestion : suggestions) {
        const Span &span = suggestion.suggested;
        m_json.element();
        m_json.begin('{');
        m_json.member("begin", codePoints(span.range.side, span.range.begin));
        if (span.confidence) m_json.realMember("confidence", *span.confidence);
        if (suggestion.decided.isValid()) m_json.member("decided", suggestion.decided);
        m_json.member("decision", suggestionDecisionKey(suggestion.decision));
        m_json.member("end", codePoints(span.range.side, span.range.end));
        m_json.member("id", suggestion.id);
        m_json.member("rationale", span.rationale);
        if (!span.severityKey.isEmpty()) m_json.member("severity", span.severityKey);
        m_json.member("side", textSideKey(span.range.side));
        if (suggestion.spanId != 0) m_json.member("span", suggestion.spanId);
        m_json.member("system", suggestion.system);
        m_json.member("type", span.typeKey);
        m_json.end('}');
    }
    m_json.end(']');
}

void ItemWriter::snapshots(const QList<ArchiveSnapshot> &snapshots)
{
    m_json.begin('[');
    for (const ArchiveSnapshot &snapshot : snapshots) {
        m_json.element();
        m_json.begin('{');
        m_json.member("created", snapshot.created);
        m_json.member("iteration", qint64(snapshot.iteration));
        m_json.member("spans_json", snapshot.spansJson);
        m_json.end('}');
    }
    m_json.end(']');
}

void ItemWriter::actions(const QList<ActionEvent> &actions)
{
    m_json.begin('[');
    for (const ActionEvent &event : actions) {
        m_json.element();
        m_json.begin('{');
        m_json.member("at", event.at);
        if (!event.detail.isEmpty()) m_json.member("detail", event.detail);
        m_json.member("kind", actionKindKey(event.kind));
        if (event.spanId != 0) m_json.member("span", event.spanId);
        m_json.end('}');
    }
    m_json.end(']');
}

void ItemWriter::layerRef(const char *key, const ArchiveLayerRef &ref)
{
    m_json.key(key);
    m_json.begin('{');
    m_json.member("kind", layerKindKey(ref.kind));
    if (ref.kind != LayerKind::Gold) m_json.member("label", ref.label);
    m_json.end('}');
}

void ItemWriter::training(const ArchiveTraining &training)
{
    m_json.key("training");
    m_json.begin('{');
    m_json.member("at", training.at);
    if (!training.explanation.isEmpty()) m_json.member("explanation", training.explanation);
    m_json.member("marked_by", training.markedBy);
    m_json.member("part", trainingPartKey(training.part));
    m_json.key("practice");
    m_json.boolean(training.practice);
    layerRef("reference", training.reference);
    m_json.end('}');
}

void ItemWriter::attention(const ArchiveAttention &check)
{
    m_json.key("attention_check");
    m_json.begin('{');
    m_json.member("at", check.at);
    m_json.member("kind", attentionKindKey(check.kind));
    m_json.member("marked_by", check.markedBy);
    if (check.reference) layerRef("reference", *check.reference);
    m_json.end('}');
}

void ItemWriter::conflicts(const QList<ArchiveConflict> &conflicts)
{
    m_json.key("conflicts");
    m_json.begin('[');
    for (const ArchiveConflict &conflict : conflicts) {
        m_json.element();
        m_json.begin('{');
        m_json.member("annotator", conflict.annotator);
        m_json.member("at", conflict.at);
        m_json.member("field", conflict.field);
        if (conflict.homeSpanId != 0) m_json.member("home_span", conflict.homeSpanId);
        m_json.member("note", conflict.note);
        if (conflict.packageSpanId != 0) m_json.member("package_span", conflict.packageSpanId);
        if (conflict.resolvedAt.isValid()) m_json.member("resolved", conflict.resolvedAt);
        m_json.end('}');
    }
    m_json.end(']');
}

void ItemWriter::metrics(const QMap<QString, double> &metrics)
{
    // Metric names are anybody's text: QJsonObject escapes and orders them as the reader will.
    QJsonObject json;
    for (auto it = metrics.cbegin(); it != metrics.cend(); ++it) json.insert(it.key(), it.value());
    m_json.key("metrics");
    m_json.raw(QJsonDocument(json).toJson(QJsonDocument::Compact));
}

void ItemWriter::annotation(const ArchiveAnnotation &annotation)
{
    const Assignment &assignment = annotation.assignment;
    m_json.element();
    m_json.begin('{');
    if (!annotation.actions.isEmpty()) { // absent rather than empty: older exports stay byte-identical
        m_json.key("actions");
        actions(annotation.actions);
    }
    m_json.member("annotator", annotation.annotator);
    if (!assignment.discardReason.isEmpty()) m_json.member("discard_reason", assignment.discardReason);
    m_json.key("history");
    history(annotation.history);
    m_json.member("iteration", assignment.iteration);
    m_json.key("judgements");
    m_json.variantMap(annotation.judgements);
    if (!annotation.reviewer.isEmpty()) m_json.member("reviewer", annotation.reviewer);
    m_json.key("reviews");
    reviews(annotation.reviews);
    if (!annotation.snapshots.isEmpty()) { // absent rather than empty, as suggestions below
        m_json.key("snapshots");
        snapshots(annotation.snapshots);
    }
    m_json.key("spans");
    spans(annotation.spans);
    m_json.member("state", assignmentStateKey(assignment.state));
    if (!annotation.suggestions.isEmpty()) { // absent rather than empty: older exports stay byte-identical
        m_json.key("suggestions");
        suggestions(annotation.suggestions);
    }
    m_json.member("time_spent_seconds", assignment.timeSpentSeconds);
    m_json.end('}');
}

void ItemWriter::write(const ArchiveItem &entry)
{
    m_json.begin('{');
    m_json.key("annotations");
    m_json.begin('[');
    for (const ArchiveAnnotation &annotation : entry.annotations) this->annotation(annotation);
    m_json.end(']');
    if (entry.attention) attention(*entry.attention);
    if (m_item.format == TextFormat::Code) m_json.member("code_language", m_item.codeLanguage);
    if (!entry.conflicts.isEmpty()) conflicts(entry.conflicts);
    m_json.member("format", textFormatKey(m_item.format));
    m_json.member("id", m_item.externalId);
    m_json.key("layers");
    m_json.begin('[');
    for (const ArchiveLayer &layer : entry.layers) {
        m_json.element();
        m_json.begin('{');
        m_json.member("kind", layerKindKey(layer.kind));
        m_json.member("label", layer.label);
        m_json.key("spans");
        spans(layer.spans);
        m_json.end('}');
    }
    m_json.end(']');
    m_json.key("metadata");
    m_json.stringMap(m_item.metadata);
    if (!entry.metrics.isEmpty()) metrics(entry.metrics);
    m_json.member("prompt", m_item.prompt);
    m_json.member("record", u"item"_s);
    m_json.member("text", m_item.generation);
    if (entry.training) training(*entry.training);
    m_json.end('}');
}

QJsonObject breakdownJson(const QualificationResult &result)
{
    QJsonArray types, parts;
    for (const TypeBreakdown &type : result.types) {
        const TypeMatchCounts &c = type.counts;
        types << QJsonObject{{u"type"_s, type.typeKey},
                             {u"reference_spans"_s, c.referenceSpans},
                             {u"attempt_spans"_s, c.attemptSpans},
                             {u"matched_reference"_s, c.matchedReference},
                             {u"matched_attempt"_s, c.matchedAttempt}};
    }
    for (const PartScore &part : result.parts) {
        parts << QJsonObject{{u"part"_s, part.key}, {u"points"_s, part.points}, {u"max_points"_s, part.maxPoints}};
    }
    return {{u"types"_s, types}, {u"parts"_s, parts}};
}

QJsonArray qualificationsJson(const Archive &archive)
{
    QJsonArray results;
    for (const ArchiveQualification &entry : archive.qualifications) {
        const QualificationResult &r = entry.result;
        results << QJsonObject{{u"person"_s, entry.person},
                               {u"scored_by"_s, entry.scoredBy},
                               {u"at"_s, StoredTime::format(r.at)},
                               {u"scheme"_s, qualificationSchemeKey(r.scheme)},
                               {u"match"_s, matchModeKey(r.match)},
                               {u"score"_s, r.score},
                               {u"max_score"_s, r.maxScore},
                               {u"pass_mark"_s, r.passMark},
                               {u"passed"_s, r.passed},
                               {u"breakdown"_s, breakdownJson(r)}};
    }
    return results;
}

QJsonObject headerJson(const Archive &archive)
{
    QJsonObject settings;
    for (auto it = archive.settings.cbegin(); it != archive.settings.cend(); ++it) {
        settings.insert(it.key(), it.value());
    }
    QJsonArray people;
    for (const Person &person : archive.people) {
        QJsonObject entry{{u"name"_s, person.name}, {u"roles"_s, rolesKey(person.roles)}};
        if (!person.active) entry.insert(u"active"_s, false); // absent: active
        if (!person.condition.isEmpty()) entry.insert(u"condition"_s, person.condition);
        people << entry;
    }
    QJsonObject header{{u"record"_s, u"header"_s},
                       {u"format"_s, u"errata-jsonl"_s},
                       {u"version"_s, ErrataJsonl::Version},
                       {u"offset_unit"_s, u"code_point"_s},
                       {u"title"_s, archive.title},
                       {u"created_at"_s, archive.createdAt},
                       {u"settings"_s, settings},
                       {u"taxonomy"_s, QJsonDocument::fromJson(archive.taxonomyJson).object()},
                       {u"people"_s, people}};
    if (!archive.qualifications.isEmpty()) header.insert(u"qualifications"_s, qualificationsJson(archive));
    return header;
}

} // namespace

QByteArray ErrataJsonl::headerLine(const Archive &archive)
{
    return QJsonDocument(headerJson(archive)).toJson(QJsonDocument::Compact) + '\n';
}

void ErrataJsonl::appendItem(const ArchiveItem &item, QByteArray *out)
{
    ItemWriter(item.item, out).write(item);
    *out += '\n';
}

QByteArray ErrataJsonl::write(const Archive &archive)
{
    QByteArray out = headerLine(archive);
    for (const ArchiveItem &item : archive.items) appendItem(item, &out);
    return out;
}

} // namespace Errata
