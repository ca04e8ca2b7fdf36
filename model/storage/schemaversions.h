// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QStringList>

// The migrations that live in files of their own (schema.cpp lists them all, in order).
namespace Errata::Schema {

QStringList version6(); // ESA's score, practice items, TGEA's gate (schemav6.cpp)
QStringList version7(); // machine layers: a predicted span's confidence (schemav7.cpp)
QStringList version8(); // suggestions that annotators accept, edit or reject (schemav8.cpp)
QStringList version9(); // automatic metrics' scores per item (schemav9.cpp)
// CHECK lists of three or more values as comparison chains, for speed (schemav10.cpp)
QStringList version10(const QList<QStringList> &earlier);
// Each such list in the earlier versions' tables, and its chain (tested on its own)
QMap<QString, QString> checkListRewrites(const QList<QStringList> &earlier);
QStringList actionLog(); // the append-only action log of each assignment (schemav11_actionlog.cpp)
QStringList webLinks();  // the web page's personal sign-in links, hashed (schemav12_links.cpp)

} // namespace Errata::Schema
