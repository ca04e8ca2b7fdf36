// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace Errata {

class CliCommands;
struct DeductionRow;

// errata-cli ratings: the ratings' distribution and the deduction reasons per group (docs/statistics.md)
class RatingsCommand
{
    Q_DECLARE_TR_FUNCTIONS(RatingsCommand)
public:
    explicit RatingsCommand(CliCommands &cli)
        : m_cli(cli)
    {
    }
    int run(const QStringList &args);

private:
    int printDeductions(const QList<DeductionRow> &rows);
    CliCommands &m_cli;
};

} // namespace Errata
