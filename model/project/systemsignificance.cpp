// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/systemsignificance.h"

#include "model/project/project.h"
#include "model/stats/agreement.h"
#include "model/stats/bootstrap.h"
#include "model/stats/correlation.h"
#include "model/stats/significance.h"
#include "model/storage/corpustablereader.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

constexpr double Undefined = std::numeric_limits<double>::quiet_NaN();

const QList<std::pair<SignificanceTest, QLatin1StringView>> TestKeys{
    {SignificanceTest::Randomisation, "ar"_L1},
    {SignificanceTest::Bootstrap, "bootstrap"_L1},
    {SignificanceTest::Wilcoxon, "wilcoxon"_L1},
    {SignificanceTest::MannWhitney, "mannwhitney"_L1},
};

// One system's item values, and per value of the pairing key the mean of its items with that value.
struct SystemValues
{
    QString name;
    std::vector<double> all;
    std::map<int, std::pair<double, int>> byPair; // pair key value -> (sum, items)
};

bool knownKey(const CorpusTable &table, const QString &key, QString *error)
{
    if (table.metaKeyIndex(key) >= 0) return true;
    *error = SystemSignificance::tr("no item has the metadata key \"%1\"; the keys are: %2")
                 .arg(key, table.metaKeys.join(u", "_s));
    return false;
}

std::optional<QList<SystemValues>> systemValues(const CorpusTable &table, const Taxonomy &taxonomy,
                                                const SignificanceRequest &request, QString *error)
{
    if (!knownKey(table, request.systemKey, error) || !knownKey(table, request.pairKey, error)) return std::nullopt;
    MeasureOptions options = request.measure;
    options.groupBy = {request.systemKey};
    const ItemValues values = CorpusMeasures::itemValues(table, taxonomy, options);
    const auto column = measureColumn(values, request.type);
    if (!column) {
        *error = SystemSignificance::tr("\"%1\" is not a type of this measure").arg(request.type);
        return std::nullopt;
    }
    const std::vector<int> &pairOf = table.itemMeta[size_t(table.metaKeyIndex(request.pairKey))];
    QList<SystemValues> systems;
    for (qsizetype group = 0; group < values.groups.size(); ++group) {
        const size_t slot = size_t(group) * size_t(values.types.size()) + *column;
        SystemValues system{values.groups[group].first(), values.values[slot], {}};
        for (size_t i = 0; i < system.all.size(); ++i) {
            const int key = pairOf[size_t(values.items[slot][i])];
            if (key < 0) continue; // no pairing value: in unpaired tests only
            auto &[sum, n] = system.byPair[key];
            sum += system.all[i];
            ++n;
        }
        if (!system.all.empty()) systems << system;
    }
    return systems;
}

// The values of a and b on the pairing values both have, in the same order.
std::pair<std::vector<double>, std::vector<double>> shared(const SystemValues &a, const SystemValues &b)
{
    std::pair<std::vector<double>, std::vector<double>> pairs;
    for (const auto &[key, sumA] : a.byPair) {
        const auto found = b.byPair.find(key);
        if (found == b.byPair.end()) continue;
        pairs.first.push_back(sumA.first / sumA.second);
        pairs.second.push_back(found->second.first / found->second.second);
    }
    return pairs;
}

SystemPair testPair(const SystemValues &a, const SystemValues &b, const SignificanceRequest &request)
{
    const bool unpaired = request.test == SignificanceTest::MannWhitney;
    const auto [x, y] = unpaired ? std::pair(a.all, b.all) : shared(a, b);
    SystemPair pair{a.name,    b.name,    int(x.size()), int(y.size()), mean(x), mean(y),
                    Undefined, Undefined, false,         cohensD(x, y), false};
    switch (request.test) {
    case SignificanceTest::Randomisation: pair.p = approximateRandomisationP(x, y, request.trials, request.seed); break;
    case SignificanceTest::Bootstrap: pair.p = pairedBootstrapP(x, y, request.trials, request.seed); break;
    case SignificanceTest::Wilcoxon:
    case SignificanceTest::MannWhitney: {
        const auto test = unpaired ? mannWhitneyU(x, y) : wilcoxonSignedRank(x, y);
        if (test) {
            pair.statistic = test->statistic;
            pair.p = test->p;
            pair.exact = test->exact;
        } else if (!x.empty() && !y.empty()) {
            pair.p = 1.0; // every pair the same: nothing tells the two apart
        }
        break;
    }
    }
    pair.significant = pair.p < request.alpha;
    return pair;
}

} // namespace

std::optional<size_t> measureColumn(const ItemValues &values, const QString &type)
{
    if (type.isEmpty()) return values.types.isEmpty() ? std::nullopt : std::optional(size_t(values.types.size() - 1));
    for (qsizetype c = 0; c < values.types.size(); ++c) {
        if (values.types[c].key == type) return size_t(c);
    }
    return std::nullopt;
}

QString significanceTestKey(SignificanceTest test)
{
    for (const auto &[value, key] : TestKeys) {
        if (value == test) return key;
    }
    return QString();
}

std::optional<SignificanceTest> significanceTestFromKey(const QString &key)
{
    for (const auto &[value, name] : TestKeys) {
        if (name == key) return value;
    }
    return std::nullopt;
}

bool SystemSignificance::compute(const CorpusTable &table, const Taxonomy &taxonomy, const SignificanceRequest &request,
                                 SignificanceReport *report, QString *error)
{
    auto systems = systemValues(table, taxonomy, request, error);
    if (!systems) return false;
    report->lowerIsBetter = !isItemScore(request.measure.measure);
    const bool lower = report->lowerIsBetter;
    // Best first; equal means keep the systems' name order.
    std::stable_sort(systems->begin(), systems->end(), [lower](const SystemValues &a, const SystemValues &b) {
        return lower ? mean(a.all) < mean(b.all) : mean(a.all) > mean(b.all);
    });
    const auto n = int(systems->size());
    std::vector<SystemPair> matrix(size_t(n * n));
    report->pairs.clear();
    for (int i = 0; i < n; ++i) {
        for (int j = i + 1; j < n; ++j) {
            matrix[size_t(i * n + j)] = testPair(systems->at(i), systems->at(j), request);
            report->pairs << matrix[size_t(i * n + j)];
        }
    }
    // j is significantly worse than i: significant, and worse on the values compared.
    const std::vector<int> clusters = significanceClusters(n, [&](int i, int j) {
        const SystemPair &pair = matrix[size_t(i * n + j)];
        return pair.significant && (lower ? pair.meanB > pair.meanA : pair.meanB < pair.meanA);
    });
    report->systems.clear();
    for (int i = 0; i < n; ++i) {
        const SystemValues &system = systems->at(i);
        report->systems << SystemRank{system.name, int(system.all.size()), mean(system.all), i + 1,
                                      clusters[size_t(i)]};
    }
    return true;
}

bool SystemSignificance::compute(Project &project, const SignificanceRequest &request, SignificanceReport *report,
                                 QList<RaterRow> *raterRows, QString *error)
{
    CorpusTable table;
    if (!CorpusTableReader::load(project.database(), &table, error)) return false;
    if (!request.names.isEmpty()) table.showNames(request.names);
    if (report && !compute(table, project.taxonomy(), request, report, error)) return false;
    return !raterRows || raters(table, project.taxonomy(), request, raterRows, error);
}

} // namespace Errata
