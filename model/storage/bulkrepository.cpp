// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/bulkrepository.h"

#include "model/storage/sqldialect.h"

using namespace Qt::StringLiterals;

namespace Errata {

qint64 BulkRepository::nextId(const QString &table)
{
    QSqlQuery *query = nullptr;
    return run(query, SqlDialect::nextIdQuery(table)) && query->next() ? query->value(0).toLongLong() : -1;
}

qint64 BulkRepository::nextItemPosition()
{
    QSqlQuery *query = nullptr;
    return run(query, u"SELECT coalesce(max(position), 0) + 1 FROM item"_s) && query->next()
               ? query->value(0).toLongLong() : -1;
}

QSet<qint64> BulkRepository::ids(const QString &table)
{
    QSet<qint64> ids;
    QSqlQuery *query = nullptr;
    if (run(query, u"SELECT id FROM %1"_s.arg(table))) {
        while (query->next()) {
            ids.insert(query->value(0).toLongLong());
        }
    }
    return ids;
}

QList<Item> BulkRepository::itemListing()
{
    QList<Item> items;
    QHash<qint64, qsizetype> indexById;
    QSqlQuery *query = nullptr;
    if (!run(query, u"SELECT id, external_id, substr(generation, 1, 200), text_format, code_language FROM item "
                    u"ORDER BY position"_s)) {
        return items;
    }
    while (query->next()) {
        Item item;
        item.id = query->value(0).toLongLong();
        item.externalId = query->value(1).toString();
        item.generation = query->value(2).toString();
        textFormatFromKey(query->value(3).toString(), &item.format);
        item.codeLanguage = query->value(4).toString();
        indexById.insert(item.id, items.size());
        items << item;
    }
    if (run(query, u"SELECT item_id, meta_key, meta_value FROM item_metadata"_s)) {
        while (query->next()) {
            if (const auto it = indexById.constFind(query->value(0).toLongLong()); it != indexById.cend()) {
                items[*it].metadata.insert(query->value(1).toString(), query->value(2).toString());
            }
        }
    }
    return items;
}

} // namespace Errata
