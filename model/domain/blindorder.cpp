// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/blindorder.h"

#include <algorithm>
#include <numeric>
#include <random>

using namespace Qt::StringLiterals;

namespace Errata::BlindOrder {

quint64 seedFor(qint64 personId)
{
    return quint64(personId) * 0x9E3779B97F4A7C15ULL; // the golden-ratio multiplier spreads small ids apart
}

QList<qsizetype> permutation(qsizetype count, quint64 seed)
{
    QList<qsizetype> order(count);
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), std::mt19937_64(seed));
    return order;
}

QString label(qsizetype rank, qsizetype count)
{
    const int width = int(QString::number(count).size());
    return u"#%1"_s.arg(rank + 1, width, 10, QChar(u'0'));
}

} // namespace Errata::BlindOrder
