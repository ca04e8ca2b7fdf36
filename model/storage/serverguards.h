// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace Errata::ServerSecurity {

// The triggers that check what a row-level policy cannot see, and what the server writes itself rather
// than take from a member's client (issue #41): an assignment's workflow step and the history entry that
// records it, a span's review state, the time spent, the times of spans, decisions, history and review
// entries, the content of layer snapshots, and every id. Part of setUp(), in
// model/storage/serversecurity.cpp; docs/server.md has the rules.
QStringList guards();

// Ids (serverids.cpp): handed out by the server only, in reservations bounded per call and by a
// per-person allowance that refills with time; a member's row carries only an id handed out.
QStringList idGuards();
// The first of setUp's statements: a server set up with 32-bit integer columns (an earlier build) gets
// 64-bit ones, its policies, views and integer functions dropped first (setUp makes them anew).
QStringList widenIds();

// What the server writes itself for a member (serverstamps.cpp): a suggestion's decision time, and a
// layer snapshot that holds exactly the spans the server has.
QStringList stamps();

// A BEFORE … FOR EACH ROW trigger `name` on `table` calling `function`, made anew (dropped first).
QStringList rowTrigger(const QString &name, const QString &events, const QString &table, const QString &function);

// The statement that gives the person `personId` their allowance of ids (a sequence of the owner's: a
// rolled-back transaction gives back none of what it took). Run by setUp for every login and by addLogin.
QString allowanceStatement(qint64 personId);

} // namespace Errata::ServerSecurity
