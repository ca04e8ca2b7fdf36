// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/csv.h"

using namespace Qt::StringLiterals;

namespace Errata {

QString Csv::field(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n') && !text.contains(u'\r')) {
        return text;
    }
    return u'"' + QString(text).replace(u"\""_s, u"\"\""_s) + u'"';
}

QString Csv::line(const QStringList &fields)
{
    QStringList quoted;
    quoted.reserve(fields.size());
    for (const QString &text : fields) {
        quoted << field(text);
    }
    return quoted.join(u',');
}

} // namespace Errata
