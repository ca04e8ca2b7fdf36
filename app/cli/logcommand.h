// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace Errata {

class CliCommands;
class Project;

// errata-cli log: the action log as a timeline, as JSONL (-o), or the work done implausibly fast (--fast)
// (docs/study.md, "The action log").
class LogCommand
{
    Q_DECLARE_TR_FUNCTIONS(LogCommand)
public:
    explicit LogCommand(CliCommands &cli)
        : m_cli(cli)
    {
    }
    int run(const QStringList &args);

private:
    int setFast(const QString &path, const QString &value, const QString &actAs);
    int printFast(Project &project, const QString &threshold);
    int writeJsonl(Project &project, const QString &path, const QString &item, qint64 person);

    CliCommands &m_cli;
};

} // namespace Errata
