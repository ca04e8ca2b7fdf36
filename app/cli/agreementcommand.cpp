// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli agreement: span agreement per type (α per item and pooled, Two Agree, Fleiss' κ),
// Cohen's κ per annotator pair, or agreement on item ratings.
#include "clicommands.h"

#include "model/domain/metadatafilter.h"
#include "model/project/project.h"
#include "model/storage/personrepository.h"
#include "model/stats/agreement.h"
#include "model/project/agreementdata.h"
#include "model/stats/goldcomparison.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QVariant optional(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}

// --gold: each annotator's finished layers against the gold layer, per category.
// names: what the person asking calls each annotator (Visibility).
CliTable goldTable(Project &project, const QList<TypeSelector> &selectors, AgreementUnit unit,
                   const QHash<qint64, QString> &names)
{
    QHash<qint64, QList<Span>> gold;
    const QList<AgreementItem> items = AgreementData::finished(project, &gold);
    CliTable table({{u"annotator"_s, CliCommands::tr("Annotator")},
                    {u"type"_s, CliCommands::tr("Type")},
                    {u"items"_s, CliCommands::tr("Items")},
                    {u"true_positives"_s, CliCommands::tr("TP")},
                    {u"false_positives"_s, CliCommands::tr("FP")},
                    {u"false_negatives"_s, CliCommands::tr("FN")},
                    {u"precision"_s, CliCommands::tr("Precision")},
                    {u"recall"_s, CliCommands::tr("Recall")},
                    {u"f1"_s, CliCommands::tr("F1")}});
    for (const GoldScore &row : compareWithGold(items, gold, selectors, unit)) {
        table.addRow({names.value(row.annotatorId), row.key, row.items, row.truePositives, row.falsePositives,
                      row.falseNegatives, optional(row.precision()), optional(row.recall()), optional(row.f1())});
    }
    return table;
}

} // namespace

QHash<QString, QString> CliCommands::typeNames(const Taxonomy &taxonomy) const
{
    QHash<QString, QString> names;
    if (m_keys) return names;
    for (const int level : {1, 2}) {
        for (const TypeSelector &selector : TypeSelectors::forTaxonomy(taxonomy, level)) {
            names.insert(selector.key, selector.label);
        }
    }
    return names;
}

void CliCommands::nameTypes(CliTable &table, const Taxonomy &taxonomy) const
{
    if (!m_keys) table.setNames(u"type"_s, typeNames(taxonomy));
}

int CliCommands::agreement(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!takeOptions(args, {u"--unit"_s, u"--level"_s, u"--by"_s, u"--where"_s}, &options)) {
        return UserError;
    }
    const bool pairs = args.removeAll(u"--pairs"_s) > 0;
    const bool ratings = args.removeAll(u"--ratings"_s) > 0;
    const bool gold = args.removeAll(u"--gold"_s) > 0;
    if (args.size() != 1 || args.first().startsWith(u"--"_s)) {
        return userError(tr("agreement takes one project file and the options --unit token|char, --level 1|2, "
                            "--by KEY, --pairs, --ratings, --gold."));
    }
    const QString unitName = options.value(u"--unit"_s, u"token"_s);
    const QString level = options.value(u"--level"_s, u"2"_s);
    if (unitName != "token"_L1 && unitName != "char"_L1) {
        return userError(tr("--unit must be token or char, not \"%1\".").arg(unitName));
    }
    if (level != "1"_L1 && level != "2"_L1) {
        return userError(tr("--level must be 1 or 2, not \"%1\".").arg(level));
    }
    QString error;
    auto project = openToRead(args.first(), &error);
    if (!project) {
        return userError(error);
    }
    if (options.contains(u"--by"_s) && !knownMetadataKeys(*project, {options.value(u"--by"_s)})) {
        return UserError;
    }
    const MetadataFilter where(options.value(u"--where"_s));
    if (!where.isEmpty() && (ratings || gold)) {
        return userError(tr("--where takes a subset for span agreement and --pairs, not for --ratings or --gold."));
    }
    if (!knownMetadataKeys(*project, where.keys())) {
        return UserError;
    }
    if (ratings) {
        CliTable table({{u"group"_s, tr("Group")},
                        {u"metric"_s, tr("Metric")},
                        {u"alpha"_s, tr("α")},
                        {u"items"_s, tr("Items")},
                        {u"ratings"_s, tr("Ratings")}});
        const auto groups = AgreementData::ratings(*project, options.value(u"--by"_s));
        for (auto group = groups.cbegin(); group != groups.cend(); ++group) {
            const RatingAgreement result = ratingAgreement(group.value());
            table.addRow({group.key(), u"nominal"_s, optional(result.nominal), result.items, result.ratings});
            table.addRow({group.key(), u"ordinal"_s, optional(result.ordinal), result.items, result.ratings});
            table.addRow({group.key(), u"interval"_s, optional(result.interval), result.items, result.ratings});
        }
        if (groups.isEmpty()) {
            table.addRow({QString(), u"nominal"_s, QVariant(), 0, 0});
        }
        table.print(m_out, m_format);
        return Ok;
    }
    const AgreementCalculator calculator(unitName == "char"_L1 ? AgreementUnit::Character : AgreementUnit::Token);
    const QList<TypeSelector> selectors = TypeSelectors::forTaxonomy(project->taxonomy(), level.toInt());
    if (gold) {
        CliTable table =
            goldTable(*project, selectors, unitName == "char"_L1 ? AgreementUnit::Character : AgreementUnit::Token,
                      sees(*project).names());
        nameTypes(table, project->taxonomy());
        table.print(m_out, m_format);
        return Ok;
    }
    QList<AgreementItem> all = AgreementData::finished(*project, nullptr, &error);
    if (!error.isEmpty()) {
        return userError(error);
    }
    all.removeIf([&where](const AgreementItem &item) { return !where.matches(item.metadata); });
    // --by KEY: one block of rows per value of that item metadata key.
    QMap<QString, QList<AgreementItem>> groups;
    const QString by = options.value(u"--by"_s);
    for (const AgreementItem &item : all) {
        groups[by.isEmpty() ? QString() : item.metadata.value(by, tr("(none)"))] << item;
    }
    if (pairs) {
        const QHash<qint64, QString> &names = sees(*project).names();
        CliTable table({{u"group"_s, tr("Group")},
                        {u"annotator_a"_s, tr("Annotator A")},
                        {u"annotator_b"_s, tr("Annotator B")},
                        {u"type"_s, tr("Type")},
                        {u"cohen_kappa"_s, tr("Cohen's κ")},
                        {u"units"_s, tr("Units")}});
        for (auto group = groups.cbegin(); group != groups.cend(); ++group) {
            for (const PairAgreement &row : calculator.pairs(group.value(), selectors)) {
                table.addRow({group.key(), names.value(row.annotatorA), names.value(row.annotatorB), row.key,
                              optional(row.cohenKappa), row.units});
            }
        }
        nameTypes(table, project->taxonomy());
        table.print(m_out, m_format);
        return Ok;
    }
    CliTable table({{u"group"_s, tr("Group")},
                    {u"type"_s, tr("Type")},
                    {u"alpha_item_mean"_s, tr("α per item")},
                    {u"alpha_pooled"_s, tr("α pooled")},
                    {u"two_agree"_s, tr("Two Agree")},
                    {u"fleiss_kappa"_s, tr("Fleiss' κ")},
                    {u"items"_s, tr("Items")},
                    {u"items_with_alpha"_s, tr("Items with α")},
                    {u"units"_s, tr("Units")}});
    for (auto group = groups.cbegin(); group != groups.cend(); ++group) {
        for (const TypeAgreement &row : calculator.perType(group.value(), selectors)) {
            table.addRow({group.key(), row.key, optional(row.alphaItemMean), optional(row.alphaPooled),
                          optional(row.twoAgree), optional(row.fleissKappa), row.items, row.itemsWithAlpha, row.units});
        }
    }
    nameTypes(table, project->taxonomy());
    table.print(m_out, m_format);
    return Ok;
}

} // namespace Errata
