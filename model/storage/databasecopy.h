// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Errata {

class Database;

// Whole-file copies of a project database, for backups and restores. Each returns false with the
// driver's own words in `reason`; the caller says in the interface's language what failed.
namespace DatabaseCopy {

// A consistent copy of an open project (VACUUM INTO), even while another connection writes (WAL).
bool copyOpen(Database &database, const QString &target, QString *reason);
// The same from a closed file, through a read-only connection of its own: nothing is written beside it.
bool copyFile(const QString &source, const QString &target, QString *reason);
// Moves everything in the write-ahead log into the main file, so that the file alone is the project.
bool checkpoint(Database &database);

} // namespace DatabaseCopy
} // namespace Errata
