// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/archivecursortable.h"
#include "model/storage/storageerror.h"

#include "model/storage/database.h"
#include "model/storage/rowreader.h"
#include "model/storage/sqldialect.h"
#include "model/domain/storedtime.h"
#include "model/domain/workflow.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace Errata {
using namespace ArchiveSql;
namespace {

// A scope as SQL: one annotator's items, and of those, with ownOnly, only their layer and assignment.
// A package of one person out of ten reads a tenth of the project's work, not all of it to drop the rest.
struct ScopeSql
{
    explicit ScopeSql(const ArchiveScope &scope)
    {
        QStringList terms;
        if (scope.positionFrom != std::numeric_limits<qint64>::min()) {
            terms << u"i.position >= "_s + QString::number(scope.positionFrom);
        }
        if (scope.positionTo != std::numeric_limits<qint64>::max()) {
            terms << u"i.position < "_s + QString::number(scope.positionTo);
        }
        if (scope.personId != 0) {
            const QString person = QString::number(scope.personId);
            terms << u"EXISTS (SELECT 1 FROM assignment x WHERE x.item_id = i.id AND x.annotator_id = "_s + person
                    + u')';
            if (scope.ownOnly) {
                ownLayer = u"l.kind = 'annotator' AND l.person_id = "_s + person;
                if (scope.practiceAnswers) {
                    ownLayer = u"("_s + ownLayer
                        + u" OR l.id IN (SELECT reference_layer_id FROM training_item WHERE practice = 1))"_s;
                }
                ownAssignment = u"a.annotator_id = "_s + person;
            }
        }
        items = terms.join(u" AND "_s);
    }

    // " WHERE …" for a query on the items, with its own rows' condition; empty for everything.
    QString where(const QString &own) const
    {
        QStringList terms;
        if (!items.isEmpty()) terms << items;
        if (!own.isEmpty()) terms << own;
        return terms.isEmpty() ? QString() : u" WHERE "_s + terms.join(u" AND "_s);
    }

    QString items, ownLayer, ownAssignment;
};

} // namespace

ArchiveCursor::ArchiveCursor(const Database &database, ArchiveScope scope)
    : m_database(database)
{
    const ScopeSql scoped(scope);
    const auto where = [&scoped](const QString &own = {}) { return scoped.where(own); };
    const QString &ownLayer = scoped.ownLayer;
    const QString &ownAssignment = scoped.ownAssignment;
    // Without threads: a constant condition, so no row is read (in SQLite and PostgreSQL alike).
    const QString threads = scope.threads ? where(ownAssignment) : u" WHERE 1 = 0"_s;
    // All statements are stepped before any row is used, so they read one snapshot: SQLite keeps
    // a connection's read transaction open while any statement of it is active.
    open(u"SELECT count(*), 0 FROM item i"_s + where());
    m_itemCount = m_tables.back()->valid ? m_tables.back()->integer(0) : 0;
    const QString texts = scope.texts ? u"prompt, generation"_s : u"'', ''"_s;
    open(u"SELECT id, external_id, "_s + texts + u", text_format, code_language, id FROM item i"_s + where()
         + ItemOrder);
    open(u"SELECT m.meta_key, m.meta_value, i.id"_s + FromItems + u"item_metadata m ON m.item_id = i.id"_s + where()
         + ItemOrder);
    open(u"SELECT l.id, l.kind, coalesce(l.person_id, 0), l.label, i.id"_s + FromItems
         + u"layer l ON l.item_id = i.id"_s + where(ownLayer) + ItemOrder + u", l.id"_s);
    open(uR"(SELECT s.id, s.layer_id, s.side, s.begin_offset, s.end_offset, s.type_key, coalesce(s.severity_key, ''),
                    s.correction, s.rationale, s.review_state, s.created_at, s.modified_at, s.confidence, i.id)"_s
         + FromItems + u"layer l ON l.item_id = i.id CROSS JOIN span s ON s.layer_id = l.id"_s + where(ownLayer)
         + ItemOrder + u", s.layer_id, s.begin_offset, s.end_offset, s.id"_s);
    open(u"SELECT k.span_id, k.link_kind, k.side, k.begin_offset, k.end_offset, i.id"_s + FromItems
         + u"layer l ON l.item_id = i.id CROSS JOIN span s ON s.layer_id = l.id CROSS JOIN span_link k "
           u"ON k.span_id = s.id"_s
         + where(ownLayer) + ItemOrder + u", k.span_id, k.position"_s);
    open(uR"(SELECT a.id, a.item_id, a.annotator_id, a.state, a.iteration, a.time_spent_seconds,
                    coalesce(a.reviewer_id, 0), coalesce(a.discard_reason, ''), i.id)"_s
         + FromItems + u"assignment a ON a.item_id = i.id"_s + where(ownAssignment) + ItemOrder
         + u", a.annotator_id"_s);
    open(u"SELECT j.assignment_id, j.judgement_key, j.int_value, j.text_value, i.id"_s + ViaAssignment
         + u"judgement j ON j.assignment_id = a.id"_s + where(ownAssignment) + ItemOrder);
    open(u"SELECT r.assignment_id, coalesce(r.span_id, 0), r.author_id, r.kind, r.body, r.created_at, i.id"_s
         + ViaAssignment + u"review_event r INDEXED BY review_event_by_assignment ON r.assignment_id = a.id"_s + threads
         + ItemOrder + u", r.id"_s);
    open(u"SELECT h.assignment_id, h.actor_id, h.action, coalesce(h.from_state, ''), h.to_state, h.iteration, "
         u"h.reason, h.created_at, i.id"_s
         + ViaAssignment + u"history h INDEXED BY history_by_assignment ON h.assignment_id = a.id"_s + threads
         + ItemOrder + u", h.id"_s);
    open(uR"(SELECT g.id, g.layer_id, g.system, g.side, g.begin_offset, g.end_offset, g.type_key,
                    coalesce(g.severity_key, ''), g.rationale, g.confidence, g.decision, coalesce(g.span_id, 0),
                    g.decided_at, i.id)"_s
         + FromItems + u"layer l ON l.item_id = i.id CROSS JOIN suggestion g ON g.layer_id = l.id"_s + where(ownLayer)
         + ItemOrder + u", g.layer_id, g.begin_offset, g.end_offset, g.id"_s);
    openExtras(where(), where(ownAssignment));
    readNames(); // inside the read transaction the open statements hold: the same snapshot
}

ArchiveCursor::~ArchiveCursor() = default;

std::optional<qint64> ArchiveCursor::middlePosition(const Database &database, const ArchiveScope &scope, qint64 atLeast)
{
    const QString where = ScopeSql(scope).where({});
    RowReader count(database, (u"SELECT count(*) FROM item i"_s + where).toUtf8());
    if (!count.next() || count.integer(0) < atLeast) return std::nullopt;
    RowReader middle(database,
                     (u"SELECT i.position FROM item i"_s + where + u" ORDER BY i.position LIMIT 1 OFFSET "_s
                      + QString::number(count.integer(0) / 2))
                         .toUtf8());
    if (!middle.next()) return std::nullopt;
    return middle.integer(0);
}

ArchiveCursor::Table &ArchiveCursor::open(const QString &sql)
{
    auto table = std::make_unique<Table>(m_database, sql);
    if (table->rows.ok()) {
        table->itemColumn = table->rows.columns() - 1;
        table->advance();
    }
    if (!table->rows.ok() && m_error.isEmpty()) m_error = table->rows.error();
    m_tables.push_back(std::move(table));
    return *m_tables.back();
}

void ArchiveCursor::readNames()
{
    QSqlQuery people(m_database.connection());
    people.setForwardOnly(m_database.streamsRows());
    if (!people.exec(u"SELECT id, name FROM "_s + SqlDialect::peopleTable(m_database))) {
        if (m_error.isEmpty()) m_error = reasonText(people.lastError());
        return;
    }
    while (people.next()) m_names.insert(people.value(0).toLongLong(), people.value(1).toString());
}

bool ArchiveCursor::next(ArchiveItem *out)
{
    Table &items = *m_tables[Items];
    if (!isValid() || !items.valid) return false;
    *out = ArchiveItem{};
    Item &item = out->item;
    item.id = items.integer(0);
    item.externalId = items.text(1);
    item.prompt = items.text(2);
    item.generation = items.text(3);
    textFormatFromKey(items.text(4), &item.format);
    item.codeLanguage = items.text(5);
    items.advance();
    for (Table &t = *m_tables[Metadata]; t.at(item.id); t.advance()) {
        item.metadata.insert(t.shared(0), t.shared(1));
    }
    QHash<qint64, qint64> layerOfPerson; // an annotator's layer; the last one, should there be two
    QList<std::pair<qint64, ArchiveLayer>> others;
    for (Table &t = *m_tables[Layers]; t.at(item.id); t.advance()) {
        LayerKind kind = LayerKind::Annotator;
        layerKindFromKey(t.shared(1), &kind);
        if (kind == LayerKind::Annotator) {
            layerOfPerson.insert(t.integer(2), t.integer(0));
        } else {
            others.append({t.integer(0), ArchiveLayer{kind, t.text(3), {}}});
        }
    }
    QHash<qint64, QList<Span>> spans = readSpans(item.id);
    out->annotations = readAnnotations(item.id, layerOfPerson, spans);
    QHash<qint64, ArchiveAnnotation *> byAssignment;
    for (ArchiveAnnotation &annotation : out->annotations) byAssignment.insert(annotation.assignment.id, &annotation);
    readExtras(out, byAssignment);
    for (auto &[layerId, layer] : others) {
        layer.spans = spans.value(layerId);
        out->layers << std::move(layer);
    }
    return true;
}

QHash<qint64, QList<Span>> ArchiveCursor::readSpans(qint64 itemId)
{
    QHash<qint64, QList<Span>> byLayer;
    for (Table &t = *m_tables[Spans]; t.at(itemId); t.advance()) {
        Span span;
        span.id = t.integer(0);
        span.layerId = t.integer(1);
        textSideFromKey(t.shared(2), &span.range.side);
        span.range.begin = t.integer(3);
        span.range.end = t.integer(4);
        span.typeKey = t.shared(5);
        span.severityKey = t.shared(6);
        if (!t.isNull(7)) span.correction = t.text(7);
        span.rationale = t.text(8);
        spanReviewStateFromKey(t.shared(9), &span.reviewState);
        span.created = t.time(10);
        span.modified = t.time(11);
        if (!t.isNull(12)) span.confidence = t.rows.real(12);
        byLayer[span.layerId] << std::move(span);
    }
    QHash<qint64, Span *> byId;
    for (auto it = byLayer.begin(); it != byLayer.end(); ++it) {
        for (Span &span : *it) byId.insert(span.id, &span);
    }
    for (Table &t = *m_tables[Links]; t.at(itemId); t.advance()) {
        if (Span *span = byId.value(t.integer(0))) {
            SpanLink link;
            linkKindFromKey(t.shared(1), &link.kind);
            textSideFromKey(t.shared(2), &link.range.side);
            link.range.begin = t.integer(3);
            link.range.end = t.integer(4);
            span->links << link;
        }
    }
    return byLayer;
}

QList<ArchiveAnnotation> ArchiveCursor::readAnnotations(qint64 itemId, const QHash<qint64, qint64> &layerOfPerson,
                                                        QHash<qint64, QList<Span>> &spansByLayer)
{
    QList<ArchiveAnnotation> annotations;
    for (Table &t = *m_tables[Assignments]; t.at(itemId); t.advance()) {
        ArchiveAnnotation annotation;
        Assignment &a = annotation.assignment;
        a.id = t.integer(0);
        a.itemId = t.integer(1);
        a.annotatorId = t.integer(2);
        assignmentStateFromKey(t.shared(3), &a.state);
        a.iteration = int(t.integer(4));
        a.timeSpentSeconds = t.integer(5);
        a.reviewerId = t.integer(6);
        a.discardReason = t.shared(7);
        annotation.annotator = m_names.value(a.annotatorId);
        annotation.reviewer = m_names.value(a.reviewerId);
        if (const auto layer = layerOfPerson.constFind(a.annotatorId); layer != layerOfPerson.cend()) {
            annotation.spans = spansByLayer.value(*layer);
        }
        annotations << std::move(annotation);
    }
    readSuggestions(itemId, layerOfPerson, annotations);
    QHash<qint64, ArchiveAnnotation *> byAssignment; // filled once the list no longer grows
    for (ArchiveAnnotation &annotation : annotations) byAssignment.insert(annotation.assignment.id, &annotation);
    readEvents(itemId, byAssignment);
    return annotations;
}

void ArchiveCursor::readSuggestions(qint64 itemId, const QHash<qint64, qint64> &layerOfPerson,
                                    QList<ArchiveAnnotation> &annotations)
{
    QHash<qint64, ArchiveAnnotation *> byLayer;
    for (ArchiveAnnotation &annotation : annotations) {
        if (const auto layer = layerOfPerson.constFind(annotation.assignment.annotatorId);
            layer != layerOfPerson.cend())
            byLayer.insert(*layer, &annotation);
    }
    for (Table &t = *m_tables[Suggestions]; t.at(itemId); t.advance()) {
        Suggestion s;
        s.id = t.integer(0);
        s.layerId = t.integer(1);
        s.system = t.shared(2);
        textSideFromKey(t.shared(3), &s.suggested.range.side);
        s.suggested.range.begin = t.integer(4);
        s.suggested.range.end = t.integer(5);
        s.suggested.typeKey = t.shared(6);
        s.suggested.severityKey = t.shared(7);
        s.suggested.rationale = t.text(8);
        if (!t.isNull(9)) s.suggested.confidence = t.rows.real(9);
        suggestionDecisionFromKey(t.shared(10), &s.decision);
        s.spanId = t.integer(11);
        if (!t.isNull(12)) s.decided = t.time(12);
        if (ArchiveAnnotation *a = byLayer.value(s.layerId)) a->suggestions << std::move(s);
    }
}

void ArchiveCursor::readEvents(qint64 itemId, QHash<qint64, ArchiveAnnotation *> &byAssignment)
{
    // Judgements as JudgementRepository::all() reads them: the int when there is one, else the text.
    for (Table &t = *m_tables[Judgements]; t.at(itemId); t.advance()) {
        if (ArchiveAnnotation *a = byAssignment.value(t.integer(0))) {
            a->judgements.insert(t.shared(1), t.isNull(2) ? QVariant(t.text(3)) : QVariant(int(t.integer(2))));
        }
    }
    for (Table &t = *m_tables[Reviews]; t.at(itemId); t.advance()) {
        ReviewEvent event{0, t.integer(0), t.integer(1), t.integer(2), ReviewEventKind::Comment, t.text(4), t.time(5)};
        reviewEventKindFromKey(t.shared(3), &event.kind);
        if (ArchiveAnnotation *a = byAssignment.value(event.assignmentId)) {
            a->reviews << ArchiveReview{event, m_names.value(event.authorId)};
        }
    }
    for (Table &t = *m_tables[History]; t.at(itemId); t.advance()) {
        const HistoryEntry entry{0,           t.integer(0),      t.integer(1), t.shared(2), t.shared(3),
                                 t.shared(4), int(t.integer(5)), t.shared(6),  t.time(7)};
        if (ArchiveAnnotation *a = byAssignment.value(entry.assignmentId)) {
            a->history << ArchiveHistory{entry, m_names.value(entry.actorId)};
        }
    }
}

} // namespace Errata
