// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/blindrows.h"

#include "model/domain/blindorder.h"

#include <algorithm>

namespace Errata::BlindRows {

QList<ItemRow> apply(QList<ItemRow> rows, const HiddenMetadata::Matcher &hidden, qint64 personId,
                     QHash<qint64, QString> *labels)
{
    rows.removeIf([personId](const ItemRow &row) {
        return std::none_of(row.assignments.cbegin(), row.assignments.cend(),
                            [personId](const Assignment &a) { return a.annotatorId == personId; });
    });
    QStringList corpusIds;
    corpusIds.reserve(rows.size());
    for (const ItemRow &row : std::as_const(rows)) corpusIds << row.item.externalId;
    const QList<qsizetype> order = BlindOrder::order(corpusIds, BlindOrder::seedFor(personId));
    QList<ItemRow> out;
    out.reserve(rows.size());
    for (qsizetype rank = 0; rank < order.size(); ++rank) {
        ItemRow row = std::move(rows[order.at(rank)]);
        // Colleagues' assignments would tell who else has the item, and how far they are.
        row.assignments.removeIf([personId](const Assignment &a) { return a.annotatorId != personId; });
        QStringList gone;
        for (auto it = row.item.metadata.cbegin(); it != row.item.metadata.cend(); ++it) {
            if (hidden.hides(it.key())) gone << it.key();
        }
        // Rows share their maps (ItemRowReader): only a row that loses a key gets a copy of its own.
        for (const QString &key : std::as_const(gone)) row.item.metadata.remove(key);
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
