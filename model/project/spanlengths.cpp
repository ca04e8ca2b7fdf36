// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/spanlengths.h"

#include "model/domain/metadatafilter.h"
#include "model/domain/workflow.h"
#include "model/project/archivecollector.h"
#include "model/project/project.h"
#include "model/storage/analysisexclusions.h"

#include <QMap>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

double lengthOf(const QString &text, const TextRange &range, AgreementUnit unit)
{
    if (unit == AgreementUnit::Character) return double(range.length());
    qsizetype count = 0;
    for (const TextRange &token : tokenize(text)) count += token.begin < range.end && token.end > range.begin;
    return double(count);
}

double rationaleLength(const QString &rationale, AgreementUnit unit)
{
    return unit == AgreementUnit::Character ? double(rationale.size()) : double(tokenize(rationale).size());
}

} // namespace

double SpanLengths::quantile(const std::vector<double> &sorted, double p)
{
    if (sorted.empty()) return std::nan("");
    const double h = double(sorted.size() - 1) * p;
    const size_t low = size_t(std::floor(h));
    const size_t high = std::min(low + 1, sorted.size() - 1);
    return sorted[low] + (h - double(low)) * (sorted[high] - sorted[low]);
}

QString SpanLengths::typeAt(const Taxonomy &taxonomy, const QString &key, int level)
{
    QString type = key;
    for (const TaxonomyNode *node = taxonomy.node(key); level == 1 && node && !node->parentKey.isEmpty();
         node = taxonomy.node(node->parentKey)) {
        type = node->parentKey;
    }
    return type;
}

LengthRow SpanLengths::summarise(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    LengthRow row;
    row.n = qsizetype(values.size());
    if (values.empty()) return row;
    row.mean = std::accumulate(values.cbegin(), values.cend(), 0.0) / double(values.size());
    row.min = values.front();
    row.q1 = quantile(values, 0.25);
    row.median = quantile(values, 0.5);
    row.q3 = quantile(values, 0.75);
    row.max = values.back();
    return row;
}

QList<LengthRow> SpanLengths::compute(Project &project, const LengthRequest &request)
{
    const MetadataFilter filter(request.where);
    QMap<std::pair<QString, QString>, std::vector<double>> lengths; // (group, type) -> lengths
    const Archive archive = ArchiveCollector::collect(project);
    const AnalysedWork analysed(project.database());
    for (const ArchiveItem &item : archive.items) {
        if (!filter.matches(item.item.metadata)) continue;
        const QString group = request.by.isEmpty() ? QString() : item.item.metadata.value(request.by);
        for (const ArchiveAnnotation &annotation : item.annotations) {
            if (!analysed.counts(annotation.assignment.state, annotation.annotator)) continue;
            for (const Span &span : annotation.spans) {
                if (span.range.side != TextSide::Generation || (request.rationales && span.rationale.isEmpty())) {
                    continue;
                }
                const double length = request.rationales ? rationaleLength(span.rationale, request.unit)
                                                         : lengthOf(item.item.generation, span.range, request.unit);
                lengths[{group, typeAt(project.taxonomy(), span.typeKey, request.level)}].push_back(length);
            }
        }
    }
    QList<LengthRow> rows;
    for (auto it = lengths.cbegin(); it != lengths.cend(); ++it) {
        LengthRow row = summarise(it.value());
        row.group = it.key().first;
        row.type = it.key().second;
        rows << row;
    }
    return rows;
}

} // namespace Errata
