// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QSqlError;
class QString;

namespace Errata {

// What went wrong underneath, from the driver's own result code rather than its English message, so
// callers choose what to do (offer Save As, retry, refuse) without reading sentences. The sentence a
// person sees is made where the failure is shown, in the interface's language.
enum class StorageError {
    None,
    Busy,       // another connection holds the lock past the busy timeout
    Full,       // the disk (or the file's page limit) is full
    ReadOnly,   // the file, its folder or the connection cannot be written
    Corrupt,    // the file is damaged or not a database
    Constraint, // a rule of the schema refused the row (a duplicate name, a broken reference)
    Io,         // the operating system failed a read or write
    CannotOpen, // the file could not be opened (moved, deleted, no permission)
    Other,
};

// The kind of a Qt SQL error, from its native code (SQLite's result code; the primary code is its low byte).
StorageError storageErrorOf(const QSqlError &error);

// True for the failures of the file itself, after which nothing more can be written to it and the
// window offers to save a copy elsewhere.
bool isFileFailure(StorageError error);

// The reason to put after "could not be saved: ": SQLite's own text, else Qt's, else a sentence saying
// that none was given (with the result code) — a message never ends in an empty reason.
QString reasonText(const QSqlError &error);
QString reasonText(const QString &reason);

// "Could not save the span." followed by SQLite's reason ("database or disk is full"), unless there is
// none or the message already ends with it: a failed commit keeps its cause in what a person reads.
QString withReason(const QString &message, const QString &reason);

} // namespace Errata
