// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

class QSettings;
class QWidget;

namespace Errata {

// File ▸ Connect to Server…: the address of a project on a team server, with the recent ones offered
// (docs/server.md). Passwords are never written down: they come from ~/.pgpass, PGPASSWORD, or the person
// types one when the server asks, which is kept in memory until Errata quits.
namespace ServerActions {

// The recent addresses, newest first (without passwords).
QStringList recent(const QSettings &settings);
// Puts an address first in the recent list, which keeps eight.
void remember(QSettings &settings, const QString &address);
// Asks for an address (ConnectDialog); empty when cancelled. A password given beside it is remembered
// for the address, as askPassword does; one typed into the address is moved out of it.
QString askAddress(QWidget *parent, QSettings &settings);
// After the server at `address` refused a connection for `reason`: asks for a password when the refusal
// is about one, otherwise shows the reason with an offer to sign in with one. A password given is
// remembered for the address (ServerConnection::rememberPassword) and true returned: try again. False
// when the person closes the dialog; a password remembered before is then forgotten.
bool askPassword(QWidget *parent, const QString &address, const QString &reason);

} // namespace ServerActions
} // namespace Errata
