// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandhelp.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Errata::CommandHelp {
namespace {

// "  init PROJECT…" -> {init}; "  unassign P … | reassign P …" -> {unassign, reassign}; a continuation line
// ("       [--title T]") or an option line -> {}.
QStringList entryNames(const QString &line)
{
    if (!line.startsWith(u"  "_s) || line.size() < 3 || line.at(2).isSpace() || line.at(2) == u'-') return {};
    QStringList names;
    static const QRegularExpression command(u"^[a-z][a-z0-9-]*$"_s); // not "--gold]" from "[--pairs | --gold]"
    for (const QString &form : line.mid(2).split(u" | "_s)) {
        const QString name = form.trimmed().section(u' ', 0, 0);
        if (command.match(name).hasMatch()) names << name;
    }
    return names;
}

} // namespace

QStringList commands(const QString &usage)
{
    QStringList names;
    for (const QString &line : usage.split(u'\n')) {
        for (const QString &name : entryNames(line)) {
            if (!names.contains(name)) names << name;
        }
    }
    return names;
}

QString section(const QString &usage, const QString &command)
{
    QStringList lines;
    bool inside = false;
    for (const QString &line : usage.split(u'\n')) {
        const QStringList names = entryNames(line);
        if (!names.isEmpty()) {
            inside = names.contains(command);
        } else if (!line.startsWith(u"   "_s)) {
            inside = false; // a blank line or a heading ends the entry
        }
        if (inside) lines << line;
    }
    return lines.isEmpty() ? QString() : lines.join(u'\n') + u'\n';
}

} // namespace Errata::CommandHelp
