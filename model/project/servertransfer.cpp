// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/servertransfer.h"

#include "model/project/project.h"
#include "model/storage/database.h"
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
    if (!target.open(to, Database::OpenMode::CreateNew)) {
        *error = target.lastError();
        return false;
    }
    if (!TableCopy::copyAll(source, target, error)) {
        *error = ServerTransfer::tr("Could not copy %1 to %2: %3").arg(source.path(), target.path(), *error);
        return false;
    }
    return true;
}

} // namespace

bool ServerTransfer::push(const QString &file, const QString &url, QString *error)
{
    if (!ServerDialect::isServerUrl(url)) {
        *error = tr("push copies a project file to a server: the second argument must be a postgresql:// "
                    "address, not %1.")
                     .arg(url);
        return false;
    }
    return copy(file, url, error);
}

bool ServerTransfer::pull(const QString &url, const QString &file, QString *error)
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

} // namespace Errata
