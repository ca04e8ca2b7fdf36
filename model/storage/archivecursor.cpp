// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/archivecursor.h"

#include "model/storage/database.h"
#include "model/domain/workflow.h"

#include <QSqlError>
#include <QSqlRecord>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// Each query ends with the item's id and is ordered by the item's position first: the tables are
// merged on that key, item by item, like the sorted runs of a merge join. CROSS JOIN keeps SQLite
// walking the items in position order and looking each one's rows up by index, so it sorts only
// within an item ("temp b-tree for right part of order by"), never a whole table. INDEXED BY: left
// to itself, SQLite builds an automatic index of all review events and history for these two.
const QString ItemOrder = u" ORDER BY i.position, i.id"_s;
const QString FromItems = u" FROM item i CROSS JOIN "_s;
const QString ViaAssignment = u" FROM item i CROSS JOIN assignment a ON a.item_id = i.id CROSS JOIN "_s;

enum TableIndex { Count, Items, Metadata, Layers, Spans, Links, Assignments, Judgements, Reviews, History };

} // namespace

struct ArchiveCursor::Table
{
    QSqlQuery query;
    int itemColumn = 0;
    bool valid = false;

    // True while the current row belongs to itemId.
    bool at(qint64 itemId) const { return valid && query.value(itemColumn).toLongLong() == itemId; }
    void advance() { valid = query.next(); }
    QVariant value(int column) const { return query.value(column); }
};

ArchiveCursor::ArchiveCursor(const Database &database)
    : m_database(database)
{
    // All statements are stepped before any row is used, so they read one snapshot: SQLite keeps
    // a connection's read transaction open while any statement of it is active.
    open(u"SELECT count(*), 0 FROM item i"_s);
    m_itemCount = m_tables.back()->valid ? m_tables.back()->value(0).toLongLong() : 0;
    open(u"SELECT id, external_id, prompt, generation, text_format, code_language, id FROM item i"_s + ItemOrder);
    open(u"SELECT m.meta_key, m.meta_value, i.id"_s + FromItems + u"item_metadata m ON m.item_id = i.id"_s + ItemOrder);
    open(u"SELECT l.id, l.kind, coalesce(l.person_id, 0), l.label, i.id"_s + FromItems
         + u"layer l ON l.item_id = i.id"_s + ItemOrder + u", l.id"_s);
    open(uR"(SELECT s.id, s.layer_id, s.side, s.begin_offset, s.end_offset, s.type_key, coalesce(s.severity_key, ''),
                    s.correction, s.rationale, s.review_state, s.created_at, s.modified_at, i.id)"_s
         + FromItems + u"layer l ON l.item_id = i.id CROSS JOIN span s ON s.layer_id = l.id"_s + ItemOrder
         + u", s.layer_id, s.begin_offset, s.end_offset, s.id"_s);
    open(u"SELECT k.span_id, k.link_kind, k.side, k.begin_offset, k.end_offset, i.id"_s + FromItems
         + u"layer l ON l.item_id = i.id CROSS JOIN span s ON s.layer_id = l.id CROSS JOIN span_link k "
           u"ON k.span_id = s.id"_s
         + ItemOrder + u", k.span_id, k.position"_s);
    open(uR"(SELECT a.id, a.item_id, a.annotator_id, a.state, a.iteration, a.time_spent_seconds,
                    coalesce(a.reviewer_id, 0), coalesce(a.discard_reason, ''), i.id)"_s
         + FromItems + u"assignment a ON a.item_id = i.id"_s + ItemOrder + u", a.annotator_id"_s);
    open(u"SELECT j.assignment_id, j.judgement_key, j.int_value, j.text_value, i.id"_s + ViaAssignment
         + u"judgement j ON j.assignment_id = a.id"_s + ItemOrder);
    open(u"SELECT r.assignment_id, coalesce(r.span_id, 0), r.author_id, r.kind, r.body, r.created_at, i.id"_s
         + ViaAssignment + u"review_event r INDEXED BY review_event_by_assignment ON r.assignment_id = a.id"_s
         + ItemOrder + u", r.id"_s);
    open(u"SELECT h.assignment_id, h.actor_id, h.action, coalesce(h.from_state, ''), h.to_state, h.iteration, "
         u"h.reason, h.created_at, i.id"_s
         + ViaAssignment + u"history h INDEXED BY history_by_assignment ON h.assignment_id = a.id"_s + ItemOrder
         + u", h.id"_s);
}

ArchiveCursor::~ArchiveCursor() = default;

ArchiveCursor::Table &ArchiveCursor::open(const QString &sql)
{
    auto table = std::make_unique<Table>();
    table->query = QSqlQuery(m_database.connection());
    table->query.setForwardOnly(true);
    if (!table->query.exec(sql)) {
        if (m_error.isEmpty()) m_error = table->query.lastError().text();
    } else {
        table->itemColumn = table->query.record().count() - 1;
        table->advance();
    }
    m_tables.push_back(std::move(table));
    return *m_tables.back();
}

bool ArchiveCursor::next(CursorItem *out)
{
    Table &items = *m_tables[Items];
    if (!isValid() || !items.valid) return false;
    *out = CursorItem{};
    Item &item = out->item;
    item.id = items.value(0).toLongLong();
    item.externalId = items.value(1).toString();
    item.prompt = items.value(2).toString();
    item.generation = items.value(3).toString();
    textFormatFromKey(items.value(4).toString(), &item.format);
    item.codeLanguage = items.value(5).toString();
    items.advance();
    for (Table &t = *m_tables[Metadata]; t.at(item.id); t.advance()) {
        item.metadata.insert(t.value(0).toString(), t.value(1).toString());
    }
    for (Table &t = *m_tables[Layers]; t.at(item.id); t.advance()) {
        out->layers << CursorLayer{t.value(0).toLongLong(), t.value(1).toString(), t.value(2).toLongLong(),
                                   t.value(3).toString()};
    }
    readSpans(out);
    for (Table &t = *m_tables[Assignments]; t.at(item.id); t.advance()) {
        Assignment a;
        a.id = t.value(0).toLongLong();
        a.itemId = t.value(1).toLongLong();
        a.annotatorId = t.value(2).toLongLong();
        assignmentStateFromKey(t.value(3).toString(), &a.state);
        a.iteration = t.value(4).toInt();
        a.timeSpentSeconds = t.value(5).toLongLong();
        a.reviewerId = t.value(6).toLongLong();
        a.discardReason = t.value(7).toString();
        out->assignments << a;
    }
    // Judgements as JudgementRepository::all() reads them: the int when there is one, else the text.
    for (Table &t = *m_tables[Judgements]; t.at(item.id); t.advance()) {
        out->judgements[t.value(0).toLongLong()].insert(
            t.value(1).toString(), t.value(2).isNull() ? t.value(3) : QVariant(t.value(2).toInt()));
    }
    for (Table &t = *m_tables[Reviews]; t.at(item.id); t.advance()) {
        out->reviews[t.value(0).toLongLong()] << CursorEvent{
            t.value(2).toLongLong(), t.value(1).toLongLong(), t.value(3).toString(), t.value(4).toString(), {}, {}, 0,
            t.value(5).toString()};
    }
    for (Table &t = *m_tables[History]; t.at(item.id); t.advance()) {
        out->history[t.value(0).toLongLong()] << CursorEvent{t.value(1).toLongLong(), 0,
                                                             t.value(2).toString(),   t.value(6).toString(),
                                                             t.value(3).toString(),   t.value(4).toString(),
                                                             t.value(5).toInt(),      t.value(7).toString()};
    }
    return true;
}

void ArchiveCursor::readSpans(CursorItem *out)
{
    const qint64 itemId = out->item.id;
    QHash<qint64, CursorSpan *> byId;
    for (Table &t = *m_tables[Spans]; t.at(itemId); t.advance()) {
        CursorSpan span{t.value(0).toLongLong(),
                        t.value(2).toString(),
                        t.value(3).toLongLong(),
                        t.value(4).toLongLong(),
                        t.value(5).toString(),
                        t.value(6).toString(),
                        t.value(7),
                        t.value(8).toString(),
                        t.value(9).toString(),
                        t.value(10).toString(),
                        t.value(11).toString(),
                        {}};
        out->spansByLayer[t.value(1).toLongLong()] << span;
    }
    for (auto it = out->spansByLayer.begin(); it != out->spansByLayer.end(); ++it) {
        for (CursorSpan &span : *it) byId.insert(span.id, &span);
    }
    for (Table &t = *m_tables[Links]; t.at(itemId); t.advance()) {
        if (CursorSpan *span = byId.value(t.value(0).toLongLong())) {
            span->links << CursorLink{t.value(1).toString(), t.value(2).toString(), t.value(3).toLongLong(),
                                      t.value(4).toLongLong()};
        }
    }
}

} // namespace Errata
