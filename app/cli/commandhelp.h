// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace Errata::CommandHelp {

// The commands the usage text describes, in its order: the first word of each line indented by exactly two
// spaces under "Commands:" (options such as --version are not commands).
QStringList commands(const QString &usage);

// The usage text's lines about one command: every entry that starts with it ("  package split …",
// "  package merge …") with its continuation lines. Empty when the text does not describe the command.
// Read from the one (translated) usage text, so `errata-cli help X` and `errata-cli X --help` cannot
// disagree with `errata-cli --help`.
QString section(const QString &usage, const QString &command);

} // namespace Errata::CommandHelp
