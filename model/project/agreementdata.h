// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/agreement.h"

#include <QHash>

namespace Errata {

class Project;

// Reads what agreement is computed on: for every item, the layers of annotators who finished it
// (isFinished(): work in progress, returned or discarded does not count), and the items' ratings.
// Bulk queries, not one per item.
class AgreementData
{
public:
    // AgreementReader::finished(): every item with its finished annotator layers, and with `gold`
    // every item's gold layer.
    static QList<AgreementItem> finished(Project &project, QHash<qint64, QList<Span>> *gold = nullptr,
                                         QString *error = nullptr);
    // AgreementReader::predictions() and systems(): one system's prediction layers (item id -> spans)
    // and the names of every system with predictions in the project.
    static QHash<qint64, QList<Span>> predictions(Project &project, const QString &system, QString *error = nullptr);
    static QStringList systems(Project &project, QString *error = nullptr);
    // Ratings per item, grouped by the value of an item metadata key (one group "" without a key).
    static QMap<QString, QList<QList<double>>> ratings(Project &project, const QString &byKey = QString());
    // Every annotator layer of one item (finished or not), for the layer view; the gold layer,
    // when the item has one, last, as annotator GoldLayerId.
    // With `systems`, also each system's prediction layer, after gold, as systemLayerId(name), and
    // the names by those ids.
    static AgreementItem itemLayers(Project &project, qint64 itemId, QHash<qint64, QString> *systems = nullptr);
};

} // namespace Errata
