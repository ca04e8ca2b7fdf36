// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

class QTableWidget;
class QWidget;

namespace Errata::Tables {

// A read-only table of whole rows, one selected at a time, no row numbers, the last column stretched:
// the shape of the Study tab's lists (people, plan preview, training items, scores).
QTableWidget *readOnly(QWidget *parent, const QStringList &headers);
// Fills one row with plain texts, left to right.
void setRow(QTableWidget *table, int row, const QStringList &cells);

} // namespace Errata::Tables
