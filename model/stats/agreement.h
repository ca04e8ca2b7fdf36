// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/span.h"
#include "model/domain/tokenizer.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>

#include <optional>

namespace Errata {

class Taxonomy;

// The annotatorId the gold (adjudicated) layer goes by where layers are listed side by side; no
// person has it. Agreement among annotators leaves it out; comparisons against gold use it.
inline constexpr qint64 GoldLayerId = -1;
// Systems' prediction layers, where layers are listed side by side, go by ids below the gold layer's:
// one per system name, the same on every item (the layer view keeps a track's place and visibility
// from item to item by it). People's ids are positive.
qint64 systemLayerId(const QString &system);
inline bool isPersonLayer(qint64 annotatorId)
{
    return annotatorId > 0;
}

// One annotator's finished layer of one item.
struct AgreementLayer
{
    qint64 annotatorId = 0;
    QList<Span> spans;
    bool finished = true; // handed in (or gold); views that show work in progress say which is which
};

struct AgreementItem
{
    qint64 itemId = 0;
    QString text; // the generation: agreement is measured where errors are marked
    QMap<QString, QString> metadata;
    QList<AgreementLayer> layers;
};

// A reported category and the span types it gathers: a type, a level-1 group with all its
// children (MQM "Accuracy" = every "Accuracy/…"), or "any error".
struct TypeSelector
{
    QString key;
    QString label;
    QSet<QString> typeKeys;
};

class TypeSelectors
{
    Q_DECLARE_TR_FUNCTIONS(TypeSelectors)
public:
    static constexpr auto AnyKey = QLatin1StringView("(any)");
    // level 2: every selectable type; level 1: every top-level node with its children. Both end
    // with "any error".
    static QList<TypeSelector> forTaxonomy(const Taxonomy &taxonomy, int level);
};

struct TypeAgreement
{
    QString key;
    QString label;
    std::optional<double> alphaItemMean; // α per item, averaged over items where it is defined (Scarecrow)
    std::optional<double> alphaPooled;   // α over every unit of every item
    std::optional<double> twoAgree;      // of units marked by ≥ 1 annotator, the share marked by ≥ 2
    std::optional<double> fleissKappa;
    int items = 0;          // items with at least two layers
    int itemsWithAlpha = 0; // of those, items where α is defined (some variation)
    qint64 units = 0;
};

struct PairAgreement
{
    qint64 annotatorA = 0;
    qint64 annotatorB = 0;
    QString key;
    std::optional<double> cohenKappa;
    qint64 units = 0; // units of the items both annotated
};

// Token- or character-level agreement on spans, binary per category: a unit is "inside" for an
// annotator when one of their spans of that category overlaps it (product.md §6).
class AgreementCalculator
{
public:
    explicit AgreementCalculator(AgreementUnit unit)
        : m_unit(unit)
    {
    }

    QList<TypeAgreement> perType(const QList<AgreementItem> &items, const QList<TypeSelector> &selectors) const;
    QList<PairAgreement> pairs(const QList<AgreementItem> &items, const QList<TypeSelector> &selectors) const;

    // For one item and category: per layer, 0/1 for each unit (exposed for the layer view's heat strip).
    QList<QList<char>> coverage(const AgreementItem &item, const QList<TextRange> &units,
                                const TypeSelector &selector) const;

private:
    AgreementUnit m_unit;
};

// Agreement on item ratings (OpenMEVA 1–5): one unit per item, the ratings it received.
struct RatingAgreement
{
    std::optional<double> nominal;
    std::optional<double> ordinal;
    std::optional<double> interval;
    int items = 0;
    int ratings = 0;
};
RatingAgreement ratingAgreement(const QList<QList<double>> &ratingsPerItem);

} // namespace Errata
