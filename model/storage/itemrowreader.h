// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/records.h"

#include <QList>

namespace Errata {

class Database;

// One row of the item list: the item and everyone's assignment on it.
struct ItemRow
{
    Item item;
    QList<Assignment> assignments;
};

namespace ItemRowReader {

// Every item in list order with its assignments, but only the first 200 characters of each
// generation and no prompt: what the item list shows.
QList<ItemRow> rows(const Database &database);

// Every item's id, external id, prompt and whole generation, and nothing else (no metadata): what an
// import that places spans on texts needs, read without a QVariant per value.
QList<Item> texts(const Database &database);

} // namespace ItemRowReader
} // namespace Errata
