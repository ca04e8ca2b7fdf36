// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/actionevent.h"
#include "model/storage/repository.h"

#include <QList>

namespace Errata {

// The action log (action_log, schemav11_actionlog.cpp): appended to, never changed.
class ActionLogRepository final : public Repository
{
public:
    using Repository::Repository;

    bool append(ActionEvent &event); // sets id, and the time unless event.at is set (restoring saved work)
    // Saved entries (an archive's, a merged package's), in their order, each with its own time.
    bool restore(const QList<ActionEvent> &events);
    QList<ActionEvent> forAssignment(qint64 assignmentId);
    QList<ActionEvent> all(); // every entry, in order of assignment and then of writing
    qint64 count();

private:
    QList<ActionEvent> select(const QString &condition, const QVariantList &values);
};

} // namespace Errata
