// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace Errata {

class CliCommands;

// errata-cli dataset-stats: TGEA's Tables 3 and 4 (He et al. 2021; docs/statistics.md, "TGEA")
class DatasetStatsCommand
{
    Q_DECLARE_TR_FUNCTIONS(DatasetStatsCommand)
public:
    explicit DatasetStatsCommand(CliCommands &cli)
        : m_cli(cli)
    {
    }
    int run(const QStringList &args);

private:
    CliCommands &m_cli;
};

} // namespace Errata
