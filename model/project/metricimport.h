// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/interchange/metricreader.h"

#include <QCoreApplication>

namespace Errata {

class Project;

struct MetricFile
{
    QString name; // for messages
    QList<MetricRow> rows;
};

struct MetricImportSummary
{
    int rows = 0;      // scores the files give
    int added = 0;     // new in the project
    int unchanged = 0; // already there with the same value
    int replaced = 0;  // there with another value, replaced (--replace)
    QStringList metrics;
};

// Stores automatic metrics' scores per item (errata-cli metrics import; docs/statistics.md,
// "Does a metric agree with people?"), all or nothing: every item is found by its id, and a score
// that differs from the one stored is refused unless `replace`. Importing the same file again
// changes nothing (the project file is not even written). The coordinator's, like every import.
class MetricImport
{
    Q_DECLARE_TR_FUNCTIONS(MetricImport)
public:
    // Every file read and checked before anything is stored; false with the first bad one's file, line and reason.
    static bool readFiles(const QStringList &paths, QList<MetricFile> *files, ImportError *error);
    static bool run(Project &project, qint64 actorId, const QList<MetricFile> &files, bool replace,
                    MetricImportSummary *summary, ImportError *error);
};

} // namespace Errata
