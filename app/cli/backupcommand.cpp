// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommands.h"

#include "model/project/backups.h"
#include "model/project/project.h"
#include "model/project/projectlock.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Errata {

// errata-cli backup PROJECT [--to FOLDER] [--keep K]: one more rotating backup, as the GUI makes.
int CliCommands::backup(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!takeOptions(args, {u"--to"_s, u"--keep"_s}, &options)) {
        return UserError;
    }
    bool keepOk = true;
    const int keep = options.contains(u"--keep"_s) ? options.value(u"--keep"_s).toInt(&keepOk) : Backups::DefaultKeep;
    if (args.size() != 1 || !keepOk || keep < 1) {
        return userError(tr("backup takes a project file, and optionally --to FOLDER and --keep K (K ≥ 1)."));
    }
    QString error;
    auto project = Project::open(args.first(), &error);
    const QString folder = options.value(u"--to"_s, Backups::defaultFolder(args.first()));
    const auto made = project ? Backups::make(*project, folder, keep, &error) : std::nullopt;
    if (!made) {
        return userError(error);
    }
    CliRecord record;
    record.add(u"backup"_s, tr("Backup"), *made);
    record.add(u"kept"_s, tr("Backups kept"), Backups::list(args.first(), folder).size());
    record.print(m_out, m_format);
    return Ok;
}

// errata-cli restore PROJECT --from BACKUP: refuses anything but a sound Errata project.
int CliCommands::restore(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!takeOptions(args, {u"--from"_s}, &options)) {
        return UserError;
    }
    if (args.size() != 1 || options.value(u"--from"_s).isEmpty()) {
        return userError(tr("restore takes a project file and --from BACKUP."));
    }
    // Never under an Errata that has the project open: it would go on writing into the old file.
    ProjectLock lock(args.first());
    if (QFileInfo::exists(args.first()) && !lock.tryLock()) {
        return userError(tr("%1 is open in another Errata (%2); close it first. Nothing was restored.")
                             .arg(args.first(), lock.holder()));
    }
    QString error;
    if (!Backups::restore(args.first(), options.value(u"--from"_s), &error)) {
        return userError(error + u'\n' + tr("Nothing was restored; %1 is unchanged.").arg(args.first()));
    }
    CliRecord record;
    record.add(u"project"_s, tr("Project"), args.first());
    record.add(u"restored_from"_s, tr("Restored from"), options.value(u"--from"_s));
    record.print(m_out, m_format);
    return Ok;
}

} // namespace Errata
