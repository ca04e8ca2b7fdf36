// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/agreement.h"
#include "model/stats/scorecounts.h"

#include <QHash>

namespace Errata {

// One annotator against the gold layer for one category (product.md §6 "Layer vs layer"), counted
// in units (tokens or characters) over every item that has both: a unit is a true positive when
// both marked it with a span of the category, a false positive when only the annotator did, a
// false negative when only gold did.
struct GoldScore : ScoreCounts
{
    qint64 annotatorId = 0;
    QString key;
    QString label;
    int items = 0;
};

// Items with a gold layer, each annotator's finished layer against it, per category; rows sorted
// by annotator id, then in the order of the selectors.
QList<GoldScore> compareWithGold(const QList<AgreementItem> &items, const QHash<qint64, QList<Span>> &gold,
                                 const QList<TypeSelector> &selectors, AgreementUnit unit);

} // namespace Errata
