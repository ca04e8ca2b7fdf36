// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/interchange/corpus.h"

#include <optional>

namespace Errata {

// Scarecrow's original grouped_data.csv (../shared/data/README.md §2.1, docs/formats.md): one row
// per paragraph; `responses` is a Python literal with one list of errors per annotator, each
// [error_type, explanation, severity, start, end, antecedent] with UTF-16 offsets into the
// generation. Item ids are "scarecrow:<gid>", as ThreshReader's, so both land on the same item.
// Annotators are positions only: "annotator N · <file>", kept also when their list is empty.
class ScarecrowCsvReader
{
    Q_DECLARE_TR_FUNCTIONS(ScarecrowCsvReader)
public:
    static QStringList columns(); // the header, in the original order
    static std::optional<Corpus> read(const QByteArray &bytes, const QString &fileName, ImportError *error);
    // The ten Scarecrow error types, as the built-in "scarecrow" taxonomy spells them.
    static const QStringList &typeKeys();
    // The annotation tool's escapes in explanations: _SEP_ → ",", _QUOTE_ → '"', _LEFT_ → "<",
    // _RIGHT_ → ">", _NEWLINE_ → line break.
    static QString unescapeExplanation(QString explanation);
};

} // namespace Errata
