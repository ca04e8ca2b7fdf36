// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace Errata {

class CliCommands;

// errata-cli commands: the command registry as a table, for scripts and for the tests that must run every
// command (blindcli_test, commandhelp_test): each form, what it prints and to whom, and its summary.
class CommandsCommand
{
    Q_DECLARE_TR_FUNCTIONS(CommandsCommand)
public:
    explicit CommandsCommand(CliCommands &cli)
        : m_cli(cli)
    {
    }
    int run(const QStringList &args);

private:
    CliCommands &m_cli;
};

} // namespace Errata
