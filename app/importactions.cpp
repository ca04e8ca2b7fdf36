// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "importactions.h"

#include "formatchoice.h"

#include "jobdialog.h"

#include "model/project/backgroundimport.h"
#include "model/project/corpuswriter.h"
#include "model/project/metricimport.h"
#include "model/project/project.h"

#include "widgets/common/filedialogs.h"

#include <QInputDialog>
#include <QMessageBox>

using namespace Qt::StringLiterals;

namespace Errata {

bool ImportActions::import(Project &project, qint64 personId, QWidget *parent)
{
    const std::optional<DataFormat> format =
        chooseDataFormat(parent, tr("Import"), tr("Format of the files:"), DataFormats::importKeys(false));
    const QStringList files = format
        ? FileDialogs::getOpenFileNames(parent, tr("Import %1").arg(format->name), QString(), format->fileFilter())
        : QStringList();
    if (files.isEmpty()) {
        return false;
    }
    BackgroundImport job(project.path(), personId, format->key, files);
    // One job type and one progress dialog for every long task (JobDialog); a cancelled import leaves
    // the project as it was.
    if (!JobDialog::run(job, tr("Import"), tr("Importing %n file(s)…", nullptr, int(files.size())),
                        tr("Cancelling… the project stays as it was."), parent, tr("Nothing was imported.\n\n%1"))) {
        return false;
    }
    // Say what came in: a finished import that said nothing left people checking the item list by hand.
    QMessageBox::information(parent, tr("Import"), importSummaryText(job.summary(), int(files.size())));
    return true;
}

bool ImportActions::importMetrics(Project &project, qint64 personId, QWidget *parent)
{
    const QStringList paths = FileDialogs::getOpenFileNames(parent, tr("Import Metric Scores"), QString(),
                                                            tr("Metric scores: item,metric,score (*.csv)"));
    return !paths.isEmpty() && importMetricFiles(project, personId, paths, parent);
}

bool ImportActions::importMetricFiles(Project &project, qint64 personId, const QStringList &paths, QWidget *parent)
{
    QList<MetricFile> files;
    ImportError error;
    MetricImportSummary summary;
    bool stored = MetricImport::readFiles(paths, &files, &error)
        && MetricImport::run(project, personId, files, false, &summary, &error);
    // The files give other values for scores already stored: replacing them is a choice, not a default.
    if (!stored && error.field == "score"_L1) {
        if (QMessageBox::question(parent, tr("Import Metric Scores"),
                                  tr("%1\n\nReplace the stored scores with the files' values?").arg(error.message()))
            != QMessageBox::Yes) {
            return false; // declined: nothing to say
        }
        error = {};
        stored = MetricImport::run(project, personId, files, true, &summary, &error);
    }
    if (!stored) {
        QMessageBox::warning(parent, tr("Import Metric Scores"),
                             tr("Nothing was imported.\n\n%1").arg(error.message()));
        return false;
    }
    QMessageBox::information(parent, tr("Import Metric Scores"),
                             tr("Metrics: %1. Scores read: %2; added %3, unchanged %4, replaced %5. The Corpus tab's "
                                "Metrics page compares them with people.")
                                 .arg(summary.metrics.join(u", "_s))
                                 .arg(summary.rows)
                                 .arg(summary.added)
                                 .arg(summary.unchanged)
                                 .arg(summary.replaced));
    return summary.added + summary.replaced > 0;
}

} // namespace Errata
