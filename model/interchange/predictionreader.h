// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/interchange/corpus.h"

#include <optional>

namespace Errata {

// One predicted span as a file gives it, before it meets the project: offsets in Unicode code
// points (what our exports write and Python slices with) unless the file carried the text itself
// (MQM's <v> marks), then in UTF-16 units of `PredictedItem::text`.
struct PredictedSpan
{
    Span span;
    int line = 0;       // where the file gives it, for messages
    QString quotedText; // spans-csv's `text` column: the slice the offsets must give ("" when absent)
};

struct PredictedItem
{
    QString externalId;
    int line = 0;
    bool utf16 = false; // offsets in UTF-16 units of `text` (MQM), else code points of the project's text
    QString text;       // MQM: the generation the file marked, which must be the project's
    QList<PredictedSpan> spans;
};

// A system's predicted spans, keyed by item id (docs/formats.md, "Predictions"): errata's own
// `jsonl` (one item a line), our `spans-csv` export, or an MQM TSV. Items appear once each; an item
// listed with no spans is a prediction of "no error" there. `rater` picks one rater's (annotator's)
// rows of a file that holds several; without it such a file is refused, naming them.
class PredictionReader
{
    Q_DECLARE_TR_FUNCTIONS(PredictionReader)
public:
    static QStringList formats();
    static std::optional<QList<PredictedItem>> read(const QString &format, const QByteArray &bytes,
                                                    const QString &fileName, const QString &rater, ImportError *error);

private:
    static std::optional<QList<PredictedItem>> readJsonl(const QByteArray &bytes, const QString &fileName,
                                                         ImportError *error);
    static std::optional<QList<PredictedItem>> readSpansCsv(const QByteArray &bytes, const QString &fileName,
                                                            const QString &rater, ImportError *error);
    static std::optional<QList<PredictedItem>> readMqm(const QByteArray &bytes, const QString &fileName,
                                                       const QString &rater, ImportError *error);
};

} // namespace Errata
