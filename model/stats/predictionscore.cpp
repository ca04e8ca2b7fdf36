// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/predictionscore.h"

#include "model/stats/bootstrap.h"

#include <QMap>

#include <array>
#include <bit>

namespace Errata {
namespace {

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

using Samples = std::vector<std::array<std::vector<double>, 3>>; // per row: precision, recall, F1

void addSamples(const std::vector<RowValues> &values, Samples &samples)
{
    for (size_t r = 0; r < samples.size(); ++r) {
        if (values[r].precision) samples[r][0].push_back(*values[r].precision);
        if (values[r].recall) samples[r][1].push_back(*values[r].recall);
        if (values[r].f1) samples[r][2].push_back(*values[r].f1);
    }
}

// Calls f with the index of every set bit (word * 64 + bit).
template <typename F>
void forEachBit(const std::vector<quint64> &words, F f)
{
    for (size_t w = 0; w < words.size(); ++w) {
        for (quint64 b = words[w]; b; b &= b - 1) f(w * 64 + size_t(std::countr_zero(b)));
    }
}

ScoreInterval interval(std::vector<double> &samples)
{
    if (samples.empty()) {
        return std::nullopt;
    }
    return std::pair{quantile(samples, 0.025), quantile(samples, 0.975)};
}

} // namespace

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
    , m_words(size_t(std::max<qsizetype>(1, (m_selectors.size() + 63) / 64)))
{
    for (qsizetype s = 0; s < m_selectors.size(); ++s) {
        for (const QString &type : m_selectors[s].typeKeys) {
            std::vector<quint64> &bits = m_typeBits[type];
            bits.resize(m_words, 0);
            bits[size_t(s) / 64] |= quint64(1) << (size_t(s) % 64);
        }
    }
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
// it (K = 1 for a union, gold or a person). Each unit carries a bit per category (a span marks the
// bits of every category its type is in), so an item costs a pass over its spans and one over its
// units, not one per category and layer.
void PredictionScorer::tallyItem(const AgreementItem &scored, Tally &tally) const
{
    const QList<TextRange> units = unitsOf(scored.text, m_options.unit);
    const size_t words = m_words, n = size_t(units.size());
    const int threshold = m_options.reference.kind == ScoreReference::Majority ? m_options.reference.atLeast : 1;
    std::vector<quint64> marked(n * words, 0), reference(n * words, 0), layer;
    std::vector<quint16> votes; // per unit and category: reference layers marking it (majorities only)
    markLayer(scored.layers.first(), units, marked);
    for (qsizetype l = 1; l < scored.layers.size(); ++l) {
        if (threshold == 1) {
            markLayer(scored.layers[l], units, reference);
            continue;
        }
        layer.assign(n * words, 0);
        markLayer(scored.layers[l], units, layer);
        votes.resize(n * words * 64);
        forEachBit(layer, [&](size_t bit) { ++votes[bit]; });
    }
    for (size_t bit = 0; bit < votes.size(); ++bit) {
        if (votes[bit] >= threshold) reference[bit / 64] |= quint64(1) << (bit % 64);
    }
    std::vector<ScoreCounts> counts(size_t(m_selectors.size()));
    for (size_t i = 0; i < n * words; ++i) {
        const size_t first = (i % words) * 64;
        for (quint64 b = marked[i] & reference[i]; b; b &= b - 1)
            ++counts[first + size_t(std::countr_zero(b))].truePositives;
        for (quint64 b = marked[i] & ~reference[i]; b; b &= b - 1)
            ++counts[first + size_t(std::countr_zero(b))].falsePositives;
        for (quint64 b = ~marked[i] & reference[i]; b; b &= b - 1)
            ++counts[first + size_t(std::countr_zero(b))].falseNegatives;
    }
    tally.itemStart.push_back(tally.entries.size());
    for (size_t c = 0; c < counts.size(); ++c) {
        if (counts[c].truePositives + counts[c].falsePositives + counts[c].falseNegatives > 0) {
            tally.entries.push_back({int(c), counts[c]});
        }
    }
}

// Sets, for every unit a generation-side span of the layer covers, the bits of its type's categories.
void PredictionScorer::markLayer(const AgreementLayer &layer, const QList<TextRange> &units,
                                 std::vector<quint64> &bits) const
{
    for (const Span &span : layer.spans) {
        const auto type = m_typeBits.constFind(span.typeKey);
        if (span.range.side != TextSide::Generation || type == m_typeBits.cend()) continue;
        const auto [first, last] = coveredUnits(units, span.range);
        for (qsizetype u = first; u < last; ++u) {
            for (size_t w = 0; w < m_words; ++w) bits[size_t(u) * m_words + w] |= (*type)[w];
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
// (nothing marked) is left out of that row's samples. The draws are first counted per item and the
// items then summed in order with their counts as weights: the same sums as adding each draw, but
// one pass through memory instead of a jump per draw (a million-span corpus has 10 MB of counts).
void PredictionScorer::addIntervals(const Tally &tally, ScoreTable &table) const
{
    const size_t rows = size_t(table.rows.size());
    Samples samples(rows);
    SeededRandom random(m_options.seed);
    std::vector<ScoreCounts> drawn(size_t(m_selectors.size()));
    std::vector<int> weight(size_t(tally.items()));
    for (int round = 0; round < m_options.rounds; ++round) {
        std::fill(weight.begin(), weight.end(), 0);
        for (int i = 0; i < tally.items(); ++i) {
            ++weight[size_t(random.below(tally.items()))];
        }
        std::fill(drawn.begin(), drawn.end(), ScoreCounts{});
        for (size_t item = 0; item < weight.size(); ++item) {
            const qint64 w = weight[item];
            for (size_t e = tally.itemStart[item]; w > 0 && e < tally.end(int(item)); ++e) {
                ScoreCounts &sum = drawn[size_t(tally.entries[e].selector)];
                sum.truePositives += w * tally.entries[e].counts.truePositives;
                sum.falsePositives += w * tally.entries[e].counts.falsePositives;
                sum.falseNegatives += w * tally.entries[e].counts.falseNegatives;
            }
        }
        addSamples(rowValues(drawn, m_selectors), samples);
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
