// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/itemrowreader.h"

#include <QHash>
#include <QStringList>

namespace Errata {

// What an annotator of a blind project sees of the items (docs/study.md, "Blindness"): the metadata
// keys the project hides (HiddenMetadata) are gone, and the items come in the person's BlindOrder, each
// named by its opaque label (#001, #002, …). Reviewers and coordinators see everything.
namespace BlindRows {

// The rows in the person's shuffled order, with opaque ids and without hidden metadata; labels gets
// each item's opaque id, for views that name the item.
QList<ItemRow> apply(QList<ItemRow> rows, const QStringList &hidden, quint64 seed, QHash<qint64, QString> *labels);
// A blind work package was shuffled and labelled at the split (WorkPackage::split), with the labels the
// person's window at home shows: its rows keep that order and those labels rather than being shuffled again.
QList<ItemRow> keepPackageOrder(QList<ItemRow> rows, QHash<qint64, QString> *labels);

} // namespace BlindRows
} // namespace Errata
