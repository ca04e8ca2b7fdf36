// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What an item carries besides its texts, annotations and layers: its training or practice mark, its
// attention check, its metric scores, the merge conflicts recorded on it, and each annotation's
// submitted snapshots and action logs. Read like the rest, one ordered query a table merged on the item.
#include "model/storage/archivecursortable.h"

using namespace Qt::StringLiterals;

namespace Errata {
using namespace ArchiveSql;

void ArchiveCursor::openExtras(const QString &items, const QString &ownAssignment)
{
    open(uR"(SELECT t.part, t.practice, t.explanation, rl.kind, rl.label, coalesce(rl.person_id, 0), t.marked_by,
                    t.marked_at, i.id)"_s
         + FromItems + u"training_item t ON t.item_id = i.id JOIN layer rl ON rl.id = t.reference_layer_id"_s + items
         + ItemOrder);
    open(uR"(SELECT c.kind, coalesce(rl.kind, ''), coalesce(rl.label, ''), coalesce(rl.person_id, 0), c.marked_by,
                    c.marked_at, i.id)"_s
         + FromItems + u"attention_check c ON c.item_id = i.id LEFT JOIN layer rl ON rl.id = c.reference_layer_id"_s
         + items + ItemOrder);
    open(u"SELECT ms.metric, ms.score, i.id"_s + FromItems + u"metric_score ms ON ms.item_id = i.id"_s + items
         + ItemOrder + u", ms.metric"_s);
    open(uR"(SELECT c.annotator_id, coalesce(c.home_span_id, 0), coalesce(c.package_span_id, 0), c.field, c.note,
                    c.created_at, c.resolved_at, i.id)"_s
         + FromItems + u"merge_conflict c ON c.item_id = i.id"_s + items + ItemOrder + u", c.id"_s);
    open(u"SELECT s.assignment_id, s.iteration, s.spans_json, s.created_at, i.id"_s + ViaAssignment
         + u"layer_snapshot s ON s.assignment_id = a.id"_s + ownAssignment + ItemOrder
         + u", s.assignment_id, s.iteration"_s);
    open(u"SELECT g.assignment_id, g.kind, coalesce(g.span_id, 0), g.detail, g.created_at, i.id"_s + ViaAssignment
         + u"action_log g INDEXED BY action_log_by_assignment ON g.assignment_id = a.id"_s + ownAssignment + ItemOrder
         + u", g.assignment_id, g.id"_s);
}

std::optional<ArchiveLayerRef> ArchiveCursor::layerRef(const QString &kind, const QString &label, qint64 personId) const
{
    ArchiveLayerRef ref;
    if (!layerKindFromKey(kind, &ref.kind)) return std::nullopt; // no layer (an attention check without one)
    ref.label = ref.kind == LayerKind::Annotator ? m_names.value(personId) : label;
    return ref;
}

void ArchiveCursor::readExtras(ArchiveItem *item, QHash<qint64, ArchiveAnnotation *> &byAssignment)
{
    const qint64 itemId = item->item.id;
    for (Table &t = *m_tables[Training]; t.at(itemId); t.advance()) {
        ArchiveTraining training;
        trainingPartFromKey(t.shared(0), &training.part);
        training.practice = t.integer(1) != 0;
        if (!t.isNull(2)) training.explanation = t.text(2);
        training.reference = layerRef(t.shared(3), t.text(4), t.integer(5)).value_or(ArchiveLayerRef{});
        training.markedBy = m_names.value(t.integer(6));
        training.at = t.time(7);
        item->training = training;
    }
    for (Table &t = *m_tables[Attention]; t.at(itemId); t.advance()) {
        ArchiveAttention check;
        attentionKindFromKey(t.shared(0), &check.kind);
        check.reference = layerRef(t.shared(1), t.text(2), t.integer(3));
        check.markedBy = m_names.value(t.integer(4));
        check.at = t.time(5);
        item->attention = check;
    }
    for (Table &t = *m_tables[Metrics]; t.at(itemId); t.advance()) {
        item->metrics.insert(t.shared(0), t.rows.real(1));
    }
    for (Table &t = *m_tables[Conflicts]; t.at(itemId); t.advance()) {
        item->conflicts << ArchiveConflict{
            m_names.value(t.integer(0)),          t.integer(1), t.integer(2), t.shared(3), t.text(4), t.time(5),
            t.isNull(6) ? QDateTime() : t.time(6)};
    }
    for (Table &t = *m_tables[Snapshots]; t.at(itemId); t.advance()) {
        if (ArchiveAnnotation *a = byAssignment.value(t.integer(0))) {
            a->snapshots << ArchiveSnapshot{int(t.integer(1)), t.text(2), t.time(3)};
        }
    }
    for (Table &t = *m_tables[Actions]; t.at(itemId); t.advance()) {
        ActionEvent event{0, 0, ActionKind::Opened, t.integer(2), t.shared(3), t.time(4)};
        actionKindFromKey(t.shared(1), &event.kind);
        if (ArchiveAnnotation *a = byAssignment.value(t.integer(0))) a->actions << event;
    }
}

} // namespace Errata
