// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/suggestionrepository.h"
#include "model/domain/storedtime.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

const QString Columns = uR"(SELECT id, layer_id, system, side, begin_offset, end_offset, type_key,
                                   coalesce(severity_key, ''), rationale, confidence, decision,
                                   coalesce(span_id, 0), decided_at FROM suggestion)"_s;

QVariantList rowOf(const Suggestion &s)
{
    const Span &span = s.suggested;
    return {s.id > 0 ? QVariant(s.id) : sqlNull(),
            s.layerId,
            s.system,
            textSideKey(span.range.side),
            span.range.begin,
            span.range.end,
            span.typeKey,
            span.severityKey.isEmpty() ? sqlNull() : QVariant(span.severityKey),
            span.rationale,
            span.confidence ? QVariant(*span.confidence) : sqlNull(),
            suggestionDecisionKey(s.decision),
            s.spanId > 0 ? QVariant(s.spanId) : sqlNull(),
            s.decided.isValid() ? QVariant(StoredTime::format(s.decided)) : sqlNull()};
}

} // namespace

bool SuggestionRepository::addMany(const QList<Suggestion> &suggestions)
{
    QList<QVariantList> rows;
    rows.reserve(suggestions.size());
    for (const Suggestion &suggestion : suggestions) rows << rowOf(suggestion);
    return insertRows(u"suggestion (id, layer_id, system, side, begin_offset, end_offset, type_key, severity_key, "
                      u"rationale, confidence, decision, span_id, decided_at)"_s,
                      rows);
}

bool SuggestionRepository::restore(Suggestion &suggestion)
{
    if (suggestion.id > 0 && exists(suggestion.id)) suggestion.id = 0;
    Statement query;
    if (!run(query, uR"(INSERT INTO suggestion (id, layer_id, system, side, begin_offset, end_offset, type_key,
                            severity_key, rationale, confidence, decision, span_id, decided_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id)"_s,
             rowOf(suggestion))
        || !firstRow(query)) {
        return false;
    }
    suggestion.id = query->value(0).toLongLong();
    return true;
}

bool SuggestionRepository::decide(qint64 suggestionId, SuggestionDecision decision, qint64 spanId)
{
    const bool pending = decision == SuggestionDecision::Pending;
    Statement query;
    return run(query, u"UPDATE suggestion SET decision = ?, span_id = ?, decided_at = ? WHERE id = ?"_s,
               {suggestionDecisionKey(decision), spanId > 0 ? QVariant(spanId) : sqlNull(),
                pending ? sqlNull() : QVariant(now()), suggestionId});
}

QList<Suggestion> SuggestionRepository::forLayer(qint64 layerId)
{
    return select(u"WHERE layer_id = ?"_s, {layerId});
}

QList<Suggestion> SuggestionRepository::all()
{
    return select({}, {});
}

QSet<qint64> SuggestionRepository::layersOffered(const QString &system)
{
    QSet<qint64> layers;
    Statement query;
    if (run(query, u"SELECT DISTINCT layer_id FROM suggestion WHERE system = ?"_s, {system})) {
        while (query->next()) layers.insert(query->value(0).toLongLong());
    }
    return layers;
}

bool SuggestionRepository::exists(qint64 suggestionId)
{
    Statement query;
    return run(query, u"SELECT 1 FROM suggestion WHERE id = ?"_s, {suggestionId}) && query->next();
}

QList<Suggestion> SuggestionRepository::select(const QString &condition, const QVariantList &values)
{
    QList<Suggestion> suggestions;
    Statement query;
    if (!run(query, Columns + u' ' + condition + u" ORDER BY layer_id, begin_offset, end_offset, id"_s, values)) {
        return suggestions;
    }
    while (query->next()) {
        Suggestion s;
        s.id = query->value(0).toLongLong();
        s.layerId = query->value(1).toLongLong();
        s.system = query->value(2).toString();
        textSideFromKey(query->value(3).toString(), &s.suggested.range.side);
        s.suggested.range.begin = query->value(4).toLongLong();
        s.suggested.range.end = query->value(5).toLongLong();
        s.suggested.typeKey = query->value(6).toString();
        s.suggested.severityKey = query->value(7).toString();
        s.suggested.rationale = query->value(8).toString();
        if (!query->value(9).isNull()) s.suggested.confidence = query->value(9).toDouble();
        suggestionDecisionFromKey(query->value(10).toString(), &s.decision);
        s.spanId = query->value(11).toLongLong();
        if (!query->value(12).isNull()) s.decided = parseTime(query->value(12).toString());
        suggestions << s;
    }
    return suggestions;
}

} // namespace Errata
