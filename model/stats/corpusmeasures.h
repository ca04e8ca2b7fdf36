// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/agreement.h"
#include "model/stats/corpustable.h"

#include <QCoreApplication>
#include <QSet>
#include <QStringList>

#include <optional>
#include <vector>

namespace Errata {

class Taxonomy;

// The corpus measures of product.md §6, per annotation (one layer of one item) and one type:
enum class CorpusMeasure {
    Coverage,         // Σ covered tokens of its spans / tokens of the generation (overlaps add up)
    Count,            // number of spans
    CoverageSeverity, // Σ covered tokens × severity weight / tokens of the generation
    Mqm,              // Σ MQM weight of its spans (taxonomy weights: Major 5, Minor 1, …); a penalty
    Rating,           // the annotation's 1–5 rating (one pseudo-type, "rating")
    EsaScore,         // the annotation's 0–100 ESA score (one pseudo-type, "esa")
};
// Rating and ESA score: one number per annotation, given to the whole item (no types, no spans).
inline bool isItemScore(CorpusMeasure measure)
{
    return measure == CorpusMeasure::Rating || measure == CorpusMeasure::EsaScore;
}
QString corpusMeasureKey(CorpusMeasure measure);
std::optional<CorpusMeasure> corpusMeasureFromKey(const QString &key);

enum class LayerChoice { Annotators, Gold, Chosen };
enum class CiMethod { Bootstrap, Normal };
// --normalise z: each rater's values as z-scores before any averaging (raternormalisation.h).
enum class Normalisation { None, ZPerRater };

struct MeasureOptions
{
    static constexpr auto AnnotatorKey = QLatin1StringView("annotator"); // group by who annotated

    CorpusMeasure measure = CorpusMeasure::Coverage;
    QStringList groupBy; // item metadata keys, or AnnotatorKey; empty: one group
    int level = 2;       // error types at level 1 (groups) or 2
    LayerChoice layers = LayerChoice::Annotators;
    QSet<qint64> annotators;       // LayerChoice::Chosen: these people's layers (systems by systemLayerId)
    bool dropMinorGrammar = false; // Scarecrow: leave out severity-1 Grammar and Usage spans
    QSet<QString> zeroWeightTypes; // MQM: types scored 0 (Marot's Source issue / Creative Reinterpretation)
    QString where;                 // items whose metadata match "key=value[,key!=value…]"; empty: every item
    // A type set: these types, or groups with all their types, count nowhere, not even in "any error"
    // (Scarecrow's Figure 4, "errors only", leaves out the Reader issues).
    QSet<QString> leftOut;
    CiMethod ci = CiMethod::Bootstrap;
    Normalisation normalise = Normalisation::None;
    int rounds = 1000;
    quint64 seed = 1;

    // Everything that changes the numbers (a view may skip recomputing when nothing of it changed).
    bool sameNumbersAs(const MeasureOptions &other) const
    {
        return measure == other.measure && groupBy == other.groupBy && level == other.level && layers == other.layers
            && annotators == other.annotators && dropMinorGrammar == other.dropMinorGrammar
            && zeroWeightTypes == other.zeroWeightTypes && ci == other.ci && rounds == other.rounds
            && seed == other.seed && where == other.where && leftOut == other.leftOut && normalise == other.normalise;
    }
};

// One group × type. The group's value is the mean over its items of the item's value, itself the
// mean over the item's annotations in the group (so every item weighs the same, however many
// raters it had: MQM's "per rating, then per segment, then per system").
struct MeasureCell
{
    int group = 0; // index into MeasureResult::groups
    int type = 0;  // index into MeasureResult::types
    double mean = 0.0;
    double sd = 0.0;  // sample standard deviation of the item values (0 when n < 2)
    double low = 0.0; // 95% confidence interval
    double high = 0.0;
    int items = 0;
    int annotations = 0;
    // One item has no spread: its SD and interval are undefined, not zero (an interval printed as
    // 0.31–0.31 reads as certainty).
    bool hasSpread() const { return items > 1; }
};

struct MeasureResult
{
    QList<QStringList> groups; // one value per groupBy key
    QList<TypeSelector> types; // ends with "any error" (or is just "rating")
    QList<MeasureCell> cells;  // group-major, every group × type
    const MeasureCell *cell(int group, int type) const;
};

// Item values behind the cells, for the bootstrap study and drill-down.
struct ItemValues
{
    QList<QStringList> groups;
    QList<TypeSelector> types;
    std::vector<int> annotationGroup;        // per annotation: its group, -1 when not counted
    std::vector<std::vector<double>> values; // per group × type (group-major): one value per item
    std::vector<int> annotations;            // per group: annotations counted
    std::vector<std::vector<int>> items;     // beside values: each value's item (index into the table)
};

class CorpusMeasures
{
    Q_DECLARE_TR_FUNCTIONS(CorpusMeasures)
public:
    // "Span coverage", "MQM score", … in the user's language (figure and axis titles).
    static QString measureName(CorpusMeasure measure);
    static MeasureResult compute(const CorpusTable &table, const Taxonomy &taxonomy, const MeasureOptions &options);
    static ItemValues itemValues(const CorpusTable &table, const Taxonomy &taxonomy, const MeasureOptions &options);
    // Spans (indexes into the table's span arrays) that count towards one group × type cell.
    static std::vector<int> spansBehind(const CorpusTable &table, const Taxonomy &taxonomy,
                                        const MeasureOptions &options, const QStringList &group,
                                        const QString &typeKey);
};

} // namespace Errata
