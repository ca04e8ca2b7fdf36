// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

class QSettings;
class QWidget;

namespace Errata {

// File ▸ Connect to Server…: the address of a project on a team server, with the recent ones offered
// (docs/server.md). Passwords are never kept: they come from ~/.pgpass, PGPASSWORD or the address.
namespace ServerActions {

// The recent addresses, newest first (without passwords).
QStringList recent(const QSettings &settings);
// Puts an address first in the recent list, which keeps eight.
void remember(QSettings &settings, const QString &address);
// Asks for an address; empty when cancelled.
QString askAddress(QWidget *parent, QSettings &settings);

} // namespace ServerActions
} // namespace Errata
