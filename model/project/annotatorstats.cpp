// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/annotatorstats.h"

#include "model/domain/workflow.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/qualityrepository.h"
#include "model/stats/agreement.h"
#include "model/project/agreementdata.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

constexpr qint64 GoldRater = -1; // the gold layer joins the agreement tables as a rater of its own

std::optional<double> ratio(double numerator, double denominator)
{
    return denominator == 0 ? std::nullopt : std::optional<double>(numerator / denominator);
}

// Finished annotator layers plus each item's gold layer (when it has spans) as rater -1.
QList<AgreementItem> layersWithGold(Project &project)
{
    QHash<qint64, QList<Span>> gold;
    QList<AgreementItem> items = AgreementData::finished(project, &gold);
    for (AgreementItem &item : items) {
        if (QList<Span> spans = gold.take(item.itemId); !spans.isEmpty()) {
            item.layers << AgreementLayer{GoldRater, std::move(spans), true};
        }
    }
    return items;
}

// Cohen's κ on "any error" for every pair of raters (gold included).
void addAgreement(Project &project, QHash<qint64, AnnotatorStats *> &byPerson)
{
    TypeSelector any{QString(TypeSelectors::AnyKey), QString(), {}};
    for (const TaxonomyNode &node : project.taxonomy().nodes) {
        any.typeKeys.insert(node.key);
    }
    const QList<PairAgreement> pairs = AgreementCalculator(AgreementUnit::Token).pairs(layersWithGold(project), {any});
    QHash<qint64, std::pair<double, int>> peerSums;
    for (const PairAgreement &pair : pairs) {
        if (!pair.cohenKappa) {
            continue;
        }
        if (pair.annotatorA == GoldRater) {
            if (AnnotatorStats *stats = byPerson.value(pair.annotatorB)) {
                stats->kappaGold = pair.cohenKappa;
            }
            continue;
        }
        for (const qint64 person : {pair.annotatorA, pair.annotatorB}) {
            peerSums[person].first += *pair.cohenKappa;
            ++peerSums[person].second;
        }
    }
    for (auto it = peerSums.cbegin(); it != peerSums.cend(); ++it) {
        if (AnnotatorStats *stats = byPerson.value(it.key())) {
            stats->kappaPeers = it->first / it->second;
        }
    }
}

void addWorkflow(Project &project, QHash<qint64, AnnotatorStats *> &byPerson)
{
    QHash<qint64, qint64> annotatorOf; // assignment -> annotator
    QHash<qint64, qint64> seconds;     // annotator -> time on items done
    for (const Assignment &assignment : project.assignments().all()) {
        annotatorOf.insert(assignment.id, assignment.annotatorId);
        AnnotatorStats *stats = byPerson.value(assignment.annotatorId);
        if (!stats) {
            continue;
        }
        ++stats->assigned;
        if (isFinished(assignment.state)) {
            ++stats->done;
            seconds[assignment.annotatorId] += assignment.timeSpentSeconds;
        }
        stats->accepted += assignment.state == AssignmentState::Accepted ? 1 : 0;
    }
    for (const HistoryEntry &entry : project.assignments().allHistory()) {
        if (entry.action == "return"_L1) {
            if (AnnotatorStats *stats = byPerson.value(annotatorOf.value(entry.assignmentId))) {
                ++stats->returns;
            }
        }
    }
    for (AnnotatorStats *stats : std::as_const(byPerson)) {
        stats->secondsPerItem = ratio(double(seconds.value(stats->personId)), stats->done);
        stats->acceptanceRate = ratio(stats->accepted, stats->accepted + stats->returns);
        stats->returnsPerItem = ratio(stats->returns, stats->done);
    }
}

} // namespace

AnnotatorDashboardData AnnotatorStatsCalculator::compute(Project &project)
{
    AnnotatorDashboardData data;
    QList<Person> people = project.people().all();
    std::sort(people.begin(), people.end(),
              [](const Person &a, const Person &b) { return QString::localeAwareCompare(a.name, b.name) < 0; });
    for (const Person &person : people) {
        if (person.roles.testFlag(Role::Annotator)) {
            AnnotatorStats stats;
            stats.personId = person.id;
            stats.name = person.name;
            data.rows << stats;
        }
    }
    QHash<qint64, AnnotatorStats *> byPerson;
    for (AnnotatorStats &stats : data.rows) {
        byPerson.insert(stats.personId, &stats);
    }
    addWorkflow(project, byPerson);
    addAgreement(project, byPerson);
    const QHash<qint64, QualificationResult> results = project.quality().latestResults();
    data.flags = QualityControl::flags(project);
    data.suggestions = SuggestionReport::build(project);
    for (AnnotatorStats &stats : data.rows) {
        if (results.contains(stats.personId)) {
            stats.qualification = results.value(stats.personId);
        }
    }
    for (const QcFlag &flag : std::as_const(data.flags)) {
        if (AnnotatorStats *stats = byPerson.value(flag.personId)) {
            ++stats->flags;
        }
    }
    return data;
}

} // namespace Errata
