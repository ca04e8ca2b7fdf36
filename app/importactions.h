// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

class QWidget;

namespace Errata {

class Project;

// File ▸ Import…: the format, the files, then the import on its own thread (BackgroundImport)
// behind a progress dialog with Cancel, so the window keeps painting. A cancelled or failed import
// leaves the project as it was.
class ImportActions
{
    Q_DECLARE_TR_FUNCTIONS(ImportActions)
public:
    // True when something was imported (the views need a refresh).
    static bool import(Project &project, qint64 personId, QWidget *parent);
    // File ▸ Import Metric Scores…: item,metric,score CSV files (MetricImport, as errata-cli metrics import),
    // all or nothing; a score that differs from the stored one is offered to replace.
    static bool importMetrics(Project &project, qint64 personId, QWidget *parent);
    // The same once the files are chosen. True when a score was added or replaced.
    static bool importMetricFiles(Project &project, qint64 personId, const QStringList &paths, QWidget *parent);
};

} // namespace Errata
