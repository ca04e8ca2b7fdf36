// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "datasetstatscommand.h"

#include "clicommands.h"

#include "model/domain/metadatafilter.h"
#include "model/project/project.h"
#include "model/project/tgeadatasetstats.h"

using namespace Qt::StringLiterals;

namespace Errata {
int DatasetStatsCommand::run(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!m_cli.takeOptions(args, {u"--where"_s}, &options)) return CliCommands::UserError;
    if (args.size() != 1) return m_cli.userError(tr("dataset-stats takes the project file."));
    QString error;
    auto project = m_cli.openToRead(args.first(), &error);
    if (!project) return m_cli.userError(error);
    const QString where = options.value(u"--where"_s);
    if (!m_cli.knownMetadataKeys(*project, MetadataFilter(where).keys())) return CliCommands::UserError;
    const TgeaDatasetStats s = TgeaDatasetReport::compute(TgeaDatasetReport::records(*project, where));
    CliTable table({{u"statistic"_s, tr("Statistic")}, {u"value"_s, tr("Value")}});
    table.setFullPrecision(true);
    for (const TgeaStatLine &line : TgeaDatasetReport::lines(s)) table.addRow({line.key, line.value});
    table.print(m_cli.m_out, m_cli.m_format);
    m_cli.m_err << tr("Tokens: words split on whitespace and punctuation, each CJK character a token of its own "
                      "(TGEA counted Jieba's words). Texts: handed-in annotations, one per text and annotator.")
                << '\n';
    return CliCommands::Ok;
}

} // namespace Errata
