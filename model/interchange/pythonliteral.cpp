// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/pythonliteral.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// Deeper nesting than any real responses column; the limit keeps hostile input off the stack.
constexpr int MaxDepth = 64;

bool isSpace(QChar c)
{
    return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r' || c == u'\f' || c == u'\v';
}

bool isIdentifier(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') || c == u'_';
}

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

// A recursive-descent reader over one literal. With a target path it also notes where that
// element starts (PythonLiteral::columnOf).
class Parser
{
public:
    Parser(QStringView text, const QList<qsizetype> *target)
        : m_text(text)
        , m_target(target)
    {
    }

    std::optional<QVariant> document()
    {
        skipSpace();
        if (atEnd()) {
            return fail(m_pos, PythonLiteral::tr("expected a value, found nothing"));
        }
        auto result = value(0);
        skipSpace();
        if (result && !atEnd()) {
            return fail(m_pos, PythonLiteral::tr("unexpected \"%1\" after the value").arg(m_text.at(m_pos)));
        }
        return result;
    }
    const PythonLiteral::Error &error() const { return m_error; }
    qsizetype targetColumn() const { return m_found; }

private:
    bool atEnd() const { return m_pos >= m_text.size(); }
    QChar peek(qsizetype ahead = 0) const { return m_pos + ahead < m_text.size() ? m_text.at(m_pos + ahead) : QChar(); }
    void skipSpace()
    {
        while (!atEnd() && isSpace(m_text.at(m_pos))) {
            ++m_pos;
        }
    }
    std::nullopt_t fail(qsizetype position, const QString &reason)
    {
        if (m_error.reason.isEmpty()) {
            m_error = {position + 1, reason};
        }
        return std::nullopt;
    }

    std::optional<QVariant> value(int depth);
    std::optional<QVariant> sequence(int depth);
    std::optional<QVariant> strings();
    std::optional<QString> string();
    bool escape(QString &out);
    std::optional<QVariant> number();
    std::optional<QVariant> word();

    QStringView m_text;
    qsizetype m_pos = 0;
    const QList<qsizetype> *m_target = nullptr;
    QList<qsizetype> m_path;
    qsizetype m_found = 0;
    PythonLiteral::Error m_error;
};

std::optional<QVariant> Parser::value(int depth)
{
    if (m_target && !m_found && m_path == *m_target) {
        m_found = m_pos + 1;
    }
    const QChar c = peek();
    if (c == u'[' || c == u'(') {
        if (depth >= MaxDepth) {
            return fail(m_pos, PythonLiteral::tr("nested more than %1 levels deep").arg(MaxDepth));
        }
        return sequence(depth + 1);
    }
    if (c == u'\'' || c == u'"') {
        return strings();
    }
    if (isDigit(c) || c == u'.' || c == u'-' || c == u'+') {
        return number();
    }
    if (c == u'{') {
        return fail(m_pos, PythonLiteral::tr("dicts and sets are not supported"));
    }
    if (isIdentifier(c)) {
        return word();
    }
    if (c.isNull() && atEnd()) {
        return fail(m_pos, PythonLiteral::tr("the literal ends where a value should be"));
    }
    return fail(m_pos, PythonLiteral::tr("unexpected \"%1\" where a value should be").arg(c));
}

// [a, b, ...] and (a, b, ...); a trailing comma is allowed, and (a) without one is just a.
std::optional<QVariant> Parser::sequence(int depth)
{
    const qsizetype open = m_pos;
    const QChar close = m_text.at(m_pos) == u'[' ? u']' : u')';
    ++m_pos;
    QVariantList list;
    bool comma = false;
    skipSpace();
    while (peek() != close) {
        if (atEnd()) {
            return fail(open, PythonLiteral::tr("\"%1\" is never closed").arg(m_text.at(open)));
        }
        m_path << list.size();
        auto element = value(depth);
        m_path.removeLast();
        if (!element) {
            return std::nullopt;
        }
        list << *element;
        skipSpace();
        if (peek() == u',') {
            comma = true;
            ++m_pos;
            skipSpace();
        } else if (peek() != close) {
            if (atEnd()) {
                return fail(open, PythonLiteral::tr("\"%1\" is never closed").arg(m_text.at(open)));
            }
            return fail(m_pos,
                        PythonLiteral::tr("expected \",\" or \"%1\", found \"%2\"")
                            .arg(QString(close), QString(m_text.at(m_pos))));
        }
    }
    ++m_pos;
    if (close == u')' && list.size() == 1 && !comma) {
        return list.first(); // a parenthesised expression, not a tuple
    }
    return list;
}

// Adjacent literals concatenate ('a' "b" == 'ab'), as Python's tokenizer does.
std::optional<QVariant> Parser::strings()
{
    QString result;
    do {
        auto part = string();
        if (!part) {
            return std::nullopt;
        }
        result += *part;
        skipSpace();
    } while (peek() == u'\'' || peek() == u'"');
    return result;
}

std::optional<QString> Parser::string()
{
    const qsizetype open = m_pos;
    const QChar quote = m_text.at(m_pos++);
    QString out;
    while (true) {
        qsizetype run = m_pos;
        while (run < m_text.size() && m_text.at(run) != quote && m_text.at(run) != u'\\' && m_text.at(run) != u'\n'
               && m_text.at(run) != u'\r') {
            ++run;
        }
        out += m_text.mid(m_pos, run - m_pos);
        m_pos = run;
        if (atEnd() || peek() == u'\n' || peek() == u'\r') {
            return fail(open, PythonLiteral::tr("the string is never closed (a %1 quote is missing)").arg(quote));
        }
        if (peek() == quote) {
            ++m_pos;
            // Python allows a lone surrogate in a str; UTF-8 (and so the project file) has no place for one.
            for (qsizetype i = 0; i < out.size(); ++i) {
                const bool paired = out.at(i).isHighSurrogate() && i + 1 < out.size() && out.at(i + 1).isLowSurrogate();
                if (paired) {
                    ++i;
                } else if (out.at(i).isSurrogate()) {
                    return fail(open,
                                PythonLiteral::tr("the string holds half of a surrogate pair (\\u%1) without its "
                                                  "other half: not valid text")
                                    .arg(uint(out.at(i).unicode()), 4, 16, QChar(u'0')));
                }
            }
            return out;
        }
        if (!escape(out)) {
            return std::nullopt;
        }
    }
}

// At a backslash: appends what the escape stands for. Unknown escapes stay as written, like Python.
bool Parser::escape(QString &out)
{
    const qsizetype start = m_pos;
    const QChar c = peek(1);
    m_pos += 2;
    switch (c.unicode()) {
    case '\n': return true; // a line continuation inside the string
    case '\r': m_pos += peek() == u'\n' ? 1 : 0; return true;
    case '\\': out += u'\\'; return true;
    case '\'': out += u'\''; return true;
    case '"': out += u'"'; return true;
    case 'a': out += QChar(0x07); return true;
    case 'b': out += QChar(0x08); return true;
    case 'f': out += QChar(0x0c); return true;
    case 'n': out += u'\n'; return true;
    case 'r': out += u'\r'; return true;
    case 't': out += u'\t'; return true;
    case 'v': out += QChar(0x0b); return true;
    case 'N': fail(start, PythonLiteral::tr("\\N{…} escapes are not supported")); return false;
    default: break;
    }
    if (c >= u'0' && c <= u'7') {
        uint code = c.unicode() - '0';
        for (int i = 0; i < 2 && peek() >= u'0' && peek() <= u'7'; ++i) {
            code = code * 8 + (m_text.at(m_pos++).unicode() - '0');
        }
        out += QChar(char16_t(code));
        return true;
    }
    const int digits = c == u'x' ? 2 : c == u'u' ? 4 : c == u'U' ? 8 : 0;
    if (digits == 0) {
        out += u'\\';
        if (!c.isNull()) {
            out += c;
        } else {
            m_pos = start + 1; // a backslash at the very end: let string() report the missing quote
        }
        return true;
    }
    bool ok = m_pos + digits <= m_text.size();
    const uint code = ok ? m_text.mid(m_pos, digits).toUInt(&ok, 16) : 0;
    for (qsizetype i = m_pos; ok && i < m_pos + digits; ++i) {
        ok = isDigit(m_text.at(i)) || (m_text.at(i).toLower() >= u'a' && m_text.at(i).toLower() <= u'f');
    }
    if (!ok || code > 0x10FFFF) {
        fail(start, PythonLiteral::tr("\\%1 needs %2 hex digits of a valid code point").arg(c).arg(digits));
        return false;
    }
    m_pos += digits;
    if (code < 0x10000) {
        out += QChar(char16_t(code)); // a lone surrogate is refused when the string ends
    } else {
        out += QChar::highSurrogate(code);
        out += QChar::lowSurrogate(code);
    }
    return true;
}

std::optional<QVariant> Parser::number()
{
    const qsizetype start = m_pos;
    if (peek() == u'-' || peek() == u'+') {
        ++m_pos;
        skipSpace(); // "- 1" is valid Python
    }
    const qsizetype digitsStart = m_pos;
    bool isFloat = false;
    while (isDigit(peek())) {
        ++m_pos;
    }
    if (peek() == u'.') {
        isFloat = true;
        ++m_pos;
        while (isDigit(peek())) {
            ++m_pos;
        }
    }
    if ((peek() == u'e' || peek() == u'E') && m_pos > digitsStart) {
        isFloat = true;
        ++m_pos;
        if (peek() == u'-' || peek() == u'+') {
            ++m_pos;
        }
        if (!isDigit(peek())) {
            return fail(start, PythonLiteral::tr("not a number"));
        }
        while (isDigit(peek())) {
            ++m_pos;
        }
    }
    const QStringView digits = m_text.mid(digitsStart, m_pos - digitsStart);
    if (digits.isEmpty() || digits == u"." || isIdentifier(peek()) || peek() == u'.') {
        return fail(start, PythonLiteral::tr("not a number"));
    }
    const bool negative = m_text.at(start) == u'-';
    bool ok = false;
    if (isFloat) {
        const double number = digits.toDouble(&ok);
        return ok ? std::optional<QVariant>(negative ? -number : number)
                  : fail(start, PythonLiteral::tr("not a number"));
    }
    const bool allZeros = std::all_of(digits.begin(), digits.end(), [](QChar d) { return d == u'0'; });
    if (digits.size() > 1 && digits.startsWith(u'0') && !allZeros) {
        return fail(start, PythonLiteral::tr("leading zeros are not allowed in an integer"));
    }
    // Parse with the sign so that the most negative qint64 still fits.
    const qint64 number = negative ? (u"-"_s + digits.toString()).toLongLong(&ok) : digits.toLongLong(&ok);
    return ok ? std::optional<QVariant>(number) : fail(start, PythonLiteral::tr("the integer is out of range"));
}

std::optional<QVariant> Parser::word()
{
    const qsizetype start = m_pos;
    while (isIdentifier(peek())) {
        ++m_pos;
    }
    const QStringView name = m_text.mid(start, m_pos - start);
    if ((name == u"u" || name == u"U") && (peek() == u'\'' || peek() == u'"')) {
        return strings(); // u'…' is the same str in Python 3
    }
    if (name == u"True" || name == u"False") {
        return QVariant(name == u"True");
    }
    if (name == u"None") {
        return QVariant::fromValue(nullptr);
    }
    return fail(start, PythonLiteral::tr("\"%1\" is not a literal").arg(name));
}

} // namespace

std::optional<QVariant> PythonLiteral::parse(QStringView text, Error *error)
{
    Parser parser(text, nullptr);
    auto result = parser.document();
    if (!result && error) {
        *error = parser.error();
    }
    return result;
}

qsizetype PythonLiteral::columnOf(QStringView text, const QList<qsizetype> &path)
{
    Parser parser(text, &path);
    parser.document();
    return parser.targetColumn();
}

QString PythonLiteral::quoted(const QString &value)
{
    QString out;
    out.reserve(value.size() + 2);
    out += u'\'';
    for (qsizetype i = 0; i < value.size(); ++i) {
        const QChar c = value.at(i);
        const bool paired = (c.isHighSurrogate() && i + 1 < value.size() && value.at(i + 1).isLowSurrogate())
            || (c.isLowSurrogate() && i > 0 && value.at(i - 1).isHighSurrogate());
        if (c == u'\\' || c == u'\'') {
            out += u'\\';
            out += c;
        } else if (c == u'\n') {
            out += u"\\n"_s;
        } else if (c == u'\r') {
            out += u"\\r"_s;
        } else if (c == u'\t') {
            out += u"\\t"_s;
        } else if (c.unicode() < 0x20 || (c.unicode() >= 0x7f && c.unicode() < 0xa0)) {
            out += u"\\x%1"_s.arg(uint(c.unicode()), 2, 16, QChar(u'0'));
        } else if (c.isSurrogate() && !paired) {
            out += u"\\u%1"_s.arg(uint(c.unicode()), 4, 16, QChar(u'0')); // a lone surrogate would not survive UTF-8
        } else {
            out += c;
        }
    }
    out += u'\'';
    return out;
}

} // namespace Errata
