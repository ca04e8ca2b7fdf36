// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

class QWidget;

namespace Errata {

class Project;

// File ▸ Export…: the whole project in one of the interchange formats, written on a worker
// thread (BackgroundJob) to a file that appears only when it is complete; and the benchmark tasks.
class ExportActions
{
    Q_DECLARE_TR_FUNCTIONS(ExportActions)
public:
    static void exportProject(Project &project, QWidget *parent);
    // File ▸ Export Benchmark Task…: TGEA's or Scarecrow's files into a folder, in the project's stored
    // split (made now if there is none, as actorId). True when the project changed (a split was stored).
    static bool exportTask(Project &project, qint64 actorId, QWidget *parent);
};

} // namespace Errata
