// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "datasetstatscommand.h"

#include "clicommands.h"

#include "model/domain/metadatafilter.h"
#include "model/project/project.h"
#include "model/project/tgeadatasetstats.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QVariant optional(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}

} // namespace

int DatasetStatsCommand::run(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!m_cli.takeOptions(args, {u"--where"_s}, &options)) return CliCommands::UserError;
    if (args.size() != 1) return m_cli.userError(tr("dataset-stats takes the project file."));
    QString error;
    auto project = Project::openForReading(args.first(), &error);
    if (!project) return m_cli.userError(error);
    const QString where = options.value(u"--where"_s);
    if (!m_cli.knownMetadataKeys(*project, MetadataFilter(where).keys())) return CliCommands::UserError;
    const TgeaDatasetStats s = TgeaDatasetReport::compute(TgeaDatasetReport::records(*project, where));
    CliTable table({{u"statistic"_s, tr("Statistic")}, {u"value"_s, tr("Value")}});
    table.setFullPrecision(true);
    const QList<std::pair<QString, QVariant>> rows{{u"texts"_s, s.records},
                                                   {u"texts_0_errors"_s, s.withErrors[0]},
                                                   {u"texts_1_error"_s, s.withErrors[1]},
                                                   {u"texts_2_errors"_s, s.withErrors[2]},
                                                   {u"texts_3_errors"_s, s.withErrors[3]},
                                                   {u"texts_4_or_more_errors"_s, s.withErrors[4]},
                                                   {u"distinct_texts"_s, s.items},
                                                   {u"tokens"_s, s.tokens},
                                                   {u"vocabulary"_s, s.vocabulary},
                                                   {u"mean_text_tokens"_s, optional(s.meanTextTokens)},
                                                   {u"mean_erroneous_span_tokens"_s, optional(s.meanErroneousTokens)},
                                                   {u"mean_associated_span_tokens"_s, optional(s.meanAssociatedTokens)},
                                                   {u"mean_distance_tokens"_s, optional(s.meanDistance)},
                                                   {u"mean_rationale_tokens"_s, optional(s.meanRationaleTokens)},
                                                   {u"pairs"_s, s.flagPairs},
                                                   {u"erroneous_flag_agreement"_s, optional(s.flagAgreement)},
                                                   {u"erroneous_flag_kappa"_s, optional(s.flagKappa)},
                                                   {u"erroneous_span_agreement"_s, optional(s.spanAgreement)},
                                                   {u"matched_spans"_s, s.matchedSpans},
                                                   {u"associated_span_agreement"_s, optional(s.associatedAgreement)},
                                                   {u"level1_type_agreement"_s, optional(s.typeAgreement)},
                                                   {u"level1_type_kappa"_s, optional(s.typeKappa)}};
    for (const auto &[name, value] : rows) table.addRow({name, value});
    table.print(m_cli.m_out, m_cli.m_format);
    m_cli.m_err << tr("Tokens: words split on whitespace and punctuation, each CJK character a token of its own "
                      "(TGEA counted Jieba's words). Texts: handed-in annotations, one per text and annotator.")
                << '\n';
    return CliCommands::Ok;
}

} // namespace Errata
