// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A command's run, and the integrity check a read-only command leaves to run beside it.
#include "checkedoutput.h"
#include "clicommands.h"

#include "model/project/project.h"

namespace Errata {

int CliCommands::run(const QStringList &arguments)
{
    const int code = dispatch(arguments);
    if (m_checked) {
        m_out.flush(); // the last of the output waits for the check, and is dropped if the file is damaged
        if (const QString refusal = m_checked->refusal(); !refusal.isEmpty()) {
            return userError(refusal); // whatever the command computed or reported, from a damaged file
        }
    }
    return code;
}

bool CliCommands::refusedByCheck()
{
    return m_checked && !m_checked->refusal().isEmpty();
}

CliCommands::CliCommands(QTextStream &out, QTextStream &err, CheckedOutput *checked)
    : m_out(out)
    , m_err(err)
    , m_checked(checked)
{
}

CliCommands::~CliCommands() = default;

std::unique_ptr<Project> CliCommands::openToRead(const QString &path, QString *error)
{
    if (m_open && path == m_openPath) { // askVisibility's open: one per command
        std::unique_ptr<Project> project = std::move(m_open);
        if (m_checked && !project->isOnServer()) m_checked->check(path);
        return project;
    }
    if (!m_checked) {
        return Project::openForReading(path, error);
    }
    // Deferred checks an up-to-date file later, here on the check's thread; an older one, upgraded now, first.
    auto project = Project::openForReading(path, error, IntegrityCheck::Deferred);
    if (project && !project->isOnServer()) {
        m_checked->check(path);
    }
    return project;
}

} // namespace Errata
