// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandregistry.h"

#include "clicommands.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Errata {

Prints CliCommand::printsWith(const QStringList &args) const
{
    for (const QString &arg : args) {
        if (switches.contains(arg.section(u'=', 0, 0))) return switched; // "--set FILE" or "--set=FILE"
    }
    return prints;
}

namespace CommandRegistry {

const QList<CliCommand> &all()
{
    return CliCommands::commandTable();
}

const CliCommand *find(const QString &command, const QStringList &args)
{
    const QString form = command + u' ' + args.value(0);
    const CliCommand *first = nullptr;
    for (const CliCommand &entry : all()) {
        if (entry.name == command || entry.name == form) return &entry;
        if (!first && entry.top() == command) first = &entry;
    }
    return first;
}

QStringList topNames()
{
    QStringList names;
    for (const CliCommand &entry : all()) {
        if (!names.contains(entry.top())) names << entry.top();
    }
    return names;
}

QList<const CliCommand *> forms(const QString &top)
{
    QList<const CliCommand *> found;
    for (const CliCommand &entry : all()) {
        if (entry.top() == top) found << &entry;
    }
    return found;
}

QString summary(const CliCommand &command)
{
    // The description starts at column 25: on the usage's own line ("  info PROJECT.errata    counts: …")
    // or on a line of its own under the options.
    for (const QString &line : QCoreApplication::translate("CliCommands", command.usage).split(u'\n')) {
        if (line.size() > 25 && !line.at(25).isSpace() && line.mid(23, 2) == "  "_L1) return line.mid(25).trimmed();
    }
    return {};
}

QString printsKey(Prints prints)
{
    switch (prints) {
    case Prints::Nothing: return u"nothing"_s;
    case Prints::Anyone: return u"anyone"_s;
    case Prints::EveryonesWork: return u"everyones-work"_s;
    case Prints::Everything: return u"everything"_s;
    case Prints::OwnWork: return u"own-work"_s;
    }
    return {};
}

QStringList options(const CliCommand &command)
{
    static const QRegularExpression option(u"(?<![\\w-])(--[a-z][a-z0-9-]*|-o)(?![\\w-])"_s);
    QStringList found;
    for (auto match = option.globalMatch(QString::fromUtf8(command.usage)); match.hasNext();) {
        const QString name = match.next().captured(1);
        if (!found.contains(name)) found << name;
    }
    return found;
}

} // namespace CommandRegistry
} // namespace Errata
