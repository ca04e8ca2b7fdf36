// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli study and exclude: the study's rules (the qualification gate, the limit of errors per text)
// and who the analyses leave out; and the note every statistic prints about the latter.
#include "studycommands.h"

#include "clicommands.h"

#include "model/project/project.h"
#include "model/project/studysettings.h"
#include "model/storage/analysisexclusions.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// The commands that compute over annotators' work, and so honour AnalysisExclusions.
const QStringList Statistics{u"agreement"_s,     u"stats"_s,   u"heatmap"_s, u"bootstrap"_s,   u"annotators"_s,
                             u"authorship"_s,    u"lengths"_s, u"ratings"_s, u"correlate"_s,   u"score"_s,
                             u"dataset-stats"_s, u"raters"_s,  u"anova"_s,   u"significance"_s};

} // namespace

void CliCommands::note(const QString &line)
{
    (m_format == OutputFormat::Text ? m_out : m_err) << visibleText(line, true) << '\n';
}

QString CliCommands::exclusionNote(const QString &command)
{
    if (!Statistics.contains(command) || !m_open) return {};
    return AnalysisExclusions::note(m_open->database(), sees(*m_open).names());
}

int StudySettingsCommand::run(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!m_cli.takeOptions(args, {u"--require-qualification"_s, u"--max-errors"_s, u"--as"_s}, &options)) {
        return CliCommands::UserError;
    }
    if (args.size() != 1) {
        return m_cli.userError(
            tr("study takes the project file (and --require-qualification on|off, --max-errors N|none)."));
    }
    const QString gate = options.value(u"--require-qualification"_s), limit = options.value(u"--max-errors"_s);
    if (!gate.isEmpty() && gate != "on"_L1 && gate != "off"_L1) {
        return m_cli.userError(tr("--require-qualification must be on or off, not \"%1\".").arg(gate));
    }
    const bool changing = options.contains(u"--require-qualification"_s) || options.contains(u"--max-errors"_s);
    QString error;
    auto project = changing ? Project::open(args.first(), &error) : Project::openForReading(args.first(), &error);
    if (!project) return m_cli.userError(error);
    if (!changing) return print(*project);
    const auto actor = m_cli.actingCoordinator(*project, options.value(u"--as"_s));
    if (!actor) return CliCommands::UserError;
    SettingsRepository settings = project->settings();
    Transaction transaction(&project->database()); // both settings or neither
    const bool ok =
        (gate.isEmpty()
         || settings.setProjectOption(SettingKey::RequireQualification, gate == "on"_L1 ? u"1"_s : QString(), *actor))
        && (!options.contains(u"--max-errors"_s)
            || settings.setProjectOption(SettingKey::MaxErrorsPerText, limit == "none"_L1 ? QString() : limit, *actor))
        && transaction.commit();
    if (!ok) return m_cli.userError(settings.lastError() + u'\n' + tr("%1 is unchanged.").arg(project->path()));
    return print(*project);
}

int StudySettingsCommand::print(Project &project)
{
    const std::optional<int> limit = StudySettings::maxErrorsPerText(project);
    CliTable table({{u"setting"_s, tr("Setting")}, {u"value"_s, tr("Value")}});
    table.addRow({u"require-qualification"_s, StudySettings::requiresQualification(project) ? u"on"_s : u"off"_s});
    table.addRow({u"max-errors"_s, limit ? QString::number(*limit) : u"none"_s});
    table.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

int ExcludeCommand::run(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!m_cli.takeOptions(args, {u"--person"_s, u"--reason"_s, u"--as"_s}, &options)) return CliCommands::UserError;
    const bool include = args.removeAll(u"--include"_s) > 0, listing = args.removeAll(u"--list"_s) > 0;
    const QString name = options.value(u"--person"_s);
    if (args.size() != 1 || (!listing && name.isEmpty()) || (include && options.contains(u"--reason"_s))) {
        return m_cli.userError(tr("exclude takes the project file and --person NAME with --reason TEXT (or "
                                  "--include to count them again), or --list."));
    }
    QString error;
    auto project = listing ? m_cli.openToRead(args.first(), &error) : Project::open(args.first(), &error);
    if (!project) return m_cli.userError(error);
    if (listing) return list(*project);
    const auto actor = m_cli.actingCoordinator(*project, options.value(u"--as"_s));
    if (!actor) return CliCommands::UserError;
    const std::optional<Person> person = project->people().findByName(name);
    if (!person) return m_cli.userError(tr("There is no person \"%1\" in %2.").arg(name, project->path()));
    const ExclusionEvent event{person->id, !include, options.value(u"--reason"_s), *actor, {}};
    if (!AnalysisExclusions::record(project->database(), event, &error)) {
        return m_cli.userError(error + u'\n' + tr("%1 is unchanged.").arg(project->path()));
    }
    m_cli.m_out << (include ? tr("%1 counts in the analyses again.").arg(name)
                            : tr("%1 is excluded from the analyses: %2").arg(name, event.reason.trimmed()))
                << '\n';
    return CliCommands::Ok;
}

// Every exclusion and inclusion, oldest first: the history the coordinator's decisions keep.
int ExcludeCommand::list(Project &project)
{
    const QHash<qint64, QString> &names = m_cli.sees(project).rosterNames();
    CliTable table({{u"at"_s, tr("At")},
                    {u"person"_s, tr("Person")},
                    {u"action"_s, tr("Action")},
                    {u"reason"_s, tr("Reason")},
                    {u"by"_s, tr("By")}});
    for (const ExclusionEvent &event : AnalysisExclusions::history(project.database())) {
        table.addRow({event.at.toString(Qt::ISODate), names.value(event.personId),
                      event.excluded ? u"exclude"_s : u"include"_s, event.reason, names.value(event.actorId)});
    }
    table.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

} // namespace Errata
