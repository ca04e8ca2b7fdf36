// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/domain/annotatorcolour.h"

namespace Errata {

const QList<QColor> &annotatorPalette()
{
    // Most of the type colours are Paul Tol's muted and light schemes, which fill the warm and green
    // hues; what is left far from them is mostly blue, violet, brown and saturated green, so the
    // palette lives there, in the order the greedy choice picked (the first few are the most distinct).
    static const QList<QColor> palette{QColor(0x00, 0x00, 0xFF), QColor(0x4B, 0xD2, 0x4B), QColor(0x5A, 0x0F, 0x4B),
                                       QColor(0x00, 0xB4, 0xFF), QColor(0x69, 0x1E, 0x00), QColor(0x00, 0xC3, 0x96),
                                       QColor(0x3C, 0x2D, 0xA5), QColor(0x2D, 0xB4, 0xC3), QColor(0x87, 0x3C, 0x4B),
                                       QColor(0x4B, 0x78, 0xFF), QColor(0x00, 0x96, 0x3C), QColor(0x4B, 0x3C, 0x87)};
    return palette;
}

QColor annotatorColour(int index)
{
    const QList<QColor> &palette = annotatorPalette();
    return palette.at(std::abs(index) % palette.size());
}

} // namespace Errata
