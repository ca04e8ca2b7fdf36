// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/agreement.h"

#include "model/stats/krippendorff.h"
#include "model/taxonomy/taxonomy.h"

using namespace Qt::StringLiterals;

namespace Errata {

QList<TypeSelector> TypeSelectors::forTaxonomy(const Taxonomy &taxonomy, int level)
{
    QList<TypeSelector> selectors;
    TypeSelector any{QString(AnyKey), tr("Any error"), {}};
    for (const TaxonomyNode &node : taxonomy.nodes) {
        any.typeKeys.insert(node.key);
        if (level == 1 && node.level == 1) {
            TypeSelector group{node.key, node.name.text(), {node.key}};
            for (const QString &child : node.childKeys) {
                group.typeKeys.insert(child);
            }
            selectors << group;
        } else if (level != 1 && node.selectable) {
            selectors << TypeSelector{node.key, node.name.text(), {node.key}};
        }
    }
    selectors << any;
    return selectors;
}

QList<QList<char>> AgreementCalculator::coverage(const AgreementItem &item, const QList<TextRange> &units,
                                                 const TypeSelector &selector) const
{
    QList<QList<char>> covered;
    for (const AgreementLayer &layer : item.layers) {
        QList<char> marks(units.size(), 0);
        for (const Span &span : layer.spans) {
            if (span.range.side != TextSide::Generation || !selector.typeKeys.contains(span.typeKey)) {
                continue;
            }
            const auto [first, last] = coveredUnits(units, span.range);
            std::fill(marks.begin() + first, marks.begin() + last, char(1));
        }
        covered << marks;
    }
    return covered;
}

QList<TypeAgreement> AgreementCalculator::perType(const QList<AgreementItem> &items,
                                                  const QList<TypeSelector> &selectors) const
{
    struct Totals
    {
        BinaryAlpha pooled;
        double alphaSum = 0;
        qint64 marked = 0, agreed = 0;
        double fleissP = 0, fleissOnes = 0, fleissValues = 0;
        qint64 fleissUnits = 0;
    };
    QList<Totals> totals(selectors.size());
    QList<TypeAgreement> result;
    for (const TypeSelector &selector : selectors) {
        result << TypeAgreement{selector.key, selector.label, {}, {}, {}, {}, 0, 0, 0};
    }
    for (const AgreementItem &item : items) {
        const int m = int(item.layers.size());
        if (m < 2) {
            continue; // a unit needs two values to be pairable
        }
        const QList<TextRange> units = unitsOf(item.text, m_unit);
        for (qsizetype s = 0; s < selectors.size(); ++s) {
            const QList<QList<char>> covered = coverage(item, units, selectors[s]);
            BinaryAlpha itemAlpha;
            Totals &total = totals[s];
            for (qsizetype u = 0; u < units.size(); ++u) {
                int ones = 0;
                for (const QList<char> &layer : covered) {
                    ones += layer[u];
                }
                itemAlpha.addUnit(m, ones);
                total.marked += ones >= 1 ? 1 : 0;
                total.agreed += ones >= 2 ? 1 : 0;
                // Fleiss: agreement among the m raters of this unit, over both categories.
                total.fleissP += double(ones * (ones - 1) + (m - ones) * (m - ones - 1)) / double(m * (m - 1));
                total.fleissOnes += ones;
                total.fleissValues += m;
                ++total.fleissUnits;
            }
            total.pooled.merge(itemAlpha);
            result[s].items += 1;
            result[s].units += units.size();
            if (const auto alpha = itemAlpha.alpha()) {
                total.alphaSum += *alpha;
                result[s].itemsWithAlpha += 1;
            }
        }
    }
    for (qsizetype s = 0; s < selectors.size(); ++s) {
        const Totals &total = totals[s];
        TypeAgreement &row = result[s];
        row.alphaPooled = total.pooled.alpha();
        if (row.itemsWithAlpha > 0) {
            row.alphaItemMean = total.alphaSum / row.itemsWithAlpha;
        }
        if (total.marked > 0) {
            row.twoAgree = double(total.agreed) / double(total.marked);
        }
        if (total.fleissUnits > 0) {
            const double pBar = total.fleissP / double(total.fleissUnits);
            const double p1 = total.fleissOnes / total.fleissValues;
            const double pe = p1 * p1 + (1 - p1) * (1 - p1);
            if (pe < 1) {
                row.fleissKappa = (pBar - pe) / (1 - pe);
            }
        }
    }
    return result;
}

QList<PairAgreement> AgreementCalculator::pairs(const QList<AgreementItem> &items,
                                                const QList<TypeSelector> &selectors) const
{
    // Per (a, b, category): counts of units where both said 1, only a, only b, neither.
    struct Table
    {
        qint64 both = 0, onlyA = 0, onlyB = 0, neither = 0;
    };
    QMap<std::tuple<qint64, qint64, qsizetype>, Table> tables;
    for (const AgreementItem &item : items) {
        const QList<TextRange> units = unitsOf(item.text, m_unit);
        for (qsizetype s = 0; s < selectors.size(); ++s) {
            const QList<QList<char>> covered = coverage(item, units, selectors[s]);
            for (qsizetype a = 0; a < item.layers.size(); ++a) {
                for (qsizetype b = a + 1; b < item.layers.size(); ++b) {
                    const qint64 idA = std::min(item.layers[a].annotatorId, item.layers[b].annotatorId);
                    const qint64 idB = std::max(item.layers[a].annotatorId, item.layers[b].annotatorId);
                    const bool swapped = idA != item.layers[a].annotatorId;
                    Table &table = tables[{idA, idB, s}];
                    for (qsizetype u = 0; u < units.size(); ++u) {
                        const bool x = covered[swapped ? b : a][u];
                        const bool y = covered[swapped ? a : b][u];
                        (x && y ? table.both : x ? table.onlyA : y ? table.onlyB : table.neither) += 1;
                    }
                }
            }
        }
    }
    QList<PairAgreement> result;
    for (auto it = tables.cbegin(); it != tables.cend(); ++it) {
        const auto [a, b, s] = it.key();
        const Table &t = it.value();
        const double n = double(t.both + t.onlyA + t.onlyB + t.neither);
        const double observed = (t.both + t.neither) / n;
        const double pa = (t.both + t.onlyA) / n;
        const double pb = (t.both + t.onlyB) / n;
        const double expected = pa * pb + (1 - pa) * (1 - pb);
        PairAgreement row{a, b, selectors[s].key, std::nullopt, qint64(n)};
        if (expected < 1) {
            row.cohenKappa = (observed - expected) / (1 - expected);
        }
        result << row;
    }
    return result;
}

RatingAgreement ratingAgreement(const QList<QList<double>> &ratingsPerItem)
{
    RatingAgreement result;
    for (const QList<double> &ratings : ratingsPerItem) {
        if (ratings.size() >= 2) {
            ++result.items;
            result.ratings += int(ratings.size());
        }
    }
    result.nominal = krippendorffAlpha(ratingsPerItem, AlphaMetric::Nominal);
    result.ordinal = krippendorffAlpha(ratingsPerItem, AlphaMetric::Ordinal);
    result.interval = krippendorffAlpha(ratingsPerItem, AlphaMetric::Interval);
    return result;
}

} // namespace Errata
