// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/judgementstats.h"

#include "model/domain/metadatafilter.h"
#include "model/domain/workflow.h"
#include "model/project/archivecollector.h"
#include "model/project/project.h"
#include "model/storage/analysisexclusions.h"

#include <QMap>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

const QString Rating = u"rating"_s, Deduction = u"deduction_"_s;

} // namespace

void JudgementStats::eachRated(Project &project, const QString &by, const QString &where, const RatedVisit &visit)
{
    const MetadataFilter filter(where);
    const Archive archive = ArchiveCollector::collect(project);
    const AnalysedWork analysed(project.database());
    for (const ArchiveItem &item : archive.items) {
        if (!filter.matches(item.item.metadata)) continue;
        const QString group = by.isEmpty() ? QString() : item.item.metadata.value(by);
        for (const ArchiveAnnotation &annotation : item.annotations) {
            if (analysed.counts(annotation.assignment.state, annotation.annotator)
                && annotation.judgements.contains(Rating)) {
                visit(item.item.externalId, group, annotation.judgements);
            }
        }
    }
}

QList<LengthRow> JudgementStats::ratings(Project &project, const QString &by, const QString &where)
{
    QMap<QString, std::vector<double>> values;
    eachRated(project, by, where,
              [&](const QString &, const QString &group, const QMap<QString, QVariant> &judgements) {
                  values[group].push_back(judgements.value(Rating).toDouble());
              });
    QList<LengthRow> rows;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        LengthRow row = SpanLengths::summarise(it.value());
        row.group = it.key();
        row.type = Rating;
        rows << row;
    }
    return rows;
}

QList<DeductionRow> JudgementStats::deductions(Project &project, const QString &by, const QString &where)
{
    QMap<QString, qsizetype> rated;
    QMap<std::pair<QString, QString>, std::pair<qsizetype, double>> given; // (group, reason) -> (count, points)
    eachRated(project, by, where,
              [&](const QString &, const QString &group, const QMap<QString, QVariant> &judgements) {
                  ++rated[group];
                  for (auto it = judgements.cbegin(); it != judgements.cend(); ++it) {
                      if (!it.key().startsWith(Deduction)) continue;
                      auto &[count, points] = given[{group, it.key().mid(Deduction.size())}];
                      ++count;
                      points += it.value().toDouble();
                  }
              });
    QList<DeductionRow> rows;
    for (auto it = given.cbegin(); it != given.cend(); ++it) {
        const qsizetype n = rated.value(it.key().first);
        const auto [count, points] = it.value();
        rows << DeductionRow{it.key().first, it.key().second,           n,
                             count,          double(count) / double(n), points / double(count)};
    }
    return rows;
}

} // namespace Errata
