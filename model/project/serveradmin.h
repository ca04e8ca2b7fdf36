// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace Errata {

// What a team server's administrator does (issue #21, docs/server.md): move a whole project between a file
// and the server (every row with its id, so that the two are the same project: their errata-jsonl
// exports are equal byte for byte), and let people sign in as themselves.
class ServerAdmin
{
    Q_DECLARE_TR_FUNCTIONS(ServerAdmin)
public:
    // Copies the project file to an empty server database, whose schema it creates. The file is only read.
    static bool push(const QString &file, const QString &url, QString *error);
    // Copies the server's project into a new file; on failure no file is left behind.
    static bool pull(const QString &url, const QString &file, QString *error);
    // Puts product.md §4's permissions into the server (ServerSecurity), as the database's owner.
    static bool secure(const QString &url, QString *error);
    // Why the address's role cannot make a project there and set up its permissions, or nothing.
    static QString setUpRefusal(const QString &url);
    // Lets the PostgreSQL role `login` in as the project's person `person`, creating the role if needed.
    // *replaced: the person the login signed in as until now, when that was someone else (else empty).
    static bool addLogin(const QString &url, const QString &person, const QString &login, QString *error,
                         QString *replaced = nullptr);
};

} // namespace Errata
