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

QString Csv::appendColumns(const QString &csv, const QStringList &names, const QStringList &values)
{
    const QString header = u',' + line(names), cells = u',' + line(values);
    QString out;
    out.reserve(csv.size() + csv.count(u'\n') * cells.size());
    bool quoted = false, first = true;
    for (qsizetype i = 0; i < csv.size(); ++i) {
        const QChar c = csv.at(i);
        if (c == u'"') quoted = !quoted; // a doubled quote flips twice
        const bool recordEnd = !quoted && (c == u'\n' || (c == u'\r' && i + 1 < csv.size() && csv.at(i + 1) == u'\n'));
        if (recordEnd) {
            out += first ? header : cells;
            first = false;
            if (c == u'\r') out += csv.at(i++); // \r\n stays one line end
        }
        out += csv.at(i);
    }
    if (!csv.isEmpty() && !csv.endsWith(u'\n')) out += first ? header : cells; // a last record without its end
    return out;
}

} // namespace Errata
