// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommands.h"

#include "commandhelp.h"

#include "model/generators/demoproject.h"
#include "model/project/project.h"
#include "model/project/dataformats.h"
#include "model/project/projectsetup.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/serverconnection.h"
#include "model/storage/settingsrepository.h"
#include "model/project/projectchecker.h"
#include "model/domain/taxonomyloader.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Errata {

bool CliCommands::takeGlobalOptions(QStringList &args)
{
    QHash<QString, QString> global;
    // import, export, items and predictions take --format for the data format (the formats' own syntax);
    // for them the output format is only read before the command: errata-cli --format json import …
    qsizetype commandAt = 0;
    while (commandAt < args.size() && args[commandAt].startsWith(u"--"_s)) {
        commandAt += args[commandAt] == "--format"_L1 ? 2 : 1;
    }
    const CliCommand *command = commandAt < args.size() ? CommandRegistry::find(args[commandAt], {}) : nullptr;
    const bool dataFormat = command && command->dataFormat;
    QStringList globalPart = dataFormat ? args.mid(0, commandAt) : args;
    m_keys = globalPart.removeAll(u"--keys"_s) > 0;
    if (!takeOptions(globalPart, {u"--format"_s}, &global)) {
        return false;
    }
    args = dataFormat ? globalPart + args.mid(commandAt) : globalPart;
    const QString format = global.value(u"--format"_s, u"text"_s);
    if (format == "tsv"_L1) {
        m_format = OutputFormat::Tsv;
    } else if (format == "json"_L1) {
        m_format = OutputFormat::Json;
    } else if (format != "text"_L1) {
        userError(tr("--format must be text, tsv or json, not \"%1\".").arg(format));
        return false;
    }
    return true;
}

int CliCommands::dispatch(const QStringList &arguments)
{
    QStringList args = arguments.mid(1);
    if (!takeGlobalOptions(args)) return UserError;
    if (args.size() >= 2 && args.first() == "help"_L1) {
        return commandUsage(args.at(1));
    }
    if (args.isEmpty() || args.first() == "--help"_L1 || args.first() == "-h"_L1 || args.first() == "help"_L1) {
        return usage(args.isEmpty() ? UserError : Ok);
    }
    if (args.size() >= 2 && (args.contains(u"--help"_s) || args.contains(u"-h"_s))) {
        return commandUsage(args.first());
    }
    if (args.first() == "--version"_L1) {
        m_out << "errata-cli " << QCoreApplication::applicationVersion() << '\n';
        return Ok;
    }
    if (args.first() == "--man"_L1) {
        m_out << CommandHelp::manPage(QCoreApplication::applicationVersion());
        return Ok;
    }
    if (args.size() == 2 && args.first() == "--completion"_L1 && args.at(1) == "bash"_L1) {
        m_out << CommandHelp::bashCompletion();
        return Ok;
    }
    const QString name = args.takeFirst();
    const CliCommand *command = CommandRegistry::find(name, args);
    if (!command) {
        return userError(tr("Unknown command \"%1\". Run errata-cli --help for the list.").arg(name));
    }
    if (const int refused = askVisibility(*command, args); refused != Ok) return refused;
    // Read before the command, from the project the Visibility gate opened (which the command may take).
    const QString excluded = exclusionNote(command->top());
    const int code = command->run(*this, args);
    if (code == Ok && !excluded.isEmpty()) note(excluded);
    return code;
}

// Moves "--name value" / "--name=value" options out of args; anything else starting with "--" is an error.
bool CliCommands::takeOptions(QStringList &args, const QStringList &valued, QHash<QString, QString> *options)
{
    for (qsizetype i = 0; i < args.size();) {
        const QString arg = args.at(i);
        const QString name = arg.section(u'=', 0, 0);
        if (!valued.contains(name)) {
            ++i;
            continue;
        }
        if (arg.contains(u'=')) {
            options->insert(name, arg.section(u'=', 1));
            args.removeAt(i);
        } else if (i + 1 < args.size()) {
            options->insert(name, args.at(i + 1));
            args.remove(i, 2);
        } else {
            userError(tr("%1 needs a value.").arg(name));
            return false;
        }
    }
    return true;
}

int CliCommands::usage(int code)
{
    (code == Ok ? m_out : m_err) << CommandHelp::usage();
    return code;
}

// errata-cli help COMMAND, errata-cli COMMAND --help: that command's entry in the registry.
int CliCommands::commandUsage(const QString &command)
{
    const QString text = CommandHelp::command(command);
    if (text.isEmpty()) {
        return userError(
            tr("Unknown command \"%1\". The commands: %2.").arg(command, CommandRegistry::topNames().join(u", "_s)));
    }
    m_out << text;
    return Ok;
}

int CliCommands::userError(const QString &message)
{
    m_err << "errata-cli: " << visibleText(message, true) << '\n'; // it may quote names and ids
    if (ServerConnection::refusedForPassword(message)) {           // the window asks; errata-cli reads what psql reads
        m_err << "errata-cli: " << tr("give the password in ~/.pgpass or PGPASSWORD, as for psql (docs/server.md)")
              << '\n';
    }
    return UserError;
}

int CliCommands::init(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!takeOptions(args, {u"--taxonomy"_s, u"--title"_s, u"--judgements"_s, u"--blind"_s, u"--coordinator"_s},
                     &options)) {
        return UserError;
    }
    const bool anonymous = args.removeAll(u"--anonymous"_s) > 0;
    const QString blind = options.value(u"--blind"_s, u"on"_s);
    if (blind != "on"_L1 && blind != "off"_L1) {
        return userError(tr("--blind must be on or off, not \"%1\".").arg(blind));
    }
    if (args.size() != 1 || args.first().startsWith(u"--"_s) || args.first().trimmed().isEmpty()) {
        return userError(tr("init takes one project file, e.g. errata-cli init study.errata"));
    }
    const QString path = args.first();
    const QString taxonomyName = options.value(u"--taxonomy"_s, u"scarecrow"_s);
    const bool builtin = TaxonomyLoader::builtinIds().contains(taxonomyName);
    const TaxonomyLoadResult taxonomy =
        builtin ? TaxonomyLoader::builtin(taxonomyName) : TaxonomyLoader::fromFile(taxonomyName);
    if (!taxonomy.isValid()) {
        m_err << taxonomy.errorText(taxonomyName) << '\n';
        return userError(tr("The taxonomy %1 is not valid; the project was not created.").arg(taxonomyName));
    }
    ProjectSetup setup;
    setup.path = path;
    setup.title = options.value(u"--title"_s);
    setup.taxonomy = *taxonomy.taxonomy;
    if (options.contains(u"--judgements"_s)) { // checked by create(), before any file is made
        setup.judgements = options.value(u"--judgements"_s).split(u',', Qt::SkipEmptyParts);
    }
    setup.blind = blind == "on"_L1;
    setup.anonymous = anonymous;
    setup.coordinator = options.value(u"--coordinator"_s).trimmed();
    QString error;
    auto project = setup.create(&error);
    if (!project) {
        return userError(error);
    }
    const QString title = setup.effectiveTitle();
    const QString coordinator = setup.coordinator;
    SettingsRepository settings = project->settings();
    CliRecord record;
    record.add(u"created"_s, tr("Created"), project->path()); // a server's address without its password
    record.add(u"taxonomy"_s, tr("Taxonomy"), taxonomy.taxonomy->id);
    record.add(u"title"_s, tr("Title"), title);
    // What the project asks, which the taxonomy's protocol may have set (ESA's score) without --judgements.
    record.addList(u"judgements"_s, tr("Judgements"),
                   settings.value(SettingKey::Judgements, QString()).split(u',', Qt::SkipEmptyParts));
    record.add(u"blind"_s, tr("Blind annotation"), blind == "on"_L1);
    record.add(u"anonymous"_s, tr("Annotators shown as A1, A2, …"), anonymous);
    if (!coordinator.isEmpty()) record.add(u"coordinator"_s, tr("Coordinator"), coordinator);
    record.print(m_out, m_format);
    return Ok;
}

int CliCommands::info(const QStringList &args)
{
    if (args.size() != 1) {
        return userError(tr("info takes one project file."));
    }
    QString error;
    auto project = openToRead(args.first(), &error);
    if (!project) {
        return userError(error);
    }
    const ProjectSummary summary = project->summary();
    CliRecord record;
    record.add(u"title"_s, tr("Title"), summary.title);
    record.add(u"schema_version"_s, tr("Schema version"), summary.schemaVersion);
    record.add(u"taxonomy"_s, tr("Taxonomy"), summary.taxonomyId);
    record.add(u"items"_s, tr("Items"), summary.items);
    record.add(u"people"_s, tr("People"), summary.people);
    record.add(u"annotators"_s, tr("Annotators"), summary.annotators);
    record.add(u"reviewers"_s, tr("Reviewers"), summary.reviewers);
    record.add(u"spans"_s, tr("Spans"), summary.spans);
    record.add(u"assignments"_s, tr("Assignments"), summary.assignments);
    for (int s = int(AssignmentState::New); s <= int(AssignmentState::Discarded); ++s) {
        const auto state = AssignmentState(s);
        record.add(u"assignments_"_s + assignmentStateKey(state), u"  "_s + WorkflowText::stateName(state),
                   summary.assignmentsByState.value(state, 0));
    }
    record.add(u"review_events"_s, tr("Review events"), summary.reviewEvents);
    record.print(m_out, m_format);
    return Ok;
}

int CliCommands::check(const QStringList &args)
{
    if (args.size() != 1) {
        return userError(tr("check takes one project file."));
    }
    QString error;
    auto project = Project::openForReading(args.first(), &error);
    if (!project) {
        return userError(error);
    }
    const QStringList problems = ProjectChecker::problems(*project);
    CliRecord record;
    record.add(u"file"_s, tr("File"), args.first());
    record.add(u"sound"_s, tr("Sound"), problems.isEmpty());
    record.addList(u"problems"_s, tr("Problems"), problems);
    record.print(m_out, m_format);
    return problems.isEmpty() ? Ok : UserError;
}

int CliCommands::demo(const QStringList &args)
{
    if (args.size() != 1 || args.first().trimmed().isEmpty()) {
        return userError(tr("demo takes the path of the project to write."));
    }
    QString error;
    if (!DemoProject::create(args.first(), &error)) {
        return userError(error);
    }
    CliRecord record;
    record.add(u"created"_s, tr("Created"), args.first());
    record.print(m_out, m_format);
    return Ok;
}

} // namespace Errata
