// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Errata::BlindOrder {

// How a blind project hides its corpus from an annotator (docs/study.md, "Blindness"): their own
// items in an order of that person's own, so one system's outputs do not arrive together, each named
// by its place in that order (#01, #02, …) instead of its corpus id, which often names the system.
// Only the person's own items are numbered: a number never tells of work that is someone else's.
// The window and the person's work package use the same labels for the same items.

// The seed of a person's order, fixed for the person.
quint64 seedFor(qint64 personId);
// The person's order of their items, given by corpus id: position i holds the index into externalIds
// of the i-th item. Each item's place comes from a keyed hash of its corpus id, so the order is the
// same wherever it is made (window, package, any machine) and an item assigned later slots in
// without reordering the others.
QList<qsizetype> order(const QStringList &externalIds, quint64 seed);
// "#" and rank + 1, zero-padded to the width of count (at least two digits: #01), so that sorting by
// label keeps the order.
QString label(qsizetype rank, qsizetype count);

} // namespace Errata::BlindOrder
