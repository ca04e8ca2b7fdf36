// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/conflictrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {
QVariant nullIfZero(qint64 id)
{
    return id == 0 ? sqlNull() : QVariant(id);
}
} // namespace

bool ConflictRepository::add(MergeConflict &conflict)
{
    const QString stamp = now();
    Statement query;
    if (!run(query, uR"(INSERT INTO merge_conflict (item_id, annotator_id, home_span_id, package_span_id, field, note,
                            created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id)"_s,
             {conflict.itemId, conflict.annotatorId, nullIfZero(conflict.homeSpanId),
              nullIfZero(conflict.packageSpanId), conflict.field, conflict.note, stamp})
        || !firstRow(query)) {
        return false;
    }
    conflict.id = query->value(0).toLongLong();
    query->finish();
    conflict.at = parseTime(stamp);
    return true;
}

QList<MergeConflict> ConflictRepository::open()
{
    QList<MergeConflict> conflicts;
    Statement query;
    if (!run(query, uR"(SELECT id, item_id, annotator_id, coalesce(home_span_id, 0), coalesce(package_span_id, 0),
                               field, note, created_at
                        FROM merge_conflict WHERE resolved_at IS NULL ORDER BY id)"_s)) {
        return conflicts;
    }
    while (query->next()) {
        conflicts << MergeConflict{query->value(0).toLongLong(), query->value(1).toLongLong(),
                                   query->value(2).toLongLong(), query->value(3).toLongLong(),
                                   query->value(4).toLongLong(), query->value(5).toString(),
                                   query->value(6).toString(),   parseTime(query->value(7).toString())};
    }
    return conflicts;
}

bool ConflictRepository::resolve(qint64 conflictId)
{
    Statement query;
    return run(query, u"UPDATE merge_conflict SET resolved_at = ? WHERE id = ? AND resolved_at IS NULL"_s,
               {now(), conflictId});
}

} // namespace Errata
