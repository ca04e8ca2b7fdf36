// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "taskexportcommand.h"

#include "clicommands.h"

#include "model/project/datasetsplit.h"
#include "model/project/project.h"
#include "model/project/spanclassificationtask.h"
#include "model/project/tgeatasks.h"
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
    const QString task = options.value(u"--task"_s), output = options.value(u"-o"_s);
    const QStringList tasks = TgeaTasks::names() + QStringList{QString(SpanClassificationTask::Name)};
    if (!tasks.contains(task)) return m_cli.userError(tr("--task is one of: %1").arg(tasks.join(u", "_s)));
    if (args.size() != 1 || output.isEmpty()) {
        return m_cli.userError(tr("export --task takes the project file and -o FOLDER."));
    }
    QString error;
    auto project = Project::open(args.first(), &error); // the split is stored on first use
    if (!project) return m_cli.userError(error);
    const auto actor = m_cli.actingCoordinator(*project, options.value(u"--as"_s));
    if (!actor) return CliCommands::UserError;
    const auto parts =
        DatasetSplit::ensure(*project, options.value(u"--split"_s), options.value(u"--seed"_s), *actor, &error);
    if (!parts) return m_cli.userError(error);
    const quint64 seed = project->settings().value(QString(SettingKey::SplitSeed), u"1"_s).toULongLong();
    TgeaTaskSummary summary;
    const bool written = task == SpanClassificationTask::Name
        ? SpanClassificationTask::write(*project, *parts, output, seed, &summary, &error)
        : TgeaTasks::write(task, TgeaDatasetReport::records(*project, QString()), *parts, output, seed, &summary,
                           &error);
    if (!written) return m_cli.userError(error);
    CliRecord record;
    record.add(u"folder"_s, tr("Written"), output);
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
