// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QLocale>
#include <QMap>
#include <QString>
#include <QVariant>

namespace Errata {

// Compact JSON written by hand into a byte buffer, exactly as QJsonDocument::toJson(Compact) writes
// the same values: strings as UTF-8 with Qt's escapes, integers in decimal. Building a QJsonObject
// per record cost most of a large export's time (malloc, QCborValue), so the streaming writer uses
// this instead; keys are passed in sorted order by the caller, as QJsonObject would sort them.
class JsonText
{
public:
    explicit JsonText(QByteArray *out)
        : m_out(out)
    {
    }

    void begin(char bracket)
    {
        *m_out += bracket;
        m_first = true;
    }
    void end(char bracket)
    {
        *m_out += bracket;
        m_first = false;
    }
    // "key": — with the comma when it is not the first member.
    void key(const char *latin1Key);
    void element(); // the comma before an array element after the first
    void string(const QString &text);
    void number(qint64 value)
    {
        *m_out += QByteArray::number(value);
        m_first = false;
    }

    void boolean(bool value)
    {
        *m_out += value ? "true" : "false";
        m_first = false;
    }
    void raw(const QByteArray &json) // a value written by QJsonDocument
    {
        *m_out += json;
        m_first = false;
    }

    void member(const char *latin1Key, const QString &text)
    {
        key(latin1Key);
        string(text);
    }
    void member(const char *latin1Key, qint64 value)
    {
        key(latin1Key);
        number(value);
    }
    // The shortest digits that read back as the same double.
    void realMember(const char *latin1Key, double value)
    {
        key(latin1Key);
        *m_out += QString::number(value, 'g', QLocale::FloatingPointShortest).toLatin1();
        m_first = false;
    }
    // A time as QDateTime::toString(Qt::ISODateWithMs) writes it ("2026-01-02T03:04:05.678Z").
    void time(const QDateTime &time);
    void member(const char *latin1Key, const QDateTime &value)
    {
        key(latin1Key);
        time(value);
    }
    // A map of strings, or a judgement map of strings and ints, as a JSON object.
    void stringMap(const QMap<QString, QString> &map);
    void variantMap(const QMap<QString, QVariant> &map);

private:
    void appendEscaped(const QString &text);

    QByteArray *m_out;
    bool m_first = true;
};

} // namespace Errata
