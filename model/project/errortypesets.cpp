// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/errortypesets.h"

#include "model/project/judgementstats.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"

#include <QMap>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// One story's ratings and how many of its raters deducted for each reason.
struct Story
{
    QString group;
    double ratingSum = 0;
    int raters = 0;
    QMap<QString, int> deducted;
};

QHash<QString, Story> readStories(Project &project, const CorrelationRequest &request)
{
    QHash<QString, Story> stories;
    const QString prefix = u"deduction_"_s;
    JudgementStats::eachRated(project, request.by, request.where,
                              [&](const QString &id, const QString &group, const QMap<QString, QVariant> &judgements) {
                                  Story &story = stories[id];
                                  story.group = group;
                                  story.ratingSum += judgements.value(u"rating"_s).toDouble();
                                  ++story.raters;
                                  for (auto it = judgements.cbegin(); it != judgements.cend(); ++it) {
                                      if (it.key().startsWith(prefix)) ++story.deducted[it.key().mid(prefix.size())];
                                  }
                              });
    return stories;
}

// The label of a story in the set of `reason`: 1 reasonable, 0 unreasonable of that type, none otherwise.
std::optional<int> label(const Story &story, const QString &reason, const ErrorTypeRule &rule)
{
    if (story.ratingSum / story.raters > rule.above) return 1;
    QStringList agreed;
    for (auto it = story.deducted.cbegin(); it != story.deducted.cend(); ++it) {
        if (it.value() >= rule.minRaters) agreed << it.key();
    }
    if (agreed == QStringList{reason}) return 0;
    return std::nullopt;
}

ErrorTypeRow evaluate(const QList<std::pair<const Story *, double>> &scored, const QString &group,
                      const QString &reason, const ErrorTypeRule &rule, const CorrelationRequest &request)
{
    ErrorTypeRow row{group, reason, 0, 0, {}};
    std::vector<double> metric, labels;
    for (const auto &[story, score] : scored) {
        if (!group.isEmpty() && story->group != group) continue;
        const std::optional<int> value = label(*story, reason, rule);
        if (!value) continue;
        ++(*value ? row.reasonable : row.unreasonable);
        metric.push_back(score);
        labels.push_back(*value);
    }
    const double nan = std::numeric_limits<double>::quiet_NaN();
    row.pointBiserial = row.reasonable && row.unreasonable
        ? correlate(metric, labels, request.rounds, request.seed).pearson
        : CorrelationValue{nan, nan, {nan, nan}};
    return row;
}

} // namespace

const QStringList &ErrorTypeSets::reasons()
{
    static const QStringList keys{u"repetitive_plot"_s, u"unrelated_events"_s, u"conflicting_logic"_s,
                                  u"chaotic_scenes"_s};
    return keys;
}

bool ErrorTypeSets::compute(Project &project, const CorrelationRequest &request, const ErrorTypeRule &rule,
                            QList<ErrorTypeRow> *rows, QString *error)
{
    const auto found = MetricCorrelation::scores(project, request.metric, error);
    if (!found) return false;
    const QHash<qint64, double> &scores = *found;
    const QHash<QString, Story> stories = readStories(project, request);
    QList<std::pair<const Story *, double>> scored; // in corpus order, so that the bootstrap repeats
    QStringList groups{QString()};
    for (const Item &item : ItemRepository(&project.database()).headers()) {
        const auto story = stories.constFind(item.externalId);
        const auto score = scores.constFind(item.id);
        if (story == stories.cend() || score == scores.cend()) continue;
        scored.append({&*story, *score});
        if (!request.by.isEmpty() && !groups.contains(story->group)) groups << story->group;
    }
    std::sort(groups.begin() + 1, groups.end());
    rows->clear();
    for (const QString &group : std::as_const(groups)) {
        for (const QString &reason : reasons()) *rows << evaluate(scored, group, reason, rule, request);
    }
    return true;
}

} // namespace Errata
