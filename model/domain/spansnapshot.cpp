// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/spansnapshot.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QJsonArray rangeJson(const TextRange &range)
{
    return {textSideKey(range.side), range.begin, range.end};
}

TextRange rangeFrom(const QJsonArray &json)
{
    TextRange range{json.at(1).toInteger(), json.at(2).toInteger(), TextSide::Generation};
    textSideFromKey(json.at(0).toString(), &range.side);
    return range;
}

} // namespace

QByteArray SpanSnapshot::toJson(const QList<Span> &spans)
{
    QJsonArray array;
    for (const Span &span : spans) {
        QJsonArray links;
        for (const SpanLink &link : span.links) {
            links << QJsonArray{linkKindKey(link.kind), rangeJson(link.range)};
        }
        QJsonObject json{{u"id"_s, span.id},
                         {u"range"_s, rangeJson(span.range)},
                         {u"type"_s, span.typeKey},
                         {u"severity"_s, span.severityKey},
                         {u"rationale"_s, span.rationale},
                         {u"review"_s, spanReviewStateKey(span.reviewState)},
                         {u"links"_s, links}};
        if (span.correction) json.insert(u"correction"_s, *span.correction);
        array << json;
    }
    return QJsonDocument(array).toJson(QJsonDocument::Compact);
}

QList<Span> SpanSnapshot::fromJson(const QByteArray &json)
{
    QList<Span> spans;
    for (const QJsonValue &value : QJsonDocument::fromJson(json).array()) {
        const QJsonObject object = value.toObject();
        Span span;
        span.id = object.value(u"id"_s).toInteger();
        span.range = rangeFrom(object.value(u"range"_s).toArray());
        span.typeKey = object.value(u"type"_s).toString();
        span.severityKey = object.value(u"severity"_s).toString();
        span.rationale = object.value(u"rationale"_s).toString();
        spanReviewStateFromKey(object.value(u"review"_s).toString(), &span.reviewState);
        if (object.contains(u"correction"_s)) span.correction = object.value(u"correction"_s).toString();
        for (const QJsonValue &link : object.value(u"links"_s).toArray()) {
            SpanLink parsed{rangeFrom(link.toArray().at(1).toArray()), LinkKind::Antecedent};
            linkKindFromKey(link.toArray().at(0).toString(), &parsed.kind);
            span.links << parsed;
        }
        spans << span;
    }
    return spans;
}

QList<SpanChange> diffSpans(const QList<Span> &before, const QList<Span> &after)
{
    QHash<qint64, Span> old;
    for (const Span &span : before) old.insert(span.id, span);
    QList<SpanChange> changes;
    for (const Span &span : after) {
        const auto found = old.constFind(span.id);
        if (found == old.cend()) {
            changes << SpanChange{SpanChange::Kind::Added, {}, span, {}};
            continue;
        }
        QStringList fields;
        if (found->range != span.range) fields << u"range"_s;
        if (found->typeKey != span.typeKey) fields << u"type"_s;
        if (found->severityKey != span.severityKey) fields << u"severity"_s;
        if (found->correction != span.correction) fields << u"correction"_s;
        if (found->rationale != span.rationale) fields << u"rationale"_s;
        if (found->links != span.links) fields << u"links"_s;
        if (!fields.isEmpty()) changes << SpanChange{SpanChange::Kind::Edited, *found, span, fields};
        old.remove(span.id);
    }
    for (const Span &span : before) {
        if (old.contains(span.id)) changes << SpanChange{SpanChange::Kind::Removed, span, {}, {}};
    }
    return changes;
}

SpanReviewState reviewStateAfterEdit(SpanReviewState before)
{
    return before == SpanReviewState::Rejected || before == SpanReviewState::NeedsChange ? SpanReviewState::Amended
                                                                                         : before;
}

} // namespace Errata
