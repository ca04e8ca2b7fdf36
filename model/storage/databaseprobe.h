// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Database's look at a file before it opens it for good (databaseprobe.cpp): what the file is, through a
// read-only connection of its own, and why it is refused. The storage library's own.
#pragma once

#include <QString>
#include <QStringList>

namespace Errata::DatabaseProbe {

// A connection name no other connection of this process has.
QString uniqueConnectionName(const QString &purpose);

// Read-only inspection of an existing file; the connection is gone when this returns.
struct ProbeResult
{
    bool ok = false;
    qint32 applicationId = 0;
    int userVersion = 0;
    int tableCount = 0;
    QStringList problems;
    QString error;
};

ProbeResult probeReadOnly(const QString &path, bool checkIntegrity);
// Why a probed file is refused, or empty. `opened`: the check ran after the file was opened
// (Deferred), so the project is closed rather than not opened.
QString refusal(const QString &path, const ProbeResult &probe, bool opened = false);
// Why a project cannot be written where it is, or empty. Checked first, because SQLite only finds out
// halfway ("attempt to write a readonly database"); WAL needs the folder too, for its side files.
QString notWritable(const QString &path, bool creating);

} // namespace Errata::DatabaseProbe
