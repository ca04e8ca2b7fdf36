// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkedoutput.h"
#include "clicommands.h"

#include <QCoreApplication>
#include <QFile>
#include <QGuiApplication>
#include <QTextStream>
#include <QTranslator>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstring>
#include <exception>
#include <memory>

namespace {

// Drawing a figure (heatmap or score -o OUT.png|svg) needs fonts, hence a QGuiApplication; on the offscreen
// platform, so errata-cli still runs without a display. Every other command stays GUI-free.
bool drawsFigures(int argc, char *argv[])
{
    static constexpr std::array Drawing{"heatmap", "score",   "correlate", "bootstrap",
                                        "lengths", "ratings", "times",     "rationale-words"};
    for (int i = 1; i < argc; ++i) {
        if (std::any_of(Drawing.cbegin(), Drawing.cend(),
                        [&](const char *name) { return std::strcmp(argv[i], name) == 0; })) {
            return true;
        }
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    if (drawsFigures(argc, argv) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    const std::unique_ptr<QCoreApplication> app = drawsFigures(argc, argv)
        ? std::make_unique<QGuiApplication>(argc, argv)
        : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("errata-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("Errata"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ERRATA_VERSION));
    // The English plural forms ("1 item", "2 people"), not "item(s)": errata-cli speaks English only.
    QTranslator plurals;
    if (plurals.load(QStringLiteral(":/i18n/errata_en.qm"))) QCoreApplication::installTranslator(&plurals);
    QFile standardOutput;
    standardOutput.open(stdout, QIODevice::WriteOnly | QIODevice::Unbuffered); // flush() reaches stdio
    Errata::CheckedOutput checkedOutput(&standardOutput);
    QTextStream out(&checkedOutput); // destroyed first: its last output reaches stdout through the others
    QTextStream err(stderr);
    // No stack traces for users: anything unexpected is reported in one line as an internal error.
    try {
        return Errata::CliCommands(out, err, &checkedOutput).run(QCoreApplication::arguments());
    } catch (const std::exception &exception) {
        // A command that failed on a file its check refuses: the damage is what to report, not the failure.
        if (const QString refusal = checkedOutput.refusal(); !refusal.isEmpty()) {
            err << "errata-cli: " << refusal << '\n';
            return Errata::CliCommands::UserError;
        }
        err << "errata-cli: internal error: " << exception.what() << '\n';
    }
    return Errata::CliCommands::InternalError;
}
