// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/archivetables.h"

#include "model/domain/storedtime.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QVariant nullIfZero(qint64 id)
{
    return id == 0 ? sqlNull() : QVariant(id);
}

QVariant nullIfEmpty(const QString &text)
{
    return text.isEmpty() ? sqlNull() : QVariant(text);
}

} // namespace

QMap<QString, QString> ArchiveTables::settings()
{
    QMap<QString, QString> settings;
    Statement query;
    if (run(query, u"SELECT setting_key, setting_value FROM project_setting"_s)) {
        while (query->next()) settings.insert(query->value(0).toString(), query->value(1).toString());
    }
    return settings;
}

std::optional<qint64> ArchiveTables::layerId(qint64 itemId, const ArchiveLayerRef &ref, qint64 personId)
{
    Statement query;
    const QString kind = layerKindKey(ref.kind);
    const bool found = ref.kind == LayerKind::Annotator
        ? run(query, u"SELECT id FROM layer WHERE item_id = ? AND kind = ? AND person_id = ?"_s,
              {itemId, kind, personId})
        : run(query, u"SELECT id FROM layer WHERE item_id = ? AND kind = ? AND (kind = 'gold' OR label = ?)"_s,
              {itemId, kind, ref.label});
    if (!found || !query->next()) return std::nullopt;
    return query->value(0).toLongLong();
}

bool ArchiveTables::restoreTraining(qint64 itemId, const ArchiveTraining &training, qint64 layerId, qint64 markedBy)
{
    Statement query;
    return run(query, uR"(INSERT INTO training_item (item_id, part, reference_layer_id, marked_by, marked_at, practice,
                              explanation) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (item_id) DO NOTHING)"_s,
               {itemId, trainingPartKey(training.part), layerId, markedBy, StoredTime::format(training.at),
                training.practice ? 1 : 0, nullIfEmpty(training.explanation)});
}

bool ArchiveTables::restoreAttention(qint64 itemId, const ArchiveAttention &check, qint64 layerId, qint64 markedBy)
{
    Statement query;
    return run(query, uR"(INSERT INTO attention_check (item_id, kind, reference_layer_id, marked_by, marked_at)
                          VALUES (?, ?, ?, ?, ?) ON CONFLICT (item_id) DO NOTHING)"_s,
               {itemId, attentionKindKey(check.kind), nullIfZero(layerId), markedBy, StoredTime::format(check.at)});
}

bool ArchiveTables::restoreMetrics(qint64 itemId, const QMap<QString, double> &scores)
{
    for (auto it = scores.cbegin(); it != scores.cend(); ++it) {
        Statement query;
        if (!run(query, uR"(INSERT INTO metric_score (item_id, metric, score) VALUES (?, ?, ?)
                            ON CONFLICT (item_id, metric) DO NOTHING)"_s,
                 {itemId, it.key(), it.value()})) {
            return false;
        }
    }
    return true;
}

bool ArchiveTables::restoreConflict(qint64 itemId, qint64 annotatorId, const ArchiveConflict &conflict)
{
    Statement query;
    return run(query, uR"(INSERT INTO merge_conflict (item_id, annotator_id, home_span_id, package_span_id, field, note,
                              created_at, resolved_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?))"_s,
               {itemId, annotatorId, nullIfZero(conflict.homeSpanId), nullIfZero(conflict.packageSpanId),
                conflict.field, conflict.note, StoredTime::format(conflict.at),
                conflict.resolvedAt.isValid() ? QVariant(StoredTime::format(conflict.resolvedAt)) : sqlNull()});
}

bool ArchiveTables::restoreSnapshot(qint64 assignmentId, const ArchiveSnapshot &snapshot)
{
    Statement query;
    return run(query, uR"(INSERT INTO layer_snapshot (assignment_id, iteration, spans_json, created_at)
                          VALUES (?, ?, ?, ?) ON CONFLICT (assignment_id, iteration) DO NOTHING)"_s,
               {assignmentId, snapshot.iteration, snapshot.spansJson, StoredTime::format(snapshot.created)});
}

} // namespace Errata
