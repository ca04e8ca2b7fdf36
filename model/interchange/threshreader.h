// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/interchange/corpus.h"

#include <optional>

namespace Errata {

// thresh.tools JSON for Scarecrow data (../shared/data/README.md §2.2): an array of items with
// "source" (prompt), "target" (generation) and "edits". Each edit's first output_idx pair is the
// span, further pairs are antecedents (links); offsets are code points, converted here to UTF-16.
// Categories map to the Scarecrow keys, "<category>_type" severities minor/somewhat/a lot to 1/2/3,
// the explanation to the rationale. The converter kept one annotator (Scarecrow's fifth), so every
// item has one annotation, also when it has no edits (annotated, no problems found).
// The MQM-style thresh files (nested sub-categories, §7) are refused with a message for now.
class ThreshReader
{
    Q_DECLARE_TR_FUNCTIONS(ThreshReader)
public:
    static std::optional<Corpus> read(const QByteArray &bytes, const QString &fileName, ImportError *error);
    // UTF-16 index of a code-point offset; -1 when the offset lies beyond the text.
    static qsizetype utf16Offset(const QString &text, qsizetype codePoints);
};

} // namespace Errata
