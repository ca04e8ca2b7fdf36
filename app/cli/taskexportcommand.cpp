// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "taskexportcommand.h"

#include "clicommands.h"

#include "model/project/datasetsplit.h"
#include "model/project/project.h"
#include "model/project/taskexport.h"
#include "model/storage/settingsrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {

int TaskExportCommand::run(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!m_cli.takeOptions(args, {u"--task"_s, u"-o"_s, u"--split"_s, u"--seed"_s, u"--as"_s}, &options)) {
        return CliCommands::UserError;
    }
    TaskExportRequest request{options.value(u"--task"_s), options.value(u"-o"_s), options.value(u"--split"_s),
                              options.value(u"--seed"_s)};
    if (!TaskExport::names().contains(request.task)) {
        return m_cli.userError(tr("--task is one of: %1").arg(TaskExport::names().join(u", "_s)));
    }
    if (args.size() != 1 || request.directory.isEmpty()) {
        return m_cli.userError(tr("export --task takes the project file and -o FOLDER."));
    }
    QString error;
    auto project = Project::open(args.first(), &error); // the split is stored on first use
    if (!project) return m_cli.userError(error);
    const auto actor = m_cli.actingCoordinator(*project, options.value(u"--as"_s));
    if (!actor) return CliCommands::UserError;
    TgeaTaskSummary summary;
    if (!TaskExport::run(*project, request, *actor, &summary, &error)) return m_cli.userError(error);
    CliRecord record;
    record.add(u"folder"_s, tr("Written"), request.directory);
    record.add(u"split"_s, tr("Split (train:dev:test)"),
               project->settings().value(QString(SettingKey::SplitRatio), QString()));
    for (int part = 0; part < 3; ++part) {
        const QString name = DatasetSplit::partNames().at(part);
        record.add(name, tr("Rows in %1.jsonl").arg(name), summary.rows[part]);
    }
    record.add(u"skipped"_s, tr("Left out (see docs/formats.md)"), summary.skipped);
    record.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

} // namespace Errata
