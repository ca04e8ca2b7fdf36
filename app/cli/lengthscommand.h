// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace Errata {

class CliCommands;

// errata-cli lengths: span and rationale lengths per type (Scarecrow's Figure 11; docs/statistics.md)
class LengthsCommand
{
    Q_DECLARE_TR_FUNCTIONS(LengthsCommand)
public:
    explicit LengthsCommand(CliCommands &cli)
        : m_cli(cli)
    {
    }
    int run(const QStringList &args);

private:
    CliCommands &m_cli;
};

} // namespace Errata
