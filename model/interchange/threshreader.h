// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/interchange/corpus.h"

#include <optional>

class QJsonArray;
class QJsonObject;

namespace Errata {

class JsonLocator;

// thresh.tools JSON: an array of items with "source" (prompt), "target" (generation) and "edits";
// output_idx offsets are code points, converted here to UTF-16. Two styles, told apart per file by
// the first item's metadata:
// - Scarecrow (../shared/data/README.md §2.2, metadata "gid"): one item per paragraph and one
//   annotator (Scarecrow's fifth), also when it has no edits. An edit's first output_idx pair is
//   the span, further pairs are antecedent links; minor/somewhat/a lot become severity 1/2/3.
// - MQM (§7, metadata "rater" and "system"): one item per rater and translation. Grouped here by
//   (system, seg_id) into one item with one annotation per rater; nested sub-categories map to the
//   built-in MQM taxonomy. Raters' target texts may differ slightly; their spans are carried onto
//   the majority text by TextVariantMap, with a warning per such rater (threshmqm.cpp).
class ThreshReader
{
    Q_DECLARE_TR_FUNCTIONS(ThreshReader)
public:
    static std::optional<Corpus> read(const QByteArray &bytes, const QString &fileName, ImportError *error);
    // UTF-16 index of a code-point offset; -1 when the offset lies beyond the text.
    static qsizetype utf16Offset(const QString &text, qsizetype codePoints);

private:
    struct Problem
    {
        QString reason;
        QString path; // JSON path of the offending value, for its line
    };

    static std::optional<Corpus> readScarecrow(const QJsonArray &items, const QString &fileName,
                                               const JsonLocator &locator, ImportError *error);
    static std::optional<Span> readScarecrowEdit(const QJsonObject &edit, const QString &text, const QString &path,
                                                 Problem *problem);
    // threshmqm.cpp
    static std::optional<Corpus> readMqm(const QJsonArray &items, const QString &fileName, const JsonLocator &locator,
                                         ImportError *error);
    static std::optional<Span> readMqmEdit(const QJsonObject &edit, const QString &text, const QString &path,
                                           Problem *problem);
    // An edit's output_idx pairs as UTF-16 ranges on the generation; at least one, all inside text.
    static std::optional<QList<TextRange>> outputRanges(const QJsonObject &edit, const QString &text,
                                                        const QString &path, Problem *problem);
};

} // namespace Errata
