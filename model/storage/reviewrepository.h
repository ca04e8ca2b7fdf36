// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/reviewevent.h"
#include "model/storage/repository.h"

#include <QDateTime>
#include <QList>

namespace Errata {

class ReviewRepository final : public Repository
{
public:
    using Repository::Repository;

    bool add(ReviewEvent &event); // sets id, and the time unless event.at is set (restoring saved work)
    // Many saved events in few statements (an archive's threads), in their order, each with its time.
    bool restore(const QList<ReviewEvent> &events);
    static QList<QVariantList> rowsOf(const QList<ReviewEvent> &events); // BulkRepository::Table::ReviewEvent
    QList<ReviewEvent> all();                                            // every event, in order: for export
    QList<ReviewEvent> forAssignment(qint64 assignmentId);
    qint64 count();

private:
    QList<ReviewEvent> select(const QString &condition, const QVariantList &values);
};

} // namespace Errata
