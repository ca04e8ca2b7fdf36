// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/significancetables.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QVariant number(double value)
{
    return std::isnan(value) ? QVariant() : QVariant(value);
}

QVariant number(const std::optional<double> &value)
{
    return value ? number(*value) : QVariant();
}

bool randomised(SignificanceTest test)
{
    return test == SignificanceTest::Randomisation || test == SignificanceTest::Bootstrap;
}

// The test, trials and seed on every row, so a TSV or JSON row read alone still says how it was computed.
QVariantList how(const SignificanceRequest &request)
{
    const bool drawn = randomised(request.test);
    return {significanceTestKey(request.test), drawn ? QVariant(request.trials) : QVariant(),
            drawn ? QVariant(QString::number(request.seed)) : QVariant()};
}

void addHow(StatTable &table)
{
    table.keys << u"test"_s << u"trials"_s << u"seed"_s;
    table.labels << SignificanceTables::tr("Test") << SignificanceTables::tr("Trials")
                 << SignificanceTables::tr("Seed");
}

} // namespace

QString SignificanceTables::testName(SignificanceTest test)
{
    switch (test) {
    case SignificanceTest::Randomisation: return tr("paired approximate randomisation");
    case SignificanceTest::Bootstrap: return tr("paired bootstrap");
    case SignificanceTest::Wilcoxon: return tr("Wilcoxon signed-rank (paired)");
    case SignificanceTest::MannWhitney: return tr("Mann–Whitney U (unpaired)");
    }
    return QString();
}

QString SignificanceTables::note(const SignificanceRequest &request, const SignificanceReport &report, bool withRule)
{
    QString text = randomised(request.test)
        ? tr("Test: %1, %2 trials, seed %3").arg(testName(request.test)).arg(request.trials).arg(request.seed)
        : tr("Test: %1").arg(testName(request.test));
    text += u"; "_s
        + tr("α = %1; %2")
              .arg(request.alpha)
              .arg(report.lowerIsBetter ? tr("lower is better") : tr("higher is better"));
    if (request.measure.normalise == Normalisation::ZPerRater) text += u"; "_s + tr("z-scores per rater");
    if (request.test != SignificanceTest::MannWhitney) {
        text += u"; "_s + tr("items paired by “%1”").arg(request.pairKey);
    }
    return withRule ? text + u"; "_s + clusterRule() : text + u'.';
}

QString SignificanceTables::clusterRule()
{
    return tr("a system starts a new cluster when it is significantly worse than every member of the one above.");
}

StatTable SignificanceTables::systems(const SignificanceReport &report, const SignificanceRequest &request)
{
    StatTable table{{u"rank"_s, u"cluster"_s, u"system"_s, u"items"_s, u"mean"_s},
                    {tr("Rank"), tr("Cluster"), tr("System"), tr("Items"), tr("Mean")},
                    {}};
    addHow(table);
    for (const SystemRank &system : report.systems) {
        table.rows << QVariantList{system.rank, system.cluster, system.system, system.items, number(system.mean)}
                + how(request);
    }
    return table;
}

StatTable SignificanceTables::pairs(const SignificanceReport &report, const SignificanceRequest &request)
{
    StatTable table{{u"system_a"_s, u"system_b"_s, u"n_a"_s, u"n_b"_s, u"mean_a"_s, u"mean_b"_s, u"difference"_s,
                     u"statistic"_s, u"p"_s, u"method"_s, u"cohens_d"_s, u"significant"_s},
                    {tr("System A"), tr("System B"), tr("n A"), tr("n B"), tr("Mean A"), tr("Mean B"), tr("Difference"),
                     tr("Statistic"), tr("p"), tr("Method"), tr("Cohen's d"), tr("Significant")},
                    {}};
    addHow(table);
    for (const SystemPair &pair : report.pairs) {
        const QString method = randomised(request.test) ? u"resampled"_s : pair.exact ? u"exact"_s : u"normal"_s;
        table.rows << QVariantList{pair.a,
                                   pair.b,
                                   pair.itemsA,
                                   pair.itemsB,
                                   number(pair.meanA),
                                   number(pair.meanB),
                                   number(pair.meanA - pair.meanB),
                                   number(pair.statistic),
                                   number(pair.p),
                                   method,
                                   number(pair.cohensD),
                                   pair.significant ? u"yes"_s : u"no"_s}
                + how(request);
    }
    return table;
}

StatTable SignificanceTables::raters(const QList<RaterRow> &rows)
{
    StatTable table{
        {u"rater"_s, u"items"_s, u"mean"_s, u"sd"_s, u"systems"_s, u"kendall_tau_b"_s, u"spearman"_s},
        {tr("Rater"), tr("Items"), tr("Mean"), tr("SD"), tr("Systems"), tr("Kendall τ-b"), tr("Spearman ρ")},
        {}};
    for (const RaterRow &row : rows) {
        table.rows << QVariantList{row.rater,   row.items,           number(row.mean),    number(row.sd),
                                   row.systems, number(row.kendall), number(row.spearman)};
    }
    return table;
}

} // namespace Errata
