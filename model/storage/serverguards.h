// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace Errata::ServerSecurity {

// The triggers that check what a row-level policy cannot see, and what the server writes itself rather
// than take from a client (issue #41): an assignment's workflow step and the history entry that records
// it, a span's review state, the time spent, the times of history and review entries, and every id
// (handed out by the server only, in reservations bounded per call and by a per-person allowance that
// refills with time). Part of setUp(), in model/storage/serversecurity.cpp; docs/server.md has the rules.
QStringList guards();

// The statement that gives the person `personId` their allowance of ids (a sequence of the owner's: a
// rolled-back transaction gives back none of what it took). Run by setUp for every login and by addLogin.
QString allowanceStatement(qint64 personId);

} // namespace Errata::ServerSecurity
