// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/storedtime.h"

#include <QTimeZone>

#include <cstring>

namespace Errata::StoredTime {
namespace {

char16_t unit(QChar c)
{
    return c.unicode();
}
char16_t unit(char c)
{
    return char16_t(uchar(c));
}

// The decimal number in text[from, from + count), or -1 when a character is not an ASCII digit.
template <typename Text>
int digits(const Text &text, int from, int count)
{
    int value = 0;
    for (int i = from; i < from + count; ++i) {
        const char16_t c = unit(text[i]);
        if (c < u'0' || c > u'9') return -1;
        value = value * 10 + (c - u'0');
    }
    return value;
}

template <typename Text>
bool hasStoredShape(const Text &text)
{
    const auto at = [&text](int i) { return unit(text[i]); };
    return text.size() == 24 && at(4) == u'-' && at(7) == u'-' && at(10) == u'T' && at(13) == u':' && at(16) == u':'
        && at(19) == u'.' && at(23) == u'Z';
}

// The stored form read digit by digit; an invalid QDateTime when text has another form.
template <typename Text>
QDateTime parseStored(const Text &text)
{
    if (!hasStoredShape(text)) return {};
    const QDate date(digits(text, 0, 4), digits(text, 5, 2), digits(text, 8, 2));
    const QTime time(digits(text, 11, 2), digits(text, 14, 2), digits(text, 17, 2), digits(text, 20, 3));
    if (!date.isValid() || !time.isValid()) return {};
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0) // Qt 6.8 (Debian 13) deprecates the Qt::TimeSpec form
    return QDateTime(date, time, QTimeZone::UTC);
#else
    return QDateTime(date, time, Qt::UTC); // Qt 6.4's QTimeZone::utc() would give a TimeZone spec
#endif
}

// Writes value's last count decimal digits at out, most significant first.
void putDigits(char *out, int value, int count)
{
    for (int i = count - 1; i >= 0; --i, value /= 10) out[i] = char('0' + value % 10);
}

} // namespace

bool write(const QDateTime &at, char *out)
{
    if (!at.isValid() || at.timeSpec() != Qt::UTC) return false;
    const QDate date = at.date();
    if (date.year() < 0 || date.year() > 9999) return false;
    const QTime time = at.time();
    std::memcpy(out, "0000-00-00T00:00:00.000Z", 24);
    putDigits(out, date.year(), 4);
    putDigits(out + 5, date.month(), 2);
    putDigits(out + 8, date.day(), 2);
    putDigits(out + 11, time.hour(), 2);
    putDigits(out + 14, time.minute(), 2);
    putDigits(out + 17, time.second(), 2);
    putDigits(out + 20, time.msec(), 3);
    return true;
}

QString format(const QDateTime &at)
{
    char text[24];
    return write(at, text) ? QString::fromLatin1(text, 24) : at.toString(Qt::ISODateWithMs);
}

QDateTime parse(const QString &text)
{
    const QDateTime stored = parseStored(text);
    return stored.isValid() ? stored : QDateTime::fromString(text, Qt::ISODateWithMs);
}

QDateTime parse(QByteArrayView utf8)
{
    const QDateTime stored = parseStored(utf8);
    return stored.isValid() ? stored : parse(QString::fromUtf8(utf8));
}

} // namespace Errata::StoredTime
