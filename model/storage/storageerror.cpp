// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storage/storageerror.h"

#include <QCoreApplication>
#include <QString>

#include <QSqlError>

namespace Errata {

StorageError storageErrorOf(const QSqlError &error)
{
    if (error.type() == QSqlError::NoError) {
        return StorageError::None;
    }
    bool isNumber = false;
    const int code = error.nativeErrorCode().toInt(&isNumber);
    if (!isNumber) {
        return StorageError::Other;
    }
    // SQLite's primary result codes (sqlite3.h); extended codes keep the primary one in the low byte.
    switch (code & 0xff) {
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        return StorageError::Busy;
    case 13: // SQLITE_FULL
        return StorageError::Full;
    case 8: // SQLITE_READONLY
    case 3: // SQLITE_PERM
        return StorageError::ReadOnly;
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        return StorageError::Corrupt;
    case 19: // SQLITE_CONSTRAINT
        return StorageError::Constraint;
    case 10: // SQLITE_IOERR
        return StorageError::Io;
    case 14: // SQLITE_CANTOPEN
        return StorageError::CannotOpen;
    default: return StorageError::Other;
    }
}

bool isFileFailure(StorageError error)
{
    return error == StorageError::Full || error == StorageError::ReadOnly || error == StorageError::Io
        || error == StorageError::CannotOpen || error == StorageError::Corrupt;
}

QString reasonText(const QSqlError &error)
{
    const QString text = !error.databaseText().isEmpty() ? error.databaseText() : error.text().trimmed();
    if (!text.isEmpty()) {
        return text;
    }
    return error.nativeErrorCode().isEmpty()
        ? QCoreApplication::translate("Errata::StorageError", "no reason was given")
        : QCoreApplication::translate("Errata::StorageError", "no reason was given (SQLite result code %1)")
              .arg(error.nativeErrorCode());
}

QString withReason(const QString &message, const QString &reason)
{
    return reason.isEmpty() || message.endsWith(reason) ? reasonText(message) : message + u' ' + reason;
}

QString reasonText(const QString &reason)
{
    return reason.trimmed().isEmpty() ? QCoreApplication::translate("Errata::StorageError", "no reason was given")
                                      : reason;
}

} // namespace Errata
