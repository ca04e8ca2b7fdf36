// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QString>

namespace Errata::StoredTime {

// A time as the schema stores it ("2026-01-02T03:04:05.678Z", UTC, milliseconds), read the way
// QDateTime::fromString(text, Qt::ISODateWithMs) reads it. Nearly every stored time has exactly
// that form and is read digit by digit: a large export reads millions of them, and Qt's general
// parser was most of the time. Anything else goes through Qt's parser.
QDateTime parse(const QString &text);
QDateTime parse(QByteArrayView utf8); // the same, from the bytes a RowReader hands out
// at as the schema stores it, the text QDateTime::toString(Qt::ISODateWithMs) gives: a UTC time of the
// years 0–9999 is written digit by digit (a package's split writes half a million), others by Qt.
QString format(const QDateTime &at);
// The same 24 characters into out, for a UTC time of the years 0–9999 (errata-jsonl writes them as bytes);
// false, and nothing written, for any other time.
bool write(const QDateTime &at, char *out);

} // namespace Errata::StoredTime
