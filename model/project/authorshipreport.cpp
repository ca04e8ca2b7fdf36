// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/authorshipreport.h"

#include "model/domain/metadatafilter.h"
#include "model/domain/workflow.h"
#include "model/project/project.h"
#include "model/storage/analysisexclusions.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"

#include <QMap>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

struct Answered
{
    AuthorshipAnswer answer;
    QString group;
};

QString groupOf(const AuthorshipRequest &request, const Item &item, const Person &person)
{
    if (request.by == "annotator"_L1) return request.names.value(person.id, person.name);
    if (request.by == "condition"_L1) return person.condition;
    return item.metadata.value(request.by);
}

} // namespace

bool AuthorshipReport::compute(Project &project, const AuthorshipRequest &request, AuthorshipReportData *report,
                               QString *error)
{
    *report = {};
    const QHash<qint64, QVariant> answers = project.judgements().allOfKey(u"authorship"_s); // the 4-point answer
    if (answers.isEmpty()) {
        *error =
            tr("%1 holds no authorship judgements (init --judgements authorship asks for them)").arg(project.path());
        return false;
    }
    QHash<qint64, Item> items;
    bool keyKnown = false;
    for (const Item &item : project.items().headers()) {
        items.insert(item.id, item);
        keyKnown = keyKnown || item.metadata.contains(request.truthKey);
    }
    if (!keyKnown) {
        *error = tr("no item has the metadata key \"%1\" that says who wrote it").arg(request.truthKey);
        return false;
    }
    QHash<qint64, Person> people;
    for (const Person &person : project.people().all()) people.insert(person.id, person);
    const MetadataFilter filter(request.where);
    QList<Answered> kept;
    const AnalysedWork analysed(project.database());
    for (const Assignment &a : project.assignments().all()) {
        const auto answer = answers.constFind(a.id);
        const Item item = items.value(a.itemId);
        if (answer == answers.cend() || !analysed.counts(a) || !filter.matches(item.metadata)) continue;
        if (!item.metadata.contains(request.truthKey)) {
            ++report->textsWithoutTruth;
            continue;
        }
        const AuthorshipAnswer given{a.itemId, a.annotatorId, answer->toInt(),
                                     item.metadata.value(request.truthKey) == request.humanValue};
        kept << Answered{given, groupOf(request, item, people.value(a.annotatorId))};
    }
    QList<AuthorshipAnswer> all;
    QMap<QString, QList<AuthorshipAnswer>> grouped;
    for (const Answered &answered : std::as_const(kept)) {
        all << answered.answer;
        if (!request.by.isEmpty()) grouped[answered.group] << answered.answer;
    }
    report->groups << AuthorshipGroup{QString(), Authorship::summarise(all)};
    for (auto it = grouped.cbegin(); it != grouped.cend(); ++it) {
        report->groups << AuthorshipGroup{it.key().isEmpty() ? tr("(none)") : it.key(), Authorship::summarise(*it)};
    }
    report->correctPerEvaluator = Authorship::correctPerEvaluator(all);
    return true;
}

} // namespace Errata
