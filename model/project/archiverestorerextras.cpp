// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The part of a restore that waits for every item, layer and span to be written: the items' training
// and attention marks (they name a layer), metric scores, merge conflicts, submitted snapshots and action logs (they
// belong to an annotation restored now), and the people's qualification results.
#include "model/project/archiverestorer.h"

#include "model/project/project.h"
#include "model/storage/actionlogrepository.h"
#include "model/storage/archivetables.h"
#include "model/storage/qualityrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {

void ArchiveRestorer::noteExtras(const ArchiveItem &entry, qint64 itemId)
{
    const bool snapshots =
        std::any_of(entry.annotations.cbegin(), entry.annotations.cend(),
                    [](const ArchiveAnnotation &a) { return !a.snapshots.isEmpty() || !a.actions.isEmpty(); });
    if (entry.training || entry.attention || !entry.metrics.isEmpty() || !entry.conflicts.isEmpty() || snapshots) {
        m_extras << PendingExtras{&entry, itemId};
    }
}

bool ArchiveRestorer::restoreExtras(const Archive &archive, QString *error)
{
    for (const PendingExtras &pending : std::as_const(m_extras)) {
        if (!restoreItemExtras(pending, error)) return false;
    }
    return restoreQualifications(archive, error);
}

bool ArchiveRestorer::restoreItemExtras(const PendingExtras &pending, QString *error)
{
    const ArchiveItem &entry = *pending.entry;
    ArchiveTables tables(&m_project.database());
    const auto fail = [&](const QString &reason) {
        *error = tr("item %1: %2").arg(entry.item.externalId, reason);
        return false;
    };
    // The layer a mark names, written by now (its item's layers and annotations were restored first).
    const auto layerOf = [&](const ArchiveLayerRef &ref) {
        const qint64 person = ref.kind == LayerKind::Annotator ? m_people.value(ref.label, -1) : 0;
        return tables.layerId(pending.itemId, ref, person);
    };
    const auto refName = [](const ArchiveLayerRef &ref) {
        return ref.kind == LayerKind::Gold ? layerKindKey(ref.kind) : layerKindKey(ref.kind) + u' ' + ref.label;
    };
    if (entry.training) {
        const std::optional<qint64> layer = layerOf(entry.training->reference);
        if (!layer)
            return fail(
                tr("the training mark's reference layer (%1) is not there").arg(refName(entry.training->reference)));
        const auto by = personId(entry.training->markedBy, {});
        if (!by || !tables.restoreTraining(pending.itemId, *entry.training, *layer, *by))
            return fail(tables.lastError());
    }
    if (entry.attention) {
        const std::optional<qint64> layer =
            entry.attention->reference ? layerOf(*entry.attention->reference) : std::optional<qint64>(0);
        if (!layer)
            return fail(tr("the attention check's reference layer (%1) is not there")
                            .arg(refName(*entry.attention->reference)));
        const auto by = personId(entry.attention->markedBy, {});
        if (!by || !tables.restoreAttention(pending.itemId, *entry.attention, *layer, *by))
            return fail(tables.lastError());
    }
    if (!tables.restoreMetrics(pending.itemId, entry.metrics)) return fail(tables.lastError());
    // Conflicts and snapshots belong to an annotation: only with one restored now (restoring twice adds none).
    for (ArchiveConflict conflict : entry.conflicts) {
        if (!m_newAssignments.contains({pending.itemId, conflict.annotator})) continue;
        conflict.homeSpanId = m_spanIds.value(conflict.homeSpanId, conflict.homeSpanId);
        conflict.packageSpanId = m_spanIds.value(conflict.packageSpanId, conflict.packageSpanId);
        if (!tables.restoreConflict(pending.itemId, m_people.value(conflict.annotator), conflict)) {
            return fail(tables.lastError());
        }
    }
    for (const ArchiveAnnotation &annotation : entry.annotations) {
        const qint64 assignment = m_newAssignments.value({pending.itemId, annotation.annotator});
        for (const ArchiveSnapshot &snapshot : annotation.snapshots) {
            if (assignment != 0 && !tables.restoreSnapshot(assignment, snapshot)) return fail(tables.lastError());
        }
        if (const QString refused = assignment != 0 ? restoreActions(assignment, annotation.actions) : QString();
            !refused.isEmpty()) {
            return fail(refused);
        }
    }
    return true;
}

QString ArchiveRestorer::restoreActions(qint64 assignmentId, QList<ActionEvent> actions)
{
    for (ActionEvent &event : actions) {
        event.assignmentId = assignmentId;
        event.spanId = m_spanIds.value(event.spanId, event.spanId); // a span given a new id keeps its entries
    }
    ActionLogRepository log(&m_project.database());
    return actions.isEmpty() || log.restore(actions) ? QString() : log.lastError();
}

bool ArchiveRestorer::restoreQualifications(const Archive &archive, QString *error)
{
    QualityRepository quality(&m_project.database());
    for (const ArchiveQualification &entry : archive.qualifications) {
        QualificationResult result = entry.result;
        const auto person = personId(entry.person, {});
        const auto scorer = personId(entry.scoredBy, {});
        if (!person || !scorer) return (*error = lastError(), false);
        result.personId = *person;
        result.scoredBy = *scorer;
        if (!quality.restoreResult(result)) {
            *error = tr("the qualification result of %1: %2").arg(entry.person, quality.lastError());
            return false;
        }
    }
    return true;
}

} // namespace Errata
