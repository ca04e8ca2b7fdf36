// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/hiddenmetadata.h"
#include "model/storage/itemrowreader.h"

#include <QHash>

namespace Errata {

// What an annotator of a blind project sees of the items (docs/study.md, "Blindness"), as Visibility
// decides it: only their own items, the metadata keys the project hides gone (in any spelling), in
// the person's BlindOrder, each named by its opaque label (#01, #02, …).
namespace BlindRows {

// The person's own rows (those with an assignment of theirs) in their order, with opaque ids and
// without hidden metadata; labels gets each item's opaque id, for views that name the item.
QList<ItemRow> apply(QList<ItemRow> rows, const HiddenMetadata::Matcher &hidden, qint64 personId,
                     QHash<qint64, QString> *labels);
// A blind work package was shuffled and labelled at the split (WorkPackage::split), with the labels the
// person's window at home shows: its rows keep that order and those labels rather than being shuffled again.
QList<ItemRow> keepPackageOrder(QList<ItemRow> rows, QHash<qint64, QString> *labels);

} // namespace BlindRows
} // namespace Errata
