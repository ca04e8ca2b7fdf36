// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clioutput.h"

#include "model/stats/displaynumber.h"

#include <algorithm>

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace Errata {

namespace {

// Controls, and the bidi embeddings, overrides and isolates that reorder the rest of a terminal line (the
// plain marks LRM and RLM stay: right-to-left names use them).
bool needsEscape(char16_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)
        || c == 0x2028 || c == 0x2029;
}

} // namespace

QString visibleText(const QString &text, bool keepLineBreaks)
{
    if (std::none_of(text.cbegin(), text.cend(), [](QChar c) { return needsEscape(c.unicode()); })) return text;
    QString out;
    out.reserve(text.size() + 8);
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (!needsEscape(u) || (keepLineBreaks && u == u'\n'))
            out += c;
        else if (u == u'\t')
            out += u"\\t"_s;
        else if (u == u'\n')
            out += u"\\n"_s;
        else if (u == u'\r')
            out += u"\\r"_s;
        else if (u < 0x100)
            out += u"\\x%1"_s.arg(uint(u), 2, 16, QChar(u'0'));
        else
            out += u"\\u%1"_s.arg(uint(u), 4, 16, QChar(u'0'));
    }
    return out;
}

void CliRecord::add(const QString &key, const QString &label, const QVariant &value)
{
    m_fields << Field{key, label, value};
}

void CliRecord::addList(const QString &key, const QString &label, const QStringList &values)
{
    m_fields << Field{key, label, QVariant(values)};
}

void CliRecord::print(QTextStream &out, OutputFormat format) const
{
    if (format == OutputFormat::Json) {
        QJsonObject object;
        for (const Field &field : m_fields) {
            object.insert(field.key, QJsonValue::fromVariant(field.value));
        }
        out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented));
        return;
    }
    qsizetype width = 0;
    for (const Field &field : m_fields) {
        width = std::max(width, field.label.size());
    }
    for (const Field &field : m_fields) {
        QStringList values = field.value.typeId() == QMetaType::QStringList ? field.value.toStringList()
                                                                            : QStringList{field.value.toString()};
        for (QString &v : values) v = visibleText(v);
        const QString value = values.join(format == OutputFormat::Tsv ? u"\t"_s : u", "_s);
        if (format == OutputFormat::Text && field.value.typeId() == QMetaType::QStringList && value.isEmpty()) {
            out << (field.label + u':').leftJustified(width + 2) << "none\n";
        } else if (format == OutputFormat::Tsv) {
            out << field.key << '\t' << value << '\n';
        } else {
            out << (field.label + u':').leftJustified(width + 2) << value << '\n';
        }
    }
}

QString CliTable::text(const QVariant &value, bool fullPrecision)
{
    if (!value.isValid()) {
        return QStringLiteral("undefined");
    }
    if (value.typeId() == QMetaType::Double) {
        return fullPrecision ? QString::number(value.toDouble(), 'g', 17) : displayNumber(value.toDouble(), 4);
    }
    return visibleText(value.toString());
}

void CliTable::setNames(const QString &columnKey, const QHash<QString, QString> &names)
{
    m_names.insert(columnKey, names);
}

// The rows as people read them: a key the table has a name for (setNames) gives way to the name.
QList<QVariantList> CliTable::namedRows() const
{
    QList<QVariantList> rows = m_rows;
    for (qsizetype c = 0; c < m_columns.size(); ++c) {
        const auto names = m_names.constFind(m_columns[c].key);
        if (names == m_names.cend()) continue;
        for (QVariantList &row : rows) {
            if (c < row.size() && names->contains(row[c].toString())) row[c] = names->value(row[c].toString());
        }
    }
    return rows;
}

void CliTable::print(QTextStream &out, OutputFormat format) const
{
    if (format == OutputFormat::Json) {
        QJsonArray rows;
        for (const QVariantList &row : m_rows) {
            QJsonObject object;
            for (qsizetype c = 0; c < m_columns.size(); ++c) {
                object.insert(m_columns[c].key,
                              row.value(c).isValid() ? QJsonValue::fromVariant(row.value(c)) : QJsonValue());
            }
            rows << object;
        }
        out << QString::fromUtf8(QJsonDocument(rows).toJson(QJsonDocument::Indented));
        return;
    }
    if (format == OutputFormat::Tsv) {
        QStringList header;
        for (const Column &column : m_columns) {
            header << column.key;
        }
        out << header.join(u'\t') << '\n';
        for (const QVariantList &row : m_rows) {
            QStringList cells;
            for (qsizetype c = 0; c < m_columns.size(); ++c) {
                cells << text(row.value(c), m_fullPrecision);
            }
            out << cells.join(u'\t') << '\n';
        }
        return;
    }
    const QList<QVariantList> rows = namedRows();
    QList<qsizetype> widths;
    for (qsizetype c = 0; c < m_columns.size(); ++c) {
        qsizetype width = m_columns[c].label.size();
        for (const QVariantList &row : rows) {
            width = std::max(width, text(row.value(c)).size());
        }
        widths << width;
    }
    // Numbers line up on the right, words on the left.
    QList<bool> numeric;
    for (qsizetype c = 0; c < m_columns.size(); ++c) {
        numeric << std::all_of(rows.cbegin(), rows.cend(), [c](const QVariantList &row) {
            const QVariant value = row.value(c);
            return !value.isValid() || value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Int
                || value.typeId() == QMetaType::LongLong;
        });
    }
    const auto line = [&](const QStringList &cells) {
        for (qsizetype c = 0; c < cells.size(); ++c) {
            out << (numeric[c] ? cells[c].rightJustified(widths[c]) : cells[c].leftJustified(widths[c]))
                << (c + 1 < cells.size() ? "  " : "\n");
        }
    };
    QStringList header;
    for (const Column &column : m_columns) {
        header << column.label;
    }
    line(header);
    for (const QVariantList &row : rows) {
        QStringList cells;
        for (qsizetype c = 0; c < m_columns.size(); ++c) {
            cells << text(row.value(c));
        }
        line(cells);
    }
}

} // namespace Errata
