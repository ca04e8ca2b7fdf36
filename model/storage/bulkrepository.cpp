// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/bulkrepository.h"

#include "model/storage/database.h"
#include "model/storage/sqldialect.h"

using namespace Qt::StringLiterals;

namespace Errata {

qint64 BulkRepository::nextId(const QString &table)
{
    return reserveIds(table, 1);
}

qint64 BulkRepository::reserveIds(const QString &table, qint64 count)
{
    Statement query;
    return run(query, SqlDialect::nextIdQuery(m_database->backend(), table, count)) && query->next()
        ? query->value(0).toLongLong()
        : -1;
}

qint64 BulkRepository::nextItemPosition()
{
    Statement query;
    return run(query, u"SELECT coalesce(max(position), 0) + 1 FROM item"_s) && query->next()
        ? query->value(0).toLongLong()
        : -1;
}

QSet<qint64> BulkRepository::ids(const QString &table)
{
    QSet<qint64> ids;
    Statement query;
    if (run(query, u"SELECT id FROM %1"_s.arg(table))) {
        while (query->next()) {
            ids.insert(query->value(0).toLongLong());
        }
    }
    return ids;
}

QString BulkRepository::head(Table table)
{
    using T = BulkRepository::Table;
    switch (table) {
    case T::Person: return u"person (id, name, is_annotator, is_reviewer, is_coordinator, created_at)"_s;
    case T::Item:
        return u"item (id, external_id, position, prompt, generation, text_format, code_language, created_at)"_s;
    case T::ItemMetadata: return u"item_metadata (item_id, meta_key, meta_value)"_s;
    case T::Layer: return u"layer (id, item_id, kind, person_id)"_s;
    case T::LabelledLayer: return u"layer (id, item_id, kind, label)"_s;
    case T::NewAssignment: return u"assignment (id, item_id, annotator_id, state, iteration)"_s;
    case T::Assignment:
        return u"assignment (id, item_id, annotator_id, state, iteration, time_spent_seconds, reviewer_id, "
               u"discard_reason)"_s;
    case T::ImportedHistory: return u"history (assignment_id, actor_id, action, to_state, iteration, created_at)"_s;
    case T::History:
        return u"history (assignment_id, actor_id, action, from_state, to_state, iteration, reason, created_at)"_s;
    case T::ReviewEvent: return u"review_event (assignment_id, span_id, author_id, kind, body, created_at)"_s;
    case T::Judgement: return u"judgement (assignment_id, judgement_key, int_value, text_value)"_s;
    case T::Span:
        return uR"(span (id, layer_id, side, begin_offset, end_offset, type_key, severity_key, correction,
                         rationale, review_state, created_at, modified_at, confidence))"_s;
    case T::SpanLink: return u"span_link (span_id, position, link_kind, side, begin_offset, end_offset)"_s;
    }
    return {};
}

bool BulkRepository::insert(Table table, const QList<QVariantList> &rows)
{
    return insertRows(head(table), rows);
}

} // namespace Errata
