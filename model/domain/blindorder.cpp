// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/blindorder.h"

#include <QCryptographicHash>
#include <QtEndian>

#include <algorithm>
#include <numeric>

using namespace Qt::StringLiterals;

namespace Errata::BlindOrder {

quint64 seedFor(qint64 personId)
{
    return quint64(personId) * 0x9E3779B97F4A7C15ULL; // the golden-ratio multiplier spreads small ids apart
}

QList<qsizetype> order(const QStringList &externalIds, quint64 seed)
{
    // SHA-1 rather than qHash: the same on every platform and Qt version, as a package's labels
    // must match those of the window at home.
    QByteArray salt(sizeof seed, Qt::Uninitialized);
    qToLittleEndian(seed, salt.data());
    QList<QByteArray> keys;
    keys.reserve(externalIds.size());
    for (const QString &id : externalIds) {
        keys << QCryptographicHash::hash(salt + id.toUtf8(), QCryptographicHash::Sha1);
    }
    QList<qsizetype> out(externalIds.size());
    std::iota(out.begin(), out.end(), 0);
    std::sort(out.begin(), out.end(), [&](qsizetype a, qsizetype b) {
        return keys.at(a) != keys.at(b) ? keys.at(a) < keys.at(b) : externalIds.at(a) < externalIds.at(b);
    });
    return out;
}

QString label(qsizetype rank, qsizetype count)
{
    const int width = std::max(2, int(QString::number(count).size())); // #01 even for a handful
    return u"#%1"_s.arg(rank + 1, width, 10, QChar(u'0'));
}

} // namespace Errata::BlindOrder
