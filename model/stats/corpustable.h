// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/tokenizer.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace Errata {

// Everything the corpus measures need, read from a project in a few bulk queries into flat
// arrays (one entry per item, annotation or span), so that any grouping and measure is a pass
// over arrays rather than a query per item. Built once per project; the views and the CLI
// recompute from it as often as they like.
class CorpusTable
{
    Q_DECLARE_TR_FUNCTIONS(CorpusTable)
public:
    // Filled by CorpusTableReader (storage) in a few bulk queries; see there for which layers count.
    using Progress = std::function<bool(int percent)>;

    // Items, in project order.
    std::vector<qint64> itemIds;
    QStringList itemExternalIds;
    std::vector<int> itemUnits;             // tokens (or characters) of the generation
    QStringList metaKeys;                   // every item metadata key, sorted
    QList<QStringList> metaValues;          // per key: its distinct values
    std::vector<std::vector<int>> itemMeta; // per key, per item: index into metaValues[key], -1 when absent

    // Annotations: one layer of one item.
    std::vector<int> annotationItem; // index into the item arrays
    std::vector<qint64> annotationLayer;
    std::vector<qint64> annotationPerson; // 0 for the gold layer; systemLayerId(name) for a system's
    std::vector<char> annotationGold;
    std::vector<double> annotationRating; // the judgement "rating" (1–5), NaN when not given
    std::vector<double> annotationEsa;    // the judgement "esa_score" (0–100), NaN when not given

    // Spans of those annotations.
    std::vector<int> spanAnnotation; // index into the annotation arrays
    std::vector<int> spanType;       // index into typeKeys
    std::vector<int> spanSeverity;   // index into severityKeys, -1 when none
    std::vector<int> spanUnits;      // units of the generation the span covers; 0 on the prompt side
    std::vector<char> spanOnPrompt;
    std::vector<qint64> spanIds;

    QStringList typeKeys;
    QStringList severityKeys;
    QHash<qint64, QString> personNames; // and systems' names, "gemba (system)"
    // The names the viewer knows people by (Visibility::names(): A1, A2, … in an anonymous project)
    // over those read from the file; systems keep theirs.
    void showNames(const QHash<qint64, QString> &names)
    {
        for (auto it = personNames.begin(); it != personNames.end(); ++it) it.value() = names.value(it.key(), *it);
    }

    int metaKeyIndex(const QString &key) const { return int(metaKeys.indexOf(key)); }
    qsizetype items() const { return qsizetype(itemIds.size()); }
    qsizetype annotations() const { return qsizetype(annotationItem.size()); }
    qsizetype spans() const { return qsizetype(spanIds.size()); }
};

} // namespace Errata
