// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/tgeatasks.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace Errata {

class Project;

struct TaskExportRequest
{
    QString task;      // one of TaskExport::names()
    QString directory; // train.jsonl, dev.jsonl and test.jsonl go here
    QString ratio;     // empty: the stored split's, else 8:1:1
    QString seed;      // empty: the stored seed, else 1
};

// export --task and File ▸ Export Benchmark Task…: the stored train/dev/test split (made on first use, a
// coordinator's change), then the task's files (TgeaTasks, SpanClassificationTask).
class TaskExport
{
    Q_DECLARE_TR_FUNCTIONS(TaskExport)
public:
    static QStringList names();
    static QString description(const QString &task); // one line for a chooser
    static bool run(Project &project, const TaskExportRequest &request, qint64 actorId, TgeaTaskSummary *summary,
                    QString *error);
};

} // namespace Errata
