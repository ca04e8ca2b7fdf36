// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/itemrowreader.h"

#include "model/domain/workflow.h"
#include "model/storage/rowreader.h"

namespace Errata {

namespace {

// Metadata keys and values repeat across a corpus ("model" = "gpt2" on thousands of items): one
// shared QString each instead of a copy per item (~1 KB an item less at 100k items).
class Interned
{
public:
    QString operator()(QByteArrayView utf8)
    {
        auto found = m_strings.constFind(QByteArray::fromRawData(utf8.data(), utf8.size()));
        if (found == m_strings.cend()) {
            found = m_strings.insert(utf8.toByteArray(), QString::fromUtf8(utf8));
        }
        return *found;
    }

private:
    QHash<QByteArray, QString> m_strings;
};

} // namespace

QList<ItemRow> ItemRowReader::rows(const Database &db)
{
    // Read straight from SQLite (RowReader): three queries, no QVariant per value, and only the first
    // 200 characters of each generation (the list shows its start; whole texts would be ~190 MB at 100k).
    QList<ItemRow> rows;
    RowIdIndex rowOfItem;
    RowReader items(db,
                    "SELECT id, external_id, substr(generation, 1, 200), text_format, code_language FROM item "
                    "ORDER BY position");
    Interned intern;
    while (items.next()) {
        Item item;
        item.id = items.integer(0);
        item.externalId = items.text(1);
        item.generation = items.text(2);
        textFormatFromKey(intern(items.utf8(3)), &item.format);
        item.codeLanguage = intern(items.utf8(4));
        rowOfItem.insert(item.id, int(rows.size()));
        rows << ItemRow{std::move(item), {}};
    }
    RowReader metadata(db, "SELECT item_id, meta_key, meta_value FROM item_metadata");
    while (metadata.next()) {
        if (const int row = rowOfItem.value(metadata.integer(0)); row >= 0) {
            rows[row].item.metadata.insert(intern(metadata.utf8(1)), intern(metadata.utf8(2)));
        }
    }
    // In AssignmentRepository::all()'s order, which the list's per-annotator columns rely on.
    RowReader assignments(db, R"(SELECT id, item_id, annotator_id, state, iteration, time_spent_seconds,
                                        coalesce(reviewer_id, 0), coalesce(discard_reason, '')
                                 FROM assignment ORDER BY item_id, annotator_id)");
    while (assignments.next()) {
        const int row = rowOfItem.value(assignments.integer(1));
        if (row < 0) continue;
        Assignment assignment{assignments.integer(0), assignments.integer(1),      assignments.integer(2),
                              AssignmentState::New,   int(assignments.integer(4)), assignments.integer(5),
                              assignments.integer(6), assignments.text(7)};
        assignmentStateFromKey(intern(assignments.utf8(3)), &assignment.state);
        rows[row].assignments << assignment;
    }
    return rows;
}

QList<Item> ItemRowReader::texts(const Database &db)
{
    QList<Item> items;
    RowReader rows(db, "SELECT id, external_id, prompt, generation FROM item ORDER BY position");
    while (rows.next()) {
        Item item;
        item.id = rows.integer(0);
        item.externalId = rows.text(1);
        item.prompt = rows.text(2);
        item.generation = rows.text(3);
        items << std::move(item);
    }
    return items;
}

} // namespace Errata
