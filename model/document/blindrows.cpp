// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/blindrows.h"

#include "model/domain/blindorder.h"

#include <algorithm>

namespace Errata::BlindRows {

QList<ItemRow> apply(QList<ItemRow> rows, const QStringList &hidden, quint64 seed, QHash<qint64, QString> *labels)
{
    const QList<qsizetype> order = BlindOrder::permutation(rows.size(), seed);
    QList<ItemRow> out;
    out.reserve(rows.size());
    for (qsizetype rank = 0; rank < order.size(); ++rank) {
        ItemRow row = std::move(rows[order.at(rank)]);
        for (const QString &key : hidden) {
            // Rows share their maps (ItemRowReader): remove() would copy one even without the key.
            if (row.item.metadata.contains(key)) row.item.metadata.remove(key);
        }
        row.item.externalId = BlindOrder::label(rank, order.size());
        labels->insert(row.item.id, row.item.externalId);
        out << std::move(row);
    }
    return out;
}

QList<ItemRow> keepPackageOrder(QList<ItemRow> rows, QHash<qint64, QString> *labels)
{
    std::sort(rows.begin(), rows.end(),
              [](const ItemRow &a, const ItemRow &b) { return a.item.externalId < b.item.externalId; });
    for (const ItemRow &row : rows) labels->insert(row.item.id, row.item.externalId);
    return rows;
}

} // namespace Errata::BlindRows
