// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/agreement.h"

#include <QHash>

namespace Errata {

class Project;

// Reads what agreement is computed on: for every item, the layers of annotators who finished it
// (submitted, in review or accepted; work in progress, returned or discarded does not count), and
// the items' ratings. Two bulk queries, not one per item.
class AgreementData
{
public:
    // With `gold`, also every item's gold layer (item id -> spans), from the same span query.
    static QList<AgreementItem> finishedLayers(Project &project, QHash<qint64, QList<Span>> *gold = nullptr);
    // The same items and layers with only what agreement on spans reads: each item's generation
    // and metadata, and per finished layer its spans' id, side, range and type (no notes, links or
    // times). Read straight from SQLite in four queries, for the corpus-wide agreement tables.
    static QList<AgreementItem> finishedCoverage(Project &project, QString *error = nullptr);
    // Ratings per item, grouped by the value of an item metadata key (one group "" without a key).
    static QMap<QString, QList<QList<double>>> ratings(Project &project, const QString &byKey = QString());
    // Every annotator layer of one item (finished or not), for the layer view; the gold layer,
    // when the item has one, last, as annotator GoldLayerId.
    static AgreementItem itemLayers(Project &project, qint64 itemId);
};

} // namespace Errata
