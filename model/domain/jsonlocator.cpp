// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/jsonlocator.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// The UTF-16 unit of the \uXXXX escape at `at` (which points at the backslash), or -1.
int escapedUnit(QByteArrayView raw, qsizetype at)
{
    if (at + 6 > raw.size() || raw.at(at) != '\\' || raw.at(at + 1) != 'u') return -1;
    int unit = 0;
    for (qsizetype i = at + 2; i < at + 6; ++i) {
        const char c = raw.at(i);
        const int digit = c >= '0' && c <= '9' ? c - '0'
            : c >= 'a' && c <= 'f'             ? c - 'a' + 10
            : c >= 'A' && c <= 'F'             ? c - 'A' + 10
                                               : -1;
        if (digit < 0) return -1;
        unit = unit * 16 + digit;
    }
    return unit;
}

// True when a string's raw JSON text has a surrogate escape that is not one half of a pair.
bool holdsLoneSurrogate(QByteArrayView raw)
{
    for (qsizetype i = 0; i < raw.size(); ++i) {
        if (raw.at(i) != '\\') continue;
        const int unit = escapedUnit(raw, i);
        if (unit >= 0xD800 && unit <= 0xDBFF) { // a high half: the next escape must be a low half
            const int next = escapedUnit(raw, i + 6);
            if (next < 0xDC00 || next > 0xDFFF) return true;
            i += 11;
        } else if (unit >= 0xDC00 && unit <= 0xDFFF) {
            return true;
        } else {
            ++i; // the escaped character, so "\\ud800" is a backslash and text
        }
    }
    return false;
}

} // namespace

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

bool JsonLocator::hasSurrogateEscape(QByteArrayView utf8)
{
    for (qsizetype at = utf8.indexOf("\\u"); at >= 0; at = utf8.indexOf("\\u", at + 2)) {
        if (at + 2 < utf8.size() && (utf8.at(at + 2) == 'd' || utf8.at(at + 2) == 'D')) return true;
    }
    return false;
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

// `path` names the string for loneSurrogate(): a value's own path; a null one for a key (walkObject names it).
QString JsonLocator::readString(const QString &path)
{
    const qsizetype start = ++m_pos; // after the opening quote
    while (m_pos < m_text.size() && m_text.at(m_pos) != '"') {
        m_pos += m_text.at(m_pos) == '\\' ? 2 : 1;
    }
    const QByteArrayView bytes = QByteArrayView(m_text).sliced(start, m_pos - start);
    const QString raw = QString::fromUtf8(bytes);
    ++m_pos; // closing quote
    if (!m_loneSurrogate && holdsLoneSurrogate(bytes)) {
        m_loneSurrogate = LoneSurrogate{path, m_line};
        m_loneSurrogateAt = start;
    }
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
        readString(path);
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
        const QString keyPath = path.isEmpty() ? QString() : path + u'.';
        const qsizetype keyStart = m_pos + 1;
        const QString key = readString(QString());
        if (m_loneSurrogate && m_loneSurrogate->path.isNull() && m_loneSurrogateAt == keyStart)
            m_loneSurrogate->path = keyPath + key; // a key: its own path, known once it is read
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
