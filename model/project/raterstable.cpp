// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The rater-level table and the one-way ANOVA of docs/statistics.md ("Which system is better"): the parts
// of SystemSignificance that are not about pairs of systems.
#include "model/project/systemsignificance.h"

#include "model/stats/agreement.h"
#include "model/stats/bootstrap.h"
#include "model/stats/correlation.h"
#include "model/stats/heatmap.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// Per system: the mean of its item values, over the layers of `people` only.
std::map<QString, double> systemMeans(const CorpusTable &table, const Taxonomy &taxonomy,
                                      const SignificanceRequest &request, const QSet<qint64> &people)
{
    MeasureOptions options = request.measure;
    options.layers = LayerChoice::Chosen;
    options.annotators = people;
    options.groupBy = {request.systemKey};
    const ItemValues values = CorpusMeasures::itemValues(table, taxonomy, options);
    std::map<QString, double> means;
    const auto at = measureColumn(values, request.type);
    for (qsizetype group = 0; at && group < values.groups.size(); ++group) {
        const std::vector<double> &items = values.values[size_t(group) * size_t(values.types.size()) + *at];
        // To 9 decimals: two systems the rater scored alike (WMT23's two labels of one GPT-4 output) have
        // means that differ only by the order of the additions, and must rank as a tie.
        if (!items.empty()) means[values.groups[group].first()] = std::round(mean(items) * 1e9) / 1e9;
    }
    return means;
}

// The people whose layers the request counts, by name.
std::vector<std::pair<QString, qint64>> ratersOf(const CorpusTable &table, const MeasureOptions &options)
{
    std::set<qint64> ids;
    for (size_t a = 0; a < size_t(table.annotations()); ++a) {
        const qint64 person = table.annotationPerson[a];
        if (table.annotationGold[a] || !isPersonLayer(person)) continue;
        if (options.layers == LayerChoice::Chosen && !options.annotators.contains(person)) continue;
        ids.insert(person);
    }
    std::vector<std::pair<QString, qint64>> raters;
    for (const qint64 id : ids) raters.emplace_back(table.personNames.value(id), id);
    // In name order, as the groups of every other table.
    std::sort(raters.begin(), raters.end(), [](const auto &a, const auto &b) { return labelLess(a.first, b.first); });
    return raters;
}

} // namespace

bool SystemSignificance::raters(const CorpusTable &table, const Taxonomy &taxonomy, const SignificanceRequest &request,
                                QList<RaterRow> *rows, QString *error)
{
    if (request.measure.layers == LayerChoice::Gold) {
        *error = tr("the rater table compares annotators' layers, not the gold layer");
        return false;
    }
    if (table.metaKeyIndex(request.systemKey) < 0) {
        *error = tr("no item has the metadata key \"%1\"; the keys are: %2")
                     .arg(request.systemKey, table.metaKeys.join(u", "_s));
        return false;
    }
    const auto raters = ratersOf(table, request.measure);
    QSet<qint64> everyone;
    for (const auto &[name, id] : raters) everyone.insert(id);
    rows->clear();
    for (const auto &[name, id] : raters) {
        MeasureOptions own = request.measure;
        own.layers = LayerChoice::Chosen;
        own.annotators = {id};
        own.groupBy.clear();
        own.normalise = Normalisation::None; // their own scale: what they actually gave
        const ItemValues values = CorpusMeasures::itemValues(table, taxonomy, own);
        const auto at = measureColumn(values, request.type);
        if (!at) {
            *error = tr("\"%1\" is not a type of this measure").arg(request.type);
            return false;
        }
        const std::vector<double> &items = values.values.empty() ? std::vector<double>() : values.values[*at];
        RaterRow row{name, int(items.size()), mean(items), items.size() > 1 ? sampleSd(items) : std::nan(""), 0, 0.0,
                     0.0};
        QSet<qint64> others = everyone;
        others.remove(id);
        const auto mine = systemMeans(table, taxonomy, request, {id});
        const auto theirs = systemMeans(table, taxonomy, request, others);
        std::vector<double> x, y;
        for (const auto &[system, value] : mine) {
            const auto found = theirs.find(system);
            if (found == theirs.end()) continue;
            x.push_back(value);
            y.push_back(found->second);
        }
        row.systems = int(x.size());
        row.kendall = CorrelationMath::kendallTauB(x, y);
        row.spearman = CorrelationMath::spearman(x, y);
        *rows << row;
    }
    return true;
}

bool SystemSignificance::anova(const CorpusTable &table, const Taxonomy &taxonomy, const MeasureOptions &options,
                               const QString &key, AnovaReport *report, QString *error)
{
    if (key != MeasureOptions::AnnotatorKey && table.metaKeyIndex(key) < 0) {
        *error = tr("no item has the metadata key \"%1\"; the keys are: %2").arg(key, table.metaKeys.join(u", "_s));
        return false;
    }
    MeasureOptions grouped = options;
    grouped.groupBy = {key};
    const ItemValues values = CorpusMeasures::itemValues(table, taxonomy, grouped);
    const size_t any = size_t(values.types.size() - 1);
    std::vector<std::vector<double>> groups;
    *report = AnovaReport{key, 0, 0, std::nullopt};
    for (qsizetype group = 0; group < values.groups.size(); ++group) {
        const std::vector<double> &items = values.values[size_t(group) * size_t(values.types.size()) + any];
        if (items.empty()) continue;
        groups.push_back(items);
        ++report->groups;
        report->items += int(items.size());
    }
    report->anova = oneWayAnova(groups);
    return true;
}

} // namespace Errata
