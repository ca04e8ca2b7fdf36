// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/backgroundjob.h"

#include <QString>

namespace Errata {

// SQLite's quick check of a project file (every page and record; O(file)) on a thread of its own
// with its own read-only connection, for a project the window has already opened with
// IntegrityCheck::Deferred: the first item is shown while the check runs, and a damaged file is closed
// when finished() reports it. Nothing is written to the file.
class BackgroundCheck final : public BackgroundJob
{
    Q_OBJECT
public:
    explicit BackgroundCheck(const QString &projectPath, QObject *parent = nullptr);
    ~BackgroundCheck() override; // waits for the thread: a check cannot be stopped half-way

    QString path() const { return m_path; }
    // After finished(): why the file must not be used (names the file and the first problems),
    // or empty when it is sound.
    QString refusal() const { return m_refusal; }

private:
    QString m_path;
    QString m_refusal;
};

} // namespace Errata
