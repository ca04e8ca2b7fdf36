// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/preferences/preferences.h"

#include <QPalette>

namespace Errata::Appearance {

// The palette of a theme: the platform's for System, otherwise a fixed light or dark one whose
// text and background contrast is at least 7:1 (WCAG AAA).
QPalette palette(Theme theme);
// Applies theme and text size to the whole application; the platform's own values are kept the
// first time, so choosing System again brings them back.
void apply(Theme theme, int textPointSize);

} // namespace Errata::Appearance
