// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QTextStream>
#include <QVariant>

namespace Errata {

enum class OutputFormat { Text, Tsv, Json };

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

} // namespace Errata
