// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace Errata {

class CliCommands;
class Project;

// errata-cli serve and links: the annotator's web page on a project file, and the coordinator's
// personal sign-in links for it (docs/web.md).
class WebCommands
{
    Q_DECLARE_TR_FUNCTIONS(WebCommands)
public:
    explicit WebCommands(CliCommands &cli)
        : m_cli(cli)
    {
    }
    int serve(const QStringList &args);
    int links(const QStringList &args);

private:
    int list(Project &project);
    int make(Project &project, qint64 actor, const QString &name, const QString &base);
    int revoke(Project &project, qint64 actor, const QString &name);

    CliCommands &m_cli;
};

} // namespace Errata
