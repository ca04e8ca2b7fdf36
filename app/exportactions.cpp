// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportactions.h"

#include "jobdialog.h"
#include "model/project/projectexport.h"
#include "model/project/backgroundjob.h"
#include "model/project/project.h"
#include "widgets/common/plaintext.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>

using namespace Qt::StringLiterals;

namespace Errata {

void ExportActions::exportProject(Project &project, QWidget *parent)
{
    bool ok = false;
    const QString format =
        QInputDialog::getItem(parent, tr("Export"), tr("Format of the file:"), ProjectExport::formats(), 0, false, &ok);
    if (!ok) {
        return;
    }
    const QFileInfo home(project.path());
    const QString suffix = format == "errata-jsonl"_L1 ? u"jsonl"_s : format == "mqm-tsv"_L1 ? u"tsv"_s : u"csv"_s;
    const QString path = QFileDialog::getSaveFileName(
        parent, tr("Export %1").arg(format), home.absolutePath() + u'/' + home.completeBaseName() + u'.' + suffix,
        ProjectExport::fileFilter(format));
    if (path.isEmpty()) {
        return;
    }
    qint64 rows = 0;
    auto job = BackgroundJob::exportProject(project.path(), format, path, &rows);
    if (JobDialog::run(*job, tr("Export"), tr("Exporting %1…").arg(QFileInfo(path).fileName()),
                       tr("Cancelling… no file will be written."), parent)) {
        PlainText::information(parent, tr("Export"),
                               tr("%1 written: %n record(s).", nullptr, int(rows)).arg(QFileInfo(path).fileName()));
    }
}

} // namespace Errata
