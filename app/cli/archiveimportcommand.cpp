// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli import --format errata-jsonl: Errata's own format restores everything it saved
// (states, review threads, history) instead of going through the corpus path, which records
// foreign annotations as finished imports. A new project takes the file's taxonomy and settings.
#include "clicommands.h"

#include "model/project/archiverestorer.h"
#include "model/interchange/erratajsonl.h"
#include "model/project/project.h"
#include "model/storage/repository.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Errata {
int CliCommands::importArchives(const QStringList &arguments, bool dryRun, const QString &actAs)
{
    if (arguments.size() < 2) {
        return userError(tr("import takes the project file and at least one input file."));
    }
    QStringList args = arguments;
    const QString projectPath = args.takeFirst();
    const QString unchanged = tr("Nothing was imported; %1 is unchanged.").arg(projectPath);
    QList<Archive> archives;
    for (const QString &path : std::as_const(args)) {
        ImportError readError;
        const std::optional<QByteArray> bytes = readImportFile(path, &readError);
        std::optional<Archive> archive = bytes ? ErrataJsonl::read(*bytes, path, &readError) : std::nullopt;
        if (!archive) {
            return userError(readError.message() + u'\n' + unchanged);
        }
        archives << std::move(*archive);
    }
    RestoreSummary total;
    for (const Archive &archive : std::as_const(archives)) {
        total.items += int(archive.items.size());
    }
    if (!dryRun) {
        const bool created = !Project::existsAt(projectPath);
        QString error;
        auto project = created ? ArchiveRestorer::createProject(projectPath, archives.first(), &error)
                               : Project::open(projectPath, &error);
        if (!project) {
            return userError(error);
        }
        bool ok = true;
        {
            Transaction transaction(&project->database());
            for (const Archive &archive : std::as_const(archives)) {
                RestoreSummary part;
                const auto actor = ok ? importingActor(*project, actAs) : std::nullopt;
                ok = actor && ArchiveRestorer(*project, *actor).restore(archive, &part, &error);
                total.newItems += part.newItems;
                total.newPeople += part.newPeople;
                total.newAnnotations += part.newAnnotations;
                total.existingAnnotations += part.existingAnnotations;
                total.newSpans += part.newSpans;
            }
            if (ok && !transaction.commit()) { // a full disk often shows only here
                ok = false;
                error = projectPath + u": "_s + reasonText(project->database().lastError());
            }
        }
        if (!ok) {
            project.reset();
            if (created) {
                Project::removeFiles(projectPath);
            }
            return userError(error.isEmpty() ? unchanged : error + u'\n' + unchanged); // else importingActor() said why
        }
    }
    CliRecord record;
    record.add(u"project"_s, tr("Project"), projectPath);
    record.add(u"dry_run"_s, tr("Dry run"), dryRun);
    record.add(u"items"_s, tr("Items read"), total.items);
    record.add(u"new_items"_s, tr("New items"), total.newItems);
    record.add(u"new_people"_s, tr("New people"), total.newPeople);
    record.add(u"new_annotations"_s, tr("New annotations"), total.newAnnotations);
    record.add(u"existing_annotations"_s, tr("Annotations already there"), total.existingAnnotations);
    record.add(u"new_spans"_s, tr("New spans"), total.newSpans);
    record.print(m_out, m_format);
    return Ok;
}

} // namespace Errata
