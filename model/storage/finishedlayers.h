// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <vector>

namespace Errata {

class Database;

// The layers whose spans are results: every gold and prediction layer, and each annotator's layer
// whose assignment is finished (submitted, in review or accepted), as the corpus and agreement read them.
struct FinishedLayer
{
    qint64 id = 0;
    qint64 itemId = 0;
    qint64 personId = 0;     // 0 for gold and prediction layers
    qint64 assignmentId = 0; // the annotator's assignment; 0 for gold and prediction layers
    bool gold = false;
    bool prediction = false;
    QString label; // a prediction layer's system
};

// In (item id, layer id) order. From a file, the layer and assignment tables are each read in their own
// order and joined here: SQLite's join looked up a million assignments one by one through their index,
// twice the time of reading both tables at million spans. False with *error when a read failed.
bool readFinishedLayers(const Database &db, std::vector<FinishedLayer> *layers, QString *error);

} // namespace Errata
