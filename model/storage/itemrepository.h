// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/records.h"
#include "model/storage/repository.h"

#include <QList>
#include <QStringList>
#include <optional>

namespace Errata {

class ItemRepository final : public Repository
{
public:
    using Repository::Repository;

    // Sets item.id; item and metadata in one transaction. Coordinators only: actorId is who adds it.
    bool add(Item &item, qint64 actorId);
    // Gives items a metadata value under a key they do not have yet (a benchmark's split), all in one
    // transaction. Coordinators only.
    bool addMetadata(const QString &key, const QList<std::pair<qint64, QString>> &values, qint64 actorId);
    QList<Item> all(); // in corpus order, with metadata
    // Ids, external ids and metadata in corpus order, without prompt and text: what a plan needs (at
    // 100,000 items of 1 KB, a seventh of the time of all()).
    QList<Item> headers();
    std::optional<Item> find(qint64 id);
    std::optional<Item> findByExternalId(const QString &externalId);
    qint64 count();
    QStringList externalIds(); // in corpus order, nothing else read (a blind package's labels)
    QStringList metadataKeys();

private:
    QList<Item> select(const QString &condition, const QVariantList &values);
    bool loadMetadata(QList<Item> &items);
};

} // namespace Errata
