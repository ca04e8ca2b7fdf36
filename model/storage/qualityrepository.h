// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/qualityrecords.h"
#include "model/storage/repository.h"

#include <QHash>
#include <QList>

namespace Errata {

// Training items, attention checks and qualification results (schema version 3). Who may write
// them is decided in model/review/qualification.h and qualitycontrol.h, not here.
class QualityRepository final : public Repository
{
public:
    using Repository::Repository;

    bool setTraining(TrainingItem &training); // insert or replace; stamps the time
    bool removeTraining(qint64 itemId);
    QList<TrainingItem> trainingItems();

    bool setAttentionCheck(AttentionCheck &check); // insert or replace; stamps the time
    bool removeAttentionCheck(qint64 itemId);
    QList<AttentionCheck> attentionChecks();

    // The result and its breakdown in one transaction; sets id and time.
    bool addResult(QualificationResult &result);
    // A result restored from an archive, at its own time; one the project has already (same person,
    // scheme and time) is not added again. Sets id.
    bool restoreResult(QualificationResult &result);
    QList<QualificationResult> results();               // every result, oldest first, with breakdowns
    QHash<qint64, QualificationResult> latestResults(); // person id -> their newest result

private:
    bool insertResult(QualificationResult &result, const QString &stamp);
    bool addBreakdown(const QualificationResult &result);
    bool loadBreakdowns(QList<QualificationResult> &results);
};

} // namespace Errata
