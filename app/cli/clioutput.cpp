// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clioutput.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace Errata {

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
        const QString value = field.value.typeId() == QMetaType::QStringList
                                  ? field.value.toStringList().join(format == OutputFormat::Tsv ? u"\t"_s : u", "_s)
                                  : field.value.toString();
        if (format == OutputFormat::Text && field.value.typeId() == QMetaType::QStringList && value.isEmpty()) {
            out << (field.label + u':').leftJustified(width + 2) << "none\n";
        } else if (format == OutputFormat::Tsv) {
            out << field.key << '\t' << value << '\n';
        } else {
            out << (field.label + u':').leftJustified(width + 2) << value << '\n';
        }
    }
}

} // namespace Errata
