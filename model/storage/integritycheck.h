// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

namespace Errata {

// SQLite's quick check of a whole project file reads every page: O(file), about a fifth of the time
// of opening a 100k-item project. The window opens with Deferred: an up-to-date file is not checked
// on open, the first item is shown, and quickIntegrityCheck() runs afterwards on a BackgroundCheck
// thread, closing the file if it is damaged. A file that needs a schema upgrade is checked on open
// all the same: it is about to be written. errata-cli and everything else check before anything is
// read (OnOpen). The choice is an argument of the open, not state of the thread that opens.
enum class IntegrityCheck { OnOpen, Deferred };

// The quick check and foreign key check of a file through a read-only connection of its own, on the
// calling thread. Returns why the file must not be used (it names the file and the first problems),
// or an empty string when it is sound.
QString quickIntegrityCheck(const QString &path);

} // namespace Errata
