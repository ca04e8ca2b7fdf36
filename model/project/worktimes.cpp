// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/worktimes.h"

#include "model/domain/metadatafilter.h"
#include "model/domain/tokenizer.h"
#include "model/project/project.h"
#include "model/project/spanlengths.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/personrepository.h"

#include <map>
#include <vector>

namespace Errata {
namespace {

struct Samples
{
    std::vector<double> perItem, perWord;
};

WorkTimeRow summarised(qint64 personId, const QString &condition, const Samples &samples, bool everyone = false)
{
    return WorkTimeRow{personId, condition, everyone, SpanLengths::summarise(samples.perItem),
                       SpanLengths::summarise(samples.perWord)};
}

} // namespace

WorkTimeReport WorkTimes::compute(Project &project, const QString &where)
{
    const MetadataFilter filter(where);
    QHash<qint64, qsizetype> words; // item -> words of its generation; items --where keeps
    for (const Item &item : project.items().all()) {
        if (filter.matches(item.metadata)) words.insert(item.id, tokenize(item.generation).size());
    }
    QHash<qint64, QString> conditionOf;
    for (const Person &person : project.people().all()) conditionOf.insert(person.id, person.condition);
    WorkTimeReport report;
    std::map<qint64, Samples> byPerson;
    std::map<QString, Samples> byCondition;
    Samples everyone;
    for (const Assignment &assignment : project.assignments().all()) {
        const auto item = words.constFind(assignment.itemId);
        if (!isFinished(assignment.state) || item == words.cend()) continue;
        if (assignment.timeSpentSeconds <= 0) {
            ++report.untimed;
            continue;
        }
        const double seconds = double(assignment.timeSpentSeconds);
        for (Samples *samples :
             {&byPerson[assignment.annotatorId], &byCondition[conditionOf.value(assignment.annotatorId)], &everyone}) {
            samples->perItem.push_back(seconds);
            if (*item > 0) samples->perWord.push_back(seconds / double(*item));
        }
    }
    for (const auto &[person, samples] : byPerson)
        report.rows << summarised(person, conditionOf.value(person), samples);
    // A condition's row only when there are conditions: with none, it would repeat "everyone".
    if (byCondition.size() > 1 || (byCondition.size() == 1 && !byCondition.begin()->first.isEmpty())) {
        for (const auto &[condition, samples] : byCondition) report.rows << summarised(0, condition, samples);
    }
    if (!everyone.perItem.empty()) report.rows << summarised(0, QString(), everyone, true);
    return report;
}

} // namespace Errata
