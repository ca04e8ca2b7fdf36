// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/reviewqueuereader.h"

#include "model/domain/storedtime.h"
#include "model/domain/workflow.h"
#include "model/storage/rowreader.h"
#include "model/storage/sqldialect.h"

namespace Errata {

QList<ReviewQueueRow> ReviewQueueReader::rows(const Database &db)
{
    // One query does the work: only submitted and in-review assignments are read, each with its
    // latest submission found through the history_by_action index, already oldest first (no
    // submission yet sorts first, as an invalid time did; ties by item, then annotator).
    QByteArray sql = R"(SELECT a.id, a.item_id, i.external_id, coalesce(p.name, ''), a.state, a.iteration,
                                  (SELECT max(h.created_at) FROM history h
                                   WHERE h.action = 'submit' AND h.assignment_id = a.id) AS submitted,
                                  coalesce(r.name, ''), a.annotator_id, coalesce(a.reviewer_id, 0),
                                  (SELECT min(s.confidence) FROM layer l JOIN span s ON s.layer_id = l.id
                                   WHERE l.item_id = a.item_id AND l.person_id = a.annotator_id
                                     AND l.kind = 'annotator')
                           FROM assignment a JOIN item i ON i.id = a.item_id
                           LEFT JOIN person p ON p.id = a.annotator_id LEFT JOIN person r ON r.id = a.reviewer_id
                           WHERE a.state IN ('submitted', 'in_review')
                           ORDER BY submitted, a.item_id, a.annotator_id)";
    // The names this session may see (on a server, codes for those it keeps from a member).
    sql.replace(" person ", " " + QByteArray(SqlDialect::peopleTable(db).latin1()) + ' ');
    RowReader query(db, sql);
    QList<ReviewQueueRow> rows;
    RowIdIndex rowOfItem; // an item's rows: a queue holds at most one assignment per annotator and item
    QHash<qint64, QList<qsizetype>> moreRows;
    while (query.next()) {
        ReviewQueueRow row{query.integer(0),
                           query.integer(1),
                           query.text(2),
                           query.text(3),
                           AssignmentState::Submitted,
                           int(query.integer(5)),
                           query.isNull(6) ? QDateTime() : StoredTime::parse(query.utf8(6)),
                           query.text(7),
                           {},
                           query.integer(8),
                           query.integer(9),
                           query.isNull(10) ? std::nullopt : std::optional<double>(query.real(10))};
        assignmentStateFromKey(query.text(4), &row.state);
        if (rowOfItem.value(row.itemId) < 0) {
            rowOfItem.insert(row.itemId, int(rows.size()));
        } else {
            moreRows[row.itemId] << rows.size();
        }
        rows << row;
    }
    // Metadata only of the items in the queue.
    RowReader metadata(db, R"(SELECT item_id, meta_key, meta_value FROM item_metadata WHERE item_id IN
                              (SELECT item_id FROM assignment WHERE state IN ('submitted', 'in_review')))");
    while (metadata.next()) {
        const int first = rowOfItem.value(metadata.integer(0));
        if (first < 0) continue;
        const QString key = metadata.text(1), value = metadata.text(2);
        rows[first].metadata.insert(key, value);
        for (const qsizetype more : moreRows.value(metadata.integer(0))) rows[more].metadata.insert(key, value);
    }
    return rows;
}

} // namespace Errata
