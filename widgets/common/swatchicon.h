// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QIcon>

namespace Errata {

// A square of colour for lists of types and annotators, painted at whatever size and device pixel
// ratio it is asked for: a fixed-size pixmap is scaled up, and blurred, on 150 % and 200 % screens.
// outlined: a thin frame in the text colour, so light colours stand out on a light background.
QIcon swatchIcon(const QColor &colour, bool outlined = false);

} // namespace Errata
