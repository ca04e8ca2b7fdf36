// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/corpusmeasures.h"

#include "model/stats/parallel.h"

#include "model/domain/metadatafilter.h"

#include "model/stats/bootstrap.h"
#include "model/stats/heatmap.h"
#include "model/stats/raternormalisation.h"
#include "model/domain/taxonomy.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

const QList<std::pair<CorpusMeasure, QLatin1StringView>> MeasureKeys{
    {CorpusMeasure::Coverage, "coverage"_L1},
    {CorpusMeasure::Count, "count"_L1},
    {CorpusMeasure::CoverageSeverity, "coverage-severity"_L1},
    {CorpusMeasure::Mqm, "mqm"_L1},
    {CorpusMeasure::Rating, "rating"_L1},
    {CorpusMeasure::EsaScore, "esa"_L1},
};

// What one pass over the spans needs, resolved once from the taxonomy and the options.
struct Plan
{
    QList<TypeSelector> types;
    std::vector<std::vector<int>> selectorsOf; // per table type: the reported types it counts towards
    std::vector<double> weight;                // per table type × (severity + 1): the span's contribution factor
    std::vector<char> dropped;                 // per table type × (severity + 1): left out (minor grammar)
    std::vector<char> counted;                 // per annotation: its layer is chosen
    QList<QStringList> groups;
    std::vector<int> annotationGroup; // -1 when not counted
    int severities = 0;

    size_t slot(int type, int severity) const { return size_t(type * (severities + 1) + severity + 1); }
};

QList<TypeSelector> reportedTypes(const Taxonomy &taxonomy, const MeasureOptions &options)
{
    if (options.measure == CorpusMeasure::Rating) {
        return {TypeSelector{u"rating"_s, CorpusMeasures::tr("Rating"), {}}};
    }
    if (options.measure == CorpusMeasure::EsaScore) {
        return {TypeSelector{u"esa"_s, CorpusMeasures::tr("ESA score"), {}}};
    }
    QList<TypeSelector> selectors = TypeSelectors::forTaxonomy(taxonomy, options.level);
    if (options.leftOut.isEmpty()) return selectors;
    // A left-out type leaves every selector; a selector left with no type (the group itself) goes.
    const auto out = [&](const QString &key) {
        const TaxonomyNode *node = taxonomy.node(key);
        return options.leftOut.contains(key) || (node && options.leftOut.contains(node->parentKey));
    };
    for (TypeSelector &selector : selectors) selector.typeKeys.removeIf(out);
    selectors.removeIf(
        [&](const TypeSelector &s) { return s.key != TypeSelectors::AnyKey && (out(s.key) || s.typeKeys.isEmpty()); });
    return selectors;
}

double spanFactor(const Taxonomy &taxonomy, const MeasureOptions &options, const QString &type, const QString &severity)
{
    switch (options.measure) {
    case CorpusMeasure::Count:
    case CorpusMeasure::Coverage: return 1.0;
    case CorpusMeasure::CoverageSeverity: {
        const Severity *scale = taxonomy.severity(severity);
        return scale ? scale->weight : 0.0;
    }
    case CorpusMeasure::Mqm: {
        const TaxonomyNode *node = taxonomy.node(type);
        const bool zero =
            options.zeroWeightTypes.contains(type) || (node && options.zeroWeightTypes.contains(node->parentKey));
        return zero ? 0.0 : taxonomy.weight(type, severity);
    }
    case CorpusMeasure::Rating:
    case CorpusMeasure::EsaScore: break;
    }
    return 0.0;
}

void planSpans(const CorpusTable &table, const Taxonomy &taxonomy, const MeasureOptions &options, Plan &plan)
{
    plan.types = reportedTypes(taxonomy, options);
    plan.severities = int(table.severityKeys.size());
    const QString minor = taxonomy.severities.isEmpty() ? QString() : taxonomy.severities.first().key;
    const auto types = int(table.typeKeys.size());
    plan.selectorsOf.assign(size_t(types), {});
    plan.weight.assign(size_t(types * (plan.severities + 1)), 0.0);
    plan.dropped.assign(plan.weight.size(), 0);
    for (int type = 0; type < types; ++type) {
        const QString &key = table.typeKeys.at(type);
        for (int selector = 0; selector < int(plan.types.size()); ++selector) {
            if (plan.types.at(selector).typeKeys.contains(key)) {
                plan.selectorsOf[size_t(type)].push_back(selector);
            }
        }
        for (int severity = -1; severity < plan.severities; ++severity) {
            const QString severityKey = severity < 0 ? QString() : table.severityKeys.at(severity);
            plan.weight[plan.slot(type, severity)] = spanFactor(taxonomy, options, key, severityKey);
            // Scarecrow's stacked figure leaves out Grammar and Usage at the lowest severity.
            plan.dropped[plan.slot(type, severity)] =
                options.dropMinorGrammar && key == "Grammar_Usage"_L1 && severityKey == minor;
        }
    }
}

QString groupValue(const CorpusTable &table, const QString &key, int annotation)
{
    if (key == MeasureOptions::AnnotatorKey) {
        if (table.annotationGold[size_t(annotation)]) {
            return CorpusMeasures::tr("(gold)");
        }
        return table.personNames.value(table.annotationPerson[size_t(annotation)]);
    }
    const int keyIndex = table.metaKeyIndex(key);
    const int value =
        keyIndex < 0 ? -1 : table.itemMeta[size_t(keyIndex)][size_t(table.annotationItem[size_t(annotation)])];
    return value < 0 ? CorpusMeasures::tr("(none)") : table.metaValues.at(keyIndex).at(value);
}

bool groupLess(const QStringList &a, const QStringList &b)
{
    for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i) {
        if (a[i] != b[i]) {
            return labelLess(a[i], b[i]);
        }
    }
    return a.size() < b.size();
}

// Per item: whether its metadata match the filter (--where). An item without the key has the value "".
std::vector<char> itemsMatching(const CorpusTable &table, const MetadataFilter &filter)
{
    std::vector<char> in(size_t(table.items()), 1);
    for (const MetadataFilter::Condition &condition : filter.conditions()) {
        const int key = table.metaKeyIndex(condition.key);
        for (size_t item = 0; item < in.size(); ++item) {
            const int value = key < 0 ? -1 : table.itemMeta[size_t(key)][item];
            const QString text = value < 0 ? QString() : table.metaValues.at(key).at(value);
            if ((text == condition.value) == condition.negated) in[item] = 0;
        }
    }
    return in;
}

bool layerChosen(const CorpusTable &table, const MeasureOptions &options, int annotation)
{
    const bool gold = table.annotationGold[size_t(annotation)];
    switch (options.layers) {
    case LayerChoice::Annotators: return !gold && isPersonLayer(table.annotationPerson[size_t(annotation)]);
    case LayerChoice::Gold: return gold;
    case LayerChoice::Chosen: return !gold && options.annotators.contains(table.annotationPerson[size_t(annotation)]);
    }
    return false;
}

void planGroups(const CorpusTable &table, const MeasureOptions &options, Plan &plan)
{
    QHash<QStringList, int> groupIndex;
    plan.annotationGroup.assign(size_t(table.annotations()), -1);
    plan.counted.assign(size_t(table.annotations()), 0);
    const std::vector<char> itemIn = itemsMatching(table, MetadataFilter(options.where));
    for (int annotation = 0; annotation < int(table.annotations()); ++annotation) {
        if (!layerChosen(table, options, annotation) || !itemIn[size_t(table.annotationItem[size_t(annotation)])]) {
            continue;
        }
        QStringList group;
        for (const QString &key : options.groupBy) {
            group << groupValue(table, key, annotation);
        }
        auto found = groupIndex.constFind(group);
        if (found == groupIndex.cend()) {
            found = groupIndex.insert(group, int(plan.groups.size()));
            plan.groups << group;
        }
        plan.counted[size_t(annotation)] = 1;
        plan.annotationGroup[size_t(annotation)] = *found;
    }
    // Groups in name order, numbers by value (top-p 0.9 before 0.95, model names alphabetically).
    std::vector<int> order(size_t(plan.groups.size()));
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) { return groupLess(plan.groups[a], plan.groups[b]); });
    std::vector<int> rank(order.size());
    QList<QStringList> sorted;
    for (size_t i = 0; i < order.size(); ++i) {
        rank[size_t(order[i])] = int(i);
        sorted << plan.groups[order[i]];
    }
    plan.groups = sorted;
    for (int &group : plan.annotationGroup) {
        group = group < 0 ? -1 : rank[size_t(group)];
    }
}

// Each counted span's contribution to its annotation's value of every reported type it counts towards.
void addSpanValues(const CorpusTable &table, const MeasureOptions &options, const Plan &plan,
                   std::vector<double> &values)
{
    const size_t types = size_t(plan.types.size());
    const bool perToken =
        options.measure == CorpusMeasure::Coverage || options.measure == CorpusMeasure::CoverageSeverity;
    for (size_t span = 0; span < size_t(table.spans()); ++span) {
        const int annotation = table.spanAnnotation[span];
        const size_t slot = plan.slot(table.spanType[span], table.spanSeverity[span]);
        if (!plan.counted[size_t(annotation)] || plan.dropped[slot]) {
            continue;
        }
        const double contribution = plan.weight[slot] * (perToken ? double(table.spanUnits[span]) : 1.0);
        for (const int selector : plan.selectorsOf[size_t(table.spanType[span])]) {
            values[size_t(annotation) * types + size_t(selector)] += contribution;
        }
    }
    if (perToken) {
        for (size_t annotation = 0; annotation < size_t(table.annotations()); ++annotation) {
            const int units = table.itemUnits[size_t(table.annotationItem[annotation])];
            for (size_t type = 0; type < types; ++type) {
                values[annotation * types + type] = units > 0 ? values[annotation * types + type] / units : 0.0;
            }
        }
    }
}

// Per annotation × reported type: the annotation's value (NaN for a rating not given).
std::vector<double> annotationValues(const CorpusTable &table, const MeasureOptions &options, const Plan &plan)
{
    const size_t types = size_t(plan.types.size());
    std::vector<double> values(size_t(table.annotations()) * types, 0.0);
    if (isItemScore(options.measure)) {
        const std::vector<double> &scores =
            options.measure == CorpusMeasure::Rating ? table.annotationRating : table.annotationEsa;
        std::copy(scores.cbegin(), scores.cend(), values.begin());
    } else {
        addSpanValues(table, options, plan, values);
    }
    if (options.normalise == Normalisation::ZPerRater) {
        standardisePerRater(values, types, table.annotationPerson, plan.counted);
    }
    return values;
}

Plan makePlan(const CorpusTable &table, const Taxonomy &taxonomy, const MeasureOptions &options)
{
    Plan plan;
    planSpans(table, taxonomy, options, plan);
    planGroups(table, options, plan);
    return plan;
}

// Each group's cells with lists of one size are drawn together (bootstrapIntervals): the intervals of one
// bootstrapInterval per cell, with one draw per item where there was one per item and type. Groups are
// independent draws (each from the same seed, as before), so they go to the machine's cores.
void setBootstrapIntervals(const ItemValues &values, const MeasureOptions &options, QList<MeasureCell> &cells)
{
    const size_t types = size_t(values.types.size());
    MeasureCell *cell = cells.data(); // detached here, once: the threads write distinct cells
    parallelFor(size_t(values.groups.size()), [&](size_t group) {
        std::map<size_t, std::vector<size_t>> cellsOfSize; // a list's size -> its cells
        for (size_t at = group * types; at < (group + 1) * types; ++at) {
            cellsOfSize[values.values[at].size()].push_back(at);
        }
        for (const auto &[size, indexes] : cellsOfSize) {
            std::vector<const std::vector<double> *> lists;
            for (const size_t at : indexes) {
                lists.push_back(&values.values[at]);
            }
            const auto intervals = bootstrapIntervals(lists, options.rounds, options.seed);
            for (size_t i = 0; i < indexes.size(); ++i) {
                std::tie(cell[indexes[i]].low, cell[indexes[i]].high) = intervals[i];
            }
        }
    });
}

} // namespace

QString corpusMeasureKey(CorpusMeasure measure)
{
    for (const auto &[value, key] : MeasureKeys) {
        if (value == measure) {
            return key;
        }
    }
    return QString();
}

std::optional<CorpusMeasure> corpusMeasureFromKey(const QString &key)
{
    for (const auto &[value, name] : MeasureKeys) {
        if (name == key) {
            return value;
        }
    }
    return std::nullopt;
}

QString CorpusMeasures::measureName(CorpusMeasure measure)
{
    switch (measure) {
    case CorpusMeasure::Coverage: return tr("Span coverage");
    case CorpusMeasure::Count: return tr("Spans per annotation");
    case CorpusMeasure::CoverageSeverity: return tr("Coverage × severity");
    case CorpusMeasure::Mqm: return tr("MQM penalty");
    case CorpusMeasure::Rating: return tr("Mean rating");
    case CorpusMeasure::EsaScore: return tr("Mean ESA score");
    }
    return QString();
}

const MeasureCell *MeasureResult::cell(int group, int type) const
{
    const qsizetype index = qsizetype(group) * types.size() + type;
    return index >= 0 && index < cells.size() ? &cells[index] : nullptr;
}

ItemValues CorpusMeasures::itemValues(const CorpusTable &table, const Taxonomy &taxonomy, const MeasureOptions &options)
{
    const Plan plan = makePlan(table, taxonomy, options);
    const std::vector<double> perAnnotation = annotationValues(table, options, plan);
    ItemValues result{plan.groups, plan.types, plan.annotationGroup, {}, {}, {}};
    const size_t types = size_t(plan.types.size());
    result.values.assign(size_t(plan.groups.size()) * types, {});
    result.items.assign(size_t(plan.groups.size()) * types, {});
    result.annotations.assign(size_t(plan.groups.size()), 0);
    // Annotations of one item in one group are averaged first, so each item counts once.
    std::vector<int> order;
    for (int annotation = 0; annotation < int(table.annotations()); ++annotation) {
        if (plan.annotationGroup[size_t(annotation)] >= 0) {
            order.push_back(annotation);
        }
    }
    const auto key = [&](int a) { return std::pair(plan.annotationGroup[size_t(a)], table.annotationItem[size_t(a)]); };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return key(a) < key(b); });
    for (size_t begin = 0; begin < order.size();) {
        size_t end = begin;
        while (end < order.size() && key(order[end]) == key(order[begin])) {
            ++end;
        }
        const int group = plan.annotationGroup[size_t(order[begin])];
        result.annotations[size_t(group)] += int(end - begin);
        for (size_t type = 0; type < types; ++type) {
            double sum = 0.0;
            int n = 0;
            for (size_t i = begin; i < end; ++i) {
                const double value = perAnnotation[size_t(order[i]) * types + type];
                if (!std::isnan(value)) {
                    sum += value;
                    ++n;
                }
            }
            if (n > 0) {
                result.values[size_t(group) * types + type].push_back(sum / n);
                result.items[size_t(group) * types + type].push_back(table.annotationItem[size_t(order[begin])]);
            }
        }
        begin = end;
    }
    return result;
}

MeasureResult CorpusMeasures::compute(const CorpusTable &table, const Taxonomy &taxonomy, const MeasureOptions &options)
{
    const ItemValues values = itemValues(table, taxonomy, options);
    MeasureResult result{values.groups, values.types, {}};
    const auto types = int(values.types.size());
    for (int group = 0; group < int(values.groups.size()); ++group) {
        for (int type = 0; type < types; ++type) {
            const std::vector<double> &items = values.values[size_t(group * types + type)];
            MeasureCell cell{group, type, mean(items),       sampleSd(items),
                             0.0,   0.0,  int(items.size()), values.annotations[size_t(group)]};
            if (options.ci == CiMethod::Normal) {
                std::tie(cell.low, cell.high) = normalInterval(items);
            }
            result.cells << cell;
        }
    }
    if (options.ci != CiMethod::Normal) {
        setBootstrapIntervals(values, options, result.cells);
    }
    return result;
}

std::vector<int> CorpusMeasures::spansBehind(const CorpusTable &table, const Taxonomy &taxonomy,
                                             const MeasureOptions &options, const QStringList &group,
                                             const QString &typeKey)
{
    const Plan plan = makePlan(table, taxonomy, options);
    const int groupIndex = int(plan.groups.indexOf(group));
    const auto selector = std::find_if(plan.types.cbegin(), plan.types.cend(),
                                       [&](const TypeSelector &type) { return type.key == typeKey; });
    std::vector<int> spans;
    if (groupIndex < 0 || selector == plan.types.cend() || isItemScore(options.measure)) {
        return spans;
    }
    const bool perToken =
        options.measure == CorpusMeasure::Coverage || options.measure == CorpusMeasure::CoverageSeverity;
    for (int span = 0; span < int(table.spans()); ++span) {
        const int annotation = table.spanAnnotation[size_t(span)];
        const size_t slot = plan.slot(table.spanType[size_t(span)], table.spanSeverity[size_t(span)]);
        if (plan.annotationGroup[size_t(annotation)] != groupIndex || plan.dropped[slot]
            || (perToken && table.spanOnPrompt[size_t(span)])
            || !selector->typeKeys.contains(table.typeKeys.at(table.spanType[size_t(span)]))) {
            continue;
        }
        spans.push_back(span);
    }
    return spans;
}

} // namespace Errata
