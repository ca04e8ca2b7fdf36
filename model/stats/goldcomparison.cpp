// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/stats/goldcomparison.h"

#include <QMap>

namespace Errata {

QList<GoldScore> compareWithGold(const QList<AgreementItem> &items, const QHash<qint64, QList<Span>> &gold,
                                 const QList<TypeSelector> &selectors, AgreementUnit unit)
{
    const AgreementCalculator calculator(unit);
    QMap<std::pair<qint64, qsizetype>, GoldScore> scores; // (annotator, selector) -> counts
    for (const AgreementItem &item : items) {
        const auto goldSpans = gold.constFind(item.itemId);
        if (goldSpans == gold.cend() || item.layers.isEmpty()) {
            continue;
        }
        // Gold first, then the annotators: one coverage pass gives every layer's units.
        AgreementItem withGold{item.itemId, item.text, {}, {AgreementLayer{GoldLayerId, *goldSpans, true}}};
        withGold.layers += item.layers;
        const QList<TextRange> units = unitsOf(item.text, unit);
        for (qsizetype s = 0; s < selectors.size(); ++s) {
            const QList<QList<char>> covered = calculator.coverage(withGold, units, selectors[s]);
            for (qsizetype a = 1; a < covered.size(); ++a) {
                GoldScore &score = scores[{withGold.layers[a].annotatorId, s}];
                score.annotatorId = withGold.layers[a].annotatorId;
                score.key = selectors[s].key;
                score.label = selectors[s].label;
                ++score.items;
                for (qsizetype u = 0; u < units.size(); ++u) {
                    const bool inGold = covered[0][u], marked = covered[a][u];
                    score.truePositives += inGold && marked;
                    score.falsePositives += !inGold && marked;
                    score.falseNegatives += inGold && !marked;
                }
            }
        }
    }
    return scores.values();
}

} // namespace Errata
