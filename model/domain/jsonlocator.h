// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

namespace Errata {

// QJsonDocument forgets where values were. Validation messages must name a line, so this walks
// the (already validated) JSON text once and remembers the line of every value by its path:
// "" is the root, "nodes[2].children[0].color" a nested value.
class JsonLocator
{
public:
    explicit JsonLocator(const QByteArray &utf8);

    // 1-based line of the value at path, or of its closest existing ancestor.
    int lineOf(const QString &path) const;

    // 1-based line and column of a byte offset (what QJsonParseError reports).
    static std::pair<int, int> lineAndColumn(const QByteArray &utf8, qsizetype offset);

private:
    void walkValue(const QString &path);
    void walkObject(const QString &path);
    void walkArray(const QString &path);
    QString readString();
    void skipSpace();

    const QByteArray &m_text;
    qsizetype m_pos = 0;
    int m_line = 1;
    QHash<QString, int> m_lines;
};

} // namespace Errata
