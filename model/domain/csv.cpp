// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/csv.h"

using namespace Qt::StringLiterals;

namespace Errata {

namespace {

// A plain decimal number ("-3", "+1.5", "-.5", "2.5e-3"): what a spreadsheet reads as a value, not a formula.
bool isNumber(QStringView text)
{
    qsizetype i = 0, digits = 0;
    const auto skipDigits = [&] {
        qsizetype run = 0;
        for (; i < text.size() && text.at(i) >= u'0' && text.at(i) <= u'9'; ++i) ++run;
        return run;
    };
    if (i < text.size() && (text.at(i) == u'+' || text.at(i) == u'-')) ++i;
    digits += skipDigits();
    if (i < text.size() && text.at(i) == u'.') {
        ++i;
        digits += skipDigits();
    }
    if (digits == 0) return false;
    if (i < text.size() && (text.at(i) == u'e' || text.at(i) == u'E')) {
        ++i;
        if (i < text.size() && (text.at(i) == u'+' || text.at(i) == u'-')) ++i;
        if (skipDigits() == 0) return false;
    }
    return i == text.size();
}

// Whether a spreadsheet would take the cell for a formula, looking past the quotes defused() adds.
bool needsDefusing(QStringView text)
{
    qsizetype first = 0;
    while (first < text.size() && text.at(first) == u'\'') ++first;
    if (first == text.size() || !QStringView(u"=+-@\t\r").contains(text.at(first))) return false;
    return first > 0 || !isNumber(text);
}

} // namespace

QString Csv::defused(const QString &text)
{
    return needsDefusing(text) ? u'\'' + text : text;
}

QString Csv::undefused(const QString &text)
{
    return text.startsWith(u'\'') && needsDefusing(QStringView(text).mid(1)) ? text.mid(1) : text;
}

QString Csv::field(const QString &text)
{
    return exactField(defused(text));
}

QString Csv::exactField(const QString &text)
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
