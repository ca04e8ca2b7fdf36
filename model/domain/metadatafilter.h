// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace Errata {

// A subset of items by their metadata, as --where writes it: "key=value[,key!=value…]", every condition
// must hold; an item without the key has the value "" (so key!=x keeps it). Used by assign, score and the
// corpus measures, so all of them read a --where the same way.
class MetadataFilter
{
public:
    struct Condition
    {
        QString key;
        QString value;
        bool negated = false;
    };

    explicit MetadataFilter(const QString &where = QString());

    bool isEmpty() const { return m_conditions.isEmpty(); }
    const QList<Condition> &conditions() const { return m_conditions; }
    QStringList keys() const;
    bool matches(const QMap<QString, QString> &metadata) const;

private:
    QList<Condition> m_conditions;
};

} // namespace Errata
