// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/packagebatch.h"

#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/repository.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

bool hasWorkToDo(AssignmentState state)
{
    return state == AssignmentState::New || state == AssignmentState::InProgress || state == AssignmentState::Returned;
}

// Annotators with work to do, in the project's order of people.
QList<Person> annotatorsWithWork(Project &home)
{
    QSet<qint64> busy;
    for (const Assignment &a : home.assignments().all()) {
        if (hasWorkToDo(a.state)) busy.insert(a.annotatorId);
    }
    QList<Person> out;
    for (const Person &person : home.people().all()) {
        if (busy.contains(person.id) && person.active) out << person;
    }
    return out;
}

} // namespace

QString PackageBatch::safeName(const QString &annotator)
{
    // Separators and the characters Windows forbids become "_"; leading dots go, so no ".." and no
    // hidden file: a person's name must not point a package into another folder.
    static const QRegularExpression unsafe(uR"([/\\:*?"<>|\x00-\x1f])"_s);
    QString name = annotator;
    name.replace(unsafe, u"_"_s);
    while (name.startsWith(u'.')) name.remove(0, 1);
    name = name.trimmed();
    return name.isEmpty() ? u"_"_s : name;
}

QString PackageBatch::fileNameFor(const QString &annotator)
{
    return safeName(annotator) + u".errata"_s;
}

bool PackageBatch::splitAll(Project &home, qint64 actorId, const QString &folder, QList<BatchSplit> *done,
                            QString *error)
{
    const QList<Person> people = annotatorsWithWork(home);
    if (people.isEmpty()) {
        *error = tr("Nobody has work to do: every assignment is handed in, accepted or discarded.");
        return false;
    }
    QDir dir(folder);
    if (!dir.exists() && !QDir().mkpath(folder)) {
        *error = tr("Could not create the folder %1.").arg(folder);
        return false;
    }
    QSet<QString> merged;
    for (const Person &person : people) { // refuse before anything is written
        const QString path = dir.filePath(fileNameFor(person.name));
        const PackageSlot slot = slotAt(home, actorId, path, error);
        if (slot == PackageSlot::Taken) return false;
        if (slot == PackageSlot::Merged) merged.insert(path);
    }
    for (const QString &path : std::as_const(merged)) Project::removeFiles(path); // its work is at home
    done->clear();
    const auto undo = [&](const QString &why) {
        for (const BatchSplit &made : std::as_const(*done)) Project::removeFiles(made.path);
        done->clear();
        *error = why;
        return false;
    };
    Transaction transaction(&home.database()); // the splits are on record at home together, or not at all
    for (const Person &person : people) {
        BatchSplit entry{person.name, dir.filePath(fileNameFor(person.name)), {}, false};
        entry.replaced = merged.contains(entry.path);
        if (!WorkPackage::split(home, actorId, person.name, entry.path, &entry.summary, error)) {
            return undo(tr("The package for %1 failed: %2. No package was kept.").arg(person.name, *error));
        }
        done->append(entry);
    }
    return transaction.commit() || undo(tr("Could not record the split: %1").arg(home.database().lastError()));
}

PackageSlot PackageBatch::slotAt(Project &home, qint64 actorId, const QString &path, QString *why)
{
    if (!QFileInfo::exists(path)) return PackageSlot::Free;
    if (home.isFile(path)) {
        *why = tr("%1 is this project itself; choose another name for the package.").arg(path);
        return PackageSlot::Taken;
    }
    QString error;
    auto package = Project::openReadOnly(path, &error);
    if (!package || !WorkPackage::ownerOf(*package)) {
        *why = tr("%1 already exists and is not a work package; choose another name or folder.").arg(path);
        return PackageSlot::Taken;
    }
    MergeSummary summary;
    bool merges = false;
    {
        Transaction probe(&home.database()); // never committed: it only asks what a merge would bring home
        merges = WorkPackage::merge(home, actorId, *package, &summary, &error);
    }
    if (!merges) {
        *why = tr("%1 already exists and cannot be merged (%2); choose another name or folder.").arg(path, error);
        return PackageSlot::Taken;
    }
    if (!summary.changedNothing()) {
        *why = tr("%1 holds work of %2 not merged yet; merge it first (errata-cli package merge), or choose "
                  "another name or folder.")
                   .arg(path, WorkPackage::ownerOf(*package).value_or(QString()));
        return PackageSlot::Taken;
    }
    return PackageSlot::Merged;
}

bool PackageBatch::mergeFolder(Project &home, qint64 actorId, const QString &folder, QList<BatchMerge> *done,
                               QString *error)
{
    QFileInfoList files = QDir(folder).entryInfoList({u"*.errata"_s}, QDir::Files, QDir::Name);
    // The folder offered first is the project's own: the project itself is no package, and opening it a
    // second time only to refuse it would make the whole batch fail.
    files.removeIf([&home](const QFileInfo &file) { return home.isFile(file.filePath()); });
    if (files.isEmpty()) {
        *error = tr("%1 holds no .errata packages.").arg(folder);
        return false;
    }
    done->clear();
    Transaction transaction(&home.database()); // every package or none
    for (const QFileInfo &file : files) {
        auto package = Project::open(file.filePath(), error);
        const std::optional<QString> owner = package ? WorkPackage::ownerOf(*package) : std::nullopt;
        BatchMerge entry{file.filePath(), owner.value_or(QString()), {}};
        if (!package || !owner || !WorkPackage::merge(home, actorId, *package, &entry.summary, error)) {
            *error = tr("%1: %2 Nothing was merged.")
                         .arg(file.fileName(), package && !owner ? tr("not a work package.") : *error);
            done->clear();
            return false;
        }
        done->append(entry);
    }
    if (!transaction.commit()) {
        *error = tr("Could not save the merge: %1").arg(home.database().lastError());
        done->clear();
        return false;
    }
    return true;
}

} // namespace Errata
