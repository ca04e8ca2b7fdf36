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
    if (setting->trimmed() == "none"_L1) return {};
    QStringList out;
    for (const QString &key : setting->split(u',', Qt::SkipEmptyParts)) out << key.trimmed();
    return out;
}

} // namespace Errata::HiddenMetadata
