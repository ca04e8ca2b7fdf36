// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/archivecursor.h"

#include "model/project/project.h"
#include "model/review/workflow.h"

#include <QSqlError>
#include <QSqlRecord>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// Each query ends with the item's id and is ordered by the item's position first: the tables are
// merged on that key, item by item, like the sorted runs of a merge join.
const QString ItemJoin = u" JOIN item i ON i.id = "_s;
const QString ItemOrder = u" ORDER BY i.position, i.id"_s;

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

ArchiveCursor::ArchiveCursor(Project &project)
    : m_project(project)
{
    // All statements are stepped before any row is used, so they read one snapshot: SQLite keeps
    // a connection's read transaction open while any statement of it is active.
    open(u"SELECT count(*), 0 FROM item i"_s);
    m_itemCount = m_tables.back()->valid ? m_tables.back()->value(0).toLongLong() : 0;
    open(u"SELECT id, external_id, prompt, generation, text_format, code_language, id FROM item i"_s + ItemOrder);
    open(u"SELECT m.meta_key, m.meta_value, i.id FROM item_metadata m"_s + ItemJoin + u"m.item_id"_s + ItemOrder);
    open(u"SELECT l.id, l.kind, coalesce(l.person_id, 0), l.label, i.id FROM layer l"_s + ItemJoin + u"l.item_id"_s
         + ItemOrder + u", l.id"_s);
    open(uR"(SELECT s.id, s.layer_id, s.side, s.begin_offset, s.end_offset, s.type_key, coalesce(s.severity_key, ''),
                    s.correction, s.rationale, s.review_state, s.created_at, s.modified_at, i.id
             FROM span s JOIN layer l ON l.id = s.layer_id)"_s
         + ItemJoin + u"l.item_id"_s + ItemOrder + u", s.layer_id, s.begin_offset, s.end_offset, s.id"_s);
    open(uR"(SELECT k.span_id, k.link_kind, k.side, k.begin_offset, k.end_offset, i.id
             FROM span_link k JOIN span s ON s.id = k.span_id JOIN layer l ON l.id = s.layer_id)"_s
         + ItemJoin + u"l.item_id"_s + ItemOrder + u", k.span_id, k.position"_s);
    open(uR"(SELECT a.id, a.item_id, a.annotator_id, a.state, a.iteration, a.time_spent_seconds,
                    coalesce(a.reviewer_id, 0), coalesce(a.discard_reason, ''), i.id FROM assignment a)"_s
         + ItemJoin + u"a.item_id"_s + ItemOrder + u", a.annotator_id"_s);
    const QString assignmentJoin = u" JOIN assignment a ON a.id = %1.assignment_id"_s;
    open(u"SELECT j.assignment_id, j.judgement_key, j.int_value, j.text_value, i.id FROM judgement j"_s
         + assignmentJoin.arg(u"j"_s) + ItemJoin + u"a.item_id"_s + ItemOrder);
    open(u"SELECT r.assignment_id, coalesce(r.span_id, 0), r.author_id, r.kind, r.body, r.created_at, i.id "
         u"FROM review_event r"_s + assignmentJoin.arg(u"r"_s) + ItemJoin + u"a.item_id"_s + ItemOrder + u", r.id"_s);
    open(u"SELECT h.assignment_id, h.actor_id, h.action, coalesce(h.from_state, ''), h.to_state, h.iteration, "
         u"h.reason, h.created_at, i.id FROM history h"_s
         + assignmentJoin.arg(u"h"_s) + ItemJoin + u"a.item_id"_s + ItemOrder + u", h.id"_s);
}

ArchiveCursor::~ArchiveCursor() = default;

ArchiveCursor::Table &ArchiveCursor::open(const QString &sql)
{
    auto table = std::make_unique<Table>();
    table->query = QSqlQuery(m_project.database().connection());
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
        out->reviews[t.value(0).toLongLong()] << CursorEvent{t.value(2).toLongLong(), t.value(1).toLongLong(),
                                                             t.value(3).toString(), t.value(4).toString(),
                                                             {}, {}, 0, t.value(5).toString()};
    }
    for (Table &t = *m_tables[History]; t.at(item.id); t.advance()) {
        out->history[t.value(0).toLongLong()] << CursorEvent{t.value(1).toLongLong(), 0, t.value(2).toString(),
                                                             t.value(6).toString(), t.value(3).toString(),
                                                             t.value(4).toString(), t.value(5).toInt(),
                                                             t.value(7).toString()};
    }
    return true;
}

void ArchiveCursor::readSpans(CursorItem *out)
{
    const qint64 itemId = out->item.id;
    QHash<qint64, CursorSpan *> byId;
    for (Table &t = *m_tables[Spans]; t.at(itemId); t.advance()) {
        CursorSpan span{t.value(0).toLongLong(), t.value(2).toString(), t.value(3).toLongLong(),
                        t.value(4).toLongLong(), t.value(5).toString(), t.value(6).toString(), t.value(7),
                        t.value(8).toString(), t.value(9).toString(), t.value(10).toString(),
                        t.value(11).toString(), {}};
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
