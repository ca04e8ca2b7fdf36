// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/records.h"

#include "model/domain/enumkeys.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {
constexpr std::array Formats{
    EnumKey<TextFormat>{TextFormat::Plain, "plain"_L1},
    EnumKey<TextFormat>{TextFormat::Markdown, "markdown"_L1},
    EnumKey<TextFormat>{TextFormat::Code, "code"_L1},
};
constexpr std::array LayerKinds{
    EnumKey<LayerKind>{LayerKind::Annotator, "annotator"_L1},
    EnumKey<LayerKind>{LayerKind::Gold, "gold"_L1},
    EnumKey<LayerKind>{LayerKind::Prediction, "prediction"_L1},
};
} // namespace

QString textFormatKey(TextFormat format)
{
    return enumToKey(Formats, format);
}
bool textFormatFromKey(QStringView key, TextFormat *format)
{
    return enumFromKey(Formats, key, format);
}
bool textFormatFromUtf8(QByteArrayView key, TextFormat *format)
{
    return enumFromUtf8(Formats, key, format);
}
QString layerKindKey(LayerKind kind)
{
    return enumToKey(LayerKinds, kind);
}
bool layerKindFromKey(QStringView key, LayerKind *kind)
{
    return enumFromKey(LayerKinds, key, kind);
}

} // namespace Errata
