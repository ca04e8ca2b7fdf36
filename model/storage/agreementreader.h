// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/agreement.h"

namespace Errata {

class Database;

namespace AgreementReader {

// Every item with the layers of annotators who finished it, holding only what agreement on spans
// reads: each item's generation and metadata, and per finished layer its spans' id, side, range
// and type (no notes, links or times). Read straight from SQLite in four queries.
QList<AgreementItem> finishedCoverage(const Database &database, QString *error = nullptr);

} // namespace AgreementReader
} // namespace Errata
