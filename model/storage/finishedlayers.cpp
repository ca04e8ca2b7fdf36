// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/finishedlayers.h"

#include "model/storage/analysisexclusions.h"

#include "model/storage/database.h"
#include "model/storage/rowreader.h"
#include "model/storage/sqldialect.h"
#include "model/domain/workflow.h"

#include <algorithm>
#include <tuple>

namespace Errata {
namespace {

struct AssignmentKey
{
    qint64 item = 0;
    qint64 annotator = 0;
    qint64 id = 0;
    bool finished = false;
};

bool byItemAndAnnotator(const AssignmentKey &a, const AssignmentKey &b)
{
    return std::tie(a.item, a.annotator) < std::tie(b.item, b.annotator);
}

// Sorted by (item, annotator), which an import's order nearly always is already.
bool readAssignments(const Database &db, std::vector<AssignmentKey> *keys, QString *error)
{
    // The state is decoded here: SQLite's IN on a million texts took as long as reading them.
    RowReader query(db, "SELECT item_id, annotator_id, id, state FROM assignment");
    while (query.next()) {
        AssignmentState state = AssignmentState::New;
        const bool known = assignmentStateFromUtf8(query.utf8(3), &state);
        keys->push_back({query.integer(0), query.integer(1), query.integer(2), known && isFinished(state)});
    }
    if (!query.ok()) {
        *error = query.error();
        return false;
    }
    if (!std::is_sorted(keys->cbegin(), keys->cend(), byItemAndAnnotator)) {
        std::sort(keys->begin(), keys->end(), byItemAndAnnotator);
    }
    return true;
}

// The assignment of an annotator's layer, or nullptr (a layer without one, as a LEFT JOIN finds).
// Layers mostly come in the assignments' own order: the one after the last found is tried first.
const AssignmentKey *assignmentOf(const std::vector<AssignmentKey> &keys, qint64 item, qint64 annotator, size_t *hint)
{
    const auto matches = [&](size_t at) {
        return at < keys.size() && keys[at].item == item && keys[at].annotator == annotator;
    };
    if (!matches(*hint)) {
        const AssignmentKey probe{item, annotator};
        *hint = size_t(std::lower_bound(keys.cbegin(), keys.cend(), probe, byItemAndAnnotator) - keys.cbegin());
        if (!matches(*hint)) return nullptr;
    }
    return &keys[(*hint)++];
}

// A server joins them itself, and sends a third fewer rows than both tables hold.
bool readJoinedOnServer(const Database &db, std::vector<FinishedLayer> *layers, QString *error)
{
    RowReader query(db,
                    "SELECT l.id, l.item_id, COALESCE(l.person_id, 0), COALESCE(a.id, 0), l.kind = 'gold', "
                    "l.kind = 'prediction', l.label FROM layer l "
                    "LEFT JOIN assignment a ON a.item_id = l.item_id AND a.annotator_id = l.person_id "
                    "WHERE l.kind IN ('gold', 'prediction') OR a.state IN "
                        + SqlDialect::finishedStates() + " ORDER BY l.item_id, l.id");
    while (query.next()) {
        const bool prediction = query.integer(5) != 0;
        layers->push_back({query.integer(0), query.integer(1), query.integer(2), query.integer(3),
                           query.integer(4) != 0, prediction, prediction ? query.text(6) : QString()});
    }
    if (!query.ok()) *error = query.error();
    return query.ok();
}

// People a coordinator excluded from the analyses (AnalysisExclusions): their layers are no results.
void dropExcluded(const Database &db, std::vector<FinishedLayer> *layers)
{
    const QHash<qint64, QString> excluded = AnalysisExclusions::excluded(db);
    if (excluded.isEmpty()) return;
    std::erase_if(*layers, [&](const FinishedLayer &layer) { return excluded.contains(layer.personId); });
}

bool readLayers(const Database &db, std::vector<FinishedLayer> *layers, QString *error)
{
    if (db.backend() == Backend::Postgres) return readJoinedOnServer(db, layers, error);
    std::vector<AssignmentKey> assignments;
    if (!readAssignments(db, &assignments, error)) return false;
    RowReader query(db, "SELECT id, item_id, kind, COALESCE(person_id, 0), label FROM layer");
    size_t hint = 0;
    layers->reserve(assignments.size()); // about one layer an assignment
    while (query.next()) {
        const QByteArrayView kind = query.utf8(2);
        FinishedLayer layer{
            query.integer(0), query.integer(1), query.integer(3), 0, kind == "gold", kind == "prediction", {}};
        if (layer.prediction) {
            layer.label = query.text(4);
        } else if (!layer.gold) {
            const AssignmentKey *assignment = assignmentOf(assignments, layer.itemId, layer.personId, &hint);
            if (!assignment || !assignment->finished) continue;
            layer.assignmentId = assignment->id;
        }
        layers->push_back(std::move(layer));
    }
    if (!query.ok()) {
        *error = query.error();
        return false;
    }
    const auto byItem = [](const FinishedLayer &a, const FinishedLayer &b) {
        return std::tie(a.itemId, a.id) < std::tie(b.itemId, b.id);
    };
    if (!std::is_sorted(layers->cbegin(), layers->cend(), byItem)) {
        std::sort(layers->begin(), layers->end(), byItem);
    }
    return true;
}

} // namespace

bool readFinishedLayers(const Database &db, std::vector<FinishedLayer> *layers, QString *error)
{
    if (!readLayers(db, layers, error)) return false;
    dropExcluded(db, layers);
    return true;
}

} // namespace Errata
