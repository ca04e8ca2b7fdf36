// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/predictionscore.h"

#include "model/stats/bootstrap.h"

#include <QMap>

#include <array>

namespace Errata {
namespace {

std::optional<double> ratio(qint64 numerator, qint64 denominator)
{
    return denominator > 0 ? std::optional<double>(double(numerator) / double(denominator)) : std::nullopt;
}

// Counts are kept per scored item so the bootstrap can resample items; most items have errors of
// a few categories only, so only the categories with a count are kept (a million-span corpus
// resampled a thousand times adds a few entries per draw instead of every category).
struct Entry
{
    int selector = 0;
    ScoreCounts counts;
};

std::optional<double> meanOfDefined(const std::vector<std::optional<double>> &values)
{
    double sum = 0;
    int n = 0;
    for (const auto &value : values) {
        if (value) {
            sum += *value;
            ++n;
        }
    }
    return n > 0 ? std::optional<double>(sum / n) : std::nullopt;
}

// The three numbers of every row, from the counts of every category.
struct RowValues
{
    std::optional<double> precision, recall, f1;
};

std::vector<RowValues> rowValues(const std::vector<ScoreCounts> &perSelector, const QList<TypeSelector> &selectors)
{
    std::vector<RowValues> rows;
    ScoreCounts micro;
    std::vector<std::optional<double>> precisions, recalls, f1s;
    for (size_t s = 0; s < perSelector.size(); ++s) {
        const ScoreCounts &c = perSelector[s];
        rows.push_back({c.precision(), c.recall(), c.f1()});
        if (selectors[qsizetype(s)].key == TypeSelectors::AnyKey) {
            continue; // "any error" is a category of its own, not one of the types averaged
        }
        micro.truePositives += c.truePositives;
        micro.falsePositives += c.falsePositives;
        micro.falseNegatives += c.falseNegatives;
        precisions.push_back(c.precision());
        recalls.push_back(c.recall());
        f1s.push_back(c.f1());
    }
    rows.push_back({micro.precision(), micro.recall(), micro.f1()});
    rows.push_back({meanOfDefined(precisions), meanOfDefined(recalls), meanOfDefined(f1s)});
    return rows;
}

ScoreInterval interval(std::vector<double> &samples)
{
    if (samples.empty()) {
        return std::nullopt;
    }
    return std::pair{quantile(samples, 0.025), quantile(samples, 0.975)};
}

} // namespace

std::optional<double> ScoreCounts::precision() const
{
    return ratio(truePositives, truePositives + falsePositives);
}

std::optional<double> ScoreCounts::recall() const
{
    return ratio(truePositives, truePositives + falseNegatives);
}

std::optional<double> ScoreCounts::f1() const
{
    return ratio(2 * truePositives, 2 * truePositives + falsePositives + falseNegatives);
}

struct PredictionScorer::Tally
{
    std::vector<Entry> entries;
    std::vector<size_t> itemStart; // per scored item: its first entry
    int items() const { return int(itemStart.size()); }
    size_t end(int item) const
    {
        return size_t(item) + 1 < itemStart.size() ? itemStart[size_t(item) + 1] : entries.size();
    }
};

PredictionScorer::PredictionScorer(QList<TypeSelector> selectors, ScoreOptions options)
    : m_selectors(std::move(selectors))
    , m_options(options)
{
}

ScoreTable PredictionScorer::system(const QList<AgreementItem> &items, const QHash<qint64, QList<Span>> &gold,
                                    const QHash<qint64, QList<Span>> &predicted) const
{
    Tally tally;
    for (const AgreementItem &item : items) {
        const auto spans = predicted.constFind(item.itemId);
        if (spans == predicted.cend()) {
            continue;
        }
        AgreementItem scored{item.itemId, item.text, {}, {AgreementLayer{0, *spans, true}}};
        if (appendReference(item, gold, std::nullopt, scored.layers)) {
            tallyItem(scored, tally);
        }
    }
    return finish(tally);
}

QList<ScoreTable> PredictionScorer::humanBaseline(const QList<AgreementItem> &items,
                                                  const QHash<qint64, QList<Span>> &gold) const
{
    QMap<qint64, Tally> tallies; // sorted by annotator id
    for (const AgreementItem &item : items) {
        for (const AgreementLayer &layer : item.layers) {
            AgreementItem scored{item.itemId, item.text, {}, {layer}};
            if (appendReference(item, gold, layer.annotatorId, scored.layers)) {
                tallyItem(scored, tallies[layer.annotatorId]);
            }
        }
    }
    QList<ScoreTable> tables;
    for (auto it = tallies.cbegin(); it != tallies.cend(); ++it) {
        tables << finish(it.value());
        tables.last().annotatorId = it.key();
    }
    return tables;
}

// The reference's layers for one item, appended after the scored one; false when the reference is
// not defined on the item. `exclude`: the annotator being scored, never their own reference.
bool PredictionScorer::appendReference(const AgreementItem &item, const QHash<qint64, QList<Span>> &gold,
                                       std::optional<qint64> exclude, QList<AgreementLayer> &layers) const
{
    const ScoreReference &reference = m_options.reference;
    if (reference.kind == ScoreReference::Gold) {
        const auto spans = gold.constFind(item.itemId);
        if (spans == gold.cend()) {
            return false;
        }
        layers << AgreementLayer{GoldLayerId, *spans, true};
        return true;
    }
    int added = 0;
    for (const AgreementLayer &layer : item.layers) {
        const bool wanted = reference.kind == ScoreReference::Person ? layer.annotatorId == reference.personId : true;
        if (wanted && layer.annotatorId != exclude) {
            layers << layer;
            ++added;
        }
    }
    return added >= (reference.kind == ScoreReference::Majority ? reference.atLeast : 1);
}

// layers[0] is scored against the others: the reference holds a unit when at least K of them mark
// it (K = 1 for a union, gold or a person).
void PredictionScorer::tallyItem(const AgreementItem &scored, Tally &tally) const
{
    const AgreementCalculator calculator(m_options.unit);
    const QList<TextRange> units = unitsOf(scored.text, m_options.unit);
    const int threshold = m_options.reference.kind == ScoreReference::Majority ? m_options.reference.atLeast : 1;
    tally.itemStart.push_back(tally.entries.size());
    for (qsizetype s = 0; s < m_selectors.size(); ++s) {
        const QList<QList<char>> covered = calculator.coverage(scored, units, m_selectors[s]);
        ScoreCounts counts;
        for (qsizetype u = 0; u < units.size(); ++u) {
            int marks = 0;
            for (qsizetype l = 1; l < covered.size(); ++l) {
                marks += covered[l][u];
            }
            const bool inReference = marks >= threshold, marked = covered[0][u] != 0;
            counts.truePositives += inReference && marked;
            counts.falsePositives += !inReference && marked;
            counts.falseNegatives += inReference && !marked;
        }
        if (counts.truePositives + counts.falsePositives + counts.falseNegatives > 0) {
            tally.entries.push_back({int(s), counts});
        }
    }
}

ScoreTable PredictionScorer::finish(const Tally &tally) const
{
    std::vector<ScoreCounts> sums(size_t(m_selectors.size()));
    for (const Entry &entry : tally.entries) {
        sums[size_t(entry.selector)] += entry.counts;
    }
    ScoreTable table;
    table.items = tally.items();
    const std::vector<RowValues> values = rowValues(sums, m_selectors);
    ScoreCounts micro;
    for (size_t r = 0; r < values.size(); ++r) {
        ScoreRow row;
        if (r < sums.size()) {
            row.key = m_selectors[qsizetype(r)].key;
            row.label = m_selectors[qsizetype(r)].label;
            row.counts = sums[r];
            if (row.key != TypeSelectors::AnyKey) {
                micro += sums[r];
            }
        } else {
            row.key = r == sums.size() ? ScoreRow::MicroKey : ScoreRow::MacroKey;
            row.label = row.key;
            row.counts = r == sums.size() ? micro : ScoreCounts{};
        }
        row.precision = values[r].precision;
        row.recall = values[r].recall;
        row.f1 = values[r].f1;
        table.rows << row;
    }
    if (m_options.rounds > 0 && tally.items() > 0) {
        addIntervals(tally, table);
    }
    return table;
}

// Percentile bootstrap over items: each round draws as many items as were scored, with
// replacement, and recomputes every row from the drawn items' counts. A value undefined in a round
// (nothing marked) is left out of that row's samples.
void PredictionScorer::addIntervals(const Tally &tally, ScoreTable &table) const
{
    const size_t rows = size_t(table.rows.size());
    std::vector<std::array<std::vector<double>, 3>> samples(rows);
    SeededRandom random(m_options.seed);
    std::vector<ScoreCounts> drawn(size_t(m_selectors.size()));
    for (int round = 0; round < m_options.rounds; ++round) {
        std::fill(drawn.begin(), drawn.end(), ScoreCounts{});
        for (int i = 0; i < tally.items(); ++i) {
            const int item = int(random.below(tally.items()));
            for (size_t e = tally.itemStart[size_t(item)]; e < tally.end(item); ++e) {
                drawn[size_t(tally.entries[e].selector)] += tally.entries[e].counts;
            }
        }
        const std::vector<RowValues> values = rowValues(drawn, m_selectors);
        for (size_t r = 0; r < rows; ++r) {
            for (const auto &[metric, value] :
                 {std::pair{0, values[r].precision}, std::pair{1, values[r].recall}, std::pair{2, values[r].f1}}) {
                if (value) {
                    samples[r][size_t(metric)].push_back(*value);
                }
            }
        }
    }
    for (size_t r = 0; r < rows; ++r) {
        ScoreRow &row = table.rows[qsizetype(r)];
        row.precisionInterval = interval(samples[r][0]);
        row.recallInterval = interval(samples[r][1]);
        row.f1Interval = interval(samples[r][2]);
    }
}

ScoreTable PredictionScorer::meanOf(const QList<ScoreTable> &tables)
{
    ScoreTable mean;
    if (tables.isEmpty()) {
        return mean;
    }
    for (qsizetype r = 0; r < tables.first().rows.size(); ++r) {
        ScoreRow row = tables.first().rows[r];
        row.counts = {};
        row.precisionInterval = row.recallInterval = row.f1Interval = std::nullopt;
        std::vector<std::optional<double>> precisions, recalls, f1s;
        for (const ScoreTable &table : tables) {
            row.counts += table.rows[r].counts;
            precisions.push_back(table.rows[r].precision);
            recalls.push_back(table.rows[r].recall);
            f1s.push_back(table.rows[r].f1);
        }
        row.precision = meanOfDefined(precisions);
        row.recall = meanOfDefined(recalls);
        row.f1 = meanOfDefined(f1s);
        mean.rows << row;
    }
    for (const ScoreTable &table : tables) {
        mean.items += table.items;
    }
    return mean;
}

} // namespace Errata
