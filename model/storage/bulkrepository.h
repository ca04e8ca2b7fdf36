// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/records.h"
#include "model/storage/repository.h"

#include <QSet>

namespace Errata {

// Bulk writes (imports): the caller numbers new rows itself, from nextId(), inside one
// transaction that nobody else writes to, and hands over whole tables of rows, which go in many
// rows per statement (values bound). A statement per row cost more than SQLite's work on the rows.
class BulkRepository final : public Repository
{
public:
    using Repository::Repository;
    // The first id an AUTOINCREMENT table will hand out (never one used before), or -1. A file has one
    // writer, so the caller may number on from it; a team server hands out only the one id.
    qint64 nextId(const QString &table);
    // The first of `count` consecutive ids that are the caller's alone, or -1: on a team server the table's
    // sequence is moved past them at once (errata_reserve_ids), so others' rows never take one, and
    // nobody waits for the import (a reservation of the same table waits for its commit, a plain insert
    // does not). Ids reserved and not used are left as a gap.
    qint64 reserveIds(const QString &table, qint64 count);
    qint64 nextItemPosition();
    // The tables a bulk write fills; each row's values are in the order of the columns listed.
    enum class Table {
        Person,          // id, name, is_annotator, is_reviewer, is_coordinator, created_at
        Item,            // id, external_id, position, prompt, generation, text_format, code_language, created_at
        ItemMetadata,    // item_id, meta_key, meta_value
        Layer,           // id, item_id, kind, person_id
        LabelledLayer,   // id, item_id, kind, label (gold and prediction layers)
        NewAssignment,   // id, item_id, annotator_id, state, iteration
        Assignment,      // id, item_id, annotator_id, state, iteration, time_spent_seconds, reviewer_id, discard_reason
        ImportedHistory, // assignment_id, actor_id, action, to_state, iteration, created_at
        History,         // assignment_id, actor_id, action, from_state, to_state, iteration, reason, created_at
        ReviewEvent,     // assignment_id, span_id, author_id, kind, body, created_at
        Judgement,       // assignment_id, judgement_key, int_value, text_value
        Span,            // as SpanRepository::rowsOf gives them
        SpanLink,        // span_id, position, link_kind, side, begin_offset, end_offset
    };
    static QString head(Table table); // "table (columns)", for RowWriter
    bool insert(Table table, const QList<QVariantList> &rows);
    static QString stamp() { return now(); } // the time new rows are stamped with
    // Every id of a table, in one query (a restore checks thousands of ids against it).
    QSet<qint64> ids(const QString &table);
};

} // namespace Errata
