// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "importactions.h"

#include "jobdialog.h"

#include "model/project/backgroundimport.h"
#include "model/project/corpuswriter.h"
#include "model/project/project.h"

#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>

using namespace Qt::StringLiterals;

namespace Errata {

bool ImportActions::import(Project &project, qint64 personId, QWidget *parent)
{
    bool ok = false;
    const QString format = QInputDialog::getItem(parent, tr("Import"), tr("Format of the files:"),
                                                 BackgroundImport::formats(), 0, false, &ok);
    const QStringList files = ok ? QFileDialog::getOpenFileNames(parent, tr("Import %1").arg(format)) : QStringList();
    if (files.isEmpty()) {
        return false;
    }
    BackgroundImport job(project.path(), personId, format, files);
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

} // namespace Errata
