// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace Errata::BlindOrder {

// How a blind project hides its corpus from an annotator (docs/study.md, "Blindness"): the items in
// an order shuffled with a seed of that person's own, so one system's outputs do not arrive together,
// each named by its place in that order (#01, #02, …) instead of its corpus id, which often names the
// system. The window and the person's work package use the same labels for the same items.

// The seed of a person's order, fixed for the person.
quint64 seedFor(qint64 personId);
// A permutation of 0 … count-1: position i of the shuffled order holds item permutation[i].
QList<qsizetype> permutation(qsizetype count, quint64 seed);
// "#" and rank + 1, zero-padded to the width of count, so that sorting by label keeps the order.
QString label(qsizetype rank, qsizetype count);

} // namespace Errata::BlindOrder
