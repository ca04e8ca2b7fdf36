// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/erratajsonl.h"
#include "model/interchange/erratajsonlfields.h"

#include "model/domain/storedtime.h"

#include "model/interchange/mqmtsvreader.h"
#include "model/interchange/threshreader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Errata {
using namespace ErrataJsonlFields;
namespace {

bool sideFromKey(QStringView key, TextSide *side)
{
    return textSideFromKey(key.toString(), side);
}
bool linkFromKey(QStringView key, LinkKind *kind)
{
    return linkKindFromKey(key.toString(), kind);
}
bool reviewStateFromKey(QStringView key, SpanReviewState *state)
{
    return spanReviewStateFromKey(key.toString(), state);
}

TextRange readRange(Fields &f, const QJsonObject &json, const Item &item, const QString &path)
{
    TextRange range;
    range.side = f.key(json, u"side"_s, path, &sideFromKey);
    const QString &text = range.side == TextSide::Prompt ? item.prompt : item.generation;
    const qint64 begin = f.integer(json, u"begin"_s, path);
    const qint64 end = f.integer(json, u"end"_s, path);
    range.begin = ThreshReader::utf16Offset(text, begin);
    range.end = ThreshReader::utf16Offset(text, end);
    if (!f.failed() && (range.begin < 0 || range.end < range.begin)) {
        f.fail(path + u"begin"_s,
               ErrataJsonl::tr("[%1, %2) does not fit the %3 (%4 code points)")
                   .arg(begin)
                   .arg(end)
                   .arg(textSideKey(range.side))
                   .arg(text.toUcs4().size()));
    }
    return range;
}

// A suggestion is read as a span without the fields only a person's span has (review state, times, links).
Span readSpan(Fields &f, const QJsonObject &json, const Item &item, const QString &path, bool personal = true)
{
    Span span;
    span.range = readRange(f, json, item, path);
    span.id = f.integer(json, u"id"_s, path);
    span.typeKey = f.string(json, u"type"_s, path);
    span.severityKey = f.string(json, u"severity"_s, path, false);
    if (json.contains(u"correction"_s)) span.correction = f.string(json, u"correction"_s, path);
    if (json.contains(u"confidence"_s)) {
        const double confidence = f.value(json, u"confidence"_s, path, QJsonValue::Double).toDouble();
        if (!(confidence >= 0 && confidence <= 1)) {
            f.fail(path + u"confidence"_s, ErrataJsonl::tr("must be a number from 0 to 1"));
        }
        span.confidence = confidence;
    }
    span.rationale = f.string(json, u"rationale"_s, path);
    if (!personal) return span;
    span.reviewState = f.key(json, u"review_state"_s, path, &reviewStateFromKey);
    span.created = f.time(json, u"created"_s, path);
    span.modified = f.time(json, u"modified"_s, path);
    const QJsonArray links = f.array(json, u"links"_s, path);
    for (qsizetype i = 0; i < links.size() && !f.failed(); ++i) {
        const QString linkPath = u"%1links[%2]."_s.arg(path).arg(i);
        const QJsonObject link = links.at(i).toObject();
        const TextRange range = readRange(f, link, item, linkPath);
        span.links << SpanLink{range, f.key(link, u"kind"_s, linkPath, &linkFromKey)};
    }
    return span;
}

bool decisionFromKey(QStringView key, SuggestionDecision *decision)
{
    return suggestionDecisionFromKey(key.toString(), decision);
}

// Suggestions offered in an annotator's layer (absent in files without any).
QList<Suggestion> readSuggestions(Fields &f, const QJsonObject &json, const Item &item, const QString &path)
{
    QList<Suggestion> suggestions;
    const QJsonArray array = json.contains(u"suggestions"_s) ? f.array(json, u"suggestions"_s, path) : QJsonArray();
    for (qsizetype i = 0; i < array.size() && !f.failed(); ++i) {
        const QString at = u"%1suggestions[%2]."_s.arg(path).arg(i);
        const QJsonObject entry = array.at(i).toObject();
        Suggestion s;
        s.suggested = readSpan(f, entry, item, at, false);
        s.id = s.suggested.id;
        s.suggested.id = 0;
        s.system = f.string(entry, u"system"_s, at);
        s.decision = f.key(entry, u"decision"_s, at, &decisionFromKey);
        if (entry.contains(u"span"_s)) s.spanId = f.integer(entry, u"span"_s, at);
        if (entry.contains(u"decided"_s)) s.decided = f.time(entry, u"decided"_s, at);
        if (!f.failed() && (s.decision == SuggestionDecision::Accepted) != (s.spanId != 0)) {
            f.fail(at + u"span"_s, ErrataJsonl::tr("an accepted suggestion names its span, and only it does"));
        }
        suggestions << s;
    }
    return suggestions;
}

QList<Span> readSpans(Fields &f, const QJsonObject &json, const Item &item, const QString &path)
{
    QList<Span> spans;
    const QJsonArray array = f.array(json, u"spans"_s, path);
    for (qsizetype i = 0; i < array.size() && !f.failed(); ++i) {
        spans << readSpan(f, array.at(i).toObject(), item, u"%1spans[%2]."_s.arg(path).arg(i));
    }
    return spans;
}

void readThreads(Fields &f, const QJsonObject &json, ArchiveAnnotation &annotation, const QString &path)
{
    const QJsonArray reviews = f.array(json, u"reviews"_s, path);
    for (qsizetype i = 0; i < reviews.size() && !f.failed(); ++i) {
        const QString at = u"%1reviews[%2]."_s.arg(path).arg(i);
        const QJsonObject review = reviews.at(i).toObject();
        ArchiveReview entry;
        entry.author = f.string(review, u"author"_s, at);
        entry.event.kind = f.key(review, u"kind"_s, at, &reviewEventKindFromKey);
        entry.event.body = f.string(review, u"body"_s, at);
        entry.event.at = f.time(review, u"at"_s, at);
        entry.event.spanId = f.value(review, u"span"_s, at, QJsonValue::Double, false).toInteger(0);
        annotation.reviews << entry;
    }
    const QJsonArray history = f.array(json, u"history"_s, path);
    for (qsizetype i = 0; i < history.size() && !f.failed(); ++i) {
        const QString at = u"%1history[%2]."_s.arg(path).arg(i);
        const QJsonObject record = history.at(i).toObject();
        ArchiveHistory entry;
        entry.actor = f.string(record, u"actor"_s, at);
        entry.entry.action = f.string(record, u"action"_s, at);
        entry.entry.fromState = f.string(record, u"from"_s, at, false);
        entry.entry.toState = f.string(record, u"to"_s, at);
        entry.entry.iteration = int(f.integer(record, u"iteration"_s, at));
        entry.entry.reason = f.string(record, u"reason"_s, at);
        entry.entry.at = f.time(record, u"at"_s, at);
        annotation.history << entry;
    }
}

ArchiveAnnotation readAnnotation(Fields &f, const QJsonObject &json, const Item &item, const QString &path)
{
    ArchiveAnnotation annotation;
    annotation.annotator = f.string(json, u"annotator"_s, path);
    annotation.assignment.state = f.key(json, u"state"_s, path, &assignmentStateFromKey);
    annotation.assignment.iteration = int(f.integer(json, u"iteration"_s, path));
    annotation.assignment.timeSpentSeconds = f.integer(json, u"time_spent_seconds"_s, path);
    annotation.assignment.discardReason = f.string(json, u"discard_reason"_s, path, false);
    annotation.reviewer = f.string(json, u"reviewer"_s, path, false);
    const QJsonObject judgements = f.object(json, u"judgements"_s, path);
    for (auto it = judgements.constBegin(); it != judgements.constEnd(); ++it) {
        annotation.judgements.insert(it.key(), it->isString() ? QVariant(it->toString()) : QVariant(it->toInt()));
    }
    annotation.spans = readSpans(f, json, item, path);
    annotation.suggestions = readSuggestions(f, json, item, path);
    annotation.snapshots = readSnapshots(f, json, path);
    annotation.actions = readActions(f, json, path);
    readThreads(f, json, annotation, path);
    return annotation;
}

ArchiveItem readItem(Fields &f, const QJsonObject &json)
{
    ArchiveItem entry;
    Item &item = entry.item;
    item.externalId = f.string(json, u"id"_s, QString());
    item.prompt = f.string(json, u"prompt"_s, QString());
    item.generation = f.string(json, u"text"_s, QString());
    item.format = f.key(json, u"format"_s, QString(), &textFormatFromKey);
    item.codeLanguage = f.string(json, u"code_language"_s, QString(), item.format == TextFormat::Code);
    const QJsonObject metadata = f.object(json, u"metadata"_s, QString());
    for (auto it = metadata.constBegin(); it != metadata.constEnd(); ++it) {
        item.metadata.insert(it.key(), it->toString());
    }
    const QJsonArray annotations = f.array(json, u"annotations"_s, QString());
    for (qsizetype i = 0; i < annotations.size() && !f.failed(); ++i) {
        entry.annotations << readAnnotation(f, annotations.at(i).toObject(), item, u"annotations[%1]."_s.arg(i));
    }
    const QJsonArray layers = f.array(json, u"layers"_s, QString());
    for (qsizetype i = 0; i < layers.size() && !f.failed(); ++i) {
        const QString path = u"layers[%1]."_s.arg(i);
        const QJsonObject layer = layers.at(i).toObject();
        ArchiveLayer archived{f.key(layer, u"kind"_s, path, &layerKindFromKey), f.string(layer, u"label"_s, path), {}};
        archived.spans = readSpans(f, layer, item, path);
        entry.layers << archived;
    }
    readItemExtras(f, json, entry);
    return entry;
}

void readHeader(Fields &f, const QJsonObject &json, Archive &archive)
{
    if (f.string(json, u"format"_s, QString()) != "errata-jsonl"_L1 && !f.failed()) {
        f.fail(u"format"_s, ErrataJsonl::tr("is not \"errata-jsonl\""));
    }
    if (f.integer(json, u"version"_s, QString()) > ErrataJsonl::Version && !f.failed()) {
        f.fail(u"version"_s,
               ErrataJsonl::tr("is newer than this Errata reads (%1); update Errata").arg(ErrataJsonl::Version));
    }
    if (f.string(json, u"offset_unit"_s, QString()) != "code_point"_L1 && !f.failed()) {
        f.fail(u"offset_unit"_s, ErrataJsonl::tr("must be \"code_point\""));
    }
    archive.title = f.string(json, u"title"_s, QString());
    archive.createdAt = f.string(json, u"created_at"_s, QString());
    const QJsonObject settings = f.object(json, u"settings"_s, QString());
    for (auto it = settings.constBegin(); it != settings.constEnd(); ++it) {
        archive.settings.insert(it.key(), it->toString());
    }
    archive.taxonomyJson = QJsonDocument(f.object(json, u"taxonomy"_s, QString())).toJson(QJsonDocument::Compact);
    const QJsonArray people = f.array(json, u"people"_s, QString());
    for (qsizetype i = 0; i < people.size() && !f.failed(); ++i) {
        const QString path = u"people[%1]."_s.arg(i);
        const QJsonObject person = people.at(i).toObject();
        Person entry;
        entry.name = f.string(person, u"name"_s, path);
        entry.roles = f.key(person, u"roles"_s, path, &rolesFromKey);
        entry.active = f.value(person, u"active"_s, path, QJsonValue::Bool, false).toBool(true);
        entry.condition = f.string(person, u"condition"_s, path, false);
        archive.people << entry;
    }
    readQualifications(f, json, archive);
}

} // namespace

std::optional<Archive> ErrataJsonl::read(const QByteArray &bytes, const QString &fileName, ImportError *error)
{
    // JSON parsing would quietly replace invalid UTF-8; say where it is instead.
    if (!decodeUtf8(bytes, fileName, error)) {
        return std::nullopt;
    }
    Archive archive;
    const QList<QByteArray> lines = bytes.split('\n');
    int lineNumber = 0;
    bool headerSeen = false;
    for (const QByteArray &line : lines) {
        ++lineNumber;
        if (line.trimmed().isEmpty()) {
            continue; // the final newline, or blank lines a hand edit left
        }
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
        if (!document.isObject()) {
            const QString reason = parseError.error != QJsonParseError::NoError
                ? tr("invalid JSON at column %1: %2").arg(parseError.offset + 1).arg(parseError.errorString())
                : tr("a record must be a JSON object");
            *error = {fileName, lineNumber, QString(), reason};
            return std::nullopt;
        }
        if (!refuseLoneSurrogates(line, fileName, lineNumber, error)) {
            return std::nullopt;
        }
        Fields fields(fileName, lineNumber);
        const QString record = fields.string(document.object(), u"record"_s, QString());
        if (!headerSeen && record != "header"_L1) {
            fields.fail(u"record"_s, tr("the first record must be the header"));
        } else if (!headerSeen) {
            readHeader(fields, document.object(), archive);
            headerSeen = true;
        } else if (record == "item"_L1) {
            archive.items << readItem(fields, document.object());
        } else {
            fields.fail(u"record"_s, tr("unknown record \"%1\"").arg(record));
        }
        if (fields.failed()) {
            *error = fields.error();
            return std::nullopt;
        }
    }
    if (!headerSeen) {
        *error = {fileName, 0, QString(), tr("is empty: an errata-jsonl file starts with a header record")};
        return std::nullopt;
    }
    return archive;
}

} // namespace Errata
