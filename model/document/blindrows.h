// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/itemrowreader.h"

#include <QHash>
#include <QStringList>

namespace Errata {

// What an annotator of a blind project sees of the items (docs/study.md, "Blindness"): the metadata
// keys the project hides (HiddenMetadata) are gone, each item has an opaque id (#001, #002, … in that person's order, never the corpus id, which
// often names the system), and the order is shuffled with a seed of that person's own, so neighbours
// in the corpus (one system's outputs) do not arrive together. Reviewers and coordinators see everything.
namespace BlindRows {

// The rows in the person's shuffled order, with opaque ids and without hidden metadata; labels gets
// each item's opaque id, for views that name the item.
QList<ItemRow> apply(QList<ItemRow> rows, const QStringList &hidden, quint64 seed, QHash<qint64, QString> *labels);

} // namespace BlindRows
} // namespace Errata
