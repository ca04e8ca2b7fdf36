// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace Errata {

class CliCommands;

// errata-cli server init|push|pull: a project on a team's PostgreSQL (docs/server.md).
class ServerCommand
{
    Q_DECLARE_TR_FUNCTIONS(ServerCommand)
public:
    explicit ServerCommand(CliCommands &cli)
        : m_cli(cli)
    {
    }
    int run(const QStringList &args);

private:
    int init(const QStringList &args);
    int transfer(const QString &verb, const QStringList &args);
    int login(const QStringList &args);
    int secure(const QStringList &args);

    CliCommands &m_cli;
};

} // namespace Errata
