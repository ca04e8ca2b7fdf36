// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/corpustable.h"

#include <QtGlobal>

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

// A project with spans numbered up to this many or more is read on two connections at once (a
// TwinReader), in the same state; 50,000 unless a test or benchmark asks otherwise (0: always,
// a huge number: never). The table is the same either way.
void setTwoConnectionsFrom(qint64 spans);

} // namespace CorpusTableReader
} // namespace Errata
