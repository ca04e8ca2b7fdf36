// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace Errata::ServerSecurity {

// The login table and the functions the team server's policies and triggers ask (who is signed in,
// in which roles, what they may see and write): part of setUp(), in model/storage/serversecurity.cpp.
QStringList functions();
// HiddenMetadata::folded() in SQL, of a text column or expression: a hidden key matches in any spelling.
QString foldedKey(const QString &column);

} // namespace Errata::ServerSecurity
