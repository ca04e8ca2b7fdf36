// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Version 7 of the schema (issue #18, machine layers).
#include "model/storage/schemaversions.h"

using namespace Qt::StringLiterals;

namespace Errata::Schema {

// A system's confidence in each predicted span (xCOMET and LLM judges give one): annotators step
// through suggestions by it and the review queue sorts by it. People's spans leave it empty.
QStringList version7()
{
    return {uR"(ALTER TABLE span ADD COLUMN confidence REAL
                CHECK (confidence IS NULL OR (confidence >= 0 AND confidence <= 1)))"_s};
}

} // namespace Errata::Schema
