// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QLatin1StringView>
#include <QString>

#include <array>
#include <utility>

namespace Errata {

// Enums are stored in the project file and in exports by stable lowercase keys, never by number,
// so reordering an enum cannot silently change what old files mean.
template <typename Enum>
using EnumKey = std::pair<Enum, QLatin1StringView>;

template <typename Enum, std::size_t N>
QString enumToKey(const std::array<EnumKey<Enum>, N> &table, Enum value)
{
    for (const auto &[candidate, name] : table) {
        if (candidate == value) {
            return QString(name);
        }
    }
    return {};
}

template <typename Enum, std::size_t N>
bool enumFromKey(const std::array<EnumKey<Enum>, N> &table, QStringView key, Enum *value)
{
    for (const auto &[candidate, name] : table) {
        if (key == name) {
            *value = candidate;
            return true;
        }
    }
    return false;
}

// The same, straight from a row's UTF-8 bytes: readers of a million rows decode keys without making a
// QString of each (the keys are ASCII, so the bytes are the Latin-1 key).
template <typename Enum, std::size_t N>
bool enumFromUtf8(const std::array<EnumKey<Enum>, N> &table, QByteArrayView key, Enum *value)
{
    for (const auto &[candidate, name] : table) {
        if (key == QByteArrayView(name.data(), name.size())) {
            *value = candidate;
            return true;
        }
    }
    return false;
}

} // namespace Errata
