// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli people: list, add, rename, set-role, set-condition, deactivate, activate, remove. Every
// change is the coordinator's: the model refuses anyone else (model/storage/permissions.h).
#include "studycommands.h"

#include "clicommands.h"

#include "model/project/project.h"
#include "model/interchange/mqmtsvreader.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {

std::optional<Roles> parseRoles(const QString &text)
{
    Roles roles;
    return rolesFromKey(text, &roles) ? std::optional<Roles>(roles) : std::nullopt;
}

int PeopleCommand::run(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!m_cli.takeOptions(args, {u"--as"_s, u"--role"_s, u"--condition"_s}, &options)) return CliCommands::UserError;
    const QStringList verbs{u"list"_s,       u"add"_s,      u"rename"_s, u"set-role"_s, u"set-condition"_s,
                            u"deactivate"_s, u"activate"_s, u"remove"_s, u"merge"_s};
    if (args.size() < 2 || !verbs.contains(args.first())) {
        return m_cli.userError(tr("people takes one of %1, then the project file.").arg(verbs.join(u", "_s)));
    }
    const QString verb = args.takeFirst();
    QString error;
    auto project =
        verb == "list"_L1 ? m_cli.openToRead(args.takeFirst(), &error) : Project::open(args.takeFirst(), &error);
    if (!project) return m_cli.userError(error);
    if (verb == "list"_L1) return list(*project);
    const auto actor = m_cli.importingActor(*project, options.value(u"--as"_s));
    if (!actor) return CliCommands::UserError;
    if (verb == "add"_L1) {
        return add(*project, *actor, args, options.value(u"--role"_s, u"annotator"_s), options.value(u"--condition"_s));
    }
    return change(*project, *actor, verb, args);
}

int PeopleCommand::list(Project &project)
{
    CliTable table({{u"name"_s, tr("Name")},
                    {u"roles"_s, tr("Roles")},
                    {u"active"_s, tr("Active")},
                    {u"condition"_s, tr("Condition")},
                    {u"assignments"_s, tr("Assignments")}});
    PersonRepository people = project.people();
    const QHash<qint64, QString> &names = m_cli.sees(project).rosterNames(); // A1, … to a reviewer, if anonymous
    for (const Person &person : people.all()) {
        table.addRow({names.value(person.id), rolesKey(person.roles), person.active ? tr("yes") : tr("no"),
                      person.condition, people.workOf(person.id).value(u"assignments"_s)});
    }
    table.print(m_cli.m_out, m_cli.m_format);
    return CliCommands::Ok;
}

int PeopleCommand::add(Project &project, qint64 actor, const QStringList &names, const QString &roleText,
                       const QString &condition)
{
    const std::optional<Roles> roles = parseRoles(roleText);
    if (!roles || *roles == Roles()) {
        return m_cli.userError(tr("--role takes annotator, reviewer or coordinator, several joined by commas."));
    }
    if (names.isEmpty()) return m_cli.userError(tr("people add takes the names of the people to add."));
    // A mistyped option (--roles) would otherwise become a person called "--roles".
    if (const auto option =
            std::find_if(names.cbegin(), names.cend(), [](const QString &n) { return n.startsWith(u"--"_s); });
        option != names.cend()) {
        return m_cli.userError(tr("people add takes --role, --condition and --as; %1 is none of them.").arg(*option));
    }
    Transaction transaction(&project.database()); // all the names or none
    PersonRepository people = project.people();
    for (const QString &name : names) {
        if (people.findByName(name.trimmed()))
            return failed(tr("There is already a person called \"%1\".").arg(name), project);
        Person person{0, name.trimmed(), *roles, true, condition.trimmed()};
        if (!people.add(person, actor)) return failed(people.lastError(), project);
    }
    if (!transaction.commit()) return failed(project.database().lastError(), project);
    m_cli.m_out << tr("Added %n person(s).", nullptr, int(names.size())) << '\n';
    return CliCommands::Ok;
}

int PeopleCommand::change(Project &project, qint64 actor, const QString &verb, const QStringList &args)
{
    const int wanted =
        verb == "rename"_L1 || verb == "set-role"_L1 || verb == "set-condition"_L1 || verb == "merge"_L1 ? 2 : 1;
    if (args.size() != wanted) {
        return m_cli.userError(wanted == 2 ? tr("people %1 takes the project, a name and the new value.").arg(verb)
                                           : tr("people %1 takes the project and one name.").arg(verb));
    }
    const auto found = person(project, args.first());
    if (!found) return CliCommands::UserError;
    PersonRepository people = project.people();
    bool ok = false;
    if (verb == "merge"_L1) {
        const auto other = person(project, args[1]);
        if (!other) return CliCommands::UserError;
        ok = people.merge(found->id, other->id, actor);
    } else if (verb == "rename"_L1)
        ok = people.rename(found->id, args[1], actor);
    else if (verb == "set-condition"_L1)
        ok = people.setCondition(found->id, args[1], actor);
    else if (verb == "deactivate"_L1 || verb == "activate"_L1)
        ok = people.setActive(found->id, verb == "activate"_L1, actor);
    else if (verb == "remove"_L1)
        ok = people.remove(found->id, actor);
    else if (const auto roles = parseRoles(args[1]); !roles || *roles == Roles()) {
        return m_cli.userError(tr("Roles are annotator, reviewer and coordinator, several joined by commas."));
    } else {
        ok = people.setRoles(found->id, *roles, actor);
    }
    if (!ok) return failed(people.lastError(), project);
    m_cli.m_out << tr("Done: %1 %2.").arg(verb, visibleText(found->name)) << '\n';
    return CliCommands::Ok;
}

std::optional<Person> PeopleCommand::person(Project &project, const QString &name)
{
    const auto found = project.people().findByName(name);
    if (!found) m_cli.userError(tr("There is no person \"%1\" in %2.").arg(name, project.path()));
    return found;
}

int PeopleCommand::failed(const QString &reason, Project &project)
{
    return m_cli.userError(reason + u'\n' + tr("%1 is unchanged.").arg(project.path()));
}

int InstructionsCommand::run(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!m_cli.takeOptions(args, {u"--set"_s, u"--as"_s}, &options)) return CliCommands::UserError;
    const bool clear = args.removeAll(u"--clear"_s) > 0;
    if (args.size() != 1)
        return m_cli.userError(tr("instructions takes the project file (and --set FILE.md or --clear)."));
    QString error;
    const bool reading = !clear && !options.contains(u"--set"_s);
    auto project = reading ? Project::openForReading(args.first(), &error) : Project::open(args.first(), &error);
    if (!project) return m_cli.userError(error);
    SettingsRepository settings = project->settings();
    if (!clear && !options.contains(u"--set"_s)) {
        m_cli.m_out << settings.value(SettingKey::Instructions, QString()) << '\n';
        return CliCommands::Ok;
    }
    QString markdown;
    if (!clear) {
        ImportError readError;
        const std::optional<QByteArray> bytes = readImportFile(options.value(u"--set"_s), &readError);
        const std::optional<QString> text =
            bytes ? decodeUtf8(*bytes, options.value(u"--set"_s), &readError) : std::nullopt;
        if (!text) return m_cli.userError(readError.message() + u'\n' + tr("%1 is unchanged.").arg(project->path()));
        markdown = *text;
    }
    const auto actor = m_cli.actingCoordinator(*project, options.value(u"--as"_s));
    if (!actor) return CliCommands::UserError;
    if (!settings.setProjectOption(SettingKey::Instructions, markdown, *actor)) {
        return m_cli.userError(settings.lastError() + u'\n' + tr("%1 is unchanged.").arg(project->path()));
    }
    m_cli.m_out << (clear ? tr("The instructions are removed.") : tr("The instructions are set.")) << '\n';
    return CliCommands::Ok;
}

} // namespace Errata
