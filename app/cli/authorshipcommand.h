// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace Errata {

class CliCommands;

// errata-cli authorship: can people tell who wrote a text? (Clark et al. 2021; docs/statistics.md)
class AuthorshipCommand
{
    Q_DECLARE_TR_FUNCTIONS(AuthorshipCommand)
public:
    explicit AuthorshipCommand(CliCommands &cli)
        : m_cli(cli)
    {
    }
    int run(const QStringList &args);

private:
    CliCommands &m_cli;
};

} // namespace Errata
