// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/backgroundjob.h"
#include "model/stats/corpusmeasures.h"
#include "model/domain/taxonomy.h"

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

class QThread;

namespace Errata {

// The corpus statistics of a large project, off the GUI thread. Either reads the project's corpus
// table on the worker (through a read-only Project of its own: Qt SQL connections belong to the
// thread that made them, and a read-only connection cannot change the file) and then computes the
// measures; or computes from a table already read, which the job shares but never changes.
// cancel() stops the reading within a few thousand rows; a computation already under way finishes
// on the worker, but its result is marked cancelled and must be dropped, so a cancelled job leaves
// the caller's table and figures as they were.
class CorpusJob final : public BackgroundJob
{
    Q_OBJECT
public:
    using Table = std::shared_ptr<const CorpusTable>;

    // Read the project at `projectPath`, then compute.
    CorpusJob(const QString &projectPath, const Taxonomy &taxonomy, const MeasureOptions &options,
              QObject *parent = nullptr);
    // Compute from `table`.
    CorpusJob(Table table, const Taxonomy &taxonomy, const MeasureOptions &options, QObject *parent = nullptr);
    ~CorpusJob() override; // cancels and waits for the thread before the result goes

    // What the viewer calls people (Visibility::names()), put over the names read, before start().
    void setNames(const QHash<qint64, QString> &names) { m_names = names; }
    const MeasureOptions &options() const { return m_options; }
    Table table() const { return m_table; }
    const MeasureResult &result() const { return m_result; }

private:
    bool work(QString *error);

    QString m_projectPath;
    Taxonomy m_taxonomy;
    MeasureOptions m_options;
    Table m_table;
    QHash<qint64, QString> m_names;
    MeasureResult m_result;
};

} // namespace Errata
