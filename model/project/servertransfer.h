// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace Errata {

// Moving a whole project between a file and a team server (issue #21): every row with its id, so the
// two are the same project (their errata-jsonl exports are equal byte for byte).
class ServerTransfer
{
    Q_DECLARE_TR_FUNCTIONS(ServerTransfer)
public:
    // Copies the project file to an empty server database, whose schema it creates. The file is only read.
    static bool push(const QString &file, const QString &url, QString *error);
    // Copies the server's project into a new file; on failure no file is left behind.
    static bool pull(const QString &url, const QString &file, QString *error);
};

} // namespace Errata
