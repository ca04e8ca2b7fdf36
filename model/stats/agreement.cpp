// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/agreement.h"

#include "model/stats/krippendorff.h"
#include "model/domain/taxonomy.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace Errata {

qint64 systemLayerId(const QString &system)
{
    // Seeded explicitly: the same name gives the same id in every run, not only in this process.
    return GoldLayerId - 1 - qint64(qHash(system, 0) & 0x3fffffff);
}

QList<TypeSelector> TypeSelectors::forTaxonomy(const Taxonomy &taxonomy, int level)
{
    QList<TypeSelector> selectors;
    TypeSelector any{QString(AnyKey), tr("Any error"), {}};
    for (const TaxonomyNode &node : taxonomy.nodes) {
        any.typeKeys.insert(node.key);
        if (level == 1 && node.level == 1) {
            TypeSelector group{node.key, node.name.text(QLocale().name()), {node.key}};
            for (const QString &child : node.childKeys) {
                group.typeKeys.insert(child);
            }
            selectors << group;
        } else if (level != 1 && node.selectable) {
            selectors << TypeSelector{node.key, node.name.text(QLocale().name()), {node.key}};
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

namespace {

struct Totals
{
    BinaryAlpha pooled;
    double alphaSum = 0;
    qint64 marked = 0, agreed = 0;
    double fleissP = 0, fleissOnes = 0, fleissValues = 0;
    qint64 fleissUnits = 0;
};

// One item's units for one category: ones[u] of the m layers cover unit u.
void addItem(int m, const int *ones, qsizetype units, Totals &total, TypeAgreement &row)
{
    BinaryAlpha itemAlpha;
    for (qsizetype u = 0; u < units; ++u) {
        itemAlpha.addUnit(m, ones[u]);
        total.marked += ones[u] >= 1 ? 1 : 0;
        total.agreed += ones[u] >= 2 ? 1 : 0;
        // Fleiss: agreement among the m raters of this unit, over both categories.
        total.fleissP += double(ones[u] * (ones[u] - 1) + (m - ones[u]) * (m - ones[u] - 1)) / double(m * (m - 1));
        total.fleissOnes += ones[u];
        total.fleissValues += m;
        ++total.fleissUnits;
    }
    total.pooled.merge(itemAlpha);
    row.items += 1;
    row.units += units;
    if (const auto alpha = itemAlpha.alpha()) {
        total.alphaSum += *alpha;
        row.itemsWithAlpha += 1;
    }
}

// For one item, how many of its layers cover each unit for each category: ones[s * units + u].
// A span's units are found once, not once per category, and a type's categories once per type.
void countCoverage(const AgreementItem &item, const QList<TextRange> &units, const QList<TypeSelector> &selectors,
                   QHash<QString, QList<qsizetype>> &categoriesOf, std::vector<int> &ones, std::vector<int> &stamp)
{
    const size_t unitCount = size_t(units.size());
    ones.assign(size_t(selectors.size()) * unitCount, 0);
    stamp.assign(ones.size(), -1);
    for (int l = 0; l < int(item.layers.size()); ++l) {
        for (const Span &span : item.layers[l].spans) {
            if (span.range.side != TextSide::Generation) {
                continue;
            }
            auto found = categoriesOf.constFind(span.typeKey);
            if (found == categoriesOf.cend()) {
                QList<qsizetype> in;
                for (qsizetype s = 0; s < selectors.size(); ++s) {
                    if (selectors[s].typeKeys.contains(span.typeKey)) in << s;
                }
                found = categoriesOf.insert(span.typeKey, in);
            }
            const auto [first, last] = coveredUnits(units, span.range);
            for (const qsizetype s : *found) {
                const size_t row = size_t(s) * unitCount;
                for (size_t cell = row + size_t(first); cell < row + size_t(last); ++cell) {
                    if (stamp[cell] != l) { // a layer covers a unit once, however many of its spans do
                        stamp[cell] = l;
                        ++ones[cell];
                    }
                }
            }
        }
    }
}

} // namespace

QList<TypeAgreement> AgreementCalculator::perType(const QList<AgreementItem> &items,
                                                  const QList<TypeSelector> &selectors) const
{
    QList<Totals> totals(selectors.size());
    QList<TypeAgreement> result;
    for (const TypeSelector &selector : selectors) {
        result << TypeAgreement{selector.key, selector.label, {}, {}, {}, {}, 0, 0, 0};
    }
    QHash<QString, QList<qsizetype>> categoriesOf; // type key -> the categories it counts towards
    std::vector<int> ones, stamp;
    for (const AgreementItem &item : items) {
        const int m = int(item.layers.size());
        if (m < 2) {
            continue; // a unit needs two values to be pairable
        }
        const QList<TextRange> units = unitsOf(item.text, m_unit);
        const size_t unitCount = size_t(units.size());
        countCoverage(item, units, selectors, categoriesOf, ones, stamp);
        for (qsizetype s = 0; s < selectors.size(); ++s) {
            addItem(m, ones.data() + size_t(s) * unitCount, units.size(), totals[s], result[s]);
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
