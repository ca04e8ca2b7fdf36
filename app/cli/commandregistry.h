// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace Errata {

class CliCommands;

// What a command prints, and so who may have it printed (viewergate.cpp, docs/study.md "What each role sees").
enum class Prints {
    Nothing,       // it writes (and acts as --as NAME), or makes a new project
    Anyone,        // what every role may read: the instructions, metric names, an integrity check
    EveryonesWork, // reviewers and coordinators, each person named by the rule
    Everything,    // every value and name (exports): the coordinator's
    OwnWork,       // the action log: a coordinator's of everyone, anyone else's of themself (ActionLogReport)
};

// The headings --help lists the commands under, in this order.
enum class CommandGroup { Project, Study, Server, Machine, Metrics, Web, Formats };

// One form of an errata-cli command ("assign", "package split"), registered once in commandtable.cpp: its
// --help, the man page, the bash completion, the dispatcher, the Visibility gate and the tests read it.
struct CliCommand
{
    QString name; // "assign", or a sub-command "package split"
    CommandGroup group;
    // Its lines of --help (QT_TRANSLATE_NOOP, context CliCommands): the usage, options and what it does, the
    // description from column 25. Forms that share one entry ("people list|add|…") share the pointer.
    const char *usage;
    int (*run)(CliCommands &cli, const QStringList &args); // the arguments after the command's first word
    Prints prints = Prints::Nothing;
    QStringList switches = {}; // given any of these options, it prints `switched` instead (assign --list)
    Prints switched = Prints::Nothing;
    bool onProject = true;   // its first argument (after a sub-command) is an existing project
    bool dataFormat = false; // --format after the command is a data format, not the output's
    bool draws = false;      // it may draw a figure, so it needs fonts (a QGuiApplication)
    QStringList examples = {};
    const char *exitCodes = nullptr; // when 0/1/2 does not say it all (check)

    QString top() const { return name.section(u' ', 0, 0); }
    bool hasVerb() const { return name.contains(u' '); }
    Prints printsWith(const QStringList &args) const;
};

namespace CommandRegistry {

const QList<CliCommand> &all(); // in --help's order
// The form `command args…` runs: "package split" for package split …, else the command itself; a command
// with sub-commands and an unknown one gets its first form, whose handler says what it takes.
const CliCommand *find(const QString &command, const QStringList &args);
QStringList topNames();                              // "init", …, "package", … once each, in order
QList<const CliCommand *> forms(const QString &top); // every form of a command
QString summary(const CliCommand &command);          // the first line of its description, translated
QString printsKey(Prints prints);                    // "everyones-work"
QStringList options(const CliCommand &command);      // the options its usage names: --format, -o, …

} // namespace CommandRegistry

} // namespace Errata
