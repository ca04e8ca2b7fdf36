// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/agreement.h"
#include "model/stats/scorecounts.h"

#include <QHash>

#include <optional>
#include <utility>
#include <vector>

namespace Errata {

// What a system's spans (or one annotator's) are scored against (docs/statistics.md, "Scoring a
// system"): the union of the annotators' finished layers, the units at least K of them marked, the
// gold layer, or one person's layer.
struct ScoreReference
{
    enum Kind { Union, Majority, Gold, Person };
    Kind kind = Union;
    int atLeast = 1;     // Majority: K; Union is "at least 1"
    qint64 personId = 0; // Person
};

struct ScoreOptions
{
    AgreementUnit unit = AgreementUnit::Token;
    ScoreReference reference;
    int rounds = 1000; // bootstrap resamples of the items; 0: no intervals
    quint64 seed = 1;
};

using ScoreInterval = std::optional<std::pair<double, double>>;

// One line of a score table: a category, the micro average over the types, or their macro average.
struct ScoreRow
{
    static constexpr auto MicroKey = QLatin1StringView("(micro)");
    static constexpr auto MacroKey = QLatin1StringView("(macro)");

    QString key;
    QString label;
    ScoreCounts counts; // the macro row has none
    std::optional<double> precision, recall, f1;
    ScoreInterval precisionInterval, recallInterval, f1Interval; // bootstrap 95%, over items
};

// The scores of one scored layer (a system, or one annotator in the human baseline).
struct ScoreTable
{
    qint64 annotatorId = 0; // the human baseline: whose layer was scored; 0 for a system
    int items = 0;          // items scored: the scored layer and a reference both present
    QList<ScoreRow> rows;   // the selectors in order, then micro and macro
};

class PredictionScorer
{
public:
    PredictionScorer(QList<TypeSelector> selectors, ScoreOptions options);

    // A system's layers (item id -> spans) against the reference built from `items` and `gold`.
    // An item is scored when the system has a layer on it and the reference is defined there (at
    // least one finished layer; K for a majority; the gold layer; the person's layer).
    ScoreTable system(const QList<AgreementItem> &items, const QHash<qint64, QList<Span>> &gold,
                      const QHash<qint64, QList<Span>> &predicted) const;

    // Every annotator against the same reference built without their own layer (Scarecrow's
    // "Human": one annotator against the other nine), sorted by annotator id; then their mean.
    QList<ScoreTable> humanBaseline(const QList<AgreementItem> &items, const QHash<qint64, QList<Span>> &gold) const;
    static ScoreTable meanOf(const QList<ScoreTable> &tables);

private:
    struct Tally; // per scored item and category: the three counts
    bool appendReference(const AgreementItem &item, const QHash<qint64, QList<Span>> &gold,
                         std::optional<qint64> exclude, QList<AgreementLayer> &layers) const;
    void tallyItem(const AgreementItem &scored, Tally &tally) const;
    void markLayer(const AgreementLayer &layer, const QList<TextRange> &units, std::vector<quint64> &bits) const;
    ScoreTable finish(const Tally &tally) const;
    void addIntervals(const Tally &tally, ScoreTable &table) const;

    QList<TypeSelector> m_selectors;
    ScoreOptions m_options;
    size_t m_words = 1;                              // 64-bit words of category bits per unit
    QHash<QString, std::vector<quint64>> m_typeBits; // type key -> the bits of the categories it is in
};

} // namespace Errata
