// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "application.h"
#include "mainwindow.h"
#include "translations.h"

#include "widgets/preferences/preferences.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QSettings>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {

Errata::Application::Options parseOptions(const QCoreApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main",
                                                             "Mark, review and analyse errors in "
                                                             "machine-generated text."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(u"project"_s, QApplication::translate("main", "The .errata project to open."));
    const QCommandLineOption demo(u"demo"_s, QApplication::translate("main", "Open the demo project."));
    const QCommandLineOption as(u"as"_s, QApplication::translate("main", "Act as this person of the project."),
                                u"name"_s);
    const QCommandLineOption screenshot(u"screenshot"_s,
                                        QApplication::translate("main", "Save the window as PNG and quit."), u"file"_s);
    parser.addOptions({demo, as, screenshot});
    parser.process(app);
    return {parser.positionalArguments().value(0), parser.isSet(demo), parser.value(as), parser.value(screenshot)};
}

// --help and --version print and quit: they need no display, so they must not wait for QApplication to
// find one (on a machine without one it aborted before printing anything).
bool onlyPrints(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--help" || arg == "-h" || arg == "-?" || arg == "--help-all" || arg == "--version" || arg == "-v") {
            return true;
        }
    }
    return false;
}

void describe()
{
    QCoreApplication::setApplicationName(u"Errata"_s);
    QCoreApplication::setOrganizationName(u"Errata"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(ERRATA_VERSION));
}

} // namespace

int main(int argc, char *argv[])
{
    if (onlyPrints(argc, argv)) {
        QCoreApplication text(argc, argv);
        describe();
        Errata::Translations::install(Errata::Preferences::Language.value(QSettings()));
        parseOptions(text); // prints and exits
        return 0;
    }
    QApplication app(argc, argv);
    describe();
    QApplication::setDesktopFileName(u"org.errata.Errata"_s);
    // The language preference, else the system's (Errata's strings and Qt's dialog buttons).
    Errata::Translations::install(Errata::Preferences::Language.value(QSettings()));

    const Errata::Application::Options options = parseOptions(app);
    Errata::Application errata;
    if (!errata.start(options)) {
        return options.screenshotPath.isEmpty() ? 0 : 1; // closed by the user, or a screenshot that failed
    }
    if (!options.screenshotPath.isEmpty()) {
        QTimer::singleShot(300, &errata, [&] {
            const bool saved = errata.window()->grab().save(options.screenshotPath);
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return QApplication::exec();
}
