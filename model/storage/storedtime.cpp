// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/storedtime.h"

#include <QTimeZone>

namespace Errata::StoredTime {
namespace {

// The decimal number in text[from, from + count), or -1 when a character is not an ASCII digit.
int digits(const QString &text, int from, int count)
{
    int value = 0;
    for (int i = from; i < from + count; ++i) {
        const char16_t c = text.at(i).unicode();
        if (c < u'0' || c > u'9') return -1;
        value = value * 10 + (c - u'0');
    }
    return value;
}

bool hasStoredShape(const QString &text)
{
    return text.size() == 24 && text.at(4) == u'-' && text.at(7) == u'-' && text.at(10) == u'T' && text.at(13) == u':'
        && text.at(16) == u':' && text.at(19) == u'.' && text.at(23) == u'Z';
}

} // namespace

QDateTime parse(const QString &text)
{
    if (hasStoredShape(text)) {
        const QDate date(digits(text, 0, 4), digits(text, 5, 2), digits(text, 8, 2));
        const QTime time(digits(text, 11, 2), digits(text, 14, 2), digits(text, 17, 2), digits(text, 20, 3));
        if (date.isValid() && time.isValid()) {
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0) // Qt 6.8 (Debian 13) deprecates the Qt::TimeSpec form
            return QDateTime(date, time, QTimeZone::UTC);
#else
            return QDateTime(date, time, Qt::UTC); // Qt 6.4's QTimeZone::utc() would give a TimeZone spec
#endif
        }
    }
    return QDateTime::fromString(text, Qt::ISODateWithMs);
}

} // namespace Errata::StoredTime
