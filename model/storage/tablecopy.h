// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace Errata {

class Database;

// Every row of one project copied into another, with its ids, across backends: a file pushed to a team
// server, a server project pulled into a file (issue #21). The target must be an empty project of the
// same schema version; it is written in one transaction, so a failed copy leaves it empty.
namespace TableCopy {

// The project's tables, parents before children, so that every reference finds its row.
const QStringList &tables();

// Copies everything; false with the reason (the table and the driver's words) in *error.
bool copyAll(Database &from, Database &to, QString *error);

} // namespace TableCopy
} // namespace Errata
