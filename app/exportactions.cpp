// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportactions.h"

#include "formatchoice.h"
#include "jobdialog.h"
#include "model/project/projectexport.h"
#include "model/project/backgroundjob.h"
#include "model/project/project.h"
#include "model/project/taskexport.h"
#include "model/storage/settingsrepository.h"
#include "widgets/common/plaintext.h"

#include "widgets/common/filedialogs.h"

#include <QFileInfo>
#include <QInputDialog>

using namespace Qt::StringLiterals;

namespace Errata {

void ExportActions::exportProject(Project &project, QWidget *parent)
{
    const std::optional<DataFormat> chosen =
        chooseDataFormat(parent, tr("Export"), tr("Format of the file:"), ProjectExport::formats());
    if (!chosen) {
        return;
    }
    const QString format = chosen->key;
    const QFileInfo home(project.path());
    const QString suffix = chosen->pattern.section(u'.', -1);
    const QString path = FileDialogs::getSaveFileName(
        parent, tr("Export %1").arg(chosen->name), home.absolutePath() + u'/' + home.completeBaseName() + u'.' + suffix,
        chosen->fileFilter());
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

bool ExportActions::exportTask(Project &project, qint64 actorId, QWidget *parent)
{
    QStringList choices;
    for (const QString &task : TaskExport::names()) choices << task + u" — "_s + TaskExport::description(task);
    bool ok = false;
    const QString choice =
        QInputDialog::getItem(parent, tr("Export Benchmark Task"), tr("Task:"), choices, 0, false, &ok);
    if (!ok) return false;
    const QString folder = FileDialogs::getExistingDirectory(parent, tr("Folder for train, dev and test.jsonl"),
                                                             QFileInfo(project.path()).absolutePath());
    if (folder.isEmpty()) return false;
    const TaskExportRequest request{choice.section(u" — "_s, 0, 0), folder, QString(), QString()};
    const bool hadSplit = !project.settings().value(QString(SettingKey::SplitRatio), QString()).isEmpty();
    auto summary = std::make_shared<TgeaTaskSummary>();
    const QString path = project.path();
    BackgroundJob job([=](BackgroundJob &, QString *error) {
        auto own = Project::open(path, error);
        return own && TaskExport::run(*own, request, actorId, summary.get(), error);
    });
    if (!JobDialog::run(job, tr("Export Benchmark Task"), tr("Writing %1…").arg(request.task), tr("Cancelling…"),
                        parent)) {
        return false;
    }
    PlainText::information(parent, tr("Export Benchmark Task"),
                           tr("Written to %1: train.jsonl %2 rows, dev.jsonl %3, test.jsonl %4; %5 left out "
                              "(docs/formats.md). The split (train:dev:test) is stored in the project as each "
                              "text's metadata \"split\".")
                               .arg(folder)
                               .arg(summary->rows[0])
                               .arg(summary->rows[1])
                               .arg(summary->rows[2])
                               .arg(summary->skipped));
    return !hadSplit;
}

} // namespace Errata
