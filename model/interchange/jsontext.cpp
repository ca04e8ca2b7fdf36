// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/jsontext.h"

#include "model/domain/storedtime.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Errata {
namespace {

char hexDigit(uint value)
{
    return char(value < 10 ? '0' + value : 'a' + value - 10);
}

// Surrogates (pairs or lone halves) and keys QJsonObject might order differently from QMap are
// rare enough to hand to Qt itself, which guarantees the same bytes in those cases by construction.
bool hasSurrogateOrHigher(const QString &text)
{
    for (const QChar c : text) {
        if (c.unicode() >= 0xd800) return true;
    }
    return false;
}

} // namespace

void JsonText::key(const char *latin1Key)
{
    if (!m_first) *m_out += ',';
    *m_out += '"';
    *m_out += latin1Key;
    *m_out += "\":";
    m_first = true; // the value that follows is no sibling
}

void JsonText::element()
{
    if (!m_first) *m_out += ',';
}

void JsonText::string(const QString &text)
{
    *m_out += '"';
    appendEscaped(text);
    *m_out += '"';
    m_first = false;
}

void JsonText::appendEscaped(const QString &text)
{
    const qsizetype start = m_out->size();
    m_out->resize(start + 3 * text.size()); // the most one UTF-16 unit takes, save for escapes
    char *cursor = m_out->data() + start;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const uint u = text.at(i).unicode();
        if (u >= 0x20 && u < 0x80 && u != '"' && u != '\\') {
            *cursor++ = char(u);
        } else if (u >= 0x80 && u < 0x800) {
            *cursor++ = char(0xc0 | (u >> 6));
            *cursor++ = char(0x80 | (u & 0x3f));
        } else if (u >= 0x800 && (u < 0xd800 || u > 0xdfff)) {
            *cursor++ = char(0xe0 | (u >> 12));
            *cursor++ = char(0x80 | ((u >> 6) & 0x3f));
            *cursor++ = char(0x80 | (u & 0x3f));
        } else if (u < 0x80) {
            // Escapes are longer than the room counted for them: make room, as Qt's writer does.
            const qsizetype at = cursor - m_out->data();
            m_out->resize(m_out->size() + 6);
            cursor = m_out->data() + at;
            *cursor++ = '\\';
            switch (u) {
            case '"': *cursor++ = '"'; break;
            case '\\': *cursor++ = '\\'; break;
            case '\b': *cursor++ = 'b'; break;
            case '\f': *cursor++ = 'f'; break;
            case '\n': *cursor++ = 'n'; break;
            case '\r': *cursor++ = 'r'; break;
            case '\t': *cursor++ = 't'; break;
            default:
                *cursor++ = 'u';
                *cursor++ = '0';
                *cursor++ = '0';
                *cursor++ = hexDigit(u >> 4);
                *cursor++ = hexDigit(u & 0xf);
            }
        } else {
            // A surrogate: let Qt write the whole string (pairs as UTF-8, lone halves escaped).
            m_out->resize(start);
            const QByteArray json = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
            m_out->append(json.constData() + 2, json.size() - 4); // without [" and "]
            return;
        }
    }
    m_out->resize(cursor - m_out->data());
}

void JsonText::time(const QDateTime &time)
{
    char text[26];
    if (!StoredTime::write(time, text + 1)) { // not as the schema stores times: as Qt writes them
        string(time.toString(Qt::ISODateWithMs));
        return;
    }
    text[0] = text[25] = '"';
    m_out->append(text, 26);
    m_first = false;
}

void JsonText::stringMap(const QMap<QString, QString> &map)
{
    bool plain = true;
    for (auto it = map.cbegin(); it != map.cend() && plain; ++it) plain = !hasSurrogateOrHigher(it.key());
    if (!plain) {
        QJsonObject json;
        for (auto it = map.cbegin(); it != map.cend(); ++it) json.insert(it.key(), it.value());
        *m_out += QJsonDocument(json).toJson(QJsonDocument::Compact);
        m_first = false;
        return;
    }
    begin('{');
    for (auto it = map.cbegin(); it != map.cend(); ++it) {
        if (!m_first) *m_out += ',';
        string(it.key());
        *m_out += ':';
        string(it.value());
    }
    end('}');
}

void JsonText::variantMap(const QMap<QString, QVariant> &map)
{
    // Judgement keys are taxonomy keys; Qt writes the rare others (see hasSurrogateOrHigher).
    bool plain = true;
    for (auto it = map.cbegin(); it != map.cend() && plain; ++it) plain = !hasSurrogateOrHigher(it.key());
    QJsonObject json;
    if (!plain) {
        for (auto it = map.cbegin(); it != map.cend(); ++it) {
            json.insert(it.key(),
                        it.value().typeId() == QMetaType::QString ? QJsonValue(it.value().toString())
                                                                  : QJsonValue(it.value().toInt()));
        }
        *m_out += QJsonDocument(json).toJson(QJsonDocument::Compact);
        m_first = false;
        return;
    }
    begin('{');
    for (auto it = map.cbegin(); it != map.cend(); ++it) {
        if (!m_first) *m_out += ',';
        string(it.key());
        *m_out += ':';
        if (it.value().typeId() == QMetaType::QString) {
            string(it.value().toString());
        } else {
            number(it.value().toInt());
        }
    }
    end('}');
}

} // namespace Errata
