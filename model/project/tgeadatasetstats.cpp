// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/tgeadatasetstats.h"

#include "model/domain/metadatafilter.h"
#include "model/domain/tokenizer.h"
#include "model/domain/workflow.h"
#include "model/project/archivecollector.h"
#include "model/project/project.h"
#include "model/storage/analysisexclusions.h"

#include <QHash>
#include <QSet>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// Tokens a range overlaps; an insertion point (an empty range) has none.
qint64 covered(const QList<TextRange> &tokens, const TextRange &range)
{
    qint64 count = 0;
    for (const TextRange &token : tokens) count += token.begin < range.end && token.end > range.begin;
    return count;
}

// Tokens wholly between two spans; none when they touch or overlap.
qint64 distance(const QList<TextRange> &tokens, const TextRange &a, const TextRange &b)
{
    if (a.begin < b.end && b.begin < a.end) return 0;
    const TextRange &earlier = a.begin <= b.begin ? a : b, &later = a.begin <= b.begin ? b : a;
    qint64 count = 0;
    for (const TextRange &token : tokens) count += token.begin >= earlier.end && token.end <= later.begin;
    return count;
}

std::optional<double> mean(double sum, qint64 count)
{
    return count > 0 ? std::optional<double>(sum / double(count)) : std::nullopt;
}

// Chance agreement from the categories' shares among all the ratings in pairs, as Fleiss's κ has it:
// the pairs have no fixed first and second rater whose own shares Cohen's κ would use.
std::optional<double> kappa(qint64 agreeing, qint64 pairs, const QHash<QString, qint64> &ratings)
{
    if (pairs == 0) return std::nullopt;
    double chance = 0;
    for (const qint64 count : ratings)
        chance += (double(count) / double(2 * pairs)) * (double(count) / double(2 * pairs));
    if (chance >= 1) return std::nullopt; // one category only: κ is not defined
    return (double(agreeing) / double(pairs) - chance) / (1 - chance);
}

void describeTexts(const QList<TgeaRecord> &records, TgeaDatasetStats *stats)
{
    QSet<qint64> seen;
    QSet<QString> vocabulary;
    for (const TgeaRecord &record : records) {
        ++stats->withErrors[std::min<qsizetype>(record.errors.size(), 4)];
        if (seen.contains(record.itemId)) continue;
        seen.insert(record.itemId);
        const QList<TextRange> tokens = tokenize(record.text);
        stats->tokens += tokens.size();
        for (const TextRange &token : tokens) vocabulary.insert(record.text.mid(token.begin, token.length()));
    }
    stats->items = seen.size();
    stats->vocabulary = vocabulary.size();
    stats->meanTextTokens = mean(double(stats->tokens), stats->items);
}

void describeErrors(const QList<TgeaRecord> &records, TgeaDatasetStats *stats)
{
    qint64 errors = 0, erroneousTokens = 0, associated = 0, associatedTokens = 0, apart = 0, rationaleTokens = 0;
    for (const TgeaRecord &record : records) {
        const QList<TextRange> tokens = tokenize(record.text);
        for (const TgeaRecord::Error &error : record.errors) {
            ++errors;
            erroneousTokens += covered(tokens, error.span);
            rationaleTokens += tokenize(error.rationale).size();
            if (!error.associated) continue;
            ++associated;
            associatedTokens += covered(tokens, *error.associated);
            apart += distance(tokens, error.span, *error.associated);
        }
    }
    stats->meanErroneousTokens = mean(double(erroneousTokens), errors);
    stats->meanAssociatedTokens = mean(double(associatedTokens), associated);
    stats->meanDistance = mean(double(apart), associated);
    stats->meanRationaleTokens = mean(double(rationaleTokens), errors);
}

struct PairCounts
{
    qint64 flagAgreeing = 0, spansOfBoth = 0, sameAssociated = 0, sameType = 0;
    QHash<QString, qint64> flags, types;
};

// Two annotations of one text: their flags, and their errors matched one to one by erroneous range.
void comparePair(const TgeaRecord &a, const TgeaRecord &b, TgeaDatasetStats *stats, PairCounts *counts)
{
    ++stats->flagPairs;
    counts->flagAgreeing += a.erroneous == b.erroneous;
    ++counts->flags[a.erroneous ? u"1"_s : u"0"_s];
    ++counts->flags[b.erroneous ? u"1"_s : u"0"_s];
    if (!a.erroneous || !b.erroneous) return;
    counts->spansOfBoth += a.errors.size() + b.errors.size();
    QList<bool> used(b.errors.size(), false);
    for (const TgeaRecord::Error &error : a.errors) {
        for (qsizetype j = 0; j < b.errors.size(); ++j) {
            if (used[j] || b.errors[j].span != error.span) continue;
            used[j] = true;
            ++stats->matchedSpans;
            counts->sameAssociated += b.errors[j].associated == error.associated;
            counts->sameType += b.errors[j].level1 == error.level1;
            ++counts->types[error.level1];
            ++counts->types[b.errors[j].level1];
            break;
        }
    }
}

void agree(const QList<TgeaRecord> &records, TgeaDatasetStats *stats)
{
    QHash<qint64, QList<const TgeaRecord *>> byItem;
    for (const TgeaRecord &record : records) byItem[record.itemId] << &record;
    PairCounts counts;
    for (const QList<const TgeaRecord *> &annotations : std::as_const(byItem)) {
        for (qsizetype i = 0; i < annotations.size(); ++i) {
            for (qsizetype j = i + 1; j < annotations.size(); ++j)
                comparePair(*annotations[i], *annotations[j], stats, &counts);
        }
    }
    stats->flagAgreement = mean(double(counts.flagAgreeing), stats->flagPairs);
    stats->flagKappa = kappa(counts.flagAgreeing, stats->flagPairs, counts.flags);
    stats->spanAgreement = mean(2.0 * double(stats->matchedSpans), counts.spansOfBoth);
    stats->associatedAgreement = mean(double(counts.sameAssociated), stats->matchedSpans);
    stats->typeAgreement = mean(double(counts.sameType), stats->matchedSpans);
    stats->typeKappa = kappa(counts.sameType, stats->matchedSpans, counts.types);
}

TgeaRecord recordOf(const ArchiveItem &item, const ArchiveAnnotation &annotation, const Taxonomy &taxonomy)
{
    TgeaRecord record{0, item.item.generation, false, {}};
    for (const Span &span : annotation.spans) {
        if (span.range.side != TextSide::Generation) continue;
        TgeaRecord::Error error{span.range, std::nullopt, span.typeKey, span.rationale, span.correction};
        for (const TaxonomyNode *node = taxonomy.node(span.typeKey); node && !node->parentKey.isEmpty();
             node = taxonomy.node(node->parentKey)) {
            error.level1 = node->parentKey;
        }
        for (const SpanLink &link : span.links) {
            if (link.kind == LinkKind::Associated && link.range.side == TextSide::Generation) {
                error.associated = link.range;
                break;
            }
        }
        record.errors << error;
    }
    const QVariant flag = annotation.judgements.value(u"erroneous"_s);
    record.erroneous = flag.isValid() ? flag.toInt() == 1 : !record.errors.isEmpty();
    record.externalId = item.item.externalId;
    record.metadata = item.item.metadata;
    record.accepted = annotation.assignment.state == AssignmentState::Accepted;
    return record;
}

} // namespace

QList<TgeaRecord> TgeaDatasetReport::records(Project &project, const QString &where)
{
    const MetadataFilter filter(where);
    QList<TgeaRecord> records;
    const Archive archive = ArchiveCollector::collect(project);
    const AnalysedWork analysed(project.database());
    qint64 itemNumber = 0;
    for (const ArchiveItem &item : archive.items) {
        ++itemNumber; // the archive's items carry no ids: their order stands in for them
        if (!filter.matches(item.item.metadata)) continue;
        for (const ArchiveAnnotation &annotation : item.annotations) {
            if (!analysed.counts(annotation.assignment.state, annotation.annotator)) continue;
            TgeaRecord record = recordOf(item, annotation, project.taxonomy());
            record.itemId = itemNumber;
            records << record;
        }
    }
    return records;
}

QList<TgeaStatLine> TgeaDatasetReport::lines(const TgeaDatasetStats &s)
{
    const auto value = [](const std::optional<double> &v) { return v ? QVariant(*v) : QVariant(); };
    return {{u"texts"_s, tr("Texts (annotations handed in)"), s.records},
            {u"texts_0_errors"_s, tr("with no error"), s.withErrors[0]},
            {u"texts_1_error"_s, tr("with 1 error"), s.withErrors[1]},
            {u"texts_2_errors"_s, tr("with 2 errors"), s.withErrors[2]},
            {u"texts_3_errors"_s, tr("with 3 errors"), s.withErrors[3]},
            {u"texts_4_or_more_errors"_s, tr("with 4 or more errors"), s.withErrors[4]},
            {u"distinct_texts"_s, tr("Distinct texts"), s.items},
            {u"tokens"_s, tr("Tokens"), s.tokens},
            {u"vocabulary"_s, tr("Vocabulary"), s.vocabulary},
            {u"mean_text_tokens"_s, tr("Mean tokens a text"), value(s.meanTextTokens)},
            {u"mean_erroneous_span_tokens"_s, tr("Mean tokens an erroneous span"), value(s.meanErroneousTokens)},
            {u"mean_associated_span_tokens"_s, tr("Mean tokens an associated span"), value(s.meanAssociatedTokens)},
            {u"mean_distance_tokens"_s, tr("Mean tokens between them"), value(s.meanDistance)},
            {u"mean_rationale_tokens"_s, tr("Mean tokens a rationale"), value(s.meanRationaleTokens)},
            {u"pairs"_s, tr("Pairs of annotations on one text"), s.flagPairs},
            {u"erroneous_flag_agreement"_s, tr("Erroneous flag: agreement"), value(s.flagAgreement)},
            {u"erroneous_flag_kappa"_s, tr("Erroneous flag: κ"), value(s.flagKappa)},
            {u"erroneous_span_agreement"_s, tr("Erroneous spans: agreement"), value(s.spanAgreement)},
            {u"matched_spans"_s, tr("Matched erroneous spans"), s.matchedSpans},
            {u"associated_span_agreement"_s, tr("Associated spans: agreement"), value(s.associatedAgreement)},
            {u"level1_type_agreement"_s, tr("Level-1 types: agreement"), value(s.typeAgreement)},
            {u"level1_type_kappa"_s, tr("Level-1 types: κ"), value(s.typeKappa)}};
}

TgeaDatasetStats TgeaDatasetReport::compute(const QList<TgeaRecord> &records)
{
    TgeaDatasetStats stats;
    stats.records = records.size();
    describeTexts(records, &stats);
    describeErrors(records, &stats);
    agree(records, &stats);
    return stats;
}

} // namespace Errata
