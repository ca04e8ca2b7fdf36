// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/jsonlocator.h"

using namespace Qt::StringLiterals;

namespace Errata {

JsonLocator::JsonLocator(const QByteArray &utf8)
    : m_text(utf8)
{
    skipSpace();
    if (m_pos < m_text.size()) {
        walkValue(QString());
    }
}

int JsonLocator::lineOf(const QString &path) const
{
    QString current = path;
    while (true) {
        if (const auto it = m_lines.constFind(current); it != m_lines.cend()) {
            return *it;
        }
        if (current.isEmpty()) {
            return 1;
        }
        // Strip the last ".key" or "[n]" and try the parent.
        const qsizetype cut = std::max(current.lastIndexOf(u'.'), current.lastIndexOf(u'['));
        current = cut < 0 ? QString() : current.left(cut);
    }
}

std::pair<int, int> JsonLocator::lineAndColumn(const QByteArray &utf8, qsizetype offset)
{
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i < std::min(offset, utf8.size()); ++i) {
        if (utf8.at(i) == '\n') {
            ++line;
            column = 1;
        } else if ((utf8.at(i) & 0xC0) != 0x80) { // count characters, not UTF-8 continuation bytes
            ++column;
        }
    }
    return {line, column};
}

void JsonLocator::skipSpace()
{
    while (m_pos < m_text.size()) {
        const char c = m_text.at(m_pos);
        if (c == '\n') {
            ++m_line;
        } else if (c != ' ' && c != '\t' && c != '\r') {
            return;
        }
        ++m_pos;
    }
}

QString JsonLocator::readString()
{
    const qsizetype start = ++m_pos; // after the opening quote
    while (m_pos < m_text.size() && m_text.at(m_pos) != '"') {
        m_pos += m_text.at(m_pos) == '\\' ? 2 : 1;
    }
    const QString raw = QString::fromUtf8(m_text.mid(start, m_pos - start));
    ++m_pos; // closing quote
    return raw;
}

void JsonLocator::walkValue(const QString &path)
{
    m_lines.insert(path, m_line);
    const char c = m_text.at(m_pos);
    if (c == '{') {
        walkObject(path);
    } else if (c == '[') {
        walkArray(path);
    } else if (c == '"') {
        readString();
    } else {
        while (m_pos < m_text.size() && !QByteArrayView(",]} \t\r\n").contains(m_text.at(m_pos))) {
            ++m_pos;
        }
    }
}

void JsonLocator::walkObject(const QString &path)
{
    ++m_pos; // '{'
    for (skipSpace(); m_pos < m_text.size() && m_text.at(m_pos) != '}'; skipSpace()) {
        if (m_text.at(m_pos) == ',') {
            ++m_pos;
            continue;
        }
        const QString key = readString();
        skipSpace();
        ++m_pos; // ':'
        skipSpace();
        walkValue(path.isEmpty() ? key : path + u'.' + key);
    }
    ++m_pos; // '}'
}

void JsonLocator::walkArray(const QString &path)
{
    ++m_pos; // '['
    int index = 0;
    for (skipSpace(); m_pos < m_text.size() && m_text.at(m_pos) != ']'; skipSpace()) {
        if (m_text.at(m_pos) == ',') {
            ++m_pos;
            continue;
        }
        walkValue(u"%1[%2]"_s.arg(path).arg(index++));
    }
    ++m_pos; // ']'
}

} // namespace Errata
