// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

class QWidget;

namespace Errata {

// Every file dialog of the window, in place of QFileDialog's static functions, which must not be used.
// A file dialog lists the folder it shows and, for each file's icon and type, guesses its MIME type by
// reading its first bytes in this process (Qt's icon provider and the desktop's platform theme do so;
// GTK's native dialog does likewise). A project has no MIME type registered outside an installed Errata,
// so opening a dialog on the project's own folder opened and closed a descriptor of the project file;
// POSIX then dropped every lock this process held on it, and the next errata-cli believed itself the
// last connection and deleted the -wal the window still wrote into. These dialogs name files by their
// names only: Qt's own dialog, with an icon provider that never reads a file.
namespace FileDialogs {

QString getOpenFileName(QWidget *parent, const QString &caption, const QString &dir = QString(),
                        const QString &filter = QString());
QStringList getOpenFileNames(QWidget *parent, const QString &caption, const QString &dir = QString(),
                             const QString &filter = QString());
QString getSaveFileName(QWidget *parent, const QString &caption, const QString &dir = QString(),
                        const QString &filter = QString(), QString *selectedFilter = nullptr);
QString getExistingDirectory(QWidget *parent, const QString &caption, const QString &dir = QString());

} // namespace FileDialogs
} // namespace Errata
