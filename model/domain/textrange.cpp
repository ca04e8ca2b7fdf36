// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/textrange.h"

#include "model/domain/enumkeys.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {
constexpr std::array TextSides{
    EnumKey<TextSide>{TextSide::Generation, "generation"_L1},
    EnumKey<TextSide>{TextSide::Prompt, "prompt"_L1},
};
} // namespace

QString textSideKey(TextSide side)
{
    return enumToKey(TextSides, side);
}

bool textSideFromKey(const QString &key, TextSide *side)
{
    return enumFromKey(TextSides, key, side);
}

} // namespace Errata
