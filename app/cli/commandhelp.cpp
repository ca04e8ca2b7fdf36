// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandhelp.h"

#include "model/project/dataformats.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

const QList<CommandGroup> CommandGroups{CommandGroup::Project, CommandGroup::Study,   CommandGroup::Server,
                                        CommandGroup::Machine, CommandGroup::Metrics, CommandGroup::Web};

QList<const CliCommand *> inGroup(CommandGroup group)
{
    QList<const CliCommand *> found;
    for (const CliCommand &command : CommandRegistry::all()) {
        if (command.group == group) found << &command;
    }
    return found;
}

// Text as roff reads it: backslashes and hyphens (options) escaped, no line taken for a request.
QString roff(const QString &text)
{
    QStringList lines = text.split(u'\n');
    for (QString &line : lines) {
        line.replace(u'\\', u"\\e"_s).replace(u'-', u"\\-"_s);
        if (line.startsWith(u'.') || line.startsWith(u'\'')) line.prepend(u"\\&"_s);
    }
    QString ascii; // whatever reads the page: "…" as \[u2026]
    for (const QChar ch : lines.join(u'\n')) {
        ascii += ch.unicode() < 128
            ? QString(ch)
            : u"\\[u"_s + QString::number(ch.unicode(), 16).toUpper().rightJustified(4, u'0') + u']';
    }
    return ascii;
}

// Lines as they are, not filled: the usage's columns.
QString preformatted(QString text)
{
    while (text.endsWith(u'\n')) text.chop(1);
    return u".nf\n"_s + roff(text) + u"\n.fi\n"_s;
}

} // namespace

QString CommandHelp::usageLine()
{
    return tr("Usage: errata-cli [--format text|tsv|json] COMMAND ...");
}

QString CommandHelp::heading(CommandGroup group)
{
    switch (group) {
    case CommandGroup::Project: return tr("Commands:");
    case CommandGroup::Study: return tr("Running a study (docs/study.md; changes are the coordinator's: --as NAME):");
    case CommandGroup::Server:
        return tr("A team server (docs/server.md; PROJECT may also be postgresql://USER@HOST/DB in every command):");
    case CommandGroup::Machine: return tr("Machine layers (docs/statistics.md, \"Scoring a system\"):");
    case CommandGroup::Metrics: return tr("Metrics (docs/statistics.md, \"Does a metric agree with people?\"):");
    case CommandGroup::Web:
        return tr("The annotators' web page (docs/web.md; on a project file, not yet on a team server):");
    case CommandGroup::Formats: return tr("Data formats (errata-cli formats says what each holds):");
    }
    return {};
}

// Each entry once, though several forms share it (people list|add|…, unassign | reassign).
QString CommandHelp::entries(const QList<const CliCommand *> &commands)
{
    QString text;
    const char *last = nullptr;
    for (const CliCommand *command : commands) {
        if (command->usage != last) text += QCoreApplication::translate("CliCommands", command->usage);
        last = command->usage;
    }
    return text;
}

// Read from the one table of formats, so the list cannot fall behind what import and export take.
QString CommandHelp::formatsLine(const QString &top)
{
    if (top == "import"_L1) return tr("  import --format: %1").arg(DataFormats::importKeys(true).join(u", "_s)) + u'\n';
    if (top == "export"_L1) return tr("  export --format: %1").arg(DataFormats::exportKeys().join(u", "_s)) + u'\n';
    return {};
}

QString CommandHelp::whoAsks()
{
    return tr("Who asks (docs/study.md, \"What each role sees\"): the commands that print people, items or\n"
              "metadata take --as NAME and print what that person may see; on a team server, the person\n"
              "signed in. An annotator is refused everyone's work (statistics, history, progress, people\n"
              "list, exports …); a reviewer of an anonymous study sees annotators as A1, A2 …; exports are\n"
              "the coordinator's. Without --as, a work package prints as its annotator, and a blind or\n"
              "anonymous study as its only coordinator (said on stderr); with several coordinators,\n"
              "--as NAME is required. Other projects print everything, as the file's owner.\n");
}

QString CommandHelp::output()
{
    return tr("\nOutput: --format text names error types as the window does (\"Grammar and Usage\", in the "
              "interface language); tsv and json give the taxonomy's keys (Grammar_Usage), the same in every "
              "language. --keys gives the keys in text too.\n");
}

QString CommandHelp::usage()
{
    QString text = usageLine() + u"\n\n"_s;
    for (const CommandGroup group : CommandGroups) {
        if (group != CommandGroup::Project) text += u'\n';
        text += heading(group) + u'\n' + entries(inGroup(group));
    }
    text += tr("  --version              print the version") + u'\n'
        + tr("  --man                  print the manual page (roff), which the package installs") + u'\n'
        + tr("  --completion bash      print the bash completion, which the package installs") + u"\n\n"_s
        + tr("Exit status: 0 ok, 1 user error, 2 internal error.") + u"\n\n"_s
        + tr("One command's part: errata-cli help COMMAND, or errata-cli COMMAND --help.\n") + u'\n';
    text += heading(CommandGroup::Formats) + u'\n' + formatsLine(u"import"_s) + formatsLine(u"export"_s)
        + entries(inGroup(CommandGroup::Formats));
    return text + u'\n' + whoAsks() + output();
}

QString CommandHelp::command(const QString &top)
{
    const QList<const CliCommand *> forms = CommandRegistry::forms(top);
    if (forms.isEmpty()) return {};
    QString text = usageLine() + u"\n\n"_s + entries(forms) + formatsLine(top);
    QStringList examples;
    for (const CliCommand *form : forms) examples += form->examples;
    if (!examples.isEmpty()) text += u'\n' + tr("Examples:") + u"\n  "_s + examples.join(u"\n  "_s) + u'\n';
    const char *exitCodes = forms.first()->exitCodes;
    return text + u'\n'
        + (exitCodes ? QCoreApplication::translate("CliCommands", exitCodes)
                     : tr("Exit status: 0 ok, 1 user error, 2 internal error."))
        + u'\n';
}

QString CommandHelp::manPage(const QString &version)
{
    QString page = u".TH ERRATA\\-CLI 1 \"\" \"errata-cli %1\" \"Errata\"\n"_s.arg(version);
    page += u".SH NAME\nerrata\\-cli \\- "_s
        + roff(tr("the batch half of Errata: projects, studies and statistics on the command line")) + u'\n';
    page += u".SH SYNOPSIS\n.B errata\\-cli\n[\\-\\-format text|tsv|json] [\\-\\-keys] \\fICOMMAND\\fR ...\n"_s;
    page += u".SH DESCRIPTION\n"_s + roff(whoAsks()) + u".PP\n"_s + roff(output().trimmed()) + u'\n';
    page += u".SH COMMANDS\n"_s;
    for (const CommandGroup group : CommandGroups + QList{CommandGroup::Formats}) {
        page += u".SS\n"_s + roff(heading(group).chopped(1)) + u'\n' + preformatted(entries(inGroup(group)));
    }
    page += u".SH EXAMPLES\n"_s;
    QStringList examples;
    for (const CliCommand &command : CommandRegistry::all()) examples += command.examples;
    page += preformatted(examples.join(u'\n'));
    page += u".SH \"EXIT STATUS\"\n"_s + roff(tr("Exit status: 0 ok, 1 user error, 2 internal error.")) + u'\n';
    return page;
}

// The commands, their sub-commands and options; file names for everything else.
QString CommandHelp::bashCompletion()
{
    QString cases;
    for (const QString &top : CommandRegistry::topNames()) {
        QStringList words;
        for (const CliCommand *form : CommandRegistry::forms(top)) {
            if (form->hasVerb()) words << form->name.section(u' ', 1);
            for (const QString &option : CommandRegistry::options(*form)) {
                if (!words.contains(option)) words << option;
            }
        }
        cases += u"        %1) words=\"%2 --help\" ;;\n"_s.arg(top, words.join(u' '));
    }
    return u"# bash completion for errata-cli, written by errata-cli --completion bash from its commands\n"
           "_errata_cli() {\n"
           "    local cur=${COMP_WORDS[COMP_CWORD]} command= words= i\n"
           "    for ((i = 1; i < COMP_CWORD; i++)); do\n"
           "        case ${COMP_WORDS[i]} in\n"
           "            --format) ((i++)) ;;\n"
           "            -*) ;;\n"
           "            *) command=${COMP_WORDS[i]}; break ;;\n"
           "        esac\n"
           "    done\n"
           "    if [[ -z $command ]]; then\n"
           "        COMPREPLY=($(compgen -W \"%1 help --format --keys --help --version --man --completion\" -- "
           "\"$cur\"))\n"
           "        return\n"
           "    fi\n"
           "    case $command in\n"_s.arg(CommandRegistry::topNames().join(u' '))
        + cases + u"        help) words=\"%1\" ;;\n"_s.arg(CommandRegistry::topNames().join(u' '))
        + u"    esac\n"
          "    COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))\n"
          "    [[ $cur == -* ]] || COMPREPLY+=($(compgen -f -- \"$cur\"))\n"
          "}\n"
          "complete -o filenames -F _errata_cli errata-cli\n"_s;
}

} // namespace Errata
