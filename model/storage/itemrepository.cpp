// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/itemrepository.h"

#include "model/storage/database.h"
#include "model/storage/permissions.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace Errata {

bool ItemRepository::add(Item &item, qint64 actorId)
{
    if (const QString refusal = Permissions::coordinatorRefusal(m_database, actorId, tr("add items"));
        !refusal.isEmpty()) {
        return fail(refusal);
    }
    Transaction transaction(m_database);
    Statement query;
    const QVariant language = item.format == TextFormat::Code ? QVariant(item.codeLanguage) : sqlNull();
    if (!run(query, uR"(INSERT INTO item (external_id, position, prompt, generation, text_format, code_language,
                            created_at)
                        VALUES (?, (SELECT coalesce(max(position), 0) + 1 FROM item), ?, ?, ?, ?, ?) RETURNING id)"_s,
             {item.externalId, item.prompt, item.generation, textFormatKey(item.format), language, now()})
        || !firstRow(query)) {
        return false;
    }
    const qint64 id = query->value(0).toLongLong();
    query->finish();
    // One statement for all of the item's metadata: bulk imports add thousands of items.
    if (!item.metadata.isEmpty()) {
        QVariantList values;
        for (auto it = item.metadata.cbegin(); it != item.metadata.cend(); ++it) {
            values << id << it.key() << it.value();
        }
        const QStringList tuples(item.metadata.size(), u"(?, ?, ?)"_s);
        if (!run(query, u"INSERT INTO item_metadata (item_id, meta_key, meta_value) VALUES "_s + tuples.join(u", "_s),
                 values)) {
            return false;
        }
    }
    if (!transaction.commit()) {
        return failCommit(tr("Could not save item %1: %2").arg(item.externalId, m_database->lastError()));
    }
    item.id = id;
    return true;
}

bool ItemRepository::addMetadata(const QString &key, const QList<std::pair<qint64, QString>> &values, qint64 actorId)
{
    if (const QString refusal = Permissions::coordinatorRefusal(m_database, actorId, tr("change items' metadata"));
        !refusal.isEmpty()) {
        return fail(refusal);
    }
    QList<QVariantList> rows;
    rows.reserve(values.size());
    for (const auto &[itemId, value] : values) rows << QVariantList{itemId, key, value};
    Transaction transaction(m_database);
    if (!insertRows(u"item_metadata (item_id, meta_key, meta_value)"_s, rows)) return false;
    return transaction.commit() || failCommit(tr("Could not save the items' metadata."));
}

QList<Item> ItemRepository::all()
{
    return select(QString(), {});
}

std::optional<Item> ItemRepository::find(qint64 id)
{
    const QList<Item> items = select(u"WHERE id = ?"_s, {id});
    return items.isEmpty() ? std::nullopt : std::optional<Item>(items.first());
}

std::optional<Item> ItemRepository::findByExternalId(const QString &externalId)
{
    const QList<Item> items = select(u"WHERE external_id = ?"_s, {externalId});
    return items.isEmpty() ? std::nullopt : std::optional<Item>(items.first());
}

qint64 ItemRepository::count()
{
    Statement query;
    return run(query, u"SELECT count(*) FROM item"_s) && query->next() ? query->value(0).toLongLong() : -1;
}

QList<Item> ItemRepository::headers()
{
    QList<Item> items;
    Statement query;
    if (!run(query, u"SELECT id, external_id FROM item ORDER BY position"_s)) return items;
    while (query->next()) {
        Item item;
        item.id = query->value(0).toLongLong();
        item.externalId = query->value(1).toString();
        items << item;
    }
    query->finish();
    loadMetadata(items);
    return items;
}

QStringList ItemRepository::externalIds()
{
    QStringList ids;
    Statement query;
    if (run(query, u"SELECT external_id FROM item ORDER BY position"_s)) {
        while (query->next()) ids << query->value(0).toString();
    }
    return ids;
}

QStringList ItemRepository::metadataKeys()
{
    QStringList keys;
    Statement query;
    if (run(query, u"SELECT DISTINCT meta_key FROM item_metadata ORDER BY meta_key"_s)) {
        while (query->next()) {
            keys << query->value(0).toString();
        }
    }
    return keys;
}

QList<Item> ItemRepository::select(const QString &condition, const QVariantList &values)
{
    QList<Item> items;
    Statement query;
    if (!run(query,
             u"SELECT id, external_id, prompt, generation, text_format, code_language FROM item %1 "
             u"ORDER BY position"_s.arg(condition),
             values)) {
        return items;
    }
    while (query->next()) {
        Item item;
        item.id = query->value(0).toLongLong();
        item.externalId = query->value(1).toString();
        item.prompt = query->value(2).toString();
        item.generation = query->value(3).toString();
        textFormatFromKey(query->value(4).toString(), &item.format);
        item.codeLanguage = query->value(5).toString();
        items << item;
    }
    loadMetadata(items);
    return items;
}

bool ItemRepository::loadMetadata(QList<Item> &items)
{
    QHash<qint64, qsizetype> indexById;
    for (qsizetype i = 0; i < items.size(); ++i) {
        indexById.insert(items.at(i).id, i);
    }
    Statement query;
    const QString condition = items.size() == 1 ? u" WHERE item_id = ?"_s : QString();
    const QVariantList values = items.size() == 1 ? QVariantList{items.first().id} : QVariantList{};
    if (!run(query, u"SELECT item_id, meta_key, meta_value FROM item_metadata"_s + condition, values)) {
        return false;
    }
    while (query->next()) {
        const auto it = indexById.constFind(query->value(0).toLongLong());
        if (it != indexById.cend()) {
            items[*it].metadata.insert(query->value(1).toString(), query->value(2).toString());
        }
    }
    return true;
}

} // namespace Errata
