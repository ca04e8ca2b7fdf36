// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace Errata {

class CliCommands;

// errata-cli suggestions seed|report: a system's spans offered to annotators, and what they did with
// them (docs/user-guide.md "Starting from a system's spans", docs/statistics.md "Suggestions").
class SuggestionCommands
{
    Q_DECLARE_TR_FUNCTIONS(SuggestionCommands)
public:
    explicit SuggestionCommands(CliCommands &cli)
        : m_cli(cli)
    {
    }
    int run(const QStringList &args);

private:
    int seed(const QStringList &args);
    int report(const QStringList &args);

    CliCommands &m_cli;
};

} // namespace Errata
