// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/serveradmin.h"

#include "model/project/project.h"
#include "model/storage/database.h"
#include "model/storage/personrepository.h"
#include "model/storage/serverdialect.h"
#include "model/storage/serversecurity.h"
#include "model/storage/tablecopy.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

bool copy(const QString &from, const QString &to, QString *error)
{
    Database source;
    Database target;
    if (!source.open(from, Database::OpenMode::ReadOnly)) {
        *error = source.lastError();
        return false;
    }
    // A person's own login sees only what their role may: a copy from it would be silently incomplete.
    if (ServerSecurity::signedInPerson(source) != 0) {
        *error = ServerAdmin::tr("%1 is signed in as a person of the project, who may not see all of it; push and "
                                 "pull with the database owner's login.")
                     .arg(source.path());
        return false;
    }
    // Asked before the schema is made: a push that copied everything and then could not set the
    // permissions up left a whole project unguarded.
    if (const QString refusal = ServerDialect::isServerUrl(to) ? ServerSecurity::setUpRefusal(to) : QString();
        !refusal.isEmpty()) {
        *error = refusal;
        return false;
    }
    if (!target.open(to, Database::OpenMode::CreateNew)) {
        *error = target.lastError();
        return false;
    }
    if (!TableCopy::copyAll(source, target, error)) {
        *error = ServerAdmin::tr("Could not copy %1 to %2: %3").arg(source.path(), target.path(), *error);
        return false;
    }
    // A server's copy gets its permissions in the same transaction as its schema and rows, which commits
    // only now: a push stopped anywhere (killed, its connection lost) leaves the database empty, as it was.
    if (target.backend() == Backend::Postgres && !ServerSecurity::apply(target, error)) {
        *error = ServerAdmin::tr("Could not set up the permissions on %1: %2").arg(target.path(), *error);
        return false;
    }
    if (!target.finishCreation()) {
        *error = target.lastError();
        return false;
    }
    return true;
}

} // namespace

bool ServerAdmin::push(const QString &file, const QString &url, QString *error)
{
    if (!ServerDialect::isServerUrl(url)) {
        *error = tr("push copies a project file to a server: the second argument must be a postgresql:// "
                    "address, not %1.")
                     .arg(url);
        return false;
    }
    return copy(file, url, error);
}

bool ServerAdmin::pull(const QString &url, const QString &file, QString *error)
{
    if (!ServerDialect::isServerUrl(url)) {
        *error = tr("pull copies a server's project to a file: the first argument must be a postgresql:// "
                    "address, not %1.")
                     .arg(url);
        return false;
    }
    const bool existed = QFileInfo::exists(file);
    const bool copied = copy(url, file, error);
    if (!copied && !existed) Project::removeFiles(file);
    return copied;
}

bool ServerAdmin::secure(const QString &url, QString *error)
{
    Database db;
    if (!db.open(url, Database::OpenMode::OpenExisting)) {
        *error = db.lastError();
        return false;
    }
    if (const QString refusal = ServerSecurity::setUpRefusal(db); !refusal.isEmpty()) {
        *error = refusal;
        return false;
    }
    if (!ServerSecurity::apply(db, error)) {
        *error = tr("Could not set up the permissions on %1: %2").arg(db.path(), *error);
        return false;
    }
    return true;
}

QString ServerAdmin::setUpRefusal(const QString &url)
{
    return ServerSecurity::setUpRefusal(url);
}

bool ServerAdmin::addLogin(const QString &url, const QString &person, const QString &login, QString *error,
                           QString *replaced)
{
    auto project = Project::open(url, error);
    if (!project) return false;
    if (const QString refusal = ServerSecurity::setUpRefusal(project->database()); !refusal.isEmpty()) {
        *error = refusal;
        return false;
    }
    const std::optional<Person> found = project->people().findByName(person);
    if (!found) {
        *error =
            tr("%1 has no person called %2; add them first with errata-cli people add.").arg(project->path(), person);
        return false;
    }
    qint64 previous = 0;
    if (!ServerSecurity::addLogin(project->database(), login, found->id, error, &previous)) {
        *error = tr("Could not let %1 sign in as %2: %3").arg(login, person, *error);
        return false;
    }
    if (replaced && previous != 0 && previous != found->id) {
        const std::optional<Person> before = project->people().find(previous);
        *replaced = before ? before->name : tr("person %1").arg(previous);
    }
    return true;
}

} // namespace Errata
