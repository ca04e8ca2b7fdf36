// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "importactions.h"

#include "model/project/backgroundimport.h"
#include "model/project/project.h"

#include <QEventLoop>
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QProgressDialog>

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
    QProgressDialog dialog(tr("Importing %n file(s)…", nullptr, int(files.size())), tr("Cancel"), 0, 100, parent);
    dialog.setWindowTitle(tr("Import"));
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(300); // quick imports finish without a flash of a dialog
    dialog.setAutoClose(false);
    dialog.setAutoReset(false);
    QObject::connect(&job, &BackgroundImport::progressChanged, &dialog, &QProgressDialog::setValue);
    QObject::connect(&dialog, &QProgressDialog::canceled, &dialog, [&] {
        job.cancel();
        dialog.setLabelText(tr("Cancelling… the project stays as it was."));
    });
    QEventLoop loop;
    QObject::connect(&job, &BackgroundImport::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec(); // the window keeps painting; the dialog is modal, so nothing else edits meanwhile
    dialog.close();
    if (!job.succeeded() && !job.wasCancelled()) {
        QMessageBox::warning(parent, tr("Import"), tr("Nothing was imported.\n\n%1").arg(job.errorText()));
    }
    return job.succeeded();
}

} // namespace Errata
