// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/hiddenmetadata.h"

using namespace Qt::StringLiterals;

namespace Errata::HiddenMetadata {

QStringList defaultKeys()
{
    return {
        u"model"_s,    u"system"_s,    u"source"_s, u"top_p"_s, u"temperature"_s, u"top_k"_s, u"frequency_penalty"_s,
        u"decoding"_s, u"condition"_s, u"dataset"_s};
}

QStringList keys(const std::optional<QString> &setting)
{
    if (!setting) return defaultKeys();
    if (folded(*setting) == "none"_L1) return {};
    QStringList out;
    for (const QString &key : setting->split(u',', Qt::SkipEmptyParts)) {
        if (!folded(key).isEmpty()) out << key.trimmed();
    }
    return out;
}

QString folded(QStringView key)
{
    QString out;
    out.reserve(key.size());
    for (const QChar c : key) {
        if (!c.isSpace() && c != u'_' && c != u'-') out += c.toLower();
    }
    return out;
}

Matcher::Matcher(const QStringList &keys)
{
    for (const QString &key : keys) m_folded.insert(folded(key));
}

bool Matcher::hides(QStringView key) const
{
    return !m_folded.isEmpty() && m_folded.contains(folded(key));
}

} // namespace Errata::HiddenMetadata
