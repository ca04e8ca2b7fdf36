// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/records.h"

#include <QHash>
#include <QList>
#include <QStringList>

#include <optional>

namespace Errata {

class Database;

// One row of the item list: the item and everyone's assignment on it.
struct ItemRow
{
    Item item;
    QList<Assignment> assignments;
};

namespace ItemRowReader {

// Every item in list order with its assignments and metadata, but neither prompt nor generation:
// what the item list filters and sorts by. The text it shows comes from previews(). Metadata keys in
// leaveOut, in any spelling (HiddenMetadata::folded), are not read (what a blind project hides from
// annotators). Items with the same metadata share one map: change a row's map and only that row's is copied.
QList<ItemRow> rows(const Database &database, const QStringList &leaveOut = {});

// How much of a generation the list is given (it shows 120 characters, simplified).
inline constexpr int PreviewLength = 200;
// The first PreviewLength characters of these items' generations, by item id: the rows a list shows.
// Nothing when they could not be read.
std::optional<QHash<qint64, QString>> previews(const Database &database, const QList<qint64> &itemIds);

// Every item's id, external id, prompt and whole generation, and nothing else (no metadata): what an
// import that places spans on texts needs, read without a QVariant per value.
QList<Item> texts(const Database &database);

} // namespace ItemRowReader
} // namespace Errata
