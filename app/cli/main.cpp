// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommands.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>
#include <exception>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("errata-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("Errata"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ERRATA_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    // No stack traces for users: anything unexpected is reported in one line as an internal error.
    try {
        return Errata::CliCommands(out, err).run(QCoreApplication::arguments());
    } catch (const std::exception &exception) {
        err << "errata-cli: internal error: " << exception.what() << '\n';
    }
    return Errata::CliCommands::InternalError;
}
