// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/repository.h"

#include <QDateTime>

namespace Errata {

// A merge of a work package that found the same thing changed offline and at home (schema v2).
struct MergeConflict
{
    qint64 id = 0;
    qint64 itemId = 0;
    qint64 annotatorId = 0;
    qint64 homeSpanId = 0;    // the version kept at home; 0 when none
    qint64 packageSpanId = 0; // the offline version, added beside it; 0 when it was deleted offline
    QString field;            // span, judgement or state
    QString note;
    QDateTime at;
};

class ConflictRepository final : public Repository
{
public:
    using Repository::Repository;
    bool add(MergeConflict &conflict);
    QList<MergeConflict> open(); // not resolved yet, oldest first
    bool resolve(qint64 conflictId);
};

} // namespace Errata
