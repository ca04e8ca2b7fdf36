// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/agreement.h"

#include "model/stats/krippendorff.h"
#include "model/domain/taxonomy.h"

#include <QLocale>

#include <vector>

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

// The terms a unit adds for items of m layers, by how many of them cover it (k = 0..m): the very
// expressions BinaryAlpha::addUnit and Fleiss' P_i evaluate, once per k instead of twice per unit and
// category, so addItem adds the same doubles in the same order as a unit-by-unit loop (to the last bit).
struct UnitTerms
{
    int layers = 0;
    std::vector<double> observed; // 2k(m-k)/(m-1): the unit's off-diagonal coincidences
    std::vector<double> fleiss;   // (k(k-1) + (m-k)(m-k-1)) / (m(m-1)): agreement among its m raters

    void setLayers(int m)
    {
        if (m == layers) {
            return;
        }
        layers = m;
        observed.resize(size_t(m) + 1);
        fleiss.resize(size_t(m) + 1);
        for (int k = 0; k <= m; ++k) {
            observed[size_t(k)] = 2.0 * k * (m - k) / double(m - 1);
            fleiss[size_t(k)] = double(k * (k - 1) + (m - k) * (m - k - 1)) / double(m * (m - 1));
        }
    }
};

// One item's units for one category: ones[u] of the m layers cover unit u. The counts are whole numbers
// below 2^53, so summing them as integers and converting once gives the same doubles as adding per unit.
void addItem(const UnitTerms &terms, const int *ones, qsizetype units, Totals &total, TypeAgreement &row)
{
    const int m = terms.layers;
    double observed = 0;
    double fleissP = total.fleissP;
    qint64 onesSum = 0;
    for (qsizetype u = 0; u < units; ++u) {
        const int k = ones[u];
        observed += terms.observed[size_t(k)];
        fleissP += terms.fleiss[size_t(k)];
        onesSum += k;
        total.marked += k >= 1 ? 1 : 0;
        total.agreed += k >= 2 ? 1 : 0;
    }
    const BinaryAlpha itemAlpha = BinaryAlpha::fromSums(observed, double(qint64(units) * m), double(onesSum));
    total.fleissP = fleissP;
    total.fleissOnes += double(onesSum);
    total.fleissValues += double(qint64(units) * m);
    total.fleissUnits += units;
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
    UnitTerms terms;
    for (const AgreementItem &item : items) {
        const int m = int(item.layers.size());
        if (m < 2) {
            continue; // a unit needs two values to be pairable
        }
        const QList<TextRange> units = unitsOf(item.text, m_unit);
        const size_t unitCount = size_t(units.size());
        countCoverage(item, units, selectors, categoriesOf, ones, stamp);
        terms.setLayers(m);
        for (qsizetype s = 0; s < selectors.size(); ++s) {
            addItem(terms, ones.data() + size_t(s) * unitCount, units.size(), totals[s], result[s]);
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
