// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/corpustable.h"

namespace Errata {

class Database;

// Reads a CorpusTable from a project's database.
namespace CorpusTableReader {

// Which layers become annotations: annotator layers of finished assignments (submitted, in
// review or accepted: the same rule as agreement) and gold layers.
// `progress` (optional) is called now and then with 0–100; returning false cancels the load
// (false, table emptied). It runs on the loading thread.
bool load(Database &database, CorpusTable *table, QString *error, AgreementUnit unit = AgreementUnit::Token,
          const CorpusTable::Progress &progress = {});

} // namespace CorpusTableReader
} // namespace Errata
