// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commandregistry.h"

#include <QCoreApplication>
#include <QString>

namespace Errata {

// errata-cli's help, read from the command registry (commandtable.cpp): --help, help COMMAND and
// COMMAND --help, the man page (--man, roff) and the bash completion (--completion bash). All of it in
// the translated text the registry names, so none can fall behind another or behind the dispatcher.
class CommandHelp
{
    Q_DECLARE_TR_FUNCTIONS(CliCommands)
public:
    static QString usage();
    static QString command(const QString &top); // empty for a command nobody registered
    static QString manPage(const QString &version);
    static QString bashCompletion();

private:
    static QString usageLine();
    static QString heading(CommandGroup group);
    static QString entries(const QList<const CliCommand *> &commands);
    static QString formatsLine(const QString &top); // "  import --format: errata-jsonl, …", or empty
    static QString whoAsks();
    static QString output();
};

} // namespace Errata
