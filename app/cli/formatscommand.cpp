// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "formatscommand.h"

#include "clicommands.h"

#include "model/project/dataformats.h"

using namespace Qt::StringLiterals;

namespace Errata {

int FormatsCommand::run(const QStringList &args)
{
    if (!args.isEmpty()) return m_cli.userError(tr("formats takes no arguments."));
    CliTable table({{u"format"_s, tr("Format")},
                    {u"import"_s, tr("Import")},
                    {u"export"_s, tr("Export")},
                    {u"files"_s, tr("Files")},
                    {u"name"_s, tr("Name")},
                    {u"holds"_s, tr("Holds")}});
    for (const DataFormat &format : DataFormats::all()) {
        // Machine formats get booleans; people get yes and a blank.
        const bool machine = m_cli.outputFormat() != OutputFormat::Text;
        const auto mark = [machine](bool on) { return machine ? QVariant(on) : QVariant(on ? tr("yes") : QString()); };
        table.addRow(
            {format.key, mark(format.reads()), mark(format.writes), format.pattern, format.name, format.summary});
    }
    table.print(m_cli.out(), m_cli.outputFormat());
    return CliCommands::Ok;
}

} // namespace Errata
