// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/stats/agreement.h"

#include <QHash>

namespace Errata {

class Database;

namespace AgreementReader {

// What agreement and gold scores are computed on: every item (in list order, with its generation
// and metadata) with the layers of annotators who finished it (isFinished(): work in progress,
// returned or discarded does not count), in layer order. Each span holds what those measures read:
// id, side, range, type and severity (no notes, links or times). With `gold`, also every item's
// gold layer (item id -> spans; an item whose gold layer is empty maps to an empty list), from the
// same span query. Four bulk queries, whatever the project's size.
QList<AgreementItem> finished(const Database &database, QHash<qint64, QList<Span>> *gold = nullptr,
                              QString *error = nullptr);

// The prediction layers of one system (by its label): item id -> spans, read as finished() reads
// them, plus each span's confidence (nullopt when the system gave none). An item whose layer is
// empty maps to an empty list; an item without the system's layer is absent.
QHash<qint64, QList<Span>> predictions(const Database &database, const QString &system, QString *error = nullptr);

// The labels of every prediction layer in the project, sorted.
QStringList systems(const Database &database, QString *error = nullptr);

} // namespace AgreementReader
} // namespace Errata
