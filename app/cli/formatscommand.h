// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace Errata {

class CliCommands;

// errata-cli formats: the data formats import and export take (the table in model/project/dataformats.h),
// with what each holds, so nobody has to read the docs to find a --format value.
class FormatsCommand
{
    Q_DECLARE_TR_FUNCTIONS(FormatsCommand)
public:
    explicit FormatsCommand(CliCommands &cli)
        : m_cli(cli)
    {
    }
    int run(const QStringList &args);

private:
    CliCommands &m_cli;
};

} // namespace Errata
