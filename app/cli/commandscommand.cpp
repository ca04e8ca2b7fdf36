// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandscommand.h"

#include "clicommands.h"
#include "commandregistry.h"

using namespace Qt::StringLiterals;

namespace Errata {

int CommandsCommand::run(const QStringList &args)
{
    if (!args.isEmpty()) return m_cli.userError(tr("commands takes no arguments."));
    CliTable table({{u"command"_s, tr("Command")},
                    {u"prints"_s, tr("Prints")},
                    {u"switches"_s, tr("When given")},
                    {u"switched"_s, tr("Then prints")},
                    {u"project"_s, tr("On a project")},
                    {u"summary"_s, tr("Summary")}});
    const bool machine = m_cli.outputFormat() != OutputFormat::Text;
    for (const CliCommand &command : CommandRegistry::all()) {
        const bool switches = !command.switches.isEmpty();
        table.addRow({command.name, CommandRegistry::printsKey(command.prints), command.switches.join(u','),
                      switches ? CommandRegistry::printsKey(command.switched) : QString(),
                      machine ? QVariant(command.onProject) : QVariant(command.onProject ? tr("yes") : QString()),
                      CommandRegistry::summary(command)});
    }
    table.print(m_cli.out(), m_cli.outputFormat());
    return CliCommands::Ok;
}

} // namespace Errata
