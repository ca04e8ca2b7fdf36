// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QTextStream>
#include <QVariant>

#include <optional>

namespace Errata {

enum class OutputFormat { Text, Tsv, Json };

// A table cell of a number that may be undefined: an invalid QVariant then ("undefined", null in JSON).
inline QVariant optionalCell(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}

// Text from a project (names, ids, metadata, reasons) as a terminal or a TSV reader should get it: tab,
// line breaks, the other C0 and C1 controls and DEL (so ESC's colour and cursor codes), and the bidi
// overrides and line separators that reorder or break what a terminal shows, each as a visible escape
// (\t, \n, \r, \x1b, \u202e). A name cannot break a TSV row or repaint the terminal; JSON output
// needs none of this (JSON escapes them) and keeps the text exact. `keepLineBreaks` leaves \n for
// messages, whose own lines are line breaks.
QString visibleText(const QString &text, bool keepLineBreaks = false);

// A flat record of named values, printed for people (aligned "Label: value"), for shell scripts
// (tab-separated key and value per line) or for programs (one JSON object).
class CliRecord
{
public:
    void add(const QString &key, const QString &label, const QVariant &value);
    void addList(const QString &key, const QString &label, const QStringList &values);
    void print(QTextStream &out, OutputFormat format) const;

private:
    struct Field
    {
        QString key;
        QString label;
        QVariant value;
    };
    QList<Field> m_fields;
};

// Rows under named columns: aligned text for people, TSV with a header line, or a JSON array of
// objects. An invalid QVariant is "undefined" in text and TSV and null in JSON (never NaN or 0).
class CliTable
{
public:
    struct Column
    {
        QString key;
        QString label;
    };
    explicit CliTable(QList<Column> columns)
        : m_columns(std::move(columns))
    {
    }
    void addRow(const QVariantList &values) { m_rows << values; }
    // TSV with every digit of a double (17 significant), for tables other programs compute on.
    void setFullPrecision(bool full) { m_fullPrecision = full; }
    // Text for people shows `names` in place of the keys in that column (a taxonomy's type names for
    // its keys); TSV and JSON keep the keys, which stay the same in every language and release.
    void setNames(const QString &columnKey, const QHash<QString, QString> &names);
    void print(QTextStream &out, OutputFormat format) const;

private:
    static QString text(const QVariant &value, bool fullPrecision = false);
    QList<QVariantList> namedRows() const;
    QHash<QString, QHash<QString, QString>> m_names;
    QList<Column> m_columns;
    bool m_fullPrecision = false;
    QList<QVariantList> m_rows;
};

} // namespace Errata
