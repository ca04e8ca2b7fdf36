// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

namespace Errata {

class CliCommands;
struct SignificanceRequest;

// errata-cli significance, raters and anova: which system is better, and is it significant
// (docs/statistics.md). The tables come from SignificanceTables, as the Significance page's do.
class SignificanceCommand
{
    Q_DECLARE_TR_FUNCTIONS(SignificanceCommand)
public:
    explicit SignificanceCommand(CliCommands &cli)
        : m_cli(cli)
    {
    }
    int significance(const QStringList &args);
    int raters(const QStringList &args);
    int anova(const QStringList &args);

private:
    bool readRequest(const QHash<QString, QString> &given, SignificanceRequest *request);

    CliCommands &m_cli;
};

} // namespace Errata
