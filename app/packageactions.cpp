// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "packageactions.h"

#include "jobdialog.h"
#include "model/project/backgroundjob.h"
#include "widgets/common/plaintext.h"
#include "model/project/packagebatch.h"
#include "model/project/workpackage.h"
#include "model/project/project.h"
#include "model/storage/personrepository.h"

#include "widgets/common/filedialogs.h"

#include <QFileInfo>
#include <QInputDialog>

using namespace Qt::StringLiterals;

namespace Errata {

void PackageActions::make(Project &home, qint64 actorId, QWidget *parent)
{
    if (home.isReadOnly()) {
        // The split is recorded at home, and the worker's own connection must not write past the lock.
        PlainText::warning(parent, tr("Make Work Package"),
                           tr("%1 is open read-only, so no split can be recorded in it.").arg(home.path()));
        return;
    }
    QStringList annotators;
    for (const Person &person : home.people().all()) {
        if (person.roles.testFlag(Role::Annotator)) annotators << person.name;
    }
    if (annotators.isEmpty()) {
        PlainText::information(parent, tr("Make Work Package"), tr("This project has no annotators yet."));
        return;
    }
    bool ok = false;
    const QString annotator = QInputDialog::getItem(parent, tr("Make Work Package"),
                                                    tr("Whose items go into the package?"), annotators, 0, false, &ok);
    if (!ok) {
        return;
    }
    const QString path =
        FileDialogs::getSaveFileName(parent, tr("Save Work Package"), suggestedPackagePath(home.path(), annotator),
                                     tr("Errata projects (*.errata)"));
    if (path.isEmpty()) {
        return;
    }
    if (home.isFile(path)) {
        PlainText::warning(parent, tr("Make Work Package"),
                           tr("%1 is this project itself; choose another name for the package.").arg(path));
        return;
    }
    if (QFileInfo::exists(path)) {
        Project::removeFiles(path); // the save dialog already asked whether to replace it
    }
    SplitSummary summary;
    auto job = BackgroundJob::splitPackage(home.path(), actorId, annotator, path, &summary);
    if (!JobDialog::run(*job, tr("Make Work Package"), tr("Making the work package of %1…").arg(annotator),
                        tr("Cancelling… the project stays as it was."), parent)) {
        return;
    }
    PlainText::information(parent, tr("Make Work Package"),
                           tr("%1 holds %n item(s) of %2. Send it to them; when it comes back, use "
                              "File ▸ Merge Work Package. Only the newest package of a person can be merged.",
                              nullptr, summary.items)
                               .arg(QFileInfo(path).fileName(), annotator));
}

bool PackageActions::merge(Project &home, qint64 actorId, QWidget *parent)
{
    const QString path = FileDialogs::getOpenFileName(
        parent, tr("Merge Work Package"), QFileInfo(home.path()).absolutePath(), tr("Errata projects (*.errata)"));
    if (path.isEmpty()) {
        return false;
    }
    MergeSummary summary;
    auto job = BackgroundJob::mergePackage(home.path(), actorId, path, &summary);
    if (!JobDialog::run(*job, tr("Merge Work Package"), tr("Merging %1…").arg(QFileInfo(path).fileName()),
                        tr("Cancelling… the project stays as it was."), parent)) {
        return false;
    }
    PlainText::information(parent, tr("Merge Work Package"), mergeReport(summary));
    return !summary.changedNothing();
}

QString PackageActions::suggestedPackagePath(const QString &homePath, const QString &annotator)
{
    const QFileInfo home(homePath);
    return home.absolutePath() + u'/'
        + tr("%1 - %2.errata").arg(home.completeBaseName(), PackageBatch::safeName(annotator));
}

QString PackageActions::mergeReport(const MergeSummary &summary)
{
    if (summary.changedNothing()) {
        return tr("Nothing new: this package's work is already here.");
    }
    QString text = tr("Spans added: %1, changed: %2, removed: %3. Judgements changed: %4. Workflow steps: %5. "
                      "Thread replies: %6.")
                       .arg(summary.spansAdded)
                       .arg(summary.spansChanged)
                       .arg(summary.spansRemoved)
                       .arg(summary.judgementsChanged)
                       .arg(summary.historyEntries)
                       .arg(summary.reviewEvents);
    if (summary.secondsAdded > 0) {
        text += u' ' + tr("Time spent offline: %1 s.").arg(summary.secondsAdded);
    }
    if (summary.conflicts > 0) {
        text += u"\n\n"_s
            + tr("%n conflict(s): the same thing was changed offline and here. Both versions are kept; "
                 "`errata-cli package conflicts` lists them.",
                 nullptr, summary.conflicts);
    }
    return text;
}

QString PackageActions::intoFolder(Project &home, qint64 actorId, const QString &folder, QString *error)
{
    QList<BatchSplit> done;
    if (!PackageBatch::splitAll(home, actorId, folder, &done, error)) return {};
    QStringList lines;
    for (const BatchSplit &entry : std::as_const(done)) {
        lines << (entry.replaced ? tr("%1: %2 (%n item(s)), replacing the merged package of the last round", nullptr,
                                      entry.summary.items)
                                 : tr("%1: %2 (%n item(s))", nullptr, entry.summary.items))
                     .arg(entry.annotator, QFileInfo(entry.path).fileName());
    }
    return tr("%n package(s) in %1:", nullptr, int(done.size())).arg(folder) + u"\n"_s + lines.join(u'\n');
}

QString PackageActions::fromFolder(Project &home, qint64 actorId, const QString &folder, QString *error)
{
    QList<BatchMerge> done;
    if (!PackageBatch::mergeFolder(home, actorId, folder, &done, error)) return {};
    QStringList lines;
    for (const BatchMerge &entry : std::as_const(done)) {
        lines << entry.owner + u": "_s + mergeReport(entry.summary);
    }
    return tr("%n package(s) merged:", nullptr, int(done.size())) + u"\n\n"_s + lines.join(u"\n\n"_s);
}

void PackageActions::makeForEveryone(Project &home, qint64 actorId, QWidget *parent)
{
    const QString folder = FileDialogs::getExistingDirectory(parent, tr("Folder for the Work Packages"),
                                                             QFileInfo(home.path()).absolutePath());
    if (folder.isEmpty()) return;
    QString error;
    const QString report = intoFolder(home, actorId, folder, &error);
    if (report.isEmpty()) {
        PlainText::warning(parent, tr("Make Packages for Everyone"), error);
    } else {
        PlainText::information(parent, tr("Make Packages for Everyone"), report);
    }
}

bool PackageActions::mergeFolder(Project &home, qint64 actorId, QWidget *parent)
{
    const QString folder = FileDialogs::getExistingDirectory(parent, tr("Folder of Returned Packages"),
                                                             QFileInfo(home.path()).absolutePath());
    if (folder.isEmpty()) return false;
    QString error;
    const QString report = fromFolder(home, actorId, folder, &error);
    if (report.isEmpty()) {
        PlainText::warning(parent, tr("Merge Packages from Folder"), error);
        return false;
    }
    PlainText::information(parent, tr("Merge Packages from Folder"), report);
    return true;
}

} // namespace Errata
