// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/archive.h"
#include "model/storage/repository.h"

#include <QMap>

#include <optional>

namespace Errata {

// The rows of an archive that are not an item's texts, annotations or layers, as the project stores
// them: every setting, and an item's training and attention marks, metric scores, merge conflicts and
// submitted snapshots, restored at the times the archive gives. A row the project already has (the
// same key) is left as it is, so restoring an archive twice changes nothing. Who may restore is
// decided by ArchiveRestorer (model/storage/permissions.h), not here.
class ArchiveTables final : public Repository
{
public:
    using Repository::Repository;

    QMap<QString, QString> settings(); // every project_setting row

    // The layer a reference names on an item (personId: the annotator's, for an annotator's layer).
    std::optional<qint64> layerId(qint64 itemId, const ArchiveLayerRef &ref, qint64 personId);
    bool restoreTraining(qint64 itemId, const ArchiveTraining &training, qint64 layerId, qint64 markedBy);
    bool restoreAttention(qint64 itemId, const ArchiveAttention &check, qint64 layerId, qint64 markedBy);
    bool restoreMetrics(qint64 itemId, const QMap<QString, double> &scores);
    // Span ids as the project numbers them.
    bool restoreConflict(qint64 itemId, qint64 annotatorId, const ArchiveConflict &conflict);
    bool restoreSnapshot(qint64 assignmentId, const ArchiveSnapshot &snapshot);
};

} // namespace Errata
