// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storage/database.h"

#include <QString>

namespace Errata::ServerConnection {

// Adds the named QPSQL connection to a team server's project and says why it cannot be used, or
// nothing: no driver, a malformed URL, no connection, a database that is not (or, for CreateNew,
// already) an Errata project, a newer schema. A ReadOnly session is made read-only by the server.
// The handle is gone when this returns, so a refused connection can be removed cleanly.
QString open(const QString &name, const QString &url, Database::OpenMode mode);
// A password for the address, kept in this process's memory only (never in settings, files or
// messages) and used by every later connection to it, before one written in the address: the window's,
// its background jobs', a reconnection's. An empty password forgets it. Keyed by the address without
// its password.
void rememberPassword(const QString &url, const QString &password);
bool hasRememberedPassword(const QString &url);
// Whether a refusal to connect is about a missing or wrong password. libpq says so only in words
// (no SQLSTATE reaches Qt on a failed connection), so this reads them, in English and German.
bool refusedForPassword(const QString &reason);
// Opens the named connection again after the server dropped it, as open() set it up; why not, or nothing.
QString reopen(const QString &name, bool readOnly);

} // namespace Errata::ServerConnection
