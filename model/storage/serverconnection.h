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
// Opens the named connection again after the server dropped it, as open() set it up; why not, or nothing.
QString reopen(const QString &name, bool readOnly);

} // namespace Errata::ServerConnection
