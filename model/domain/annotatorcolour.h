// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QList>

namespace Errata {

// The colour that stands for one annotator (layer view tracks, "colour by annotator"). A palette of
// its own, apart from the types' colours, so a colour never means a type in one mode and a person in
// the other. Chosen greedily for distance in CIELAB under normal vision and simulated deuteranopia
// and protanopia (Machado et al. 2009): any two of the twelve differ by ΔE ≥ 20 in all three, and each
// is ΔE ≥ 10 from every colour of the built-in taxonomies (annotatorpalette_test checks both). A
// thirteenth annotator starts the palette again; the track's label still tells them apart.
const QList<QColor> &annotatorPalette();
QColor annotatorColour(int index);

} // namespace Errata
