// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/records.h"
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
    // The first id an AUTOINCREMENT table will hand out (never one used before), or -1.
    qint64 nextId(const QString &table);
    qint64 nextItemPosition();
    bool insert(const QString &head, const QList<QVariantList> &rows) { return insertRows(head, rows); }
    static QString stamp() { return now(); } // the time new rows are stamped with
    // Every id of a table, in one query (a restore checks thousands of ids against it).
    QSet<qint64> ids(const QString &table);
    // Every item in corpus order, with metadata, but without prompts and with only the first 200
    // characters of each generation: what an item list shows. Whole texts of 100k items were most
    // of a large project's memory in the window.
    QList<Item> itemListing();
};

} // namespace Errata
