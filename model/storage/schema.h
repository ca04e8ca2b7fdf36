// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QStringList>

namespace Errata::Schema {

// Entry N upgrades the schema from version N to N + 1: a list of statements run in one transaction.
// Append only: never edit an entry that has shipped.
const QList<QStringList> &migrations();

inline int latestVersion()
{
    return int(migrations().size());
}

} // namespace Errata::Schema
