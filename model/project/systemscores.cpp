// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/systemscores.h"

#include "model/project/agreementdata.h"
#include "model/project/project.h"
#include "model/project/studyplan.h"

using namespace Qt::StringLiterals;

namespace Errata {

bool SystemScores::compute(Project &project, const SystemScoreRequest &request, SystemScoreReport *report,
                           QString *error)
{
    *report = {};
    QString readError;
    if (!request.system.isEmpty()) {
        const QStringList systems = AgreementData::systems(project, &readError);
        if (!systems.contains(request.system)) {
            *error = systems.isEmpty()
                ? tr("%1 has no predictions; bring them in with predictions import.").arg(project.path())
                : tr("There is no system \"%1\"; the project has: %2.").arg(request.system, systems.join(u", "_s));
            return false;
        }
    }
    QHash<qint64, QList<Span>> gold;
    QList<AgreementItem> items = AgreementData::finished(project, &gold, &readError);
    items.removeIf([&](const AgreementItem &item) { return !StudyPlanner::matches(item.metadata, request.where); });
    const PredictionScorer scorer(TypeSelectors::forTaxonomy(project.taxonomy(), request.level), request.options);
    if (!request.system.isEmpty()) {
        const QHash<qint64, QList<Span>> predicted = AgreementData::predictions(project, request.system, &readError);
        report->system = scorer.system(items, gold, predicted);
        report->itemsWithoutSystem = int(std::count_if(items.cbegin(), items.cend(), [&](const AgreementItem &item) {
            return !item.layers.isEmpty() && !predicted.contains(item.itemId);
        }));
    }
    if (request.baseline) {
        report->people = scorer.humanBaseline(items, gold);
        if (!report->people.isEmpty()) report->peopleMean = PredictionScorer::meanOf(report->people);
    }
    if (!readError.isEmpty()) {
        *error = readError;
        return false;
    }
    return true;
}

MeasureResult SystemScores::figureData(const SystemScoreReport &report, const QString &systemName, int metric)
{
    MeasureResult result;
    const auto value = [metric](const ScoreRow &row) {
        return metric == 0 ? row.precision : metric == 1 ? row.recall : row.f1;
    };
    const auto interval = [metric](const ScoreRow &row) {
        return metric == 0 ? row.precisionInterval : metric == 1 ? row.recallInterval : row.f1Interval;
    };
    QList<const ScoreTable *> series;
    if (report.system) {
        result.groups << QStringList{systemName};
        series << &*report.system;
    }
    if (report.peopleMean) {
        result.groups << QStringList{tr("Human (mean)")};
        series << &*report.peopleMean;
    }
    if (series.isEmpty()) return result;
    // A category where no series has a value (nobody marked it, nor the system) gets no place on the
    // axis: a bar of height 0 would read as "0", which the table says is undefined.
    QList<qsizetype> shown;
    for (qsizetype r = 0; r < series.first()->rows.size(); ++r) {
        if (std::any_of(series.cbegin(), series.cend(), [&](const ScoreTable *t) { return value(t->rows.value(r)); })) {
            shown << r;
        }
    }
    for (const qsizetype r : shown) {
        const ScoreRow &row = series.first()->rows[r];
        const QString label = row.key == ScoreRow::MicroKey ? tr("Micro average")
            : row.key == ScoreRow::MacroKey                 ? tr("Macro average")
                                                            : row.label;
        result.types << TypeSelector{row.key, label, {}};
    }
    for (qsizetype g = 0; g < series.size(); ++g) {
        for (qsizetype t = 0; t < shown.size(); ++t) {
            const ScoreRow &row = series[g]->rows.value(shown[t]);
            const double mean = value(row).value_or(0);
            const auto ci = interval(row);
            // A bar without an interval (the human mean, --rounds 0) is drawn without a whisker.
            result.cells << MeasureCell{int(g),
                                        int(t),
                                        mean,
                                        0.0,
                                        ci ? ci->first : mean,
                                        ci ? ci->second : mean,
                                        ci ? series[g]->items : 1,
                                        series[g]->items};
        }
    }
    return result;
}

} // namespace Errata
