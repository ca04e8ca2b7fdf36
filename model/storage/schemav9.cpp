// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Version 9 of the schema (issue #19, OpenMEVA: does a metric agree with people?).
#include "model/storage/schemaversions.h"

using namespace Qt::StringLiterals;

namespace Errata::Schema {

// An automatic metric's score of an item (BLEU, BERTScore, an LLM judge's 1–10), to correlate with
// what people said. One value per item and metric; the metric is named as its file names it.
QStringList version9()
{
    return {uR"(CREATE TABLE metric_score (
                item_id INTEGER NOT NULL REFERENCES item(id) ON DELETE CASCADE,
                metric TEXT NOT NULL CHECK (length(trim(metric)) > 0),
                score REAL NOT NULL,
                PRIMARY KEY (item_id, metric)))"_s};
}

} // namespace Errata::Schema
