// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace Errata {

class Database;

// product.md §4's permissions, enforced by the team server itself (issue #21): each person signs in as
// their own PostgreSQL role, mapped to their person in errata_login; row-level security policies decide
// which rows a role reads and writes, and triggers check what a policy cannot see (an assignment's
// workflow transition, a reviewer touching more of a span than its review state). A client that skips
// Errata's own checks meets the same refusals. docs/server.md has the table of who may do what.
namespace ServerSecurity {

// The functions, triggers, policies and grants; idempotent, so that re-applying after an upgrade
// replaces them. Applied by the database's owner (server init, server push). Every person's login joins
// the group role "<database>_team", named by the server from current_database().
QStringList setUp();
// How long setting the permissions up waits for the locks it needs: as long as it takes (server init,
// push, secure), or a few seconds, when an open would otherwise hang behind the team's sessions.
enum class LockWait { AsLongAsItTakes, Briefly };
bool apply(Database &db, QString *error, LockWait wait = LockWait::AsLongAsItTakes);

// Creates the login role if it does not exist (without a password: the administrator sets one, or
// pg_hba.conf names another method), lets it into the team, gives the person their allowance of ids and
// maps the login to them. The login's name is only ever a bound value. *previousPerson: whom the
// login signed in as before (0 when it was new), so the caller can say what it replaced.
bool addLogin(Database &db, const QString &login, qint64 personId, QString *error, qint64 *previousPerson = nullptr);

// Whether the permissions were ever set up on this database (server init or push did).
bool isSetUp(Database &db);
// A digest of the statements setUp runs (without the digest's own); setUp keeps it on the server.
QString setUpDigest();
// Whether they are the ones this build sets up (setUp keeps a digest of its statements on the server).
bool isCurrent(Database &db);
// Whether the session's role owns the project's tables, and so may set the permissions up.
bool isOwner(Database &db);
// Why the session's role cannot set the permissions up, or nothing: it must own the project's tables
// (isOwner, once there are tables) and may create roles (the team's group role and each login).
// Asked before a push or an init, which would otherwise leave a project without permissions behind.
QString setUpRefusal(Database &db);
// The same, asked of an empty database before a project is made in it (server init).
QString setUpRefusal(const QString &url);
// On opening: sets the permissions up again when a schema upgrade made tables anew or an earlier build
// set up others, if the session's role may (the owner's; a team member's open goes on as it is, under
// the permissions the server has). False, with *error, only when an upgrade's tables could not get
// theirs; an earlier build's permissions that cannot be replaced now are left, with a warning.
bool keepCurrent(Database &db, bool upgraded, QString *error);

// The person the session's login is mapped to; 0 for the owner or an unmapped role.
qint64 signedInPerson(Database &db);

} // namespace ServerSecurity
} // namespace Errata
