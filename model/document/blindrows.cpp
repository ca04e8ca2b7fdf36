// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/blindrows.h"

#include <algorithm>
#include <numeric>
#include <random>

using namespace Qt::StringLiterals;

namespace Errata::BlindRows {

QList<ItemRow> apply(QList<ItemRow> rows, const QStringList &hidden, quint64 seed, QHash<qint64, QString> *labels)
{
    std::vector<qsizetype> order(size_t(rows.size()));
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), std::mt19937_64(seed));
    // Zero-padded, so the list's sort by id keeps the shuffled order: #007 before #010.
    const int width = int(QString::number(rows.size()).size());
    QList<ItemRow> out;
    out.reserve(rows.size());
    for (qsizetype i = 0; i < qsizetype(order.size()); ++i) {
        ItemRow row = std::move(rows[order[size_t(i)]]);
        for (const QString &key : hidden) row.item.metadata.remove(key);
        row.item.externalId = u"#%1"_s.arg(i + 1, width, 10, QChar(u'0'));
        labels->insert(row.item.id, row.item.externalId);
        out << std::move(row);
    }
    return out;
}

} // namespace Errata::BlindRows
