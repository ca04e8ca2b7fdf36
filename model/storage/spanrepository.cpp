// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/spanrepository.h"
#include "model/storage/bulkrepository.h"
#include "model/domain/storedtime.h"

#include "model/storage/database.h"
#include "model/storage/sqldialect.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {
QVariant nullableText(const QString &text)
{
    return text.isEmpty() ? sqlNull() : QVariant(text);
}

QVariant nullableReal(const std::optional<double> &value)
{
    return value ? QVariant(*value) : sqlNull();
}

const QString SpanColumns = uR"(SELECT s.id, s.layer_id, s.side, s.begin_offset, s.end_offset, s.type_key,
    coalesce(s.severity_key, ''), s.correction, s.rationale, s.review_state, s.created_at, s.modified_at,
    s.confidence FROM span s)"_s;
} // namespace

std::optional<qint64> SpanRepository::annotatorLayer(qint64 itemId, qint64 personId)
{
    Statement query;
    if (!run(query, u"SELECT id FROM layer WHERE item_id = ? AND person_id = ? AND kind = 'annotator'"_s,
             {itemId, personId})
        || !query->next()) {
        return std::nullopt;
    }
    return query->value(0).toLongLong();
}

std::optional<qint64> SpanRepository::ensureGoldLayer(qint64 itemId)
{
    Statement query;
    if (run(query, u"SELECT id FROM layer WHERE item_id = ? AND kind = 'gold'"_s, {itemId}) && query->next()) {
        return query->value(0).toLongLong();
    }
    if (!run(query, u"INSERT INTO layer (item_id, kind) VALUES (?, 'gold') RETURNING id"_s, {itemId})
        || !firstRow(query)) {
        return std::nullopt;
    }
    const qint64 id = query->value(0).toLongLong();
    query->finish(); // ends the statement, so the insert commits now
    return id;
}

QList<Layer> SpanRepository::layersOfItem(qint64 itemId)
{
    return selectLayers(u"WHERE item_id = ?"_s, {itemId});
}

QList<Layer> SpanRepository::allLayers()
{
    return selectLayers(QString(), {});
}

QList<Span> SpanRepository::predictedSpans(const QString &system)
{
    return select(u"WHERE s.layer_id IN (SELECT id FROM layer WHERE kind = 'prediction' AND label = ?)"_s, {system});
}

QList<Layer> SpanRepository::annotatorLayers(const QList<qint64> &people)
{
    QVariantList values;
    for (const qint64 person : people) values << person;
    const QString among = people.isEmpty()
        ? QString()
        : u" AND person_id IN (%1)"_s.arg(QStringList(people.size(), u"?"_s).join(u", "_s));
    return selectLayers(u"WHERE kind = 'annotator'"_s + among, values);
}

QList<Layer> SpanRepository::layersWithSuggestions()
{
    return selectLayers(u"WHERE id IN (SELECT layer_id FROM suggestion)"_s, {});
}

QList<Span> SpanRepository::spansOfLayersWithSuggestions()
{
    const QString condition = u"WHERE s.layer_id IN (SELECT layer_id FROM suggestion)"_s;
    QList<Span> spans = select(condition, {});
    loadLinks(spans, condition, {});
    return spans;
}

QList<Span> SpanRepository::allSpans()
{
    QList<Span> spans = select(QString(), {});
    loadLinks(spans, QString(), {});
    return spans;
}

QList<Layer> SpanRepository::selectLayers(const QString &condition, const QVariantList &values)
{
    QList<Layer> layers;
    Statement query;
    if (!run(query,
             u"SELECT id, kind, coalesce(person_id, 0), label, item_id FROM layer %1 ORDER BY id"_s.arg(condition),
             values)) {
        return layers;
    }
    while (query->next()) {
        Layer layer{query->value(0).toLongLong(), query->value(4).toLongLong(), LayerKind::Annotator,
                    query->value(2).toLongLong(), query->value(3).toString()};
        layerKindFromKey(query->value(1).toString(), &layer.kind);
        layers << layer;
    }
    return layers;
}

bool SpanRepository::add(Span &span)
{
    return insert(span, false);
}

bool SpanRepository::restore(Span &span)
{
    return insert(span, true);
}

std::optional<qint64> SpanRepository::addLayer(qint64 itemId, LayerKind kind, const QString &label)
{
    Statement query;
    if (!run(query, u"INSERT INTO layer (item_id, kind, label) VALUES (?, ?, ?) RETURNING id"_s,
             {itemId, layerKindKey(kind), label})
        || !firstRow(query)) {
        return std::nullopt;
    }
    const qint64 id = query->value(0).toLongLong();
    query->finish();
    return id;
}

QHash<qint64, qint64> SpanRepository::predictionLayers(const QString &system)
{
    QHash<qint64, qint64> layers;
    Statement query;
    if (run(query, u"SELECT item_id, id FROM layer WHERE kind = 'prediction' AND label = ?"_s, {system})) {
        while (query->next()) {
            layers.insert(query->value(0).toLongLong(), query->value(1).toLongLong());
        }
    }
    return layers;
}

bool SpanRepository::clearLayer(qint64 layerId)
{
    Statement query;
    return run(query, u"DELETE FROM span WHERE layer_id = ?"_s, {layerId}); // links go with them (ON DELETE CASCADE)
}

bool SpanRepository::addMany(const QList<Span> &spans)
{
    // Numbered here (inside the caller's transaction) so links can refer to their span without
    // reading ids back: spans and links both go in many rows a statement.
    Transaction transaction(m_database);
    Statement query;
    if (!run(query, SqlDialect::nextIdQuery(m_database->backend(), u"span"_s, spans.size())) || !query->next()) {
        return false;
    }
    qint64 next = query->value(0).toLongLong();
    query->finish();
    QList<Span> numbered = spans;
    for (Span &span : numbered) {
        span.id = next++;
        span.created = span.modified = {}; // stamped now
    }
    return writeMany(numbered) && (transaction.commit() || failCommit(tr("Could not save the spans.")));
}

bool SpanRepository::restoreMany(const QList<Span> &spans)
{
    Transaction transaction(m_database);
    return writeMany(spans) && (transaction.commit() || failCommit(tr("Could not save the spans.")));
}

bool SpanRepository::writeMany(const QList<Span> &spans) // with their ids, many rows a statement
{
    QList<QVariantList> links;
    return insertRows(BulkRepository::head(BulkRepository::Table::Span), rowsOf(spans, &links))
        && insertRows(BulkRepository::head(BulkRepository::Table::SpanLink), links);
}

// A time not set is stamped now, as restore() does.
QList<QVariantList> SpanRepository::rowsOf(const QList<Span> &spans, QList<QVariantList> *links)
{
    const QString stamp = now();
    const auto time = [&stamp](const QDateTime &at) { return at.isValid() ? StoredTime::format(at) : stamp; };
    QList<QVariantList> rows;
    rows.reserve(spans.size());
    for (const Span &span : spans) {
        const QString modified = time(span.modified);
        rows << QVariantList{span.id,
                             span.layerId,
                             textSideKey(span.range.side),
                             span.range.begin,
                             span.range.end,
                             span.typeKey,
                             nullableText(span.severityKey),
                             span.correction ? QVariant(*span.correction) : sqlNull(),
                             span.rationale,
                             spanReviewStateKey(span.reviewState),
                             span.created.isValid() ? time(span.created) : modified,
                             modified,
                             nullableReal(span.confidence)};
        for (qsizetype i = 0; i < span.links.size(); ++i) {
            const SpanLink &link = span.links.at(i);
            *links << QVariantList{
                span.id, i, linkKindKey(link.kind), textSideKey(link.range.side), link.range.begin, link.range.end};
        }
    }
    return rows;
}

bool SpanRepository::insert(Span &span, bool keepModified)
{
    Transaction transaction(m_database);
    const QString stamp = keepModified && span.modified.isValid() ? StoredTime::format(span.modified) : now();
    Statement query;
    const QVariant correction = span.correction ? QVariant(*span.correction) : sqlNull();
    // A span that comes back (undo of a delete) keeps its id, so its review thread stays attached; a
    // new one gets the next (a NULL id would be numbered by SQLite but refused by PostgreSQL).
    const bool keepsId = span.id > 0;
    const QString created = span.created.isValid() ? StoredTime::format(span.created) : stamp;
    QVariantList values{span.layerId,
                        textSideKey(span.range.side),
                        span.range.begin,
                        span.range.end,
                        span.typeKey,
                        nullableText(span.severityKey),
                        correction,
                        span.rationale,
                        spanReviewStateKey(span.reviewState),
                        created,
                        stamp,
                        nullableReal(span.confidence)};
    if (keepsId) values.prepend(span.id);
    if (!run(query,
             uR"(INSERT INTO span (%1layer_id, side, begin_offset, end_offset, type_key, severity_key,
                            correction, rationale, review_state, created_at, modified_at, confidence)
                        VALUES (%2?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id)"_s.arg(
                 keepsId ? u"id, "_s : QString(), keepsId ? u"?, "_s : QString()),
             values)
        || !firstRow(query)) {
        return false;
    }
    span.id = query->value(0).toLongLong();
    query->finish();
    if (!writeLinks(span) || !transaction.commit()) {
        return m_lastError.isEmpty() ? failCommit(tr("Could not save the span.")) : false;
    }
    span.created = parseTime(created);
    span.modified = parseTime(stamp);
    return true;
}

bool SpanRepository::update(Span &span)
{
    Transaction transaction(m_database);
    const QString stamp = now();
    Statement query;
    const QVariant correction = span.correction ? QVariant(*span.correction) : sqlNull();
    if (!run(query, uR"(UPDATE span SET side = ?, begin_offset = ?, end_offset = ?, type_key = ?, severity_key = ?,
                            correction = ?, rationale = ?, review_state = ?, modified_at = ? WHERE id = ?)"_s,
             {textSideKey(span.range.side), span.range.begin, span.range.end, span.typeKey,
              nullableText(span.severityKey), correction, span.rationale, spanReviewStateKey(span.reviewState), stamp,
              span.id})
        || !run(query, u"DELETE FROM span_link WHERE span_id = ?"_s, {span.id}) || !writeLinks(span)) {
        return false;
    }
    span.modified = parseTime(stamp);
    return transaction.commit() || failCommit(tr("Could not save the span."));
}

bool SpanRepository::setReviewState(qint64 spanId, SpanReviewState state)
{
    Statement query;
    return run(query, u"UPDATE span SET review_state = ?, modified_at = ? WHERE id = ?"_s,
               {spanReviewStateKey(state), now(), spanId});
}

bool SpanRepository::remove(qint64 spanId)
{
    Statement query;
    return run(query, u"DELETE FROM span WHERE id = ?"_s, {spanId});
}

bool SpanRepository::writeLinks(const Span &span)
{
    Statement query;
    for (qsizetype i = 0; i < span.links.size(); ++i) {
        const SpanLink &link = span.links.at(i);
        if (!run(query, uR"(INSERT INTO span_link (span_id, position, link_kind, side, begin_offset, end_offset)
                            VALUES (?, ?, ?, ?, ?, ?))"_s,
                 {span.id, int(i), linkKindKey(link.kind), textSideKey(link.range.side), link.range.begin,
                  link.range.end})) {
            return false;
        }
    }
    return true;
}

QList<Span> SpanRepository::spansOfLayer(qint64 layerId)
{
    QList<Span> spans = select(u"WHERE s.layer_id = ?"_s, {layerId});
    loadLinks(spans, u"WHERE s.layer_id = ?"_s, {layerId});
    return spans;
}

QList<Span> SpanRepository::spansOfItem(qint64 itemId)
{
    const QString condition = u"WHERE s.layer_id IN (SELECT id FROM layer WHERE item_id = ?)"_s;
    QList<Span> spans = select(condition, {itemId});
    loadLinks(spans, condition, {itemId});
    return spans;
}

qint64 SpanRepository::count()
{
    Statement query;
    return run(query, u"SELECT count(*) FROM span"_s) && query->next() ? query->value(0).toLongLong() : -1;
}

QList<Span> SpanRepository::select(const QString &condition, const QVariantList &values)
{
    QList<Span> spans;
    Statement query;
    if (!run(query, SpanColumns + u' ' + condition + u" ORDER BY s.layer_id, s.begin_offset, s.end_offset, s.id"_s,
             values)) {
        return spans;
    }
    while (query->next()) {
        Span span;
        span.id = query->value(0).toLongLong();
        span.layerId = query->value(1).toLongLong();
        textSideFromKey(query->value(2).toString(), &span.range.side);
        span.range.begin = query->value(3).toLongLong();
        span.range.end = query->value(4).toLongLong();
        span.typeKey = query->value(5).toString();
        span.severityKey = query->value(6).toString();
        if (!query->value(7).isNull()) {
            span.correction = query->value(7).toString();
        }
        span.rationale = query->value(8).toString();
        spanReviewStateFromKey(query->value(9).toString(), &span.reviewState);
        span.created = parseTime(query->value(10).toString());
        span.modified = parseTime(query->value(11).toString());
        if (!query->value(12).isNull()) {
            span.confidence = query->value(12).toDouble();
        }
        spans << span;
    }
    return spans;
}

bool SpanRepository::loadLinks(QList<Span> &spans, const QString &condition, const QVariantList &values)
{
    QHash<qint64, qsizetype> indexById;
    for (qsizetype i = 0; i < spans.size(); ++i) {
        indexById.insert(spans.at(i).id, i);
    }
    Statement query;
    if (!run(query,
             uR"(SELECT l.span_id, l.link_kind, l.side, l.begin_offset, l.end_offset
                        FROM span_link l JOIN span s ON s.id = l.span_id )"_s
                 + condition + u" ORDER BY l.span_id, l.position"_s,
             values)) {
        return false;
    }
    while (query->next()) {
        const auto it = indexById.constFind(query->value(0).toLongLong());
        if (it == indexById.cend()) {
            continue;
        }
        SpanLink link;
        linkKindFromKey(query->value(1).toString(), &link.kind);
        textSideFromKey(query->value(2).toString(), &link.range.side);
        link.range.begin = query->value(3).toLongLong();
        link.range.end = query->value(4).toLongLong();
        spans[*it].links << link;
    }
    return true;
}

bool SpanRepository::exists(qint64 spanId)
{
    Statement query;
    return run(query, u"SELECT 1 FROM span WHERE id = ?"_s, {spanId}) && query->next();
}

} // namespace Errata
