// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/corpusmeasures.h"
#include "model/stats/ranktests.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <optional>

namespace Errata {

class Project;
class Taxonomy;

// errata-cli significance / raters / anova and the Corpus tab's Significance page (docs/statistics.md,
// "Which system is better, and is it significant?").
enum class SignificanceTest { Randomisation, Bootstrap, Wilcoxon, MannWhitney };
QString significanceTestKey(SignificanceTest test); // ar, bootstrap, wilcoxon, mannwhitney
std::optional<SignificanceTest> significanceTestFromKey(const QString &key);

struct SignificanceRequest
{
    MeasureOptions measure; // the measure, layers, subset, zero weights, --normalise; not its groupBy
    QString systemKey = QStringLiteral("system"); // the item metadata key that names the system
    QString pairKey = QStringLiteral("segment");  // items of two systems with one value of it are a pair
    QString type;                                 // a type key; empty: "any error" (or the rating, the ESA score)
    SignificanceTest test = SignificanceTest::Randomisation;
    int trials = 10000;
    quint64 seed = 1;
    double alpha = 0.05;
    QHash<qint64, QString> names; // what the viewer calls each person (raters)
};

struct SystemRank
{
    QString system;
    int items = 0;
    double mean = 0.0;
    int rank = 0;    // 1 = best
    int cluster = 0; // WMT's clusters, 1 = best
};

struct SystemPair
{
    QString a, b;               // a ranks above b
    int itemsA = 0, itemsB = 0; // paired tests: the pairs, on both sides
    double meanA = 0.0, meanB = 0.0;
    double statistic = 0.0; // Wilcoxon's T, Mann–Whitney's U of a; NaN for randomisation and bootstrap
    double p = 0.0;         // NaN when the test is undefined (no pairs)
    bool exact = false;
    std::optional<double> cohensD; // (mean a − mean b) / pooled SD
    bool significant = false;      // p < α
};

struct SignificanceReport
{
    QList<SystemRank> systems; // best first
    QList<SystemPair> pairs;   // every pair, in rank order
    bool lowerIsBetter = true; // penalties (MQM, counts, coverage); ratings and ESA scores: higher
};

struct RaterRow
{
    QString rater;
    int items = 0;
    double mean = 0.0, sd = 0.0; // the rater's own values, never normalised
    int systems = 0;             // systems both the rater and the others scored
    double kendall = 0.0;        // τ-b of the rater's system means against the others'; NaN: undefined
    double spearman = 0.0;
};

struct AnovaReport
{
    QString key;
    int groups = 0;
    int items = 0;
    std::optional<Anova> anova;
};

// The column of ItemValues a request asks for: "any error" (the last; or the rating, the ESA score) when
// type is empty, else the type with that key; nullopt when the measure has no such type.
std::optional<size_t> measureColumn(const ItemValues &values, const QString &type);

class SystemSignificance
{
    Q_DECLARE_TR_FUNCTIONS(SystemSignificance)
public:
    static bool compute(const CorpusTable &table, const Taxonomy &taxonomy, const SignificanceRequest &request,
                        SignificanceReport *report, QString *error);
    static bool raters(const CorpusTable &table, const Taxonomy &taxonomy, const SignificanceRequest &request,
                       QList<RaterRow> *rows, QString *error);
    static bool anova(const CorpusTable &table, const Taxonomy &taxonomy, const MeasureOptions &options,
                      const QString &key, AnovaReport *report, QString *error);
    // The table read from the project (names as the viewer knows them), then as above.
    static bool compute(Project &project, const SignificanceRequest &request, SignificanceReport *report,
                        QList<RaterRow> *raterRows, QString *error);
};

} // namespace Errata
