// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/records.h"

#include <QCoreApplication>
#include <QStringList>

#include <memory>
#include <optional>

namespace Errata {

class CliCommands;
class Project;

// errata-cli people …: the coordinator's list of people (docs/study.md, "People").
class PeopleCommand
{
    Q_DECLARE_TR_FUNCTIONS(PeopleCommand)
public:
    explicit PeopleCommand(CliCommands &cli)
        : m_cli(cli)
    {
    }
    int run(const QStringList &args);

private:
    int list(Project &project);
    int add(Project &project, qint64 actor, const QStringList &names, const QString &roles, const QString &condition);
    int change(Project &project, qint64 actor, const QString &verb, const QStringList &args);
    std::optional<Person> person(Project &project, const QString &name);
    int failed(const QString &reason, Project &project);

    CliCommands &m_cli;
};

// errata-cli assign / unassign / reassign / progress (docs/study.md, "Assignments").
class AssignCommands
{
    Q_DECLARE_TR_FUNCTIONS(AssignCommands)
public:
    explicit AssignCommands(CliCommands &cli)
        : m_cli(cli)
    {
    }
    int assign(const QStringList &args);
    int unassign(const QStringList &args, bool reassign);
    int progress(const QStringList &args);

private:
    int list(Project &project);
    std::unique_ptr<Project> open(const QString &path, bool reading = false); // reading: openToRead

    CliCommands &m_cli;
};

// errata-cli instructions PROJECT [--set FILE.md | --clear]: the page annotators see before their first item.
class InstructionsCommand
{
    Q_DECLARE_TR_FUNCTIONS(InstructionsCommand)
public:
    explicit InstructionsCommand(CliCommands &cli)
        : m_cli(cli)
    {
    }
    int run(const QStringList &args);

private:
    CliCommands &m_cli;
};

// errata-cli study PROJECT [--require-qualification on|off] [--max-errors N|none]: the study's rules.
class StudySettingsCommand
{
    Q_DECLARE_TR_FUNCTIONS(StudySettingsCommand)
public:
    explicit StudySettingsCommand(CliCommands &cli)
        : m_cli(cli)
    {
    }
    int run(const QStringList &args);

private:
    int print(Project &project);
    CliCommands &m_cli;
};

// errata-cli exclude PROJECT --person NAME (--reason TEXT | --include) | --list: who the analyses leave out.
class ExcludeCommand
{
    Q_DECLARE_TR_FUNCTIONS(ExcludeCommand)
public:
    explicit ExcludeCommand(CliCommands &cli)
        : m_cli(cli)
    {
    }
    int run(const QStringList &args);

private:
    int list(Project &project);
    CliCommands &m_cli;
};

// Roles from "annotator,reviewer", or nothing when a word is not a role.
std::optional<Roles> parseRoles(const QString &text);

} // namespace Errata
