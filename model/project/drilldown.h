// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/span.h"
#include "model/stats/corpustable.h"

#include <QList>
#include <QString>

#include <vector>

namespace Errata {

class Project;

// One span behind a number, with what a reader needs to judge it: where it is, who marked it,
// why, and the sentence around it.
struct DrillDownRow
{
    qint64 itemId = 0;
    QString externalId;
    QString annotator; // the person's name, or "(gold)"
    Span span;
    QString text;       // the generation (or the prompt, for a span on the prompt side)
    TextRange sentence; // the sentence (line) of text that holds the span
};

class DrillDown
{
public:
    // The spans at the given indexes of the table, in item order, at most `limit` of them.
    static QList<DrillDownRow> rows(Project &project, const CorpusTable &table, const std::vector<int> &spans,
                                    int limit = 500);
    // The sentence around a range: from the last sentence end (. ! ? 。 ！ ？ or a line break)
    // before it to the next one after it.
    static TextRange sentenceAround(const QString &text, const TextRange &range);
};

} // namespace Errata
