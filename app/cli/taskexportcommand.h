// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace Errata {

class CliCommands;

// errata-cli export --task tgea-…: TGEA's benchmark files in a stored train/dev/test split
// (docs/formats.md, "TGEA's benchmark tasks")
class TaskExportCommand
{
    Q_DECLARE_TR_FUNCTIONS(TaskExportCommand)
public:
    explicit TaskExportCommand(CliCommands &cli)
        : m_cli(cli)
    {
    }
    int run(const QStringList &args);

private:
    CliCommands &m_cli;
};

} // namespace Errata
