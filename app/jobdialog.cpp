// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobdialog.h"

#include "model/project/backgroundjob.h"
#include "widgets/common/plaintext.h"

#include <QEventLoop>
#include <QProgressDialog>

namespace Errata {

bool JobDialog::run(BackgroundJob &job, const QString &title, const QString &label, const QString &cancelling,
                    QWidget *parent, const QString &failure)
{
    QProgressDialog dialog(label, tr("Cancel"), 0, 100, parent);
    dialog.setWindowTitle(title);
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(300); // quick jobs finish without a flash of a dialog
    dialog.setAutoClose(false);
    dialog.setAutoReset(false);
    QObject::connect(&job, &BackgroundJob::progressChanged, &dialog, &QProgressDialog::setValue);
    QObject::connect(&dialog, &QProgressDialog::canceled, &dialog, [&] {
        job.cancel();
        dialog.setLabelText(cancelling);
    });
    QEventLoop loop;
    QObject::connect(&job, &BackgroundJob::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec();
    dialog.close();
    if (!job.succeeded() && !job.wasCancelled()) {
        PlainText::warning(parent, title, failure.isEmpty() ? job.errorText() : failure.arg(job.errorText()));
    }
    return job.succeeded();
}

} // namespace Errata
