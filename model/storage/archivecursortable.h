// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// ArchiveCursor's tables, shared by the files that implement it (archivecursor.cpp reads the
// items' annotations and layers, archivecursorextras.cpp the rest of what an item carries).
#include "model/storage/archivecursor.h"

#include "model/domain/storedtime.h"
#include "model/storage/rowreader.h"

#include <vector>

namespace Errata {

// Each query ends with the item's id and is ordered by the item's position first: the tables are
// merged on that key, item by item, like the sorted runs of a merge join. CROSS JOIN keeps SQLite
// walking the items in position order and looking each one's rows up by index, so it sorts only
// within an item ("temp b-tree for right part of order by"), never a whole table. INDEXED BY: left
// to itself, SQLite builds an automatic index of all review events and history for these two.
namespace ArchiveSql {
using namespace Qt::StringLiterals;
inline const QString ItemOrder = u" ORDER BY i.position, i.id"_s;
inline const QString FromItems = u" FROM item i CROSS JOIN "_s;
inline const QString ViaAssignment = u" FROM item i CROSS JOIN assignment a ON a.item_id = i.id CROSS JOIN "_s;
} // namespace ArchiveSql

// The cursor's queries, in the order the constructor opens them.
enum ArchiveTableIndex {
    Count,
    Items,
    Metadata,
    Layers,
    Spans,
    Links,
    Assignments,
    Judgements,
    Reviews,
    History,
    Suggestions,
    Training,
    Attention,
    Metrics,
    Conflicts,
    Snapshots,
    Actions
};

// Rows through RowReader: straight from SQLite's C interface where it may, not a QVariant a value
// (a third of a package's collect at `million`).
struct ArchiveCursor::Table
{
    Table(const Database &database, const QString &sql)
        : rows(database, sql.toUtf8())
    {
    }
    RowReader rows;
    int itemColumn = 0;
    bool valid = false;

    // True while the current row belongs to itemId.
    bool at(qint64 itemId) const { return valid && rows.integer(itemColumn) == itemId; }
    void advance() { valid = rows.next(); }
    qint64 integer(int column) const { return rows.integer(column); }
    QString text(int column) const { return rows.text(column); }
    bool isNull(int column) const { return rows.isNull(column); }
    QDateTime time(int column) const { return StoredTime::parse(rows.utf8(column)); }

    // A text the column repeats (keys, kinds, states, actions) as one QString that every row with it
    // shares, not one allocated a row and freed with the archive: a package's 400,000 workflow steps
    // have a handful of actions. Only for columns that are never NULL (it reads NULL as "").
    QString shared(int column)
    {
        const QByteArrayView bytes = rows.utf8(column);
        if (column >= int(cache.size())) cache.resize(column + 1);
        QHash<QByteArray, QString> &seen = cache[column];
        if (const auto found = seen.constFind(QByteArray::fromRawData(bytes.data(), bytes.size()));
            found != seen.cend()) {
            return *found;
        }
        const QString text = QString::fromUtf8(bytes);
        if (seen.size() < SharedTexts) seen.insert(bytes.toByteArray(), text);
        return text;
    }
    static constexpr qsizetype SharedTexts = 256; // a column's distinct texts kept; the rest are copies
    std::vector<QHash<QByteArray, QString>> cache;
};

} // namespace Errata
