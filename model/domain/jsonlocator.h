// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

#include <optional>

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

    // The first string (a value, or a key: then the key's own path) holding a \uD800–\uDFFF escape
    // without its other half, with its line. Qt's parser turns such an escape into another character
    // and swallows what follows it ("a\ud800b" became one character), so importers refuse it instead.
    struct LoneSurrogate
    {
        QString path;
        int line = 0;
    };
    std::optional<LoneSurrogate> loneSurrogate() const { return m_loneSurrogate; }
    // Cheap test before walking: false when the text has no surrogate escape at all.
    static bool hasSurrogateEscape(QByteArrayView utf8);

private:
    void walkValue(const QString &path);
    void walkObject(const QString &path);
    void walkArray(const QString &path);
    QString readString(const QString &path);
    void skipSpace();

    const QByteArray &m_text;
    qsizetype m_pos = 0;
    int m_line = 1;
    QHash<QString, int> m_lines;
    std::optional<LoneSurrogate> m_loneSurrogate;
    qsizetype m_loneSurrogateAt = -1; // where its string's text starts
};

} // namespace Errata
