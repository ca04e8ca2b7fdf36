// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project/spanlengths.h"

#include <QCoreApplication>
#include <QStringList>

namespace Errata {

class CliCommands;
class Taxonomy;

// errata-cli lengths: span and rationale lengths per type (Scarecrow's Figure 11; docs/statistics.md)
class LengthsCommand
{
    Q_DECLARE_TR_FUNCTIONS(LengthsCommand)
public:
    explicit LengthsCommand(CliCommands &cli)
        : m_cli(cli)
    {
    }
    int run(const QStringList &args);

    // What lengths and ratings both print: a row per group (and type, given the taxonomy that names
    // them) of n, mean, min, quartiles and max; or, with a path, the same as a box plot titled title along axis.
    static int printFiveNumbers(CliCommands &cli, const QList<LengthRow> &rows, const Taxonomy *types);
    static int drawBoxes(CliCommands &cli, const QList<LengthRow> &rows, bool withType, const QString &title,
                         const QString &axis, const QString &path);

private:
    CliCommands &m_cli;
};

} // namespace Errata
