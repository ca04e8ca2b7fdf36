// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/metadatafilter.h"

using namespace Qt::StringLiterals;

namespace Errata {

MetadataFilter::MetadataFilter(const QString &where)
{
    for (const QString &condition : where.split(u',', Qt::SkipEmptyParts)) {
        const bool negated = condition.contains(u"!="_s);
        const QString separator = negated ? u"!="_s : u"="_s;
        m_conditions << Condition{condition.section(separator, 0, 0).trimmed(),
                                  condition.section(separator, 1).trimmed(), negated};
    }
}

QStringList MetadataFilter::keys() const
{
    QStringList keys;
    for (const Condition &condition : m_conditions) keys << condition.key;
    return keys;
}

bool MetadataFilter::matches(const QMap<QString, QString> &metadata) const
{
    for (const Condition &condition : m_conditions) {
        if ((metadata.value(condition.key) == condition.value) == condition.negated) return false;
    }
    return true;
}

} // namespace Errata
