// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

namespace Errata {

// SQLite's quick check of a whole project file reads every page: O(file), about a fifth of the time
// of opening a 100k-item project. While a DeferIntegrityCheck lives on a thread, Database::open on
// that thread leaves it out for an up-to-date file; the caller runs quickCheck() afterwards (the
// window does, on a BackgroundCheck thread) and closes the file if it is damaged. A file that needs
// a schema upgrade is checked on open all the same: it is about to be written. errata-cli and
// everything else keep checking before anything is read.
class DeferIntegrityCheck
{
    Q_DISABLE_COPY_MOVE(DeferIntegrityCheck)
public:
    DeferIntegrityCheck();
    ~DeferIntegrityCheck();
    static bool isActive(); // on the calling thread

    // The quick check and foreign key check of a file through a read-only connection of its own,
    // on the calling thread. Returns why the file must not be used (it names the file and the first
    // problems), or an empty string when it is sound.
    static QString quickCheck(const QString &path);
};

} // namespace Errata
